import Foundation

/// The navigation bar: where it lies, when it hides, and what it takes from the stack's safe area.
extension NavigationController: BarsContainer {
    /// Hides or shows the navigation bar.
    ///
    /// The bar hides (or shows) at once, and the safe area of the controllers on the stack loses
    /// (or regains) the bar's height: their root views are laid out again, each top controller
    /// hearing ``ViewControllerBase/viewSafeAreaInsetsDidChange()`` before its
    /// `viewWillLayoutSubviews()`. Without animation that layout happens in the next commit;
    /// animated, inside this call, as UIKit lays the change out inside its animation block
    /// **(chosen: HeadlessKit draws no frames in between)**. The status bar is asked again, since
    /// its style follows the top controller only while the bar is hidden.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
        setNeedsSafeAreaUpdate()
        setNeedsStatusBarAppearanceUpdate()
        if animated, let view = viewIfLoaded, view.window != nil { view.layoutIfNeeded() }
    }

    /// The bar's items are the stack's navigation items, bottom first.
    func syncNavigationBarItems() {
        navigationBar.setManagedItems(viewControllers.map(\.navigationItem))
    }

    /// The bar covers the top of this controller's view for the controllers on the stack, while
    /// it shows: from the view's top to the bar's bottom.
    func containerInsets(forChild child: ViewControllerBase) -> EdgeInsets {
        guard !storedNavigationBarHidden, let view = viewIfLoaded, child.viewIfLoaded?.superview === view,
              viewControllers.contains(where: { $0 === child }) else { return .zero }
        return EdgeInsets(top: view.safeAreaInsets.top + BarMetrics.navigationBarHeight, left: 0, bottom: 0, right: 0)
    }

    /// The bar's frame: across the view, its top at the view's top safe area inset (below the
    /// status bar when the view is at the top of the screen), 44 points high.
    var navigationBarFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        return CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: BarMetrics.navigationBarHeight)
    }

    /// The frame of a stack controller's view: the whole view, or — when the controller's
    /// ``ViewControllerBase/edgesForExtendedLayout`` leaves out the top and the bar shows — the
    /// part below the bar.
    func childFrame(for child: ViewControllerBase, in container: ViewNode) -> CGRect {
        var frame = container.bounds
        if !storedNavigationBarHidden, !child.edgesForExtendedLayout.contains(.top) {
            let barBottom = navigationBarFrame.maxY
            frame.origin.y += barBottom
            frame.size.height = max(0, frame.size.height - barBottom)
        }
        return frame
    }

    func layOutBarsAndChildren() {
        guard let view = viewIfLoaded else { return }
        if navigationBar.superview === view {
            navigationBar.frame = navigationBarFrame
            if view.subviews.last !== navigationBar { view.bringSubviewToFront(navigationBar) }
        }
        for child in viewControllers {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            childView.frame = childFrame(for: child, in: view)
        }
    }
}
