import Foundation

/// How a view's environment — its trait collection and its tint — is inherited, and how a change
/// to it reaches the views it concerns.
///
/// A plain hierarchy pays nothing: a view whose ``ViewFlags/inCustomEnvironment`` bit is clear has
/// the default traits and the system tint, read without a walk. The bit is set, for a whole
/// subtree, when a view of it (or its window, or a controller of a root view in it) sets an
/// override, and on views that join such a subtree. Only then do reads walk up the superviews —
/// and only as far as the first view without the bit, whose environment is the plain one — and
/// hierarchy moves compare the environment before and after.
extension ViewNode {
    // MARK: - Reading

    /// The overrides this view set on itself, if any.
    var environmentOverrides: ViewEnvironment? {
        flags.contains(.hasEnvironmentOverride) ? extras?.environment : nil
    }

    /// The view's own overrides, made on first use; marks the view as having some.
    var mutableEnvironmentOverrides: ViewEnvironment {
        flags.insert(.hasEnvironmentOverride)
        return storedEnvironment
    }

    /// The out-of-line environment record, made on first use without marking an override (a
    /// detached root keeps its traits there).
    private var storedEnvironment: ViewEnvironment {
        if let environment = mutableExtras.environment { return environment }
        let made = ViewEnvironment()
        mutableExtras.environment = made
        return made
    }

    /// Whether this view is a window (a window's `window` is itself).
    var isWindowItself: Bool {
        windowReference?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
    }

    /// What this view starts from when it has no superview: its screen's traits for a window, the
    /// traits it kept from its last hierarchy, or the default ones.
    private var rootEnvironment: InheritedEnvironment {
        let traits = isWindowItself
            ? unsafeDowncast(self, to: Window.self).screenTraits
            : extras?.environment?.keptTraits ?? .defaultEnvironment
        return InheritedEnvironment(traits: traits, tintColor: nil, isTintDimmed: false)
    }

    /// This view's environment given its superview's: its controller's overrides over what it
    /// inherits (for a controller's root view), then its own.
    func environment(inheriting inherited: InheritedEnvironment) -> EnvironmentSnapshot {
        var result = inherited
        var controllerTraits: TraitCollection?
        if flags.contains(.isControllerRootView), let delegate = viewDelegate {
            let traits = delegate.traitOverrides.map { inherited.traits.applying($0) } ?? inherited.traits
            controllerTraits = traits
            result.traits = traits
        }
        if let own = environmentOverrides {
            result.traits = result.traits.applying(userInterfaceStyle: own.overrideUserInterfaceStyle)
            if let tint = own.tintColor { result.tintColor = tint }
            if own.tintAdjustmentMode != .automatic { result.isTintDimmed = own.tintAdjustmentMode == .dimmed }
        }
        return EnvironmentSnapshot(view: result, controllerTraits: controllerTraits)
    }

    /// The environment of this view (and its controller) as it is now.
    var environmentSnapshot: EnvironmentSnapshot {
        guard flags.contains(.inCustomEnvironment) else {
            let controllerTraits: TraitCollection? = flags.contains(.isControllerRootView) ? .defaultEnvironment : nil
            return EnvironmentSnapshot(view: .plain, controllerTraits: controllerTraits)
        }
        // Up to the first ancestor outside any custom environment (its environment is the plain
        // one), or to the root; then back down, applying each view's overrides.
        var chain: [ViewNode] = []
        var start = InheritedEnvironment.plain
        var node = storedSuperview
        while let current = node {
            guard current.flags.contains(.inCustomEnvironment) else { break }
            chain.append(current)
            node = current.storedSuperview
        }
        if node == nil { start = (chain.last ?? self).rootEnvironment }
        for view in chain.reversed() { start = view.environment(inheriting: start).view }
        return environment(inheriting: start)
    }

    /// The view's effective environment.
    var effectiveEnvironment: InheritedEnvironment { environmentSnapshot.view }

    // MARK: - Changing

    /// Marks this subtree as being in a custom environment, so reads and moves consult it. A view
    /// that already has the bit has it on its whole subtree, so the walk skips it.
    func markCustomEnvironment() {
        guard !flags.contains(.inCustomEnvironment) else { return }
        var pending: [ViewNode] = [self]
        while let view = pending.popLast() {
            view.flags.insert(.inCustomEnvironment)
            for subview in view.subviews where !subview.flags.contains(.inCustomEnvironment) {
                pending.append(subview)
            }
        }
    }

