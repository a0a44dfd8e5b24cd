import Foundation

/// A container that shows one of several controllers, chosen by tab — HeadlessKit's
/// `UITabBarController`.
///
/// Tabs load lazily, when first selected. A switch goes through the container transition with the
/// order UIKit uses: the new tab's `viewWillAppear`, the old tab's
/// `viewWillDisappear`, then after the commit the old tab's `viewDidDisappear` and the new tab's
/// `viewDidAppear`. ``tap(tabAt:)`` simulates the user's tap, the only path that asks the delegate.
/// A selection or a new list of tabs asked for while a switch completes, or from a hook while
/// the tabs change, is applied once that is done, the last request winning **(chosen, as the
/// navigation controller queues its requests)**.
@MainActor
open class TabBarController: ViewControllerBase {
    /// The tabs' controllers, in tab order.
    ///
    /// A list that names a controller twice, holds a tab bar controller, this controller's
    /// ancestors, or a child of another container (such as a controller on a navigation stack)
    /// is refused with a diagnostic, the tabs unchanged. Set from a hook while the tabs change,
    /// the list is applied once that change is done. A tab removed by other means
    /// (``ViewControllerBase/removeFromParent()``) leaves the list at once.
    public var viewControllers: [ViewControllerBase] {
        get { tabs }
        set { setTabs(newValue) }
    }

    /// The delegate asked about user taps.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// The bar at the bottom of this controller's view with one tappable item per tab (each tab's
    /// ``ViewControllerBase/tabBarItem``), the selected tab's item selected.
    ///
    /// Its items and selection follow the tabs (changing them directly is refused). It is 49
    /// points high plus the view's bottom safe area inset, and its height is in the bottom of the
    /// selected tab's safe area. Tapping an item selects its tab through the same path as
    /// ``tap(tabAt:)``.
    public let tabBar = TabBar(frame: .zero)

