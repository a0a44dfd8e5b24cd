import Foundation
import Testing
@testable import HeadlessKit

/// Trait collections as UIKit's `UITraitCollection` documents them: unspecified traits, merging
/// with later collections winning, and containment.
@MainActor
@Suite struct TraitCollectionTests {
    @Test func anEmptyCollectionLeavesEveryTraitUnspecified() {
        let traits = TraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.description == "<TraitCollection>")
    }

    @Test func mergingTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(displayScale: 2), TraitCollection(displayScale: 3),
            TraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.description == "<TraitCollection userInterfaceStyle=dark displayScale=3 horizontalSizeClass=compact>")
        #expect(merged.containsTraits(in: TraitCollection(displayScale: 3)))
        #expect(!merged.containsTraits(in: TraitCollection(displayScale: 2)))
        #expect(merged.containsTraits(in: TraitCollection()))
        #expect(!merged.containsTraits(in: nil))
    }

    @Test func onlyTheInterfaceStyleChangesTheColourAppearance() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(displayScale: 3)))
        #expect(light == TraitCollection(userInterfaceStyle: .light))
    }

    @Test func contentSizeCategoriesAreOrderedAndFiveAreForAccessibility() {
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.allCategories.filter(\.isAccessibilityCategory)
            == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge])
    }
}
