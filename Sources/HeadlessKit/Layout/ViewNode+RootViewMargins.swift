import Foundation

/// The margins of a view controller's root view: its own, held to its controller's minimum and
/// measured from its safe area.
extension ViewNode {
    /// The margins set on this view, or its default ones: 8 on every edge, or none for a
    /// controller's root view — UIKit sets a root view's top and bottom margins to zero, and the
    /// system minimum gives it its sides. **(chosen)** A root view whose controller ignores the
    /// minimum keeps none of its own either, so that only margins set in code count, as
    /// ``ViewControllerBase/viewRespectsSystemMinimumLayoutMargins`` documents.
    var ownLayoutMargins: EdgeInsets {
        guard let state = layoutState, state.hasExplicitMargins else {
            return viewDelegate != nil ? .zero : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        if let directional = state.directionalMargins {
            return directional.edgeInsets(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        return state.layoutMargins
    }

    /// A root view's effective margins: `own` raised edge by edge to `minimum` (when its
    /// controller respects one), then measured from the safe area — each edge's safe inset added.
    func effectiveRootViewMargins(own: EdgeInsets, minimum: DirectionalEdgeInsets?) -> EdgeInsets {
        var margins = own
        if let minimum {
            let floor = minimum.edgeInsets(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            margins = EdgeInsets(
                top: max(own.top, floor.top), left: max(own.left, floor.left),
                bottom: max(own.bottom, floor.bottom), right: max(own.right, floor.right))
        }
        let safe = safeAreaInsets
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// This root view's margins may have moved (its controller's minimum, or whether it respects
    /// it, changed; it joined a window): its margins guide is re-read at the next solve and the
    /// view is laid out, where its controller checks whether its margins changed.
    func rootViewMarginsMayHaveChanged() {
        if let guide = layoutState?.marginsGuide { markGuideStale(guide) }
        setNeedsLayout()
    }
}
