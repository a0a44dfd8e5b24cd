import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// Which containers a text layout stands for: laying out the same text again in any of them gives
/// the same layout, so a label draws in its bounds with the layout it was sized with (chosen:
/// HeadlessKit's text engine; UIKit's labels cache their TextKit layouts privately).
@MainActor
@Suite struct TextLayoutReachTests {
    let font = Font.systemFont(ofSize: 17)
    let measurer = StandardTextMeasurer()
    let unbounded = CGFloat.greatestFiniteMagnitude

    func layout(_ text: String, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude, lines: Int = 0,
                mode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural) -> TextLayout {
        TextLayout(text, font: font, size: CGSize(width: width, height: height), numberOfLines: lines,
                   lineBreakMode: mode, alignment: alignment, measurer: measurer)
    }

    @Test func aWrappedLayoutStandsForNarrowerWidthsItsLinesFitAndEveryHeightItsLinesFit() {
        // At 100: "The quick" 70.55 / "brown fox" 78.2 / "jumps over" 82.45 / "the lazy dog" 89.25.
        let text = layout("The quick brown fox jumps over the lazy dog", width: 100)
        let height = text.usedSize.height
        #expect(text.isLaidOutTheSame(in: CGSize(width: 100, height: height)))
        #expect(text.isLaidOutTheSame(in: CGSize(width: 89.25, height: 1000)))
        #expect(!text.isLaidOutTheSame(in: CGSize(width: 89.24, height: 1000)))
        #expect(!text.isLaidOutTheSame(in: CGSize(width: 100.01, height: 1000)))
        #expect(!text.isLaidOutTheSame(in: CGSize(width: 100, height: height - 0.01)))
    }

    @Test func anUnwrappedLayoutStandsForEveryWidthItsLinesFit() {
        let text = layout("Hello", width: unbounded, lines: 1, mode: .byTruncatingTail)   // 36.55 wide
        #expect(text.isLaidOutTheSame(in: CGSize(width: 36.55, height: 10)))
        #expect(text.isLaidOutTheSame(in: CGSize(width: 358, height: 61.0 / 3)))
        #expect(!text.isLaidOutTheSame(in: CGSize(width: 36.5, height: 100)))
    }

    @Test func aTruncatedOrRightAlignedLayoutStandsOnlyForItsOwnWidth() {
        let truncated = layout("The quick brown fox", width: 100, lines: 1, mode: .byTruncatingTail)
        #expect(truncated.isTruncated)
        #expect(truncated.isLaidOutTheSame(in: CGSize(width: 100, height: 500)))
        #expect(!truncated.isLaidOutTheSame(in: CGSize(width: 99, height: 500)))
        let right = layout("Hello", width: 100, alignment: .right)
        #expect(right.isLaidOutTheSame(in: CGSize(width: 100, height: 500)))
        #expect(!right.isLaidOutTheSame(in: CGSize(width: 90, height: 500)))
    }

    @Test func aLayoutCutForItsHeightStandsOnlyForItsOwnSize() {
        let cut = layout("The quick brown fox jumps over the lazy dog", width: 100, height: 50)
        #expect(cut.lines.count == 2 && cut.isTruncated)
        #expect(cut.isLaidOutTheSame(in: CGSize(width: 100, height: 50)))
        #expect(!cut.isLaidOutTheSame(in: CGSize(width: 100, height: 55)))
    }

    /// Seeded texts, styles and sizes: wherever a layout says it stands for a container, laying
    /// the text out there gives an equal layout — and it says so often enough to matter.
    @Test func aLayoutEqualsTheLayoutMadeInEveryContainerItStandsFor() {
        var generator = SplitMix64(seed: 0x7E47_1A70)
        let words = ["a", "The", "quick", "brown", "fox", "well-known", "jumps", "Supercalifragilistic", "WWW", "i",
                     "over", "lazy", "dog.", "漢字", "\n", "  "]
        let modes = LineBreakMode.allCases
        let alignments: [TextAlignment] = [.natural, .natural, .left, .right, .center, .justified]
        var checked = 0, reused = 0
        for _ in 0..<400 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            let style = MutableParagraphStyle()
            style.alignment = alignments.randomElement(using: &generator)!
            style.lineBreakMode = modes.randomElement(using: &generator)!
            if Bool.random(using: &generator) {
                style.firstLineHeadIndent = CGFloat(Int.random(in: 0...12, using: &generator))
                style.headIndent = CGFloat(Int.random(in: 0...6, using: &generator))
                style.tailIndent = CGFloat(Int.random(in: -10...40, using: &generator))
            }
            let size = CGFloat(Int.random(in: 12...24, using: &generator))
            let attributed = NSAttributedString(string: text, attributes: [.font: Font.systemFont(ofSize: size), .paragraphStyle: style])
            let lines = Int.random(in: 0...3, using: &generator)
            let direction: TraitEnvironmentLayoutDirection = Int.random(in: 0..<5, using: &generator) == 0 ? .rightToLeft : .leftToRight
            func make(_ container: CGSize) -> TextLayout {
                TextLayout(attributed, defaultAttributes: TextAttributes(font: font), size: container, numberOfLines: lines,
                           lineBreakMode: style.lineBreakMode, alignment: style.alignment, layoutDirection: direction,
                           measurer: measurer)
            }
            let width = Bool.random(using: &generator) ? unbounded : CGFloat(Int.random(in: 20...300, using: &generator))
            let height = Bool.random(using: &generator) ? unbounded : CGFloat(Int.random(in: 10...120, using: &generator))
            let original = make(CGSize(width: width, height: height))
            let used = original.usedSize
            let widths = [used.width, used.width + 0.5, used.width - 0.5, width, width / 2, CGFloat(Int.random(in: 0...400, using: &generator))]
            let heights = [used.height, used.height - 1, height, unbounded, CGFloat(Int.random(in: 0...200, using: &generator))]
            for other in widths { for otherHeight in heights {
                let container = CGSize(width: other, height: otherHeight)
                checked += 1
                guard original.isLaidOutTheSame(in: container) else { continue }
                reused += 1
                #expect(make(container) == original, "\(text.debugDescription) at \(width)×\(height), again at \(container)")
            } }
        }
        #expect(checked == 12_000)
        #expect(reused == 3_229)
    }
}
