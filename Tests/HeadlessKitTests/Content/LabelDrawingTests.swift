import Foundation
import Testing
@testable import HeadlessKit

/// What a label records when it draws: its laid-out text as glyph runs, centred vertically in its
/// bounds as UIKit draws a label, in its colour resolved against its traits.
@MainActor
@Suite struct LabelDrawingTests {
    let font = Font.systemFont(ofSize: 17)
    let ascender: CGFloat = 16.1865234375
    let lineHeight: CGFloat = 20.287109375

    /// A settled window holding `label` at `frame` (the caller keeps the window alive).
    func drawn(_ label: Label, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 40), dark: Bool = false) -> Window {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        if dark { window.overrideUserInterfaceStyle = .dark }
        label.frame = frame
        window.addSubview(label)
        loop.runUntilIdle()
        return window
    }

    func runs(of view: ViewNode) -> [GlyphRun] {
        view.displayList.compactMap { if case .glyphRun(let run) = $0 { run } else { nil } }
    }

    @Test func theTextIsDrawnCentredVerticallyInTheLabelsColour() {
        let label = Label()
        label.text = "Hello"
        _ = drawn(label)
        let top = (40 - lineHeight) / 2
        #expect(label.displayList == [.glyphRun(GlyphRun(
            text: "Hello", font: font, color: Color(white: 0), origin: CGPoint(x: 0, y: top + ascender),
            bounds: CGRect(x: 0, y: top, width: 36.55, height: lineHeight), underlineStyle: [], strikethroughStyle: []))])
    }

    @Test func alignmentPlacesTheLineInTheWidth() {
        let label = Label()
        label.text = "Hello"
        label.textAlignment = .right
        let window = drawn(label)
        #expect(runs(of: label).map(\.origin.x) == [100 - 36.55])
        label.textAlignment = .center
        window.runLoop.runUntilIdle()
        #expect(runs(of: label).map(\.origin.x) == [(100 - 36.55) / 2])
    }

    @Test func aLineTooLongForTheBoundsIsTruncatedAtTheTail() {
        let label = Label()
        label.text = "Hello, world"
        _ = drawn(label, frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(runs(of: label).map(\.text) == ["Hello,…"])
    }

    @Test func aMultiLineLabelDrawsTheLinesThatFitItsHeight() {
        let label = Label()
        label.text = "one two three four"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        _ = drawn(label, frame: CGRect(x: 0, y: 0, width: 40, height: 45))
        #expect(runs(of: label).map(\.text) == ["one", "two"])
        #expect(runs(of: label).map(\.origin.y) == [(45 - 2 * lineHeight) / 2 + ascender, (45 - 2 * lineHeight) / 2 + lineHeight + ascender])
    }

    @Test func shrinkingToFitScalesTheFontAndKeepsTheBaseline() {
        // UIKit: adjustsFontSizeToFitWidth shrinks a single line down to minimumScaleFactor;
        // alignBaselines keeps the full-size text's baseline.
        let label = Label()
        label.text = "Hello, world"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        _ = drawn(label, frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let run = try! #require(runs(of: label).first)
        #expect(run.text == "Hello, world")
        #expect(run.font.pointSize < 17 * 60 / 89.25 + 0.01 && run.font.pointSize > 8.5)
        #expect(run.origin.y == (30 - lineHeight) / 2 + ascender)
        #expect(label.intrinsicContentSize.width == CGFloat(268) / 3)
    }

    @Test func aZeroScaleFactorDoesNotShrink() {
        let label = Label()
        label.text = "Hello, world"
        label.adjustsFontSizeToFitWidth = true
        _ = drawn(label, frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(runs(of: label).map(\.text) == ["Hello,…"])
        #expect(runs(of: label).map(\.font) == [font])
    }

    @Test func aDynamicTextColourResolvesAgainstTheLabelsTraits() {
        let label = Label()
        label.text = "Hi"
        _ = drawn(label, dark: true)
        #expect(runs(of: label).map(\.color) == [Color(white: 1)])
    }

    @Test func highlightedAndDisabledLabelsDrawInTheirColours() {
        let label = Label()
        label.text = "Hi"
        label.highlightedTextColor = .red
        let window = drawn(label)
        label.isHighlighted = true
        window.runLoop.runUntilIdle()
        #expect(runs(of: label).map(\.color) == [Color.red])
        label.isEnabled = false
        window.runLoop.runUntilIdle()
        #expect(runs(of: label).map(\.color) == [Color.tertiaryLabel.resolvedColor(with: .lightAppearance)])
    }

    @Test func aShadowIsRecordedAroundTheText() {
        let label = Label()
        label.text = "Hi"
        label.shadowColor = .gray
        label.shadowOffset = CGSize(width: 1, height: 2)
        _ = drawn(label)
        #expect(label.displayList.count == 3)
        #expect(label.displayList.first == .shadow(offset: CGSize(width: 1, height: 2), blur: 0, .gray))
        #expect(label.displayList.last == .shadow(offset: .zero, blur: 0, nil))
    }

    @Test func drawTextCanBeOverriddenToInsetTheText() {
        final class Inset: Label {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 10, dy: 0)) }
        }
        let label = Inset()
        label.text = "Hello"
        _ = drawn(label)
        #expect(runs(of: label).map(\.origin.x) == [10])
    }

    @Test func changingTheTextToTheSameValueMarksNothing() {
        let label = Label()
        label.text = "Hello"
        _ = drawn(label)
        label.text = "Hello"
        label.textColor = .label
        label.font = .systemFont(ofSize: 17)
        #expect(!label.needsDisplay() && !label.needsUpdateConstraints())
        label.textColor = .red
        #expect(label.needsDisplay() && !label.needsUpdateConstraints())
        label.text = "Hello!"
        #expect(label.needsUpdateConstraints())
    }
}
