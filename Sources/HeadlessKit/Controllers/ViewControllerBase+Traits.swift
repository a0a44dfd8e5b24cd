import Foundation

/// Trait collections on view controllers: a controller's traits lie between its root view's
/// superview and its root view.
extension ViewControllerBase {
    /// The traits of the controller's environment — HeadlessKit's `UIViewController.traitCollection`.
    ///
    /// With its view loaded, they are what the view's superview gives (the traits the view kept
    /// from its last hierarchy, or the default ones, when it has no superview) with the
    /// controller's overrides applied: its parent's ``setOverrideTraitCollection(_:forChild:)``,
    /// then its own ``overrideUserInterfaceStyle``. The root view's own traits start from these.
    /// With its view not loaded, they are its parent's (a default window's without a parent) with
    /// the same overrides **(chosen: UIKit's view controllers also inherit from their parent when
    /// their view is not in a hierarchy; HeadlessKit follows the view when it can)**.
    public var traitCollection: TraitCollection {
        if let view = storedView, view.viewDelegate === self, let traits = view.environmentSnapshot.controllerTraits {
            return traits
        }
        let base = parent?.traitCollection ?? .defaultEnvironment
        return traitOverrides.map { base.applying($0) } ?? base
    }

    /// The interface style this controller forces on itself, its view and the controllers and
    /// views below it; ``UserInterfaceStyle/unspecified`` (the default) inherits it.
    ///
    /// Setting it delivers ``traitCollectionDidChange(_:)`` at once to the controller, then to its
    /// views and the controllers below whose traits it changes, parents first.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            guard newValue != storedOverrideUserInterfaceStyle else { return }
            changeTraitOverrides { storedOverrideUserInterfaceStyle = newValue }
        }
    }

    /// Makes `childViewController` see `collection`'s traits over those it inherits from this
    /// controller (`nil` removes the override), as UIKit's containers do for their children.
    ///
    /// The child and what is below it hear ``traitCollectionDidChange(_:)`` where their traits
    /// change. The override is dropped when the child leaves this controller **(chosen)**. A
    /// controller that is not a child of this one is refused with a diagnostic, and nothing changes.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewControllerBase) {
        guard childViewController.parent === self else {
            return reportMisuse(Diagnostic(
                kind: .traitOverrideForNonChild,
                message: "setOverrideTraitCollection(_:forChild:) was given \(childViewController), which is not a child "
                    + "of \(self). The override was not set; add the controller with addChild(_:) first.",
                objects: [self, childViewController]), involving: [childViewController])
        }
        guard collection != childViewController.traitsFromParent else { return }
        childViewController.changeTraitOverrides { childViewController.traitsFromParent = collection }
    }

    /// The trait collection this controller makes `childViewController` see over its own traits,
    /// or `nil` when it sets none.
    public func overrideTraitCollection(forChild childViewController: ViewControllerBase) -> TraitCollection? {
        childViewController.parent === self ? childViewController.traitsFromParent : nil
    }

    /// Runs `change` to this controller's overrides, then delivers what changed: through its root
    /// view's subtree when the view is loaded (the controller first), else to the controller alone.
    func changeTraitOverrides(_ change: () -> Void) {
        if let view = storedView, view.viewDelegate === self {
            view.changeEnvironment(change)
            return
        }
        let before = traitCollection
        change()
        let after = traitCollection
        if before != after { controllerTraitsDidChange(from: before) }
    }
}

/// The controller's side of the root view's environment.
extension ViewControllerBase {
    var traitOverrides: TraitCollection? {
        let style = storedOverrideUserInterfaceStyle
        guard let fromParent = traitsFromParent else {
            return style == .unspecified ? nil : TraitCollection(userInterfaceStyle: style)
        }
        return style == .unspecified ? fromParent : fromParent.applying(userInterfaceStyle: style)
    }

    func controllerTraitsDidChange(from previous: TraitCollection) {
        report(.traitCollectionDidChange)
        traitCollectionDidChange(previous)
    }
}
