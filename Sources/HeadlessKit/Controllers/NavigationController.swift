import Foundation

/// A container that shows a stack of controllers, one at a time — HeadlessKit's
/// `UINavigationController`.
///
/// Push and pop go through the container transition with the orders of <doc:LifecycleGuarantees>:
/// the incoming controller's view is laid out in the next commit, the did-callbacks follow the
/// animation time on the run loop clock, and requests made while a transition runs — or from a
/// hook (`willMove(toParent:)`, `loadView`, an appearance callback, the delegate) while a push or
/// pop is being set up — are queued and run in order when it completes **(chosen: the modern
/// behaviour)**. ``beginInteractivePop()`` starts the edge-swipe pop, which can finish or cancel.
@MainActor
open class NavigationController: ViewControllerBase {
    /// The bar at the top of this controller's view that shows the top controller's
    /// ``ViewControllerBase/navigationItem`` and a back button to the one below.
    ///
    /// Its items follow the stack (changing them directly is refused), it lies below the status
    /// bar area — its top is the view's top safe area inset — and it is 44 points high. Tapping
    /// its back button pops, animated, through ``popViewController(animated:)``. Its height is in
    /// the safe area of the controllers on the stack (see ``isNavigationBarHidden``).
    public let navigationBar: NavigationBar

    /// Whether the navigation bar is hidden (default `false`). Setting it is
    /// ``setNavigationBarHidden(_:animated:)`` without animation.
    public var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// The stack, bottom first.
    ///
    /// It changes as soon as a push, pop or ``setViewControllers(_:animated:)`` starts, before
    /// any callback of that operation **(chosen: hooks see the stack the operation makes)**. A
    /// controller on the stack is always a child of this controller: one removed from it by
    /// other means (``ViewControllerBase/removeFromParent()``, or ``ViewControllerBase/addChild(_:)``
    /// on another container) leaves the stack at once.
    public private(set) var viewControllers: [ViewControllerBase] = [] {
        didSet { syncNavigationBarItems() }
    }

    /// The controller at the top of the stack.
    public var topViewController: ViewControllerBase? { viewControllers.last }

    /// The controller whose view is shown: a controller presented over this navigation controller
    /// — by it or, as a presentation from inside a container is made by the outermost container,
    /// by one of its ancestors — else the top one.
    public var visibleViewController: ViewControllerBase? {
        firstInParentChain(\.presentedController) ?? topViewController
    }

    /// The delegate told before and after each push or pop.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// How long an animated push or pop takes on the run loop clock (the reference logs show
    /// about half a second).
    public var transitionDuration: Duration = .milliseconds(500)

    /// Whether a push or pop is in progress: being set up, or waiting for its did-callbacks.
    /// Requests made meanwhile are queued.
    public var isTransitioning: Bool { transition != nil || operationDepth > 0 }

    /// The screen-edge pan that pops the top controller — a ``ScreenEdgePanGestureRecognizer``
    /// on the left edge, attached to this controller's view when it loads (`nil` before that)
    /// **(chosen: UIKit makes it with the view)**.
    ///
    /// It may begin only when the stack holds more than one controller and no push or pop runs
    /// (its delegate decides; replacing the delegate takes that check away, as in UIKit). Its
    /// began starts ``beginInteractivePop()``, each change moves the pop by the horizontal
    /// translation over the view's width, and the release finishes the pop when the finger went
    /// past half the width or flicked right faster than 500 points per second **(chosen: UIKit
    /// does not document the speed)** — else, or when the gesture is cancelled, the pop is
    /// cancelled. Disable it (``GestureRecognizer/isEnabled``) to turn the swipe back off.
    public private(set) var interactivePopGestureRecognizer: GestureRecognizer?

    var storedNavigationBarHidden = false
    private var interactivePopDriver: InteractivePopGestureDriver?
    private var transition: ControllerTransition?
    /// How many operations (a push, pop, stack change, or showing the top view) are running
    /// synchronously; their hooks may re-enter, and what they ask for is queued.
    private var operationDepth = 0
    /// Requests made while busy, run in order once idle. Values, not closures: nothing in the
    /// queue holds this controller.
    private var queuedRequests: [Request] = []
    private var isDraining = false
    /// The root given to `init` while it waits for its `didMove(toParent:)`: delivered once its
    /// view is first in place, or once another controller covers it before that.
    private weak var rootAwaitingDidMove: ViewControllerBase?

