import Foundation

/// The tint and trait overrides a view sets on itself, kept out of line: most views never set one.
@MainActor
final class ViewEnvironment {
    /// The view's own tint colour; `nil` inherits its superview's.
    var tintColor: Color?
    /// The view's own tint adjustment mode; ``ViewNode/TintAdjustmentMode/automatic`` inherits.
    var tintAdjustmentMode = ViewNode.TintAdjustmentMode.automatic
    /// The interface style the view forces on itself and its subviews.
    var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// On the root of a hierarchy in no window: the traits it inherited where it was last, which it
    /// keeps until it joins another hierarchy.
    var keptTraits: TraitCollection?
}

/// What a view's environment gives it: its trait collection, its tint colour before dimming
/// (`nil` for the system's), and whether its tint is dimmed.
struct InheritedEnvironment: Equatable {
    var traits: TraitCollection
    var tintColor: Color?
    var isTintDimmed: Bool

    /// The environment of a view in a plain hierarchy: the default traits, the system tint.
    static let plain = InheritedEnvironment(traits: .defaultEnvironment, tintColor: nil, isTintDimmed: false)

    /// Whether the traits differ (the part `traitCollectionDidChange(_:)` is about).
    func hasDifferentTraits(from other: InheritedEnvironment) -> Bool { traits != other.traits }

    /// Whether the effective tint differs (the part `tintColorDidChange()` is about).
    func hasDifferentTint(from other: InheritedEnvironment) -> Bool {
        isTintDimmed != other.isTintDimmed || (tintColor ?? .systemBlue) != (other.tintColor ?? .systemBlue)
    }
}

/// A view's environment as its callbacks see it: its own, and — for a controller's root view — the
/// controller's traits, which lie between the superview's and the view's.
struct EnvironmentSnapshot {
    var view: InheritedEnvironment
    var controllerTraits: TraitCollection?
}

extension TraitCollection {
    /// The traits of a default window (a 390 × 844-point phone screen at scale 3 in portrait, light,
    /// left to right, large text) — what a view in no hierarchy has, so that adding it to such a
    /// window changes nothing (UIKit predicts a new view's traits the same way).
    static let defaultEnvironment = TraitCollection(
        userInterfaceStyle: .light, displayScale: Screen.defaultScale, layoutDirection: .leftToRight,
        preferredContentSizeCategory: .large, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        userInterfaceIdiom: .phone, legibilityWeight: .regular)
}
