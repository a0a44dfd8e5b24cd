import Foundation
import Testing
@testable import HeadlessKit

/// TextLayout's line breaking, truncation, alignment and shrinking, on the standard model at 17 pt
/// (lowercase 8.5, uppercase 11.05, narrow and space 4.25, "…" 14.45; lines 20.287109375 high).
/// The rules are HeadlessKit's (chosen, documented in the TextMeasurement article) where UIKit
/// has no public text engine.
@MainActor
@Suite struct TextLayoutTests {
    let font = Font.systemFont(ofSize: 17)
    let measurer = StandardTextMeasurer()
    let line: CGFloat = 20.287109375

    func layout(_ text: String, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
                alignment: TextAlignment = .natural, direction: TraitEnvironmentLayoutDirection = .leftToRight) -> TextLayout {
        TextLayout(text, font: font, size: CGSize(width: width, height: .greatestFiniteMagnitude), numberOfLines: lines,
                   lineBreakMode: mode, alignment: alignment, layoutDirection: direction, measurer: measurer)
    }

    @Test func wordWrappingBreaksAtSpacesAndKeepsTrailingSpacesOutOfTheWidth() {
        let text = layout("The quick brown fox jumps over the lazy dog", width: 100)
        #expect(text.lines.map(\.text) == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(text.lines.map(\.width) == [70.55, 78.2, 82.45, 89.25])
        #expect(text.lines.map(\.origin.y) == [0, line, 2 * line, 3 * line])
        #expect(text.lines[0].baseline == 16.1865234375)
        #expect(text.usedSize == CGSize(width: 89.25, height: 4 * line))
        #expect(!text.isTruncated)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        #expect(layout("Supercalifragilistic", width: 50).lines.map(\.text) == ["Super", "califr", "agilist", "ic"])
    }

    @Test func aLineBreaksAfterAHyphen() {
        #expect(layout("well-known", width: 50).lines.map(\.text) == ["well-", "known"])
    }

    @Test func explicitNewlinesStartLinesAndEmptyParagraphsKeepTheirHeight() {
        let text = layout("a\n\nb\n", width: 100)
        #expect(text.lines.map(\.text) == ["a", "", "b"])
        #expect(text.usedSize.height == 3 * line)
    }

    @Test func emptyTextHasNoLinesAndNoSize() {
        let text = layout("", width: 100)
        #expect(text.lines.isEmpty)
        #expect(text.usedSize == .zero)
    }

    @Test func charWrappingBreaksAnywhere() {
        #expect(layout("Hello world", width: 40, mode: .byCharWrapping).lines.map(\.text) == ["Hello", "worl", "d"])
    }

    @Test func theLineLimitCutsTheLastLineByTheMode() {
        let expected: [(LineBreakMode, String, CGFloat)] = [
            (.byWordWrapping, "Hello", 36.55), (.byCharWrapping, "Hello w", 55.25), (.byClipping, "Hello w", 55.25),
            (.byTruncatingTail, "Hello…", 51), (.byTruncatingHead, "…world", 58.65), (.byTruncatingMiddle, "He…rld", 55.25),
        ]
        for (mode, text, width) in expected {
            let result = layout("Hello world", width: 60, lines: 1, mode: mode)
            #expect(result.lines.map(\.text) == [text], "\(mode)")
            #expect(abs(result.lines[0].width - width) < 1e-9, "\(mode)")
            #expect(result.isTruncated, "\(mode)")
        }
    }

    @Test func aTruncatedLastLineOfSeveralStandsForTheRestOfItsParagraph() {
        let source = "The quick brown fox jumps over the lazy dog"
        let text = layout(source, width: 100, lines: 2, mode: .byTruncatingTail)
        #expect(text.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(text.lines[1].isTruncated)
        #expect(String(source[text.lines[1].range]) == "brown fox jumps over the lazy dog")
    }

    @Test func theHeightLimitsTheLinesAndTruncatesTheLastOneThatFits() {
        let text = TextLayout("The quick brown fox jumps over the lazy dog", font: font, size: CGSize(width: 100, height: 45),
                              lineBreakMode: .byTruncatingTail, measurer: measurer)
        #expect(text.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(text.isTruncated)
    }

    @Test func alignmentPlacesLinesInTheWidthAndNaturalFollowsTheDirection() {
        #expect(layout("Hello", width: 100, alignment: .center).lines[0].origin.x == 31.725)
        #expect(layout("Hello", width: 100, alignment: .right).lines[0].origin.x == 63.45)
        #expect(layout("Hello", width: 100, alignment: .natural, direction: .rightToLeft).lines[0].origin.x == 63.45)
        #expect(layout("Hello", width: 100, alignment: .natural).lines[0].origin.x == 0)
    }

