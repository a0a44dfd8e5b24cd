import Foundation
import HeadlessKit

/// Misuse and non-finite numbers. Where the operation is certainly misuse, the check is strict:
/// a diagnostic is reported and every structure is left exactly as it was.
extension World {
    /// One misuse. With `checked`, a certain refusal must add a diagnostic and leave the
    /// snapshot unchanged; returns what is wrong, if anything.
    func performMisuse(checked: Bool = true) -> String? {
        let before = checked ? snapshot() : ""
        let diagnosticsBefore = diagnosticCount
        let budget = hookBudget
        hookBudget = 0   // a refused operation runs no hook; a hook acting would change the snapshot
        defer { hookBudget = budget }
        let description = misuse()
        if let failure = takeTableMisuseFailure(), checked { return failure }
        guard let description, checked else { return nil }
        refusals += 1
        if diagnosticCount == diagnosticsBefore { return "\(description) was not reported" }
        let after = snapshot()
        if after != before { return "\(description) changed state:\n\(difference(before, after))" }
        return nil
    }

    /// Performs a random misuse; returns its description when the operation is certainly
    /// misuse in the current state (nil when the chosen misuse does not apply now).
    private func misuse() -> String? {
        let view = views[pick(views.count)]
        let nonFinite: CGFloat = [.nan, .infinity, -.infinity][pick(3)]
        let choice = pick(74)
        if choice >= 72 { return storyboardMisuse() }
        if choice >= 70 { return nibMisuse() }
        if choice >= 68 { return tableMisuse() }
        if choice >= 66 { return diffableMisuse() }
        if choice >= 64 { return tableUpdateMisuse() }
        if choice >= 62 { return transactionMisuse() }
        if choice >= 60 { return alertTextFieldMisuse() }
        if choice >= 58 { return viewAnimationMisuse() }
        if choice >= 56 { return everydayControlMisuse() }
        if choice >= 54 {
            guard let (description, body) = textInputMisuse(nonFinite) else { return nil }
            return act(description, body)
        }
        if choice >= 52 {
            let (description, body) = contentMisuse(nonFinite)
            return act(description, body)
        }
        if choice >= 50 { return layerMisuse(nonFinite) }
        if choice >= 48 { return autoLayoutMisuse() }
        if choice >= 46 {
            guard let (description, body) = barMisuse(nonFinite) else { return nil }
            return act(description, body)
        }
        if choice >= 44 {
            let (description, body) = animationMisuse(nonFinite)
            return act(description, body)
        }
        if choice >= 42 {
            let (description, body) = recognizerMisuse(nonFinite)
            return act(description, body)
        }
        if choice >= 40 {
            let (description, body) = scrollMisuse(nonFinite)
            return act(description, body)
        }
        if choice >= 25 { return containerAndNumberMisuse(choice - 25) }
        switch choice {
        case 0:
            guard let ancestor = ancestors(of: view).filter({ !($0 is Window) }).randomElement(using: &random) else {
                return act("\(name(view)).addSubview(\(name(view)))") { view.addSubview(view) }
            }
            return act("\(name(view)).addSubview(its ancestor \(name(ancestor)))") { view.addSubview(ancestor) }
        case 1:
            return act("\(name(view)).frame with \(nonFinite)") { view.frame = CGRect(x: nonFinite, y: 0, width: 10, height: 10) }
        case 2:
            return act("\(name(view)).bounds with \(nonFinite)") { view.bounds = CGRect(x: 0, y: 0, width: nonFinite, height: 10) }
        case 3:
            return act("\(name(view)).center with \(nonFinite)") { view.center = CGPoint(x: 0, y: nonFinite) }
        case 4:
            return act("\(name(view)).transform with \(nonFinite)") { view.transform = AffineTransform2D(translationX: nonFinite, y: 0) }
        case 5:
            let constraint = view.widthAnchor.constraint(equalToConstant: nonFinite)
            track(constraint, "a non-finite constraint")
            return act("activate \(name(view)).width == \(nonFinite)") { constraint.isActive = true }
        case 6:
            guard let constraint = element(constraints) else { return nil }
            return act("\(constraint).constant = \(nonFinite)") { constraint.constant = nonFinite }
        case 7:
            let other = views[pick(views.count)]
            let constraint = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: nonFinite)
            track(constraint, "a non-finite constraint")
            return act("activate \(name(view)).width == \(nonFinite) × \(name(other)).width") { constraint.isActive = true }
        case 8:
            guard let constraint = element(constraints) else { return nil }
            let priority: LayoutPriority = [0, 1001, -5, LayoutPriority(.nan)][pick(4)]
            return act("\(constraint).priority = \(priority)") { constraint.priority = priority }
        case 9:
            guard let navigation = element(navigationControllers), let onStack = element(navigation.viewControllers),
                  !navigation.isTransitioning else { return nil }
            return act("push \(name(onStack)), already on \(name(navigation))'s stack") { navigation.pushViewController(onStack, animated: chance(2)) }
        case 10:
            guard let navigation = element(navigationControllers) else { return nil }
            let pushed: ViewControllerBase = chance(2) ? navigation : (element(tabBarControllers) ?? navigation)
            return act("push container \(name(pushed)) onto \(name(navigation))") { navigation.pushViewController(pushed, animated: false) }
        case 11:
            guard let navigation = element(navigationControllers) else { return nil }
            let stranger = ChaosController(world: self, number: 9_999)
            track(stranger, "a controller on no stack")
            return act("\(name(navigation)).popToViewController(\(name(stranger)), not on its stack)") {
                navigation.popToViewController(stranger, animated: false)
            }
        case 12:
            guard let presenter = controllers.first(where: { $0.presentedViewController != nil }) else { return nil }
            let other = ChaosController(world: self, number: 9_998)
            track(other, "a controller presented while presenting")
            return act("\(name(presenter)).present(\(name(other))) while presenting") { presenter.present(other, animated: false) }
        case 13:
            guard let presented = controllers.first(where: { $0.presentingViewController != nil }),
                  let presenter = presented.presentingViewController,
                  presented.presentedViewController == nil else { return nil }
            return act("\(name(presented)).present(its presenter \(name(presenter)))") { presented.present(presenter, animated: false) }
        case 14:
            guard let child = controllers.first(where: { $0.parent != nil && chance(2) }),
                  let presenter = controllers.first(where: { $0.viewIfLoaded?.window != nil && $0.presentedViewController == nil }) else { return nil }
            return act("\(name(presenter)).present(\(name(child)), a child of \(name(child.parent)))") { presenter.present(child, animated: false) }
        case 15:
            guard let child = controllers.first(where: { $0.parent != nil }), let parent = child.parent else { return nil }
            return act("\(name(child)).addChild(its parent \(name(parent)))") { child.addChild(parent) }
        case 16:
            guard let owner = controllers.first(where: { $0.isViewLoaded && chance(2) }),
                  let other = controllers.first(where: { $0 !== owner && $0.viewIfLoaded?.window == nil && $0.children.isEmpty }) else { return nil }
            let ownersView = owner.viewIfLoaded!
            return act("\(name(other)).view = \(name(owner))'s view") { other.view = ownersView }
        case 17:
            let parent = anyController()
            guard parent.children.count >= 2 else { return nil }
            let duration: Double = [.nan, .infinity, -.infinity, -1][pick(4)]
            let from = parent.children[0], to = parent.children[1]
            return act("\(name(parent)).transition(from: \(name(from)), to: \(name(to)), duration: \(duration))") {
                parent.transition(from: from, to: to, duration: duration, animations: nil, completion: nil)
            }
        case 18:
            let window = windows[pick(windows.count)]
            return act("\(name(window)).transition(toSize: \(nonFinite))") {
                window.transition(toSize: CGSize(width: nonFinite, height: 100))
            }
        case 19:
            let target = anyView()
            let index = target.subviews.count + 1 + pick(3)
            return act("\(name(target)).insertSubview(\(name(view)), at: \(index))") { target.insertSubview(view, at: index) }
        case 20:
            guard let controller = controllers.first(where: { $0.appearanceState == .disappeared && $0.parent == nil && $0.viewIfLoaded?.window == nil }) else { return nil }
            return act("\(name(controller)).endAppearanceTransition() without a begin") { controller.endAppearanceTransition() }
        case 21:
            guard let application else { return nil }
            return act("endBackgroundTask(an unknown task)") { application.endBackgroundTask(BackgroundTaskIdentifier(rawValue: 9_999)) }
        case 22:
            let other = views[pick(views.count)]
            let constraint = LayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .leading, multiplier: 1, constant: 0)
            track(constraint, "a mismatched constraint")
            return act("activate \(name(view)).width == \(name(other)).leading") { constraint.isActive = true }
        case 23:
            guard let root = windows.compactMap(\.rootViewController).randomElement(using: &random) else { return nil }
            let container = ChaosController(world: self, number: 9_997)
            track(container, "a container asked to adopt a window's root")
            return act("\(name(container)).addChild(\(name(root)), a window's root)") { container.addChild(root) }
        default:
            guard let child = controllers.first(where: { $0.parent != nil }) else { return nil }
            let window = windows[pick(windows.count)]
            return act("\(name(window)).rootViewController = \(name(child)), a child of \(name(child.parent))") { window.rootViewController = child }
        }
    }

    /// Misuse of container lists, shown views, presentation, and the numbers and constraints the
    /// other cases leave out.
    private func containerAndNumberMisuse(_ choice: Int) -> String? {
        let view = views[pick(views.count)]
        let nonFinite: CGFloat = [.nan, .infinity, -.infinity][pick(3)]
        let roots = windows.compactMap(\.rootViewController)
        let presented = controllers.filter { $0.presentingViewController != nil && $0.parent == nil }
        let inUse = roots + presented
        switch choice {
        case 0:
            guard let navigation = element(navigationControllers), let used = element(inUse) else { return nil }
            return act("\(name(navigation)).setViewControllers naming \(name(used)), shown elsewhere") {
                navigation.setViewControllers(navigation.viewControllers + [used], animated: chance(2))
            }
        case 1:
            guard let navigation = element(navigationControllers), let top = navigation.topViewController else { return nil }
            return act("\(name(navigation)).setViewControllers naming \(name(top)) twice") {
                navigation.setViewControllers([top, top], animated: false)
            }
        case 2:
            guard let navigation = element(navigationControllers) else { return nil }
            let container: ViewControllerBase = element(tabBarControllers) ?? navigation
            return act("\(name(navigation)).setViewControllers naming container \(name(container))") {
                navigation.setViewControllers([container], animated: false)
            }
        case 3:
            guard let tabs = element(tabBarControllers), let used = element(inUse.filter { $0 !== tabs }) else { return nil }
            return act("\(name(tabs)).viewControllers naming \(name(used)), shown elsewhere") {
                tabs.viewControllers = tabs.viewControllers + [used]
            }
        case 4:
            guard let tabs = element(tabBarControllers), let first = tabs.viewControllers.first else { return nil }
            return act("\(name(tabs)).viewControllers naming \(name(first)) twice") { tabs.viewControllers = [first, first] }
        case 5:
            guard let shown = controllers.first(where: { $0.viewIfLoaded?.window != nil && chance(2) }) else { return nil }
            return act("\(name(shown)).view = nil while shown") { shown.view = nil }
        case 6:
            guard let presenter = controllers.first(where: { $0.viewIfLoaded?.window != nil && $0.presentedViewController == nil }),
                  let used = element(roots) else { return nil }
            return act("\(name(presenter)).present(\(name(used)), a window's root)") { presenter.present(used, animated: false) }
        case 7:
            guard let busy = controllers.first(where: { $0.isRunningPresentationTransition }) else { return nil }
            let other = ChaosController(world: self, number: 9_996)
            track(other, "a controller presented during a presentation")
            return act("\(name(busy)).present(\(name(other))) while its presentation runs") { busy.present(other, animated: false) }
        case 8:
            guard let parent = controllers.first(where: { !($0 is NavigationController || $0 is TabBarController) }),
                  let used = element(presented) else { return nil }
            return act("\(name(parent)).addChild(\(name(used)), presented)") { parent.addChild(used) }
        case 9:
            return act("\(name(view)).alpha = \(nonFinite)") { view.alpha = nonFinite }
        case 10:
            return act("\(name(view)).layoutMargins with \(nonFinite)") {
                view.layoutMargins = EdgeInsets(top: nonFinite, left: 0, bottom: 0, right: 0)
            }
        case 11:
            let window = windows[pick(windows.count)]
            return act("\(name(window)).screenSafeAreaInsets with \(nonFinite)") {
                window.screenSafeAreaInsets = EdgeInsets(top: 0, left: nonFinite, bottom: 0, right: 0)
            }
        case 12:
            return act("\(name(view)).setNeedsDisplay(a rect with \(nonFinite))") {
                view.setNeedsDisplay(CGRect(x: 0, y: nonFinite, width: 1, height: 1))
            }
        case 13:
            let window = windows[pick(windows.count)]
            _ = window.hitTest(CGPoint(x: nonFinite, y: 1), with: nil)
            return act("\(name(window)).transition(toSize: a negative width)") {
                window.transition(toSize: CGSize(width: -10, height: 100))
            }
        default:
            let constraint: LayoutConstraint = switch pick(3) {
            case 0: LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 10)
            case 1: LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: view.superview ?? view,
                                     attribute: .left, multiplier: 1, constant: 0)
            default: LayoutConstraint(item: anyController(), attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
            track(constraint, "an invalid constraint")
            return act("activate \(constraint), which can never hold") { constraint.isActive = true }
        }
    }

    private func act(_ description: String, _ body: () -> Void) -> String {
        note("misuse: \(description)")
        body()
        return description
    }

    private func ancestors(of view: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        var current = view.superview
        while let next = current {
            result.append(next)
            current = next.superview
        }
        return result
    }

    /// Everything a refused operation must leave as it was: the hierarchies, the controllers'
    /// links and states, the constraints.
    func snapshot() -> String {
        var lines: [String] = []
        for window in windows { lines.append(window.recursiveDescription()) }
        for view in views where view.window == nil && view.superview == nil { lines.append(view.recursiveDescription()) }
        for controller in controllers {
            var line = "\(name(controller)): parent \(name(controller.parent)), children \(controller.children.map { name($0) }), "
            line += "presents \(name(controller.presentedViewController)), \(controller.appearanceState), loaded \(controller.isViewLoaded)"
            if let navigation = controller as? NavigationController { line += ", stack \(navigation.viewControllers.map { name($0) })" }
            if let tabs = controller as? TabBarController { line += ", tabs \(tabs.viewControllers.map { name($0) }) at \(tabs.selectedIndex)" }
            lines.append(line)
        }
        for constraint in constraints { lines.append(constraint.description) }
        lines += everydayControlSnapshot()
        lines += layerSnapshot()
        lines += textInputSnapshot()
        return lines.joined(separator: "\n")
    }

    private func difference(_ before: String, _ after: String) -> String {
        let old = before.split(separator: "\n"), new = after.split(separator: "\n")
        let removed = old.filter { !new.contains($0) }.prefix(4).map { "- \($0)" }
        let added = new.filter { !old.contains($0) }.prefix(4).map { "+ \($0)" }
        return (removed + added).joined(separator: "\n")
    }
}
