import Foundation
import HeadlessKit
@testable import HeadlessKitPictures
@testable import HeadlessKitTesting
import Testing

/// The number and colour formatting every rendering uses, so files are the same bytes everywhere.
@MainActor @Suite struct FixedFormatTests {
    @Test func numbersHaveAtMostTwoDecimalsWithoutTrailingZerosOrNegativeZero() {
        let values: [CGFloat] = [0, -0.001, 1.5, 1.25, 2.10, -3.456, 100, 0.05, -0.5, 390.333333]
        #expect(values.map(FixedFormat.format) == ["0", "0", "1.5", "1.25", "2.1", "-3.46", "100", "0.05", "-0.5", "390.33"])
    }

    @Test func nonFiniteNumbersAreSpelledOut() {
        #expect([CGFloat.nan, .infinity, -.infinity].map(FixedFormat.format) == ["NaN", "Infinity", "-Infinity"])
    }

    @Test func coloursAreHexWithTheAlphaByteOnlyWhenAskedAndTranslucent() {
        #expect(FixedFormat.hex(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)) == "#ff8000")
        #expect(FixedFormat.hex(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), withAlpha: true) == "#ff800080")
        #expect(FixedFormat.hex(Color(red: 2, green: -1, blue: 0.02), withAlpha: true) == "#ff0005")
    }
}
