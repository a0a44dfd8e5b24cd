import Foundation

/// What a view controller adds to its root view's safe area — told through ``ViewDelegate`` so
/// that views never name the controllers room.
struct SafeAreaContribution: Equatable {
    /// Insets of the root view's superview — the container's view — that the container's bars
    /// cover (a navigation bar at the top, a tab bar at the bottom), in the superview's bounds.
    var containerInsets: EdgeInsets
    /// The controller's `additionalSafeAreaInsets`, added to what the root view inherits.
    var additionalInsets: EdgeInsets
}

/// How safe areas are measured: as UIKit does, each view's safe area is the part of it its
/// ancestors' safe areas leave uncovered; the window starts with its screen's unsafe edges, and
/// each controller's root view on the way down narrows it by the bars of the container it is in
/// and by the controller's additional insets.
extension ViewNode {
    /// The rectangle, in `window`'s coordinates, outside which content in this view is covered:
    /// the screen's unsafe edges, then for each controller root view from the window down to
    /// this view (this one included) its container's bars and its additional insets.
    func safeRect(in window: Window) -> CGRect {
        var rect = SafeAreaGeometry.inset(window.bounds, by: window.screenSafeAreaInsets)
        var contributors: [(view: ViewNode, contribution: SafeAreaContribution)] = []
        var node: ViewNode? = self
        while let current = node, current !== window {
            if current.flags.contains(.isControllerRootView), let contribution = current.viewDelegate?.safeAreaContribution {
                contributors.append((current, contribution))
            }
            node = current.storedSuperview
        }
        for (view, contribution) in contributors.reversed() {
            guard let superview = view.storedSuperview else { continue }
            if contribution.containerInsets != .zero {
                let uncovered = SafeAreaGeometry.inset(superview.storedBounds, by: contribution.containerInsets)
                rect = SafeAreaGeometry.overlap(of: rect, and: superview.convert(uncovered, to: window))
            }
            if contribution.additionalInsets != .zero {
                let frame = superview.convert(view.frame, to: window)
                let inherited = SafeAreaGeometry.insets(of: frame, outside: rect)
                rect = SafeAreaGeometry.inset(frame, by: SafeAreaGeometry.sum(inherited, contribution.additionalInsets))
            }
        }
        return rect
    }

    /// The safe area insets of this view, measured on `frameInWindow` — its frame converted to
    /// the window (never its bounds, whose origin a scroll view's scrolling moves).
    func safeAreaInsets(ofFrameInWindow frameInWindow: CGRect) -> EdgeInsets {
        guard let window = storedWindow else { return .zero }
        return SafeAreaGeometry.insets(of: frameInWindow, outside: safeRect(in: window))
    }

    /// Marks every controller root view of this subtree for layout, where each checks whether
    /// its safe area changed — after the window's unsafe edges, or a container's bars, moved.
    func setNeedsSafeAreaUpdateOfControllerRootViews() {
        flags.insert(.needsSafeAreaCheck)
        setNeedsLayout()
        forEachInSubtree { view in
            if view.flags.contains(.isControllerRootView) { view.setNeedsLayout() }
        }
        hierarchyRoot.extras?.layout?.hostedEngine?.safeAreaInsetsDidChange()
    }
}

/// The rectangle arithmetic of safe areas.
enum SafeAreaGeometry {
    static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: rect.minX + insets.left, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    static func sum(_ first: EdgeInsets, _ second: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: first.top + second.top, left: first.left + second.left,
            bottom: first.bottom + second.bottom, right: first.right + second.right)
    }

    /// How far each edge of `frame` reaches outside `safe`, never negative.
    static func insets(of frame: CGRect, outside safe: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The intersection of two rectangles; when they do not meet, an empty rectangle at the point
    /// of `first` nearest to `second`, so that insets measured against it stay finite.
    static func overlap(of first: CGRect, and second: CGRect) -> CGRect {
        let result = first.intersection(second)
        guard result.isNull else { return result }
        let x = min(max(second.minX, first.minX), first.maxX)
        let y = min(max(second.minY, first.minY), first.maxY)
        return CGRect(x: x, y: y, width: 0, height: 0)
    }
}