    /// Runs `change` — which sets an override on this view, or on its controller or window — then
    /// tells this view and its subtree, top-down, what changed in their traits and tint.
    func changeEnvironment(_ change: () -> Void) {
        let before = environmentSnapshot
        change()
        markCustomEnvironment()
        deliverEnvironmentChange(from: before)
    }

    /// Tells this view and then its subtree, parents first, what changed since `before` (this
    /// view's environment then). A view whose environment did not change is skipped with its
    /// subtree, which inherits the same as before.
    func deliverEnvironmentChange(from before: EnvironmentSnapshot) {
        let after = environmentSnapshot
        deliverEnvironmentCallbacks(before: before, after: after)
        guard before.view != after.view else { return }
        // Iterative, one entry per level being walked; each level keeps the environments its
        // views inherit before and after the change.
        struct Level {
            let parent: ViewNode
            let children: [ViewNode]
            var next: Int
            let before: InheritedEnvironment
            let after: InheritedEnvironment
        }
        var levels = [Level(parent: self, children: subviews, next: 0, before: before.view, after: after.view)]
        while var level = levels.popLast() {
            guard level.next < level.children.count else { continue }
            let child = level.children[level.next]
            level.next += 1
            levels.append(level)
            // A hook moved the child elsewhere: it heard of its own move.
            guard child.storedSuperview === level.parent else { continue }
            let childBefore = child.environment(inheriting: level.before)
            let childAfter = child.environment(inheriting: level.after)
            child.deliverEnvironmentCallbacks(before: childBefore, after: childAfter)
            if childBefore.view != childAfter.view, !child.subviews.isEmpty {
                levels.append(Level(parent: child, children: child.subviews, next: 0,
                                    before: childBefore.view, after: childAfter.view))
            }
        }
    }

    /// The callbacks for one view: its controller's trait change first (UIKit updates traits from
    /// the window down, a controller before its view), then the view's traits, then its tint.
    private func deliverEnvironmentCallbacks(before: EnvironmentSnapshot, after: EnvironmentSnapshot) {
        if let old = before.controllerTraits, let new = after.controllerTraits, old != new,
           let delegate = viewDelegate {
            delegate.controllerTraitsDidChange(from: old)
        }
        if before.view.hasDifferentTraits(from: after.view) {
            let previous = before.view.traits
            environmentTraitsDidChange(from: previous)
            report(.traitCollectionDidChange)
            traitCollectionDidChange(previous)
        }
        if before.view.hasDifferentTint(from: after.view) {
            effectiveTintDidChange()
            report(.tintColorDidChange)
            tintColorDidChange()
        }
    }

    // MARK: - Hierarchy moves

    /// Whether a move of this view under `newSuperview` (or out of its superview, for `nil`)
    /// may change its environment: only when either side is in a custom environment.
    func environmentMayChange(movingUnder newSuperview: ViewNode?) -> Bool {
        flags.contains(.inCustomEnvironment) || newSuperview?.flags.contains(.inCustomEnvironment) == true
    }

    /// Called once this view is linked under its new superview: it joins the superview's custom
    /// environment, forgets traits it kept, and hears (with its subtree) what changed.
    func environmentDidMove(from before: EnvironmentSnapshot) {
        extras?.environment?.keptTraits = nil
        if storedSuperview?.flags.contains(.inCustomEnvironment) == true { markCustomEnvironment() }
        deliverEnvironmentChange(from: before)
    }

    /// Called once this view has left its superview for no superview: it keeps the traits it
    /// inherited there (`inheritedTraits`) until it joins another hierarchy — **(chosen)** as
    /// UIKit keeps a removed view's trait collection — and hears what changed in its tint, which
    /// is inherited live.
    func environmentDidLeave(from before: EnvironmentSnapshot, inheritedTraits: TraitCollection) {
        if inheritedTraits != .defaultEnvironment { storedEnvironment.keptTraits = inheritedTraits }
        deliverEnvironmentChange(from: before)
    }
}
