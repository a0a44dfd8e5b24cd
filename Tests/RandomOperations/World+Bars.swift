import Foundation
import HeadlessKit

/// Bars, items, alerts and the status bar: titles and bar button items changed, navigation bars
/// hidden and shown, alerts presented and their actions chosen, status bar updates, and the
/// application's shared objects read from hooks. Taps on bars and alerts drive the loop, so only
/// top-level operations play them (``performBarTouch()``).
extension World {
    var alertControllers: [AlertController] { controllers.compactMap { $0 as? AlertController } }

    func performBarOperation() {
        switch pick(12) {
        case 0:
            let controller = anyController()
            let title: String? = chance(4) ? nil : ["Inbox", "Detail", "A much longer title", ""][pick(4)]
            note("\(name(controller)).title = \(title ?? "nil")")
            controller.title = title
        case 1:
            let item = anyController().navigationItem
            let items = (0..<pick(3)).map { _ in makeBarButtonItem() }
            note("navigationItem.\(chance(2) ? "right" : "left")BarButtonItems = \(items.count) items")
            if chance(2) { item.rightBarButtonItems = items } else { item.setLeftBarButtonItems(items, animated: chance(2)) }
        case 2:
            let item = anyController().navigationItem
            switch pick(4) {
            case 0:
                note("navigationItem.hidesBackButton toggled")
                item.setHidesBackButton(!item.hidesBackButton, animated: chance(2))
            case 1:
                note("navigationItem.backButtonTitle set")
                item.backButtonTitle = chance(2) ? nil : "Back \(pick(9))"
            case 2:
                note("navigationItem.leftItemsSupplementBackButton toggled")
                item.leftItemsSupplementBackButton.toggle()
            default:
                note("navigationItem.titleView set")
                item.titleView = chance(2) ? nil : views[pick(views.count)]
            }
        case 3:
            guard let navigation = element(navigationControllers) else { return }
            let hidden = !navigation.isNavigationBarHidden, animated = chance(2)
            note("\(name(navigation)).setNavigationBarHidden(\(hidden), animated: \(animated))")
            navigation.setNavigationBarHidden(hidden, animated: animated)
        case 4:
            let controller = anyController()
            let insets = EdgeInsets(top: CGFloat(pick(3) * 10), left: 0, bottom: CGFloat(pick(3) * 10), right: 0)
            note("\(name(controller)).additionalSafeAreaInsets = \(insets)")
            controller.additionalSafeAreaInsets = insets
        case 5:
            let controller = anyController()
            note("\(name(controller)).edgesForExtendedLayout toggled")
            controller.edgesForExtendedLayout = controller.edgesForExtendedLayout == .all ? [.bottom] : .all
        case 6, 7:
            presentAlert()
        case 8:
            // Choosing an action without a finger: the path a tap takes.
            guard let alert = element(alertControllers), let action = element(alert.actions) else { return }
            note("\(name(alert)) action \(action.title ?? "?").trigger()")
            _ = action.trigger()
        case 9:
            guard let alert = element(alertControllers), let action = element(alert.actions) else { return }
            note("\(name(alert)) action \(action.title ?? "?").isEnabled toggled")
            action.isEnabled.toggle()
        case 10:
            let controller = anyController()
            note("\(name(controller)).setNeedsStatusBarAppearanceUpdate()")
            controller.setNeedsStatusBarAppearanceUpdate()
        default:
            // The shared objects: inside an operation (and a hook) the app's loop drives the task.
            note("Application.shared, Screen.main")
            if let application, Application.shared !== application || Screen.main !== application.screen {
                touchViolations.append("Application.shared or Screen.main inside the app's loop was not the app's")
            }
        }
    }