    /// The index of the selected tab. Set while a tab switch completes, or from a hook while the
    /// tabs change, the selection is made once that is done.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewControllerBase? {
        tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil
    }

    private var tabs: [ViewControllerBase] = [] {
        didSet { tabBarItemsDidChange() }
    }
    private var storedSelectedIndex = 0 {
        didSet { tabBarItemsDidChange() }
    }
    /// Set while the tabs or the selection change synchronously; their hooks may re-enter.
    private var isUpdating = false
    private var transition: ControllerTransition?
    private var pendingTabs: [ViewControllerBase]?
    private var pendingSelection: Int?
    private var isBusy: Bool { isUpdating || transition != nil }

    /// Creates a tab bar controller with no tabs; ``ViewControllerBase/init()`` makes one too.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
    }

    /// Creates the controller from an archive (see ``ViewControllerBase/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        tabBar.managingController = self
    }

    /// Makes the view that holds the tab bar and the selected tab's view, and lays them out —
    /// UIKit's layout container view. Never call it directly.
    open override func loadView() {
        let container = LayoutContainerView(frame: CGRect(origin: .zero, size: defaultViewSize))
        container.container = self
        container.addSubview(tabBar)
        view = container
    }

    /// The selected tab decides the status bar's style **(chosen: its content fills the screen
    /// under the status bar; UIKit does not document it)**.
    open override var childForStatusBarStyle: ViewControllerBase? { selectedViewController }

    /// The selected tab decides whether the status bar is hidden **(chosen, as for the style)**.
    open override var childForStatusBarHidden: ViewControllerBase? { selectedViewController }

    /// Selects the tab `subsequentVC` when it is one — UIKit's tab bar controller returns to an
    /// unwind segue's destination this way. Never call it directly.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewControllerBase) {
        guard let index = tabs.firstIndex(where: { $0 === subsequentVC }), index != storedSelectedIndex else { return }
        selectedIndex = index
    }

    /// Shows the selected tab once this controller's view loads.
    open override func viewDidLoad() {
        super.viewDidLoad()
        update { showSelectedView() }
    }

    /// Simulates the user tapping tab `index`: asks the delegate's `shouldSelect`, selects, then
    /// tells the delegate's `didSelect`. Tapping the selected tab pops its navigation controller to
    /// its root.
    public func tap(tabAt index: Int) {
        userSelectTab(at: index)
    }

    /// A user's tap on tab `index` — from ``tap(tabAt:)`` or the tab bar's button: the delegate's
    /// `shouldSelect`, the selection (or, on the selected tab, its navigation controller's pop to
    /// root), then `didSelect`.
    func userSelectTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        // The delegate may have changed the tabs.
        guard let index = tabs.firstIndex(where: { $0 === target }) else { return }
        if index == storedSelectedIndex, pendingSelection == nil {
            (target as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        guard !isBusy else {
            pendingSelection = index
            return
        }
        guard index != storedSelectedIndex else { return }
        let from = selectedViewController
        storedSelectedIndex = index
        let to = tabs[index]
        guard let container = viewIfLoaded, container.window != nil, appearanceState == .appeared else {
            update { showSelectedView() }
            return
        }
        update { _ = to.view }   // a first visit loads before viewWillAppear
        // Loading may have changed the tabs or unloaded a view: check again.
        guard !isBusy, to === selectedViewController, to.viewIfLoaded != nil, viewIfLoaded === container,
              container.window != nil else {
            update { showSelectedView() }
            return
        }
        let transition = ControllerTransition(
            from: from, to: to, container: container, animated: false, duration: .zero,
            willOrder: .toFirst, didOrder: .fromFirst)
        transition.incomingViewBelow = tabBar
        transition.incomingFrame = childFrame(for: to, in: container)
        transition.completion = { [weak self] _ in
            guard let self else { return }
            self.transition = nil
            self.update { self.showSelectedView() }
        }
        self.transition = transition
        transition.start()
    }

    private func setTabs(_ newTabs: [ViewControllerBase]) {
        guard checkTabs(newTabs) else { return }
        guard !isBusy else {
            pendingTabs = newTabs
            return
        }
        update { replaceTabs(with: newTabs) }
    }

    /// Runs `body` with requests from its hooks held back, then applies them.
    private func update(_ body: () -> Void) {
        let wasUpdating = isUpdating
        isUpdating = true
        body()
        isUpdating = wasUpdating
        guard !isBusy else { return }
        if let next = pendingTabs {
            pendingTabs = nil
            setTabs(next)
        }
        if !isBusy, let next = pendingSelection {
            pendingSelection = nil
            select(next)
        }
    }

    private func replaceTabs(with newTabs: [ViewControllerBase]) {
        let old = tabs
        tabs = newTabs
        storedSelectedIndex = min(storedSelectedIndex, max(tabs.count - 1, 0))
        for controller in old where controller.parent === self && !tabs.contains(where: { $0 === controller }) {
            if let tabView = controller.viewIfLoaded, tabView.superview != nil, tabView.superview === viewIfLoaded {
                tabView.removeFromSuperview()
            }
            controller.deliverWillMove(toParent: nil)
            if controller.parent === self { controller.removeFromParent() }
        }
        for controller in tabs where controller.parent !== self {
            addChild(controller)
            if controller.parent === self { controller.deliverDidMoveToParent() }
        }
        // The hooks above may have moved tabs elsewhere: keep only this controller's children.
        removeTabs { $0.parent !== self }
        showSelectedView()
    }

    /// Removes the tabs `shouldRemove` picks, keeping the selected tab selected when it stays.
    private func removeTabs(where shouldRemove: (ViewControllerBase) -> Bool) {
        let selected = selectedViewController
        let listed = tabs   // freed, if at all, after the write: deinit hooks may read the tabs
        tabs.removeAll(where: shouldRemove)
        withExtendedLifetime(listed) {}
        if let selected, let index = tabs.firstIndex(where: { $0 === selected }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = min(storedSelectedIndex, max(tabs.count - 1, 0))
        }
    }

    /// Puts the selected tab's view, alone among controllers' views, in this controller's view
    /// when it is loaded — without a transition: appearance follows the views' window moves.
    private func showSelectedView() {
        showOnly({ selectedViewController }, below: tabBar) { child, container in
            self.childFrame(for: child, in: container)
        }
    }

    /// Reports and returns `false` when the tabs cannot become `newTabs`.
    private func checkTabs(_ newTabs: [ViewControllerBase]) -> Bool {
        let outcome = "Setting viewControllers was refused and the tabs left unchanged"
        var refusal: Diagnostic?
        if Set(newTabs.map(ObjectIdentifier.init)).count != newTabs.count {
            refusal = Diagnostic(
                kind: .controllerAlreadyOnStack,
                message: "The tabs of \(self) were given the same view controller instance more than once. \(outcome); "
                    + "pass each controller once.",
                objects: [self] + newTabs)
        }
        for controller in newTabs where refusal == nil {
            if controller is TabBarController {
                refusal = Diagnostic(
                    kind: .unsupportedNavigationChild,
                    message: "A tab bar controller must be a window's root view controller, not a tab (\(controller) in "
                        + "\(self)). \(outcome); make it the root view controller instead.",
                    objects: [self, controller])
            } else if firstInParentChain({ $0 === controller ? true : nil }) != nil {
                refusal = Diagnostic(
                    kind: .containmentCycle,
                    message: "Making \(controller) a tab of \(self) would make it contain itself: it is that controller "
                        + "or one of its ancestors. \(outcome); use a new controller instead.",
                    objects: [self, controller])
            } else if let parent = controller.parent, parent !== self {
                refusal = Diagnostic(
                    kind: .controllerHasOtherParent,
                    message: "child view controller:\(controller) should have parent view controller:\(self) but actual "
                        + "parent is:\(parent). \(outcome); call removeFromParent() on it first (pop it from its "
                        + "navigation controller), or use a new controller.",
                    objects: [self, controller, parent])
            } else if controller.parent !== self {
                refusal = containmentRefusal(of: controller, api: "Setting viewControllers")
            }
        }
        guard let refusal else { return true }
        reportMisuse(refusal, involving: newTabs)
        return false
    }

    /// A tab left this controller by other means than a new list: it leaves the tabs at once, and
    /// if it was selected the tab now at its index is shown, without a transition **(chosen:
    /// HeadlessKit keeps the tabs a list of children)**.
    override func didRemoveChild(_ child: ViewControllerBase) {
        guard tabs.contains(where: { $0 === child }) else { return }
        removeTabs { $0 === child }
        guard !isBusy else { return }
        update { showSelectedView() }
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
