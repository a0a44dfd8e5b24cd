import Foundation

/// A container that shows one of several controllers, chosen by tab — HeadlessKit's
/// `UITabBarController`.
///
/// Tabs load lazily, when first selected. A switch goes through the container transition with the
/// order UIKit uses: the new tab's `viewWillAppear`, the old tab's
/// `viewWillDisappear`, then after the commit the old tab's `viewDidDisappear` and the new tab's
/// `viewDidAppear`. ``tap(tabAt:)`` simulates the user's tap, the only path that asks the delegate.
@MainActor
open class TabBarController: ViewControllerBase {
    /// The tabs' controllers, in tab order.
    public var viewControllers: [ViewControllerBase] = [] {
        didSet { replaceTabs(oldValue) }
    }

    /// The delegate asked about user taps.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// The index of the selected tab.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewControllerBase? {
        viewControllers.indices.contains(storedSelectedIndex) ? viewControllers[storedSelectedIndex] : nil
    }

    private var storedSelectedIndex = 0

    /// Shows the selected tab once this controller's view loads.
    open override func viewDidLoad() {
        super.viewDidLoad()
        install(selectedViewController)
    }

    /// Simulates the user tapping tab `index`: asks the delegate's `shouldSelect`, selects, then
    /// tells the delegate's `didSelect`. Tapping the selected tab pops its navigation controller to
    /// its root.
    public func tap(tabAt index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let target = viewControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index == storedSelectedIndex {
            (target as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != storedSelectedIndex else { return }
        let from = selectedViewController
        storedSelectedIndex = index
        let to = viewControllers[index]
        guard let container = viewIfLoaded, container.window != nil, appearanceState == .appeared else {
            if isViewLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                install(to)
            }
            return
        }
        _ = to.view   // a first visit loads before viewWillAppear
        ControllerTransition(
            from: from, to: to, container: container, animated: false, duration: .zero,
            willOrder: .toFirst, didOrder: .fromFirst
        ).start()
    }

    private func install(_ controller: ViewControllerBase?) {
        guard let controller, let container = viewIfLoaded else { return }
        let tabView = controller.view!
        tabView.frame = container.bounds
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(tabView)
    }

    private func replaceTabs(_ old: [ViewControllerBase]) {
        for controller in old where !viewControllers.contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.deliverWillMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.deliverDidMoveToParent()
        }
        storedSelectedIndex = min(storedSelectedIndex, max(viewControllers.count - 1, 0))
        if isViewLoaded, let selected = selectedViewController, selected.viewIfLoaded?.superview !== viewIfLoaded {
            install(selected)
        }
    }
}

/// Methods a tab bar controller's delegate implements — UIKit's `UITabBarControllerDelegate`;
/// every method is a requirement with a default. Both are asked only for user taps, never for
/// selection made in code.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool
    /// A tap selected `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {}
}
