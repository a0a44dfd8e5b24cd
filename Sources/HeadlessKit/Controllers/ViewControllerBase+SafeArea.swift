import Foundation

/// Safe areas: what a controller adds to its root view's (its ``ViewControllerBase/additionalSafeAreaInsets``,
/// and the bars of the container it is in), and how it hears that they changed.
///
/// A navigation or tab bar controller does not touch its children's `additionalSafeAreaInsets`,
/// which stay the app's own, as in UIKit: it tells each child's root view what its bars cover
/// through the same path the views room measures safe areas with (`SafeAreaContribution`).
extension ViewControllerBase {
    /// Insets added to the safe area the root view inherits — for content of your own that
    /// covers part of it (default zero). Insets of the controller's children and their views
    /// follow.
    ///
    /// Setting it lays the root view out again; the controller hears
    /// ``viewSafeAreaInsetsDidChange()`` in that pass if its root view's insets changed. Insets
    /// with a NaN or infinite number are refused with a diagnostic, and the old insets kept.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue != storedAdditionalSafeAreaInsets else { return }
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                return reportMisuse(Diagnostic(
                    kind: .invalidControllerValue,
                    message: "additionalSafeAreaInsets of \(self) are not finite: \(newValue). HeadlessKit kept "
                        + "\(storedAdditionalSafeAreaInsets); pass finite insets.",
                    objects: [self]))
            }
            storedAdditionalSafeAreaInsets = newValue
            setNeedsSafeAreaUpdate()
        }
    }

    /// What this controller adds to its root view's safe area, for the views room's measure.
    var safeAreaContribution: SafeAreaContribution? {
        let containerInsets = (parent as? any BarsContainer)?.containerInsets(forChild: self) ?? .zero
        guard containerInsets != .zero || storedAdditionalSafeAreaInsets != .zero else { return nil }
        return SafeAreaContribution(containerInsets: containerInsets, additionalInsets: storedAdditionalSafeAreaInsets)
    }

    func rootViewSafeAreaInsetsChanged() -> Bool {
        let insets = storedView?.safeAreaInsets ?? .zero
        guard insets != reportedSafeAreaInsets else { return false }
        reportedSafeAreaInsets = insets
        return true
    }

    /// Marks the root views of this controller and of every controller inside it for layout,
    /// where each checks whether its safe area changed — after this controller's additional
    /// insets, or the bars it shows its children under, changed. The walk is iterative.
    func setNeedsSafeAreaUpdate() {
        var pending: [ViewControllerBase] = [self]
        var visited: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.storedView?.setNeedsLayout()
            pending.append(contentsOf: controller.children)
        }
        storedView?.hierarchyRoot.extras?.layout?.hostedEngine?.safeAreaInsetsDidChange()
    }
}

/// A container whose bars cover part of its view, and so of its children's views: the
/// navigation controller (its navigation bar) and the tab bar controller (its tab bar).
@MainActor
protocol BarsContainer: ViewControllerBase {
    /// The insets of this container's view that its bars cover, for `child`'s root view — zero
    /// when `child`'s view is not one the bars lie over.
    func containerInsets(forChild child: ViewControllerBase) -> EdgeInsets
    /// Places the bars and the shown children's views; called from the container view's
    /// `layoutSubviews()`.
    func layOutBarsAndChildren()
}
