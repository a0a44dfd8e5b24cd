import Foundation

/// The system minimum layout margins of a controller's root view, and how the controller hears
/// that its root view's margins changed.
extension ViewControllerBase {
    /// The smallest layout margins the system allows the root view — UIKit's
    /// `systemMinimumLayoutMargins`: none at the top and bottom, and 16 points on the leading and
    /// trailing edges in a window narrower than 414 points (or in no window), 20 points in a
    /// window at least 414 points wide.
    ///
    /// UIKit documents the side margins as "either 16 or 20 points" by size class; its devices
    /// show 16 on phones up to 393 points wide in portrait and 20 on the 414-point-wide Plus and
    /// Max phones in portrait, every phone in landscape and every iPad. **(chosen)** HeadlessKit
    /// takes the root view's window's width, so a window of a device's size gets that device's
    /// margins. Every controller's root view has them, a child's inside a container too.
    ///
    /// While ``viewRespectsSystemMinimumLayoutMargins`` is `true`, the root view's
    /// ``ViewNode/layoutMargins`` are at least these on every edge; margins set on the root view
    /// that are larger win. They do not touch the margins of the root view's subviews.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = Window.systemMinimumSideMargin(forWidth: storedView?.storedWindow?.bounds.width ?? 0)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are held to at least ``systemMinimumLayoutMargins``
    /// (default `true`) — UIKit's `viewRespectsSystemMinimumLayoutMargins`.
    ///
    /// Set to `false`, the root view's margins are the ones set on it (none until some are),
    /// measured from its safe area. A change that moves the root view's margins tells the view
    /// (``ViewNode/layoutMarginsDidChange()``) then this controller
    /// (``viewLayoutMarginsDidChange()``) at once, and moves its ``ViewNode/layoutMarginsGuide``
    /// at the next layout.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { storedViewRespectsSystemMinimumLayoutMargins }
        set {
            guard newValue != storedViewRespectsSystemMinimumLayoutMargins else { return }
            storedViewRespectsSystemMinimumLayoutMargins = newValue
            guard let view = storedView else { return }
            view.rootViewMarginsMayHaveChanged()
            // Told at once, as margins set in code are (chosen: UIKit documents no moment).
            guard rootViewLayoutMarginsChanged() else { return }
            view.report(.layoutMarginsDidChange)
            view.layoutMarginsDidChange()
            view.reportingLoop(operation: nil)?.trace(self, .viewLayoutMarginsDidChange)
            viewLayoutMarginsDidChange()
        }
    }

    /// The minimum the root view's margins are held to, for the layout room's measure.
    var minimumRootViewLayoutMargins: DirectionalEdgeInsets? {
        storedViewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }

    func rootViewLayoutMarginsChanged() -> Bool {
        let margins = storedView?.layoutMargins ?? .zero
        guard margins != reportedLayoutMargins else { return false }
        reportedLayoutMargins = margins
        return true
    }
}
