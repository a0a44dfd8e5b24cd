import Foundation
import HeadlessKit

/// What must hold after every operation, and after every loop that ran until idle.
extension World {
    /// The first broken structure: a view hierarchy's invariants, or a controller link that is
    /// not mirrored, a cycle, or a container whose children disagree with what it shows.
    func structuralViolation() -> String? {
        var seen = Set<ObjectIdentifier>()
        let everyView: [ViewNode] = windows + views + controllers.compactMap(\.viewIfLoaded)
        for view in everyView where seen.insert(ObjectIdentifier(view)).inserted {
            if let violation = view.invariantViolations().first { return "\(name(view)): \(violation)" }
            if let violation = layerViolation(of: view) { return "\(name(view)): \(violation)" }
        }
        for loop in loops {
            if let violation = loop.commitBookkeepingViolations.first { return violation }
        }
        for controller in controllers {
            if let violation = controllerViolation(controller) { return "\(name(controller)): \(violation)" }
        }
        return barViolation()
    }

    func controllerViolation(_ controller: ViewControllerBase) -> String? {
        for child in controller.children where child.parent !== controller {
            return "child \(name(child)) has parent \(name(child.parent))"
        }
        if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
            return "parent \(name(parent)) does not list it as a child"
        }
        // UIKit's rule: a child sees its ancestors' presentation, so the presenter may be an ancestor.
        if let presented = controller.presentedViewController {
            let presenter = presented.presentingViewController
            if presenter !== controller, !(presenter.map { isAncestor($0, of: controller) } ?? false) {
                return "presents \(name(presented)), whose presenter is \(name(presenter))"
            }
        }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        var next = controller.parent ?? controller.presentingViewController
        while let current = next {
            guard visited.insert(ObjectIdentifier(current)).inserted else {
                return "its parent/presenter chain has a cycle through \(name(current))"
            }
            next = current.parent ?? current.presentingViewController
        }
        if let navigation = controller as? NavigationController, !navigation.isTransitioning {
            if navigation.children.map(ObjectIdentifier.init) != navigation.viewControllers.map(ObjectIdentifier.init) {
                return "children \(navigation.children.map { name($0) }) differ from the stack \(navigation.viewControllers.map { name($0) })"
            }
            if let container = navigation.viewIfLoaded, let top = navigation.topViewController {
                let shown = container.subviews.filter { subview in navigation.viewControllers.contains { $0.viewIfLoaded === subview } }
                if shown.count > 1 || (shown.first.map { $0 !== top.viewIfLoaded } ?? false) {
                    return "shows \(shown.map { name($0) }) with \(name(top)) on top"
                }
            }
        }
        if let tabs = controller as? TabBarController,
           tabs.children.map(ObjectIdentifier.init) != tabs.viewControllers.map(ObjectIdentifier.init) {
            return "children \(tabs.children.map { name($0) }) differ from the tabs \(tabs.viewControllers.map { name($0) })"
        }
        return nil
    }

    /// Work still pending in `loop`'s windows after it ran until idle: views needing a pass,
    /// transitions that never completed.
    func pendingWork(in loop: MainRunLoop) -> String? {
        // A suspended app's loop does nothing until the app comes back.
        guard !loop.isFrozen else { return nil }
        if let violation = scrollingViolation(in: loop) { return violation }
        for window in windows where window.runLoop === loop {
            var pending: [String] = []
            var stack: [ViewNode] = [window]
            while let view = stack.popLast() {
                if !view.bounds.isEmpty, view.needsLayout() || view.needsDisplay() || view.needsUpdateConstraints() {
                    pending.append(name(view))
                }
                stack += view.subviews
            }
            if !pending.isEmpty { return "still pending after idle in \(name(window)): \(pending)" }
        }
        let unfinished = controllers.filter { controller in
            controller.runLoop === loop && (controller.isRunningPresentationTransition
                || ((controller as? NavigationController)?.isTransitioning ?? false))
        }
        guard !unfinished.isEmpty else { return nil }
        // A transition started while its container was in another loop's window waits for that
        // loop's commit: only once every loop is idle is one that has not finished stuck.
        for other in loops where other !== loop { other.runUntilIdle(timeLimit: .seconds(120)) }
        loop.runUntilIdle(timeLimit: .seconds(120))
        // ...and a loop that is suspended commits nothing until its app comes back.
        if loops.contains(where: { $0 !== loop && $0.isFrozen }) { return nil }
        for controller in unfinished where controller.runLoop === loop {
            if controller.isRunningPresentationTransition {
                return "\(name(controller))'s presentation transition never completed"
            }
            if let navigation = controller as? NavigationController, navigation.isTransitioning,
               !interactivePops.contains(where: { $0.navigation === navigation }) {
                return "\(name(navigation)) is still transitioning after idle"
            }
        }
        return nil
    }
}