    private enum Request {
        case push(ViewControllerBase, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case popTo(ViewControllerBase, animated: Bool)
        case replace([ViewControllerBase], animated: Bool)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    ///
    /// A root that cannot be on a navigation stack (a navigation or tab bar controller, or a
    /// child of another container) is refused with a diagnostic and the stack starts empty.
    public init(rootViewController: ViewControllerBase) {
        navigationBar = NavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
        if let diagnostic = refusal(of: rootViewController, api: "init(rootViewController:)", verb: "Pushing") {
            reportMisuse(diagnostic, involving: [rootViewController])
            return
        }
        adoptRoot(rootViewController)
    }

    /// Makes `root` the first controller of the stack, as ``init(rootViewController:)`` does: a
    /// child now, its `didMove(toParent:)` once its view is in place.
    private func adoptRoot(_ root: ViewControllerBase) {
        addChild(root)
        guard root.parent === self else { return }
        viewControllers = [root]
        syncNavigationBarItems()   // an initializer's own assignment runs no observer
        rootAwaitingDidMove = root
    }

    /// Sets the root a storyboard's `rootViewController` relationship names, as
    /// ``init(rootViewController:)`` does; refused as it is, on an empty stack only.
    func adoptStoryboardRoot(_ root: ViewControllerBase) {
        guard viewControllers.isEmpty else { return }
        if let diagnostic = refusal(of: root, api: "rootViewController relationship", verb: "Pushing") {
            return reportMisuse(diagnostic, involving: [root])
        }
        adoptRoot(root)
    }

    /// Creates a navigation controller with an empty stack; push or set its controllers later.
    /// ``ViewControllerBase/init()`` makes one too.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = NavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.managingController = self
    }

    /// Creates the controller from an archive (see ``ViewControllerBase/init(coder:)``).
    public required init?(coder: Coder) {
        navigationBar = NavigationBar(frame: .zero)
        super.init(coder: coder)
        navigationBar.managingController = self
        decodeArchivedNavigationProperties(from: coder)
    }

    /// Creates a navigation controller with an empty stack whose navigation bar is an instance of
    /// `navigationBarClass` (a ``NavigationBar`` when `nil`). HeadlessKit has no toolbar:
    /// `toolbarClass` is accepted and ignored.
    public init(navigationBarClass: NavigationBar.Type?, toolbarClass: AnyClass?) {
        navigationBar = (navigationBarClass ?? NavigationBar.self).init(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
    }

    /// Makes the view that holds the navigation bar and the top controller's view, and lays them
    /// out — UIKit's layout container view. Never call it directly.
    open override func loadView() {
        let container = LayoutContainerView(frame: CGRect(origin: .zero, size: defaultViewSize))
        container.container = self
        container.addSubview(navigationBar)
        view = container
    }

    /// Pushes `viewController`, animated — UIKit's navigation controller shows controllers on its
    /// stack (`UINavigationController.show(_:sender:)`).
    open override func show(_ viewController: ViewControllerBase, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// Pops to `subsequentVC` when it is on the stack, animated — UIKit's navigation controller
    /// returns to an unwind segue's destination this way. Never call it directly.
    open override func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewControllerBase) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        popToViewController(subsequentVC, animated: true)
    }

    /// The top controller decides whether the status bar is hidden **(chosen, as UIKit's
    /// navigation controller behaves; UIKit does not document it)**.
    open override var childForStatusBarHidden: ViewControllerBase? { topViewController }

    /// While the navigation bar shows, the navigation controller decides the status bar's style
    /// itself (UIKit derives it from the bar); while the bar is hidden, the top controller does
    /// **(chosen, as UIKit behaves; UIKit does not document it)**.
    open override var childForStatusBarStyle: ViewControllerBase? {
        storedNavigationBarHidden ? topViewController : nil
    }

    /// Shows the top controller's view once this controller's view loads.
    open override func viewDidLoad() {
        super.viewDidLoad()
        installInteractivePopGestureRecognizer()
        operate { showTopView() }
    }

    /// Attaches the edge-swipe recognizer to the (re)loaded view, making it the first time.
    private func installInteractivePopGestureRecognizer() {
        guard let view = viewIfLoaded else { return }
        if let recognizer = interactivePopGestureRecognizer {
            view.addGestureRecognizer(recognizer)
            return
        }
        let driver = InteractivePopGestureDriver(navigationController: self)
        let recognizer = ScreenEdgePanGestureRecognizer(edges: .left)
        recognizer.delegate = driver
        recognizer.addTarget(driver, action: InteractivePopGestureDriver.handle)
        interactivePopDriver = driver
        interactivePopGestureRecognizer = recognizer
        view.addGestureRecognizer(recognizer)
    }

