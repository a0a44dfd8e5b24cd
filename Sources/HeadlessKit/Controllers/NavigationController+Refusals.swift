/// What a navigation controller refuses to put on its stack, and the diagnostics it reports.
extension NavigationController {

    /// Reports and returns `false` when `controller` cannot be pushed onto `stack`.
    func checkPush(_ controller: ViewControllerBase, onto stack: [ViewControllerBase]) -> Bool {
        if stack.contains(where: { $0 === controller }) {
            reportMisuse(Diagnostic(
                kind: .controllerAlreadyOnStack,
                message: "Pushing the same view controller instance (\(controller)) more than once is not supported "
                    + "(\(self)). The push was refused and the stack left unchanged; push a new instance instead.",
                objects: [self, controller]), involving: [controller])
            return false
        }
        if let diagnostic = refusal(of: controller, api: "pushViewController(_:animated:)", verb: "Pushing") {
            reportMisuse(diagnostic, involving: [controller])
            return false
        }
        return true
    }

    /// Reports and returns `false` when the stack cannot become `controllers`.
    func checkReplacement(_ controllers: [ViewControllerBase]) -> Bool {
        guard Set(controllers.map(ObjectIdentifier.init)).count == controllers.count else {
            reportMisuse(Diagnostic(
                kind: .controllerAlreadyOnStack,
                message: "setViewControllers(_:animated:) was given the same view controller instance more than once "
                    + "(\(self)). The stack was left unchanged; pass each controller once.",
                objects: [self] + controllers), involving: controllers)
            return false
        }
        for controller in controllers {
            if let diagnostic = refusal(of: controller, api: "setViewControllers(_:animated:)", verb: "Putting") {
                reportMisuse(diagnostic, involving: [controller])
                return false
            }
        }
        return true
    }

    /// Why `controller` cannot be on this controller's stack, or `nil` when it can.
    func refusal(of controller: ViewControllerBase, api: String, verb: String) -> Diagnostic? {
        let outcome = "\(api) was refused and the stack left unchanged"
        if controller is NavigationController {
            return Diagnostic(
                kind: .unsupportedNavigationChild,
                message: "\(verb) a navigation controller is not supported (\(controller) on \(self)). \(outcome); "
                    + "present the navigation controller, or put its controllers on this stack instead.",
                objects: [self, controller])
        }
        if controller is TabBarController {
            return Diagnostic(
                kind: .unsupportedNavigationChild,
                message: "\(verb) a tab bar controller is not supported (\(controller) on \(self)): a tab bar controller "
                    + "must be a window's root view controller. \(outcome); make it the root view controller instead.",
                objects: [self, controller])
        }
        if firstInParentChain({ $0 === controller ? true : nil }) != nil {
            return Diagnostic(
                kind: .containmentCycle,
                message: "\(verb) \(controller) on the stack of \(self) would make it contain itself: it is that "
                    + "controller or one of its ancestors. \(outcome); use a new controller instead.",
                objects: [self, controller])
        }
        if let parent = controller.parent, parent !== self {
            return Diagnostic(
                kind: .controllerHasOtherParent,
                message: "child view controller:\(controller) should have parent view controller:\(self) but actual "
                    + "parent is:\(parent). \(outcome); call removeFromParent() on it first, or use a new controller.",
                objects: [self, controller, parent])
        }
        guard controller.parent !== self else { return nil }
        return containmentRefusal(of: controller, api: api)
    }

    func notOnStack(_ controller: ViewControllerBase) -> Diagnostic {
        Diagnostic(
            kind: .controllerNotOnStack,
            message: "Tried to pop to a view controller that doesn't exist. popToViewController(_:animated:) was given "
                + "\(controller), which is not on the stack of \(self); nothing was popped and nil returned. Pass a "
                + "controller from viewControllers.",
            objects: [self, controller])
    }
}
