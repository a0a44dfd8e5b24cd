import Foundation
import HeadlessKit

/// The well-formed controller operations: roots, presentation, navigation, tabs, containment.
extension World {
    /// A controller that is nobody's: no parent, neither presenting nor presented, no window's
    /// root — what an app may push, present, or add as a child. Made new when none is free.
    func freeController(allowingContainers: Bool) -> ViewControllerBase {
        let roots = windows.compactMap(\.rootViewController)
        let free = controllers.filter { controller in
            controller.parent == nil && controller.presentingViewController == nil
                && controller.presentedViewController == nil && !roots.contains { $0 === controller }
                && (allowingContainers || !(controller is NavigationController || controller is TabBarController))
        }
        if let controller = element(free), chance(3) { return controller }
        let controller = makeController()
        controllers.append(controller)
        return controller
    }

    var navigationControllers: [NavigationController] { controllers.compactMap { $0 as? NavigationController } }
    var tabBarControllers: [TabBarController] { controllers.compactMap { $0 as? TabBarController } }

    func performControllerOperation() {
        switch pick(26) {
        case 0, 1:
            let window = windows[pick(windows.count)]
            let controller = freeController(allowingContainers: true)
            note("\(name(window)).rootViewController = \(name(controller)); makeKeyAndVisible")
            window.rootViewController = controller
            window.makeKeyAndVisible()
        case 2, 3, 4:
            let presenter = anyController()
            let presented = freeController(allowingContainers: true)
            presented.modalPresentationStyle = ModalPresentationStyle.allCases[pick(ModalPresentationStyle.allCases.count)]
            let animated = chance(2)
            note("\(name(presenter)).present(\(name(presented)), animated: \(animated)) [\(presented.modalPresentationStyle)]")
            presenter.present(presented, animated: animated) { [weak self] in self?.maybeAct(from: presented) }
        case 5, 6:
            let controller = anyController()
            let animated = chance(2)
            note("\(name(controller)).dismiss(animated: \(animated))")
            controller.dismiss(animated: animated) { [weak self, weak controller] in
                if let controller { self?.maybeAct(from: controller) }
            }
        case 7, 8, 9:
            guard let navigation = element(navigationControllers) else { return }
            let pushed = freeController(allowingContainers: false)
            let animated = chance(2)
            note("\(name(navigation)).pushViewController(\(name(pushed)), animated: \(animated))")
            navigation.pushViewController(pushed, animated: animated)
        case 10, 11:
            guard let navigation = element(navigationControllers) else { return }
            let animated = chance(2)
            switch pick(3) {
            case 0:
                note("\(name(navigation)).popViewController(animated: \(animated))")
                navigation.popViewController(animated: animated)
            case 1:
                note("\(name(navigation)).popToRootViewController(animated: \(animated))")
                navigation.popToRootViewController(animated: animated)
            default:
                guard let target = element(navigation.viewControllers) else { return }
                note("\(name(navigation)).popToViewController(\(name(target)), animated: \(animated))")
                navigation.popToViewController(target, animated: animated)
            }
        case 12:
            guard let navigation = element(navigationControllers) else { return }
            var list = navigation.viewControllers.filter { _ in chance(2) }
            if list.isEmpty || chance(2) { list.append(freeController(allowingContainers: false)) }
            let animated = chance(2)
            note("\(name(navigation)).setViewControllers(\(list.map { name($0) }), animated: \(animated))")
            navigation.setViewControllers(list, animated: animated)
        case 13, 14:
            if let pop = interactivePops.last?.pop, chance(2) {
                interactivePops.removeLast()
                switch pick(4) {
                case 0:
                    note("interactive pop: finish")
                    pop.update(0.8)
                    pop.finish()
                case 1:
                    note("interactive pop: cancel")
                    pop.update(0.2)
                    pop.cancel()
                default:
                    note("interactive pop: handle dropped")
                }
            } else if let navigation = element(navigationControllers) {
                note("\(name(navigation)).beginInteractivePop()")
                if let pop = navigation.beginInteractivePop() { interactivePops.append((navigation, pop)) }
            }
        case 15, 16:
            guard let tabs = element(tabBarControllers), !tabs.viewControllers.isEmpty else { return }
            let index = pick(tabs.viewControllers.count)
            if chance(2) {
                note("\(name(tabs)).selectedIndex = \(index)")
                tabs.selectedIndex = index
            } else {
                note("\(name(tabs)).tap(tabAt: \(index))")
                tabs.tap(tabAt: index)
            }
        case 17:
            guard let tabs = element(tabBarControllers) else { return }
            var list = tabs.viewControllers.filter { _ in chance(2) }
            let added = freeController(allowingContainers: chance(3))
            if added !== tabs, !isAncestor(added, of: tabs) { list.append(added) }
            note("\(name(tabs)).viewControllers = \(list.map { name($0) })")
            tabs.viewControllers = list
        case 18, 19:
            let parent = anyController()
            guard !(parent is NavigationController || parent is TabBarController) else { return }
            let child = freeController(allowingContainers: true)
            guard child !== parent, !isAncestor(child, of: parent) else { return }
            note("\(name(parent)).addChild(\(name(child))); view; didMove")
            parent.addChild(child)
            guard child.parent === parent, let container = parent.view, let childView = child.view else { return }
            childView.frame = container.bounds
            container.addSubview(childView)
            child.didMove(toParent: parent)
        case 20:
            guard let child = controllers.first(where: { child in
                if let parent = child.parent { return !(parent is NavigationController || parent is TabBarController) && chance(2) }
                return false
            }) else { return }
            note("\(name(child)).willMove(toParent: nil); removeFromSuperview; removeFromParent")
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        case 21:
            // A custom container's own transition; navigation and tab bar controllers run theirs.
            let parent = anyController()
            guard !(parent is NavigationController || parent is TabBarController) else { return }
            let candidates = parent.children.filter { $0.viewIfLoaded?.superview != nil }
            guard let from = element(candidates), let to = element(parent.children.filter { $0 !== from && $0.viewIfLoaded?.superview == nil }) else { return }
            note("\(name(parent)).transition(from: \(name(from)), to: \(name(to)))")
            parent.transition(from: from, to: to, duration: Double(pick(3)) / 4, animations: { [weak self] in
                self?.maybeAct(from: parent)
            }, completion: { [weak self] _ in self?.maybeAct(from: parent) })
        case 22:
            let controller = anyController()
            guard controller.viewIfLoaded?.window == nil, controller.isViewLoaded else { return }
            note("\(name(controller)).view = nil")
            controller.view = nil
        case 23:
            let controller = anyController()
            note("\(name(controller)).loadViewIfNeeded(); layoutIfNeeded")
            controller.loadViewIfNeeded()
            controller.viewIfLoaded?.layoutIfNeeded()
        default:
            let index = pick(controllers.count)
            let released = controllers[index]
            note("release \(name(released))")
            guard chance(3) else { return }
            // Write the list before the old controller can go: its deinit runs hooks that read it.
            controllers[index] = makeController()
            withExtendedLifetime(released) {}
        }
    }

    func isAncestor(_ candidate: ViewControllerBase, of controller: ViewControllerBase) -> Bool {
        var current = controller.parent
        var steps = 0
        while let next = current, steps < 100 {
            if next === candidate { return true }
            current = next.parent
            steps += 1
        }
        return false
    }
}