    /// A bar button item whose action may act on the world.
    private func makeBarButtonItem() -> BarButtonItem {
        switch pick(4) {
        case 0: return .flexibleSpace()
        case 1:
            let item = BarButtonItem(barButtonSystemItem: .add, target: self, action: World.barButtonTapped)
            item.isEnabled = !chance(4)
            return item
        case 2: return BarButtonItem(title: "Go", primaryAction: Action { [weak self] _ in self?.barButtonTapped() })
        default: return BarButtonItem(customView: views[pick(views.count)])
        }
    }

    private func barButtonTapped() {
        note("bar button item tapped")
        maybeAct(from: self)
    }

    /// Presents a new alert or action sheet from a controller whose view is in a window.
    private func presentAlert() {
        guard let presenter = controllers.first(where: { $0.viewIfLoaded?.window != nil && chance(2) }) else { return }
        let alert = ChaosAlertController(world: self, number: alertControllers.count, style: chance(2) ? .alert : .actionSheet)
        for index in 0..<(1 + pick(3)) {
            let style: AlertAction.Style = index == 0 && chance(2) ? .cancel : (chance(4) ? .destructive : .default)
            alert.addAction(AlertAction(title: "Action \(index)", style: style) { [weak self, weak alert] _ in
                self?.note("alert handler \(index)")
                if let alert { self?.maybeAct(from: alert) }
            })
        }
        controllers.append(alert)
        track(alert, alert.name)
        let animated = chance(2)
        note("\(name(presenter)).present(\(alert.name), animated: \(animated))")
        presenter.present(alert, animated: animated) { [weak self, weak alert] in
            if let alert { self?.maybeAct(from: alert) }
        }
    }

    /// A finger on a bar or an alert: a back button, a bar button item, a tab, or an alert action
    /// — tapped at its centre, as a person would. Drives the loop.
    func performBarTouch() -> String? {
        var targets: [ViewNode] = []
        for navigation in navigationControllers {
            targets += [navigation.navigationBar.backButtonView].compactMap { $0 }
            let top = navigation.navigationBar.topItem
            for item in (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []) {
                if let view = navigation.navigationBar.view(for: item), item.customView == nil { targets.append(view) }
            }
        }
        for tabs in tabBarControllers {
            targets += (tabs.tabBar.items ?? []).compactMap { tabs.tabBar.view(for: $0) }
        }
        for alert in alertControllers {
            targets += alert.actions.compactMap { alert.actionButtonView(for: $0) }
        }
        if chance(3), let item = element(shownBarButtonItems()) {
            note("\(name(item.window)).tap(\(item.item.title ?? "a bar button item"))")
            item.window.tap(item.item)
            return touchViolation
        }
        guard let target = element(targets.filter { $0.window != nil }), let window = target.window else { return nil }
        let center = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
        guard window.bounds.contains(center) else { return nil }
        note("\(name(window)).tap(at: \(center)) on a bar or alert button")
        window.tap(at: center)
        return touchViolation
    }

    /// The bar button items a navigation bar in a window shows, each with its window: what
    /// `Window.tap(_:)` for an item reaches.
    private func shownBarButtonItems() -> [(item: BarButtonItem, window: Window)] {
        navigationControllers.flatMap { navigation -> [(item: BarButtonItem, window: Window)] in
            let bar = navigation.navigationBar, top = bar.topItem
            guard let window = bar.window else { return [] }
            return ((top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? []))
                .filter { bar.view(for: $0) != nil }
                .map { (item: $0, window: window) }
        }
    }

    /// What must hold after every operation: each navigation bar's items are its stack's
    /// navigation items, each tab bar's items its tabs' items, its selection the selected tab's.
    func barViolation() -> String? {
        for navigation in navigationControllers {
            let items = (navigation.navigationBar.items ?? []).map(ObjectIdentifier.init)
            if items != navigation.viewControllers.map({ ObjectIdentifier($0.navigationItem) }) {
                return "\(name(navigation))'s bar items differ from its stack's navigation items"
            }
        }
        for tabs in tabBarControllers {
            let items = (tabs.tabBar.items ?? []).map(ObjectIdentifier.init)
            if items != tabs.viewControllers.map({ ObjectIdentifier($0.tabBarItem) }) {
                return "\(name(tabs))'s tab bar items differ from its tabs' items"
            }
            if tabs.tabBar.selectedItem !== tabs.selectedViewController?.tabBarItem {
                return "\(name(tabs))'s tab bar selects another item than the selected tab's"
            }
        }
        return nil
    }

