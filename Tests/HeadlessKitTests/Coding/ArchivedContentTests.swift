import Foundation
import Testing
@testable import HeadlessKit

/// Every archived key of the content views and the stack view ends up as if set in code.
@MainActor
@Suite struct ArchivedContentTests {
    /// Decodes `json` and checks it equals `expected` property by property, with no problem.
    static func expectDecoded(_ json: String, equals expected: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        let fixture = ArchiveFixture()
        let decoded: AnyObject? = fixture.decode(json)
        #expect(ArchiveSnapshot.lines(decoded) == ArchiveSnapshot.lines(expected), sourceLocation: sourceLocation)
        #expect(fixture.messages == [], sourceLocation: sourceLocation)
    }

    @Test func aLabelDecodesEveryKey() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.numberOfLines = 2
        label.text = "Hello"
        label.isEnabled = false
        label.highlightedTextColor = .white
        label.isHighlighted = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.allowsDefaultTighteningForTruncation = true
        label.adjustsFontForContentSizeCategory = true
        label.preferredMaxLayoutWidth = 80
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 2)
        Self.expectDecoded("""
            {"class": "UILabel", "frame": [0, 0, 100, 20], "font": {"system": 15, "weight": "semibold"},
             "textColor": "systemRed", "textAlignment": "center", "lineBreakMode": "byTruncatingMiddle", "numberOfLines": 2,
             "text": "Hello", "isEnabled": false, "highlightedTextColor": "white", "isHighlighted": true,
             "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5, "baselineAdjustment": "alignCenters",
             "allowsDefaultTighteningForTruncation": true, "adjustsFontForContentSizeCategory": true,
             "preferredMaxLayoutWidth": 80, "shadowColor": "black", "shadowOffset": [1, 2]}
            """, equals: label)
    }

    @Test func anImageViewDecodesEveryKey() {
        let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        imageView.image = Image(systemName: "star")
        imageView.highlightedImage = Image(systemName: "star.fill")
        imageView.isHighlighted = true
        Self.expectDecoded("""
            {"class": "ImageView", "frame": [0, 0, 30, 30], "image": {"systemName": "star"},
             "highlightedImage": {"systemName": "star.fill"}, "isHighlighted": true}
            """, equals: imageView)
    }

    @Test func anActivityIndicatorDecodesEveryKeyAndAnimatingStartsIt() {
        let indicator = ActivityIndicatorView(style: .large)
        indicator.color = .systemBlue
        indicator.hidesWhenStopped = false
        indicator.startAnimating()
        Self.expectDecoded("""
            {"class": "ActivityIndicatorView", "frame": [0, 0, 37, 37], "style": "large", "color": "systemBlue",
             "hidesWhenStopped": false, "isAnimating": true}
            """, equals: indicator)
    }

    @Test func aProgressViewDecodesEveryKey() {
        let progress = ProgressView(progressViewStyle: .bar)
        progress.progress = 0.25
        progress.progressTintColor = .systemGreen
        progress.trackTintColor = .systemGray
        progress.progressImage = Image(systemName: "a")
        progress.trackImage = Image(systemName: "b")
        Self.expectDecoded("""
            {"class": "ProgressView", "frame": [0, 0, 0, 2.5], "progressViewStyle": "bar", "progress": 0.25,
             "progressTintColor": "systemGreen", "trackTintColor": "systemGray",
             "progressImage": {"systemName": "a"}, "trackImage": {"systemName": "b"}}
            """, equals: progress)
    }

    @Test func aStackViewDecodesEveryKeyAndArrangesItsArchivedViewsInOrder() {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.isBaselineRelativeArrangement = true
        stack.isLayoutMarginsRelativeArrangement = true
        stack.addArrangedSubview(Label(frame: .zero))
        stack.addArrangedSubview(Button(frame: .zero))
        Self.expectDecoded("""
            {"class": "StackView", "frame": [0, 0, 200, 50], "axis": "vertical", "distribution": "fillEqually",
             "alignment": "center", "spacing": 8, "isBaselineRelativeArrangement": true,
             "isLayoutMarginsRelativeArrangement": true, "arrangedSubviews": [{"class": "Label"}, {"class": "Button"}]}
            """, equals: stack)
    }

    @Test func aViewDecodesItsAutoLayoutKeys() {
        let view = ViewNode(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(252), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(749), for: .vertical)
        Self.expectDecoded("""
            {"class": "ViewNode", "translatesAutoresizingMaskIntoConstraints": false, "layoutMargins": [1, 2, 3, 4],
             "contentHuggingPriority": {"horizontal": 251, "vertical": 252},
             "contentCompressionResistancePriority": {"vertical": 749}}
            """, equals: view)
    }

    @Test func aViewDecodesDirectionalLayoutMargins() throws {
        let fixture = ArchiveFixture()
        let view = try #require(fixture.decode("""
            {"class": "ViewNode", "directionalLayoutMargins": [1, 2, 3, 4]}
            """, as: ViewNode.self))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(fixture.messages == [])
    }

    @Test func aPriorityOutOfRangeOrOnAnUnknownAxisIsAProblem() {
        let fixture = ArchiveFixture()
        _ = fixture.decode("""
            {"class": "ViewNode", "id": "v", "contentHuggingPriority": {"horizontal": 1001, "diagonal": 5}}
            """, as: ViewNode.self)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"v\" (ViewNode.contentHuggingPriority), key \"horizontal\": a priority is from 1 to 1000, not 1001.0",
            "Test.nib.json, line 1: object \"v\" (ViewNode.contentHuggingPriority), key \"diagonal\": not a key here; the keys are "
                + "\"horizontal\", \"vertical\"",
        ])
    }
}
