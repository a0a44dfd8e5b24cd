import Foundation
import Testing
@testable import HeadlessKit

/// Fonts: names, Dynamic Type sizes (Apple's Dynamic Type table) and the standard model's metrics.
@MainActor
@Suite struct FontTests {
    @Test func theSeventeenPointSystemFontHasUIKitsLineHeight() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.capHeight == 11.97802734375)
        #expect(font.xHeight == 8.9482421875)
        #expect(font.leading == 0)
    }

    @Test func metricsScaleWithThePointSizeAndNotTheWeight() {
        #expect(Font.systemFont(ofSize: 34, weight: .black).lineHeight == 40.57421875)
        #expect(Font.boldSystemFont(ofSize: 12).lineHeight == 14.3203125)
        #expect(Font.systemFont(ofSize: 12).ascender == 11.42578125)
    }

    @Test func weightsKeepUIKitsRawValuesAndNameTheFace() {
        #expect([Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map(\.rawValue)
            == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(Font.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(Font.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .bold).fontName == ".SFMono-Bold")
    }

    @Test func preferredFontsFollowTheDynamicTypeTableAtTheDefaultCategory() {
        let sizes = [Font.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
                     .caption1, .caption2].map { Font.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(Font.preferredFont(forTextStyle: .body).textStyle == .body)
    }

    @Test func preferredFontsScaleWithTheTraitCollectionsCategory() {
        func body(_ category: ContentSizeCategory) -> CGFloat {
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(body(.extraSmall) == 14)
        #expect(body(.extraExtraExtraLarge) == 23)
        #expect(body(.accessibilityExtraExtraExtraLarge) == 53)
        #expect(body(.unspecified) == 17)
        #expect(Font.preferredFont(forTextStyle: .caption2,
                                   compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)).pointSize == 20)
    }

    @Test func namedFontsKnowAFewFamiliesAndUnknownNamesGiveNil() {
        #expect(Font(name: "Helvetica-Bold", size: 14)?.familyName == "Helvetica")
        #expect(Font(name: "Menlo", size: 11)?.fontName == "Menlo-Regular")
        #expect(Font(name: "Menlo", size: 11)?.isMonospaced == true)
        #expect(Font(name: ".SFUI-Heavy", size: 20)?.weight == .heavy)
        #expect(Font(name: "ComicSansNeue", size: 12) == nil)
        #expect(Font(name: ".SFUI-Chunky", size: 12) == nil)
    }

    @Test func withSizeKeepsTheFaceAndEqualityComparesNameSizeAndStyle() {
        let font = Font.systemFont(ofSize: 17, weight: .bold)
        #expect(font.withSize(20) == Font.systemFont(ofSize: 20, weight: .bold))
        #expect(Font.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17))
        #expect(Font.systemFont(ofSize: 17) != Font.preferredFont(forTextStyle: .body))
        #expect(Font.systemFont(ofSize: 17).description == ".SFUI-Regular 17pt")
    }

    @Test func aNonFiniteOrNegativeSizeMakesAZeroPointFont() {
        // (chosen) UIKit neither logs nor throws for a font size; an empty font keeps layout finite.
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: -3).lineHeight == 0)
    }

    @Test func descriptorsAddAndRemoveSymbolicTraits() {
        let descriptor = Font.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let font = Font(descriptor: descriptor, size: 0)
        #expect(font.fontName == ".SFUI-BoldItalic")
        #expect(font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        let plain = Font(descriptor: font.fontDescriptor.withSymbolicTraits([])!, size: 20)
        #expect(plain == Font.systemFont(ofSize: 20))
        let mono = Font(descriptor: Font.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitMonoSpace)!, size: 0)
        #expect(mono.fontName == ".SFMono-Regular")
    }

    @Test func fontMetricsScaleByTheTextStylesGrowth() {
        let metrics = FontMetrics(forTextStyle: .body)
        let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(metrics.scaledValue(for: 10) == 10)
        #expect(metrics.scaledValue(for: 17, compatibleWith: large) == 33)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: large).pointSize == 33)
        #expect(FontMetrics.default.scaledFont(for: .systemFont(ofSize: 12)) == .systemFont(ofSize: 12))
    }
}