    /// After idle: a shown bar is as wide as its container and of the standard height.
    func barLayoutViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        for navigation in navigationControllers where navigation.viewIfLoaded?.window?.runLoop === loop {
            let bar = navigation.navigationBar, view = navigation.view!
            guard bar.superview === view, !bar.isHidden else { continue }
            if bar.frame.size != CGSize(width: view.bounds.width, height: 44) {
                return "\(name(navigation))'s navigation bar is \(bar.frame) in a view of \(view.bounds) after idle"
            }
        }
        for tabs in tabBarControllers where tabs.viewIfLoaded?.window?.runLoop === loop {
            let bar = tabs.tabBar, view = tabs.view!
            guard bar.superview === view else { continue }
            if bar.frame.width != view.bounds.width || bar.frame.maxY != view.bounds.maxY {
                return "\(name(tabs))'s tab bar is \(bar.frame) in a view of \(view.bounds) after idle"
            }
        }
        return nil
    }

    /// Misuse of bars, alerts and controller values: certain refusals.
    func barMisuse(_ nonFinite: CGFloat) -> (String, () -> Void)? {
        switch pick(7) {
        case 6:
            guard let window = element(windows) else { return nil }
            let item = BarButtonItem(title: "Nowhere", primaryAction: nil)
            return ("\(name(window)).tap(a bar button item no bar shows)", { window.tap(item) })
        case 0:
            guard let navigation = element(navigationControllers) else { return nil }
            return ("\(name(navigation)).navigationBar.pushItem(_:animated:)", {
                navigation.navigationBar.pushItem(NavigationItem(title: "Elsewhere"), animated: false)
            })
        case 1:
            guard let tabs = element(tabBarControllers) else { return nil }
            return ("\(name(tabs)).tabBar.items = []", { tabs.tabBar.items = [] })
        case 2:
            guard let alert = element(alertControllers), alert.actions.contains(where: { $0.style == .cancel }) else { return nil }
            return ("\(name(alert)).addAction(a second cancel action)", { alert.addAction(AlertAction(title: "Again", style: .cancel)) })
        case 3:
            let controller = anyController()
            return ("\(name(controller)).additionalSafeAreaInsets with \(nonFinite)", {
                controller.additionalSafeAreaInsets = EdgeInsets(top: nonFinite, left: 0, bottom: 0, right: 0)
            })
        case 4:
            let controller = anyController()
            return ("\(name(controller)).preferredContentSize with \(nonFinite)", {
                controller.preferredContentSize = CGSize(width: nonFinite, height: 1)
            })
        default:
            guard let navigation = element(navigationControllers) else { return nil }
            let delegate = self
            return ("\(name(navigation)).navigationBar.delegate = a delegate", {
                navigation.navigationBar.delegate = delegate
            })
        }
    }
}

extension World: NavigationBarDelegate {}

/// An alert whose hooks may act on the world, with a root view tagged uniquely in the run.
final class ChaosAlertController: AlertController, ChaosNamed {
    weak var world: World?
    let name: String

    init(world: World, number: Int, style: AlertController.Style) {
        self.world = world
        name = "alert\(number)"
        super.init(title: number % 3 == 0 ? nil : "Alert", message: number % 2 == 0 ? nil : "Message", preferredStyle: style)
    }
    required init?(coder: Coder) { nil }


    override func viewDidLoad() {
        super.viewDidLoad()
        viewIfLoaded?.tag = world?.makeRootViewTag() ?? 0
        world?.maybeAct(from: self)
    }
    override func viewWillAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
}
