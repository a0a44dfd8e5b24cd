import Foundation
import Testing
@testable import HeadlessKit

/// The standard text model's advances (see the TextMeasurement article).
@MainActor
@Suite struct StandardTextMeasurerTests {
    let measurer = StandardTextMeasurer()

    @Test func eachClassAdvancesByItsEmWidth() {
        let advances = measurer.advances(of: "a I m W 0 - 漢", in: .systemFont(ofSize: 20))
        #expect(advances == [10, 5, 5, 5, 17, 5, 17, 5, 12, 5, 8, 5, 20])
    }

    @Test func digitsShareOneWidthSoFiguresLineUp() {
        #expect(Set(measurer.advances(of: "0123456789", in: .systemFont(ofSize: 17))) == [10.2])
    }

    @Test func weightWidensProportionalCharactersButNotFullWidthOnes() {
        #expect(measurer.advances(of: "a漢", in: .systemFont(ofSize: 20, weight: .bold)) == [10.5, 20])
        #expect(measurer.advances(of: "a", in: .systemFont(ofSize: 20, weight: .ultraLight)) == [9])
    }

    @Test func monospacedFontsAdvanceEveryCharacterTheSame() {
        let font = Font.monospacedSystemFont(ofSize: 10, weight: .bold)
        #expect(measurer.advances(of: "iW .漢", in: font) == [6, 6, 6, 6, 12])
    }

    @Test func asciiTextMeasuresByTheByteAsItDoesByTheCharacter() {
        let font = Font.systemFont(ofSize: 17)
        let ascii = "Wi-Fi 12, \"quiet\" & loud!\tm\n~"
        // A leading "é" sends the same text through the character-by-character path.
        let byCharacter = measurer.advances(of: Substring("é" + ascii), in: font).dropFirst()
        #expect(measurer.advances(of: Substring(ascii), in: font) == Array(byCharacter))
        // A carriage return and a line feed are one character.
        #expect(measurer.advances(of: "a\r\nb", in: font) == [8.5, 0, 8.5])
    }

    @Test func graphemeClustersMeasureOnceByTheirFirstScalar() {
        let font = Font.systemFont(ofSize: 20)
        #expect(measurer.advances(of: "e\u{301}👍🏽🇫🇷", in: font) == [10, 20, 20])
        #expect(measurer.advances(of: "\u{301}", in: font) == [0])
        #expect(measurer.advances(of: "", in: font) == [])
    }

    @Test func verticalMetricsAreTheFontsOwn() {
        let font = Font.systemFont(ofSize: 17)
        #expect(measurer.verticalMetrics(of: font).lineHeight == font.lineHeight)
    }

    @Test func aLoopsMeasurerReplacesTheStandardModelForStringMeasurement() {
        struct TenPoints: TextMeasuring {
            func advances(of text: Substring, in font: Font) -> [CGFloat] { text.map { _ in 10 } }
            func verticalMetrics(of font: Font) -> FontVerticalMetrics {
                FontVerticalMetrics(ascender: 8, descender: -2, leading: 0, capHeight: 7, xHeight: 5)
            }
        }
        let loop = MainRunLoop()
        loop.textMeasurer = TenPoints()
        let attributes: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 17)]
        #expect(loop.withCurrent { "abc".size(withAttributes: attributes) } == CGSize(width: 30, height: 10))
        #expect("abc".size(withAttributes: attributes) == CGSize(width: 25.5, height: 20.287109375))
        #expect(MainRunLoop().textMeasurer is StandardTextMeasurer)
    }
}