    @Test func justifiedLinesWidenTheirSpacesExceptTheParagraphsLast() {
        let text = layout("aa bb cc dd", width: 50, alignment: .justified)
        #expect(text.lines.map(\.text) == ["aa bb", "cc dd"])
        #expect(text.lines.map(\.width) == [50, 38.25])
    }

    @Test func shrinkingScalesTheFontUntilTheLineFits() {
        let text = TextLayout("The quick brown fox", font: font, size: CGSize(width: 100, height: 100), numberOfLines: 1,
                              lineBreakMode: .byTruncatingTail, minimumScaleFactor: 0.5, measurer: measurer)
        #expect(text.lines.map(\.text) == ["The quick brown fox"])
        #expect(!text.isTruncated)
        #expect(abs(text.scaleFactor - 100.0 / 153.0) < 1e-12)
        let floor = TextLayout("The quick brown fox", font: font, size: CGSize(width: 100, height: 100), numberOfLines: 1,
                               lineBreakMode: .byTruncatingTail, minimumScaleFactor: 0.8, measurer: measurer)
        #expect(floor.scaleFactor == 0.8)
        #expect(floor.isTruncated)
        #expect(floor.lines[0].runs[0].attributes.font.pointSize == 17 * 0.8)
    }

    @Test func attributedRunsKeepTheirFontsAndTheTallestSetsTheLineHeight() {
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: Font.systemFont(ofSize: 34)])
        text.append(NSAttributedString(string: "small", attributes: [.font: font, .foregroundColor: Color.red]))
        let result = TextLayout(text, defaultAttributes: TextAttributes(font: font), size: CGSize(width: 200, height: 100),
                                measurer: measurer)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].height == 40.57421875)
        #expect(result.lines[0].baseline == 32.373046875)
        #expect(result.lines[0].runs.map(\.text) == ["Big", "small"])
        #expect(zip(result.lines[0].runs.map(\.width), [47.6, 39.95]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(result.lines[0].runs.map(\.origin.x) == [0, 47.6])
        #expect(result.lines[0].runs[1].attributes.foregroundColor == .red)
    }

    @Test func kernAddsAfterEveryCharacter() {
        let text = NSAttributedString(string: "ab", attributes: [.font: font, .kern: 2])
        #expect(text.size() == CGSize(width: 21, height: line))
    }

    @Test func paragraphStylesSpaceAndIndentTheirLines() {
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        style.firstLineHeadIndent = 10
        style.alignment = .left
        let text = NSAttributedString(string: "Hello world", attributes: [.font: font, .paragraphStyle: style])
        let result = TextLayout(text, defaultAttributes: TextAttributes(font: font), size: CGSize(width: 60, height: 500),
                                measurer: measurer)
        #expect(result.lines.map(\.text) == ["Hello", "world"])
        #expect(result.lines.map(\.origin) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: line + 4)])
        #expect(result.usedSize == CGSize(width: 46.55, height: 2 * line + 4))
    }

    @Test func stringMeasurementDefaultsToHelveticaTwelve() {
        #expect("Hello".size(withAttributes: nil) == CGSize(width: 25.8, height: 14.3203125))
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 36.55, height: line))
    }

    @Test func boundingRectWrapsWithLineFragmentsAndMeasuresFromTheBaselineWithout() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        #expect("Hello world".boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin,
                                           attributes: attributes, context: nil) == CGRect(x: 0, y: 0, width: 44.2, height: 2 * line))
        #expect("Hello world".boundingRect(with: CGSize(width: 50, height: 1000), options: [], attributes: attributes, context: nil)
            == CGRect(x: 0, y: -16.1865234375, width: 85, height: line))
        let context = StringDrawingContext()
        context.minimumScaleFactor = 0.5
        _ = "Hello world".boundingRect(with: CGSize(width: 42.5, height: line), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                       attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 0.5)
    }

    @Test func drawingRecordsGlyphRunsAtTheirBaselines() {
        let context = GraphicsContext()
        let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: font])
        text.append(NSAttributedString(string: "you", attributes: [.font: font, .foregroundColor: Color.label,
                                                                  .backgroundColor: Color.yellow, .underlineStyle: 1]))
        context.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        TextLayout(text, defaultAttributes: TextAttributes(font: font), size: CGSize(width: 100, height: 100), measurer: measurer)
            .draw(at: CGPoint(x: 10, y: 20), in: context)
        #expect(context.commands.map(\.description) == [
            "glyphRun \"Hi \" .SFUI-Regular 17pt at (10 36.19) rgba(0, 0, 0, 1) bounds (10 20; 19.55 20.29)",
            "fill (29.55 20; 25.5 20.29) rgba(1, 1, 0, 1)",
            "glyphRun \"you\" .SFUI-Regular 17pt at (29.55 36.19) rgba(1, 1, 1, 1) bounds (29.55 20; 25.5 20.29) underline 0x1",
        ])
    }
}
