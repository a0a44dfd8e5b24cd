import Foundation

/// A container that shows a stack of controllers, one at a time — HeadlessKit's
/// `UINavigationController`.
///
/// Push and pop go through the container transition with the orders of <doc:LifecycleGuarantees>:
/// the incoming controller's view is laid out in the next commit, the did-callbacks follow the
/// animation time on the run loop clock, and requests made while a transition runs are queued
/// and run when it completes **(chosen: the modern behaviour)**. ``beginInteractivePop()`` starts
/// the edge-swipe pop, which can finish or cancel.
@MainActor
open class NavigationController: ViewControllerBase {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewControllerBase] = []

    /// The controller at the top of the stack.
    public var topViewController: ViewControllerBase? { viewControllers.last }

    /// The controller whose view is shown: a controller presented over this navigation controller
    /// — by it or, as a presentation from inside a container is made by the outermost container,
    /// by one of its ancestors — else the top one.
    public var visibleViewController: ViewControllerBase? {
        firstInParentChain(\.presentedViewController) ?? topViewController
    }

    /// The delegate told before and after each push or pop.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// How long an animated push or pop takes on the run loop clock (the reference logs show
    /// about half a second).
    public var transitionDuration: Duration = .milliseconds(500)

    /// Whether a push or pop is in progress.
    public var isTransitioning: Bool { transition != nil }

    private var transition: ControllerTransition?
    private var queuedRequests: [@MainActor () -> Void] = []

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewControllerBase) {
        super.init()
        addChild(rootViewController)
        viewControllers = [rootViewController]
    }

    /// Shows the top controller's view once this controller's view loads.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            let topView = top.view!
            topView.frame = view.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(topView)
            top.deliverDidMoveToParent()
        }
    }

    // MARK: - Push and pop

    /// Pushes `viewController` onto the stack and shows it. Pushing a controller
    /// that is already on the stack is refused with UIKit's message, the stack unchanged.
    public func pushViewController(_ viewController: ViewControllerBase, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            reportMisuse(Diagnostic(
                kind: .controllerAlreadyOnStack,
                message: "Pushing the same view controller instance (\(viewController)) more than once is not supported "
                    + "(\(self)). The push was refused and the stack left unchanged; push a new instance instead.",
                objects: [self, viewController]))
            return
        }
        guard !enqueueIfTransitioning({ self.pushViewController(viewController, animated: animated) }) else { return }
        let from = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        run(from: from, to: viewController, animated: animated,
            flag: { [weak viewController] in viewController?.isMovingToParent = $0 },
            completion: { [weak viewController] in viewController?.deliverDidMoveToParent() })
    }

    /// Pops the top controller and shows the one below; returns the popped controller, or `nil`
    /// when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewControllerBase? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers[viewControllers.count - 1]
        guard !enqueueIfTransitioning({ _ = self.popViewController(animated: animated) }) else { return popped }
        pop(to: viewControllers.count - 2, animated: animated)
        return popped
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewControllerBase]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        guard !enqueueIfTransitioning({ _ = self.popToRootViewController(animated: animated) }) else { return popped }
        pop(to: 0, animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`, which must be on the stack; returns them.
    @discardableResult
    public func popToViewController(_ viewController: ViewControllerBase, animated: Bool) -> [ViewControllerBase]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        guard !enqueueIfTransitioning({ _ = self.popToViewController(viewController, animated: animated) }) else { return popped }
        pop(to: index, animated: animated)
        return popped
    }

    /// Replaces the whole stack: only the old top and the new top get appearance
    /// callbacks — push-like when the new top is new to the stack, pop-like when it was below —
    /// and controllers no longer on the stack are removed and released. A list that repeats a
    /// controller is refused with the stack unchanged.
    public func setViewControllers(_ newControllers: [ViewControllerBase], animated: Bool) {
        guard let newTop = newControllers.last else { return }
        guard Set(newControllers.map(ObjectIdentifier.init)).count == newControllers.count else {
            reportMisuse(Diagnostic(
                kind: .controllerAlreadyOnStack,
                message: "setViewControllers(_:animated:) was given the same view controller instance more than once "
                    + "(\(self)). The stack was left unchanged; pass each controller once.",
                objects: [self]))
            return
        }
        guard !enqueueIfTransitioning({ self.setViewControllers(newControllers, animated: animated) }) else { return }
        let oldTop = topViewController
        let wasOnStack = viewControllers.contains { $0 === newTop }
        let removed = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        let added = newControllers.filter { $0.parent !== self }
        for controller in removed { controller.deliverWillMove(toParent: nil) }
        for controller in added { addChild(controller) }
        viewControllers = newControllers
        guard oldTop !== newTop else {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.deliverDidMoveToParent() }
            return
        }
        run(from: oldTop, to: newTop, animated: animated,
            flag: { [weak oldTop, weak newTop] raised in
                if wasOnStack { oldTop?.isMovingFromParent = raised } else { newTop?.isMovingToParent = raised }
            },
            completion: { [weak self] in
                for controller in removed { controller.removeFromParent() }
                guard let self else { return }
                for controller in added where controller.parent === self { controller.deliverDidMoveToParent() }
            })
    }

    /// Starts the interactive (edge-swipe) pop: `viewWillDisappear` on the top controller and
    /// `viewWillAppear` on the one below. Drive it with the returned handle; `nil` when only the
    /// root is left or a transition is running.
    public func beginInteractivePop() -> InteractivePop? {
        guard viewControllers.count > 1, transition == nil else { return nil }
        let popped = viewControllers[viewControllers.count - 1]
        let below = viewControllers[viewControllers.count - 2]
        // (chosen, as UIKit does) willMove(toParent: nil) at the gesture's start; a cancel hands
        // the popped controller back with didMove(toParent: self). UIKit documents only the
        // appearance callbacks of an interactive pop.
        popped.deliverWillMove(toParent: nil)
        _ = below.view
        let transition = makeTransition(from: popped, to: below, animated: true)
        transition.flagCallbacks = { [weak popped] in popped?.isMovingFromParent = $0 }
        self.transition = transition
        transition.completion = { [weak self, weak popped] finished in
            guard let self, let popped else { return }
            if finished {
                self.viewControllers.removeLast()
                popped.removeFromParent()
                self.delegate?.navigationController(self, didShow: below, animated: true)
            } else {
                popped.deliverDidMoveToParent()
            }
            self.transitionEnded()
        }
        transition.start(interactive: true)
        delegate?.navigationController(self, willShow: below, animated: true)
        return InteractivePop(transition: transition)
    }

    // MARK: - Internals

    private func pop(to index: Int, animated: Bool) {
        let from = viewControllers[viewControllers.count - 1]
        let removed = Array(viewControllers[(index + 1)...])
        let to = viewControllers[index]
        // Only the old top gets appearance callbacks; the ones in between are just released.
        for controller in removed { controller.deliverWillMove(toParent: nil) }
        viewControllers.removeSubrange((index + 1)...)
        run(from: from, to: to, animated: animated, flag: { [weak from] in from?.isMovingFromParent = $0 }, completion: {
            for controller in removed { controller.removeFromParent() }
        })
    }

    /// Runs one transition between stack tops, or only updates the stack when not on screen.
    private func run(
        from: ViewControllerBase?, to: ViewControllerBase, animated: Bool,
        flag: @escaping @MainActor (Bool) -> Void, completion: @escaping @MainActor () -> Void
    ) {
        guard let container = viewIfLoaded, container.window != nil, appearanceState == .appeared || appearanceState == .appearing else {
            if let container = viewIfLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                let toView = to.view!
                toView.frame = container.bounds
                container.addSubview(toView)
            }
            completion()
            return
        }
        _ = to.view   // the incoming view loads before any appearance callback
        let transition = makeTransition(from: from, to: to, animated: animated)
        transition.flagCallbacks = flag
        self.transition = transition
        transition.completion = { [weak self] _ in
            completion()
            guard let self else { return }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
            self.transitionEnded()
        }
        transition.start()
        delegate?.navigationController(self, willShow: to, animated: animated)
    }

    private func makeTransition(from: ViewControllerBase?, to: ViewControllerBase?, animated: Bool) -> ControllerTransition {
        ControllerTransition(
            from: from, to: to, container: view, animated: animated,
            duration: animated ? transitionDuration : .zero, willOrder: .fromFirst, didOrder: .fromFirst)
    }

    private func transitionEnded() {
        transition = nil
        if !queuedRequests.isEmpty {
            let next = queuedRequests.removeFirst()
            next()
        }
    }

    /// Queues `request` if a transition is running; returns whether it did.
    private func enqueueIfTransitioning(_ request: @escaping @MainActor () -> Void) -> Bool {
        guard transition != nil else { return false }
        queuedRequests.append(request)
        return true
    }

}

/// A handle on an interactive pop in progress, as an edge-swipe gesture drives it.
@MainActor
public struct InteractivePop {
    let transition: ControllerTransition

    /// Moves the pop `fraction` (0...1) of the way.
    public func update(_ fraction: Double) { transition.update(fraction) }

    /// Completes the pop: `viewDidDisappear` on the popped controller, `viewDidAppear` on the one
    /// below; the popped controller is released.
    public func finish() { transition.finish() }

    /// Abandons the pop: the controller below disappears again and the top one
    /// reappears and stays on the stack.
    public func cancel() { transition.cancel() }

    /// How far the pop has been moved, 0...1.
    public var percentComplete: Double { transition.percentComplete }
}

/// Methods a navigation controller's delegate implements — UIKit's
/// `UINavigationControllerDelegate`; every method is a requirement with a default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A push or pop is about to show `viewController`, after the appearance will-callbacks.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool)
    /// A push or pop showed `viewController`, after the did-callbacks.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool) {}
}
