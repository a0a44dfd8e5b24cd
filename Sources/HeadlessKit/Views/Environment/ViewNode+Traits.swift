import Foundation

/// Trait collections on views: inherited from the window down, overridden per view.
extension ViewNode {
    /// The traits of the view's environment — HeadlessKit's `UIView.traitCollection`.
    ///
    /// A window's traits come from its screen and size (see ``Window/screenTraits``); every other
    /// view inherits its superview's, with its controller's overrides (for a controller's root
    /// view) and its own ``overrideUserInterfaceStyle`` applied. A view in no hierarchy has the
    /// traits it kept from the hierarchy it left, else those of a default window (UIKit predicts
    /// a new view's traits the same way, so adding it to such a window changes nothing).
    ///
    /// When they change — the view moves under other traits, an override is set, the window
    /// crosses a size-class boundary or its text size changes — the view hears
    /// ``traitCollectionDidChange(_:)``, parents before children.
    public var traitCollection: TraitCollection {
        guard flags.contains(.inCustomEnvironment) else { return .defaultEnvironment }
        return effectiveEnvironment.traits
    }

    /// The interface style this view forces on itself and its subviews; ``UserInterfaceStyle/unspecified``
    /// (the default) inherits it.
    ///
    /// Setting it delivers ``traitCollectionDidChange(_:)`` at once to the views (and controllers)
    /// of the subtree whose traits it changes, parents first **(chosen: UIKit since iOS 17 defers
    /// the callbacks to the next layout; HeadlessKit delivers them in the setter, as iOS 13–16 did)**.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { environmentOverrides?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            changeEnvironment { mutableEnvironmentOverrides.overrideUserInterfaceStyle = newValue }
        }
    }
}