    // MARK: - Push and pop

    /// Pushes `viewController` onto the stack and shows it.
    ///
    /// Refused with a diagnostic, the stack and hierarchy unchanged, as UIKit raises: a
    /// controller already on the stack ("Pushing the same view controller instance more than
    /// once is not supported"), a navigation controller ("Pushing a navigation controller is not
    /// supported") or a tab bar controller, this controller or one of its ancestors, and a child
    /// of another container. While a transition runs the push is queued; it is checked again
    /// when it runs.
    public func pushViewController(_ viewController: ViewControllerBase, animated: Bool) {
        guard checkPush(viewController, onto: projectedStack()) else { return }
        request(.push(viewController, animated: animated))
    }

    /// Pops the top controller and shows the one below; returns the popped controller, or `nil`
    /// when only the root is left.
    ///
    /// While a transition runs the pop is queued and the result is the controller it will pop
    /// once the requests queued before it have run — `nil` if they leave only the root.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewControllerBase? {
        let stack = projectedStack()
        guard stack.count > 1 else { return nil }
        request(.pop(animated: animated))
        return stack.last
    }

    /// Pops every controller above the root; returns them, bottom first (when queued, the ones
    /// it will pop once the requests queued before it have run).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewControllerBase]? {
        let stack = projectedStack()
        guard stack.count > 1 else { return [] }
        request(.popToRoot(animated: animated))
        return Array(stack.dropFirst())
    }

    /// Pops the controllers above `viewController`; returns them (when queued, the ones it will
    /// pop once the requests queued before it have run).
    ///
    /// A controller that is not on the stack is refused as UIKit raises "Tried to pop to a view
    /// controller that doesn't exist.": a diagnostic, nothing popped, and `nil`.
    @discardableResult
    public func popToViewController(_ viewController: ViewControllerBase, animated: Bool) -> [ViewControllerBase]? {
        let stack = projectedStack()
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            reportMisuse(notOnStack(viewController), involving: [viewController])
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        request(.popTo(viewController, animated: animated))
        return popped
    }

    /// Replaces the whole stack: only the old top and the new top get appearance
    /// callbacks — push-like when the new top is new to the stack, pop-like when it was below —
    /// and controllers no longer on the stack are removed and released.
    ///
    /// An empty list does nothing. A list that repeats a controller, or holds one that could not
    /// be pushed (see ``pushViewController(_:animated:)``), is refused with a diagnostic and the
    /// stack unchanged. While a transition runs the change is queued and checked again when it
    /// runs.
    public func setViewControllers(_ newControllers: [ViewControllerBase], animated: Bool) {
        guard !newControllers.isEmpty, checkReplacement(newControllers) else { return }
        request(.replace(newControllers, animated: animated))
    }

    /// Starts the interactive (edge-swipe) pop: `viewWillDisappear` on the top controller and
    /// `viewWillAppear` on the one below. Drive it with the returned handle; `nil` when only the
    /// root is left, a push or pop is in progress, or a hook took the top controller away or
    /// unloaded a view while the pop began (a top controller still on the stack is then told
    /// `didMove(toParent:)` again). Releasing the handle before ``InteractivePop/finish()`` or
    /// ``InteractivePop/cancel()`` cancels the pop.
    public func beginInteractivePop() -> InteractivePop? {
        guard viewControllers.count > 1, !isTransitioning else { return nil }
        operationDepth += 1
        _ = view
        let popped = viewControllers[viewControllers.count - 1]
        // (chosen, as UIKit does) willMove(toParent: nil) at the gesture's start; a cancel hands
        // the popped controller back with didMove(toParent: self). UIKit documents only the
        // appearance callbacks of an interactive pop.
        popped.deliverWillMove(toParent: nil)
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        _ = below?.view
        operationDepth -= 1
        // The hooks above may have changed the stack or unloaded a view: check again.
        guard let below, popped === topViewController, popped.parent === self, below.viewIfLoaded != nil,
              let container = viewIfLoaded else {
            if popped.parent === self { popped.deliverDidMoveToParent() }
            settleAfterOperation()
            return nil
        }
        let transition = makeTransition(from: popped, to: below, container: container, animated: true)
        transition.flagCallbacks = { [weak popped] in popped?.isMovingFromParent = $0 }
        self.transition = transition
        transition.completion = { [weak self, weak popped, weak below] finished in
            guard let self else { return }
            let popped = popped   // released after the delegate's didShow, as in the reference log
            if let popped, popped.parent === self {
                if finished {
                    self.viewControllers.removeAll { $0 === popped }
                    popped.removeFromParent()
                } else {
                    popped.deliverDidMoveToParent()
                }
            }
            if finished, let below { self.delegate?.navigationController(self, didShow: below, animated: true) }
            self.transitionEnded()
        }
        transition.start(interactive: true)
        delegate?.navigationController(self, willShow: below, animated: true)
        return InteractivePop(transition: transition, runLoop: runLoop ?? MainRunLoop.current)
    }

    // MARK: - Internals

    /// Runs `request` now, or queues it while a push or pop is in progress.
    private func request(_ request: Request) {
        if isTransitioning {
            queuedRequests.append(request)
        } else {
            perform(request)
        }
    }

    private func perform(_ request: Request) {
        operate {
            switch request {
            case let .push(controller, animated):
                performPush(controller, animated: animated)
            case let .pop(animated):
                popStack(to: viewControllers.count - 2, animated: animated)
            case let .popToRoot(animated):
                popStack(to: 0, animated: animated)
            case let .popTo(controller, animated):
                guard let index = viewControllers.firstIndex(where: { $0 === controller }) else {
                    reportMisuse(notOnStack(controller), involving: [controller])
                    return
                }
                popStack(to: index, animated: animated)
            case let .replace(controllers, animated):
                performReplacement(controllers, animated: animated)
            }
        }
    }

    /// Runs `body` as an operation: requests its hooks make are queued; once the last operation
    /// returns and no transition is left running, the top view is put in place and the queue
    /// runs.
    private func operate(_ body: () -> Void) {
        operationDepth += 1
        body()
        operationDepth -= 1
        settleAfterOperation()
    }

    /// When idle, shows the top view (hooks may have changed the stack since the last
    /// operation began) and runs the queued requests until one starts a transition.
    private func settleAfterOperation() {
        guard !isTransitioning, !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        operationDepth += 1
        showTopView()
        operationDepth -= 1
        while !isTransitioning, !queuedRequests.isEmpty {
            let next = queuedRequests.removeFirst()
            operationDepth += 1
            perform(next)
            showTopView()
            operationDepth -= 1
        }
    }

    private func performPush(_ viewController: ViewControllerBase, animated: Bool) {
        guard checkPush(viewController, onto: viewControllers) else { return }
        addChild(viewController)
        // willMove(toParent:) may have moved it on or changed the stack: check again.
        guard viewController.parent === self, !viewControllers.contains(where: { $0 === viewController }) else { return }
        let from = topViewController
        viewControllers.append(viewController)
        run(from: from, to: viewController, animated: animated,
            flag: { [weak viewController] in viewController?.isMovingToParent = $0 },
            completion: { [weak self, weak viewController] in
                guard let self, let viewController, viewController.parent === self else { return }
                viewController.deliverDidMoveToParent()
            })
    }

    /// Pops to the controller at `index`, which must be below the top.
    private func popStack(to index: Int, animated: Bool) {
        guard index >= 0, index < viewControllers.count - 1 else { return }
        let from = viewControllers[viewControllers.count - 1]
        let removed = Array(viewControllers[(index + 1)...])
        let to = viewControllers[index]
        viewControllers.removeSubrange((index + 1)...)
        // Only the old top gets appearance callbacks; the ones in between are just released.
        for controller in removed where controller.parent === self { controller.deliverWillMove(toParent: nil) }
        run(from: from, to: to, animated: animated, flag: { [weak from] in from?.isMovingFromParent = $0 }, completion: {
            [weak self] in
            guard let self else { return }
            self.release(removed)
        })
    }

    private func performReplacement(_ newControllers: [ViewControllerBase], animated: Bool) {
        guard checkReplacement(newControllers), let newTop = newControllers.last else { return }
        let oldTop = topViewController
        let wasOnStack = viewControllers.contains { $0 === newTop }
        let removed = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        let added = newControllers.filter { $0.parent !== self }
        viewControllers = newControllers
        for controller in removed where controller.parent === self { controller.deliverWillMove(toParent: nil) }
        for controller in added where viewControllers.contains(where: { $0 === controller }) { addChild(controller) }
        // The hooks above may have moved controllers elsewhere: keep only this controller's children.
        let listed = viewControllers   // freed, if at all, after the write: deinit hooks may read the stack
        viewControllers.removeAll { $0.parent !== self }
        withExtendedLifetime(listed) {}
        // As in UIKit, the children follow the stack's order; controllers on their way out come last.
        let leaving = children.filter { child in !viewControllers.contains { $0 === child } }
        children = viewControllers + leaving
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.release(removed)
            for controller in added where controller.parent === self { controller.deliverDidMoveToParent() }
        }
        guard let top = topViewController, oldTop !== top else {
            finish()
            return
        }
        run(from: oldTop, to: top, animated: animated,
            flag: { [weak oldTop, weak top] raised in
                if wasOnStack { oldTop?.isMovingFromParent = raised } else { top?.isMovingToParent = raised }
            },
            completion: finish)
    }

    /// Removes the controllers that left the stack and are still children.
    private func release(_ removed: [ViewControllerBase]) {
        for controller in removed where controller.parent === self && !viewControllers.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
    }

    /// Runs one transition between stack tops, or only updates the views when not on screen.
    private func run(
        from: ViewControllerBase?, to: ViewControllerBase, animated: Bool,
        flag: @escaping @MainActor (Bool) -> Void, completion: @escaping @MainActor () -> Void
    ) {
        if isOnScreen, to === topViewController {
            _ = to.view   // the incoming view loads before any appearance callback
        }
        // Loading may have changed the stack or unloaded a view: check again.
        guard isOnScreen, to === topViewController, to.viewIfLoaded != nil, let container = viewIfLoaded else {
            if let fromView = from?.viewIfLoaded, fromView.superview === viewIfLoaded, from !== topViewController {
                fromView.removeFromSuperview()
            }
            showTopView()
            completion()
            return
        }
        let transition = makeTransition(from: from, to: to, container: container, animated: animated)
        transition.flagCallbacks = flag
        self.transition = transition
        transition.completion = { [weak self, weak to] _ in
            completion()
            guard let self else { return }
            if let to { self.delegate?.navigationController(self, didShow: to, animated: animated) }
            self.transitionEnded()
        }
        transition.start()
        delegate?.navigationController(self, willShow: to, animated: animated)
    }

    private var isOnScreen: Bool {
        guard let container = viewIfLoaded, container.window != nil else { return false }
        return appearanceState == .appeared || appearanceState == .appearing
    }

    private func makeTransition(
        from: ViewControllerBase?, to: ViewControllerBase?, container: ViewNode, animated: Bool
    ) -> ControllerTransition {
        let transition = ControllerTransition(
            from: from, to: to, container: container, animated: animated,
            duration: animated ? transitionDuration : .zero, willOrder: .fromFirst, didOrder: .fromFirst)
        transition.incomingViewBelow = navigationBar
        if let to { transition.incomingFrame = childFrame(for: to, in: container) }
        return transition
    }

    private func transitionEnded() {
        transition = nil
        settleAfterOperation()
    }

    /// Puts the top controller's view, alone among controllers' views, in this controller's view
    /// when it is loaded — without a transition: appearance follows the views' window moves.
    private func showTopView() {
        showOnly({ topViewController }, below: navigationBar) { child, container in
            self.childFrame(for: child, in: container)
        }
        deliverRootDidMoveIfPlaced()
    }

    /// Delivers the root's pending `didMove(toParent:)` — to the root, whichever controller is on
    /// top — once its view is in place or it is covered; forgets it if the root left the stack.
    private func deliverRootDidMoveIfPlaced() {
        guard let root = rootAwaitingDidMove else { return }
        guard root.parent === self else { return rootAwaitingDidMove = nil }
        let isPlaced = root.viewIfLoaded.map { $0.superview === viewIfLoaded && $0.superview != nil } ?? false
        guard isPlaced || root !== topViewController else { return }
        rootAwaitingDidMove = nil
        root.deliverDidMoveToParent()
    }

    /// The stack as it will be once the queued requests have run, if each does what it asks.
    private func projectedStack() -> [ViewControllerBase] {
        var stack = viewControllers
        for request in queuedRequests {
            switch request {
            case let .push(controller, _):
                if !stack.contains(where: { $0 === controller }) { stack.append(controller) }
            case .pop:
                if stack.count > 1 { stack.removeLast() }
            case .popToRoot:
                stack = Array(stack.prefix(1))
            case let .popTo(controller, _):
                if let index = stack.firstIndex(where: { $0 === controller }) { stack = Array(stack[...index]) }
            case let .replace(controllers, _):
                stack = controllers
            }
        }
        return stack
    }

    /// A child left this controller by other means than a pop: it leaves the stack at once; if it
    /// was the top, its view leaves and the new top's view is put in place, without a transition
    /// **(chosen: UIKit leaves its stack inconsistent; HeadlessKit keeps it a list of children)**.
    override func didRemoveChild(_ child: ViewControllerBase) {
        guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
        viewControllers.remove(at: index)
        settleAfterOperation()
    }
}
