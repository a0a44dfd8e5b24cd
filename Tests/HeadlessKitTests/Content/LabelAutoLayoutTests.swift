import Foundation
import Testing
@testable import HeadlessKit

/// Labels under Auto Layout: the intrinsic size becomes content-size constraints, and a
/// multi-line label with an automatic preferred width (0) is measured again at the width the
/// engine gives it, within the same solve — UIKit's automatic `preferredMaxLayoutWidth`.
@MainActor
@Suite struct LabelAutoLayoutTests {
    func pixels(_ n: Int) -> CGFloat { CGFloat(n) / 3 }

    /// `rect` on the scale-3 pixel grid, as UIKit's engine places frames: the solver's last bit
    /// of rounding error is not the label's.
    func onPixels(_ rect: CGRect) -> CGRect {
        func snap(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
        return CGRect(x: snap(rect.minX), y: snap(rect.minY), width: snap(rect.width), height: snap(rect.height))
    }

    /// A label pinned to the top, leading and trailing edges of a `width`-wide container at the
    /// window's top-left; nothing constrains its height.
    func pinnedLabel(_ fixture: ViewFixture, text: String, width: CGFloat, lines: Int = 0) -> (container: ViewNode, label: Label) {
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        fixture.window.addSubview(container)
        let label = Label()
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = .byWordWrapping
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        return (container, label)
    }

    @Test func aMultiLineLabelPinnedToAWidthTakesTheHeightOfItsWrappedTextInOneCommit() {
        // "The quick brown fox jumps over the lazy dog" wraps at 100 into four lines (81.148 high).
        let fixture = ViewFixture()
        let (_, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100)
        fixture.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: pixels(244)))
        #expect(label.preferredMaxLayoutWidth == 0)
    }

    @Test func aWidthChangeWrapsTheTextAgainAtTheNewWidth() {
        let fixture = ViewFixture()
        let (container, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100)
        fixture.loop.runUntilIdle()
        container.frame.size.width = 200
        fixture.window.layoutIfNeeded()
        // At 200: "The quick brown fox jumps" / "over the lazy dog".
        #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: pixels(122)))
    }

    @Test func aTextChangeMeasuresTheLabelAgainAtItsWidth() {
        let fixture = ViewFixture()
        let (_, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100)
        fixture.loop.runUntilIdle()
        label.text = "Hi"
        fixture.window.layoutIfNeeded()
        #expect(onPixels(label.frame) == CGRect(x: 0, y: 0, width: 100, height: pixels(61)))
    }

    @Test func aSingleLineLabelKeepsOneLineAtAnyWidth() {
        let fixture = ViewFixture()
        let (_, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100, lines: 1)
        fixture.window.layoutIfNeeded()
        #expect(label.frame.height == pixels(61))
    }

    @Test func anExplicitPreferredWidthWinsOverTheEnginesWidth() {
        let fixture = ViewFixture()
        let (_, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100)
        label.preferredMaxLayoutWidth = 200
        fixture.window.layoutIfNeeded()
        #expect(label.frame.height == pixels(122))
    }

    @Test func aLabelWithOnlyItsLeadingEdgePinnedTakesItsTextsSize() {
        let fixture = ViewFixture()
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 8),
        ])
        fixture.window.layoutIfNeeded()
        #expect(onPixels(label.frame) == CGRect(x: 8, y: 8, width: pixels(110), height: pixels(61)))
    }

    @Test func aRelayoutThatChangesNothingMeasuresNoText() {
        final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
            var calls = 0
            let standard = StandardTextMeasurer()
            func advances(of text: Substring, in font: Font) -> [CGFloat] {
                calls += 1
                return standard.advances(of: text, in: font)
            }
            func verticalMetrics(of font: Font) -> FontVerticalMetrics { standard.verticalMetrics(of: font) }
        }
        let fixture = ViewFixture()
        let measurer = CountingMeasurer()
        fixture.loop.textMeasurer = measurer
        let (container, label) = pinnedLabel(fixture, text: "The quick brown fox jumps over the lazy dog", width: 100)
        fixture.loop.runUntilIdle()
        #expect(label.frame.height == pixels(244))
        let settled = measurer.calls
        container.setNeedsLayout()
        label.setNeedsLayout()
        label.setNeedsUpdateConstraints()
        fixture.loop.runUntilIdle()
        #expect(measurer.calls == settled)
    }
}
