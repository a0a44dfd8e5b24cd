import Foundation

/// The tab bar: where it lies, what it shows, and what it takes from the selected tab's safe area.
extension TabBarController: BarsContainer {
    /// The tab bar's items follow the tabs' items and the selection; called when either changes
    /// and when a tab's ``ViewControllerBase/tabBarItem`` is replaced.
    func tabBarItemsDidChange() {
        tabBar.setManagedItems(viewControllers.map { $0.tabBarItem }, selected: selectedViewController?.tabBarItem)
    }

    /// The bar covers the bottom of this controller's view for the selected tab: from the bar's
    /// top to the view's bottom.
    func containerInsets(forChild child: ViewControllerBase) -> EdgeInsets {
        guard let view = viewIfLoaded, child.viewIfLoaded?.superview === view,
              viewControllers.contains(where: { $0 === child }) else { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: tabBarHeight(in: view), right: 0)
    }

    /// The bar's height: the standard 49 points plus the view's bottom safe area inset (the home
    /// indicator's area), as UIKit's tab bar extends under it.
    private func tabBarHeight(in view: ViewNode) -> CGFloat {
        BarMetrics.tabBarHeight + view.safeAreaInsets.bottom
    }

    /// The frame of a tab's view: the whole view, or — when the tab's
    /// ``ViewControllerBase/edgesForExtendedLayout`` leaves out the bottom — the part above the bar.
    func childFrame(for child: ViewControllerBase, in container: ViewNode) -> CGRect {
        var frame = container.bounds
        if !child.edgesForExtendedLayout.contains(.bottom) {
            frame.size.height = max(0, frame.size.height - tabBarHeight(in: container))
        }
        return frame
    }

    func layOutBarsAndChildren() {
        guard let view = viewIfLoaded else { return }
        if tabBar.superview === view {
            // Along the bottom edge of the bounds rectangle, so that a bounds origin other than
            // zero, or a view autoresized below zero size, still has the bar at its bottom edge.
            let height = tabBarHeight(in: view), bounds = view.bounds
            tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            if view.subviews.last !== tabBar { view.bringSubviewToFront(tabBar) }
        }
        for child in viewControllers {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            childView.frame = childFrame(for: child, in: view)
        }
    }
}
