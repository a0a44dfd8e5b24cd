import Foundation
import Testing
@testable import HeadlessKit

/// Labels under Auto Layout: the intrinsic size becomes content-size constraints, and a
/// multi-line label with an automatic preferred width (0) is measured again at the width the
/// engine gives it, within the same solve — UIKit's automatic `preferredMaxLayoutWidth`.
@MainActor
@Suite struct LabelAutoLayoutTests {
    func pixels(_ n: Int) -> CGFloat { CGFloat(n) / 3 }


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
        #expect(label.frame.onPixelGrid() == CGRect(x: 0, y: 0, width: 100, height: pixels(61)))
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
        #expect(label.frame.onPixelGrid() == CGRect(x: 8, y: 8, width: pixels(110), height: pixels(61)))
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

/// Labels' baselines under Auto Layout: the first baseline is the top plus the first line's
/// baseline in the text centred in its pixel-rounded height; the last is measured from the
/// bottom; a system spacing between baselines is the larger font's line height.
@MainActor
@Suite struct LabelBaselineTests {
    let ascender17: CGFloat = 16.1865234375
    let line17: CGFloat = 20.287109375

    func label(_ text: String, size: CGFloat, in fixture: ViewFixture) -> Label {
        let label = Label()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(label)
        return label
    }

    /// `value` on the nearest pixel of a scale-3 screen.
    func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    @Test func aLabelsBaselinesComeFromItsText() {
        let label = Label()
        label.text = "Hello"
        let pad = (CGFloat(61) / 3 - line17) / 2
        #expect(label.firstBaselineOffsetFromTop == pad + ascender17)
        #expect(label.lastBaselineOffsetFromBottom == pad + line17 - ascender17)
        #expect(label.baselineSystemSpacing == line17)
        #expect(Label().firstBaselineOffsetFromTop == nil && Label().baselineSystemSpacing == nil)
    }

    @Test func labelsOfDifferentSizesAlignTheirFirstBaselines() {
        let fixture = ViewFixture()
        let big = label("Big", size: 34, in: fixture), small = label("small", size: 17, in: fixture)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        let bigBaseline = 100 + big.firstBaselineOffsetFromTop!
        #expect(small.frame.onPixelGrid().minY == pixel(bigBaseline - small.firstBaselineOffsetFromTop!))
    }

    @Test func aSystemSpacingBetweenBaselinesIsTheFontsLineHeight() {
        let fixture = ViewFixture()
        let first = label("One", size: 17, in: fixture), second = label("Two", size: 17, in: fixture)
        LayoutConstraint.activate([
            first.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 10),
            first.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            second.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: first.lastBaselineAnchor, multiplier: 1),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        let firstLastBaseline = 10 + CGFloat(61) / 3 - first.lastBaselineOffsetFromBottom!
        #expect(second.frame.onPixelGrid().minY == pixel(firstLastBaseline + line17 - second.firstBaselineOffsetFromTop!))
    }

    @Test func aFontChangeMovesTheLabelsAlignedByBaseline() {
        let fixture = ViewFixture()
        let anchor = label("Anchor", size: 17, in: fixture), follower = label("follower", size: 17, in: fixture)
        LayoutConstraint.activate([
            anchor.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 100),
            anchor.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor),
            follower.firstBaselineAnchor.constraint(equalTo: anchor.firstBaselineAnchor),
        ])
        fixture.loop.runUntilIdle()
        #expect(follower.frame.onPixelGrid().minY == 100)
        anchor.font = .systemFont(ofSize: 34)
        fixture.loop.runUntilIdle()
        #expect(follower.frame.onPixelGrid().minY == pixel(100 + anchor.firstBaselineOffsetFromTop! - follower.firstBaselineOffsetFromTop!))
    }
}
