import Foundation

/// Child view controllers.
extension ViewControllerBase {
    /// The nearest ancestor, through ``parent``, that is a navigation controller; `nil` when the
    /// controller is not embedded in one. A presented controller is embedded only if it is
    /// itself inside a navigation controller, as in UIKit.
    public var navigationController: NavigationController? {
        nearestAncestor(of: NavigationController.self)
    }

    /// The nearest ancestor, through ``parent``, that is a tab bar controller; `nil` when the
    /// controller is not embedded in one.
    public var tabBarController: TabBarController? {
        nearestAncestor(of: TabBarController.self)
    }

    private func nearestAncestor<Container: ViewControllerBase>(of type: Container.Type) -> Container? {
        parent?.firstInParentChain { $0 as? Container }
    }

    /// The most links a walk over ``parent`` and ``presentingViewController`` follows. Cycles
    /// are refused when they would form; the bound makes every walk end whatever happened.
    static let maximumChainLength = 10_000

    /// The first non-`nil` result of `body` on this controller and then each of its ancestors,
    /// through ``parent``. (Containment cycles are refused when made; the walk is bounded anyway.)
    func firstInParentChain<Result>(_ body: (ViewControllerBase) -> Result?) -> Result? {
        firstInChain(body, next: \.parent)
    }

    /// The first non-`nil` result of `body` on this controller and then each controller beneath
    /// it: its parent, else the controller presenting it — the links ``contextWindow`` follows.
    func firstInChainBeneath<Result>(_ body: (ViewControllerBase) -> Result?) -> Result? {
        firstInChain(body) { $0.parent ?? $0.presentingController }
    }

    /// The first non-`nil` result of `body` on this controller and then on each controller `next`
    /// leads to, for at most ``maximumChainLength`` steps.
    func firstInChain<Result>(
        _ body: (ViewControllerBase) -> Result?, next: (ViewControllerBase) -> ViewControllerBase?
    ) -> Result? {
        var controller: ViewControllerBase? = self
        var steps = 0
        while let current = controller, steps < Self.maximumChainLength {
            if let result = body(current) { return result }
            controller = next(current)
            steps += 1
        }
        return nil
    }

    /// Whether `other` is this controller or one beneath it (see ``firstInChainBeneath(_:)``) —
    /// so that making it a child or the presented controller of this one would close a cycle.
    func chainBeneathIncludes(_ other: ViewControllerBase) -> Bool {
        firstInChainBeneath { $0 === other ? true : nil } ?? false
    }

    /// Adds `child` as a child controller: calls `child.willMove(toParent: self)`; the container
    /// then adds the child's view and calls `child.didMove(toParent: self)`.
    ///
    /// A child of another container is removed from it first. Adding a controller to itself or
    /// to a controller beneath it — one of its descendants, or a controller it presents or its
    /// descendants present — is refused; so is the addition when the child's
    /// `willMove(toParent:)` override made it one. If that override moved the child itself, its
    /// move overtakes this one.
    public func addChild(_ child: ViewControllerBase) {
        guard child.parent !== self || chainBeneathIncludes(child) else { return }
        if let refusal = containmentRefusal(of: child, api: "addChild(_:)") { return reportMisuse(refusal, involving: [child]) }
        if child.parent != nil {
            child.removeFromParent()
            // Its didMove(toParent: nil) override may have moved it again: that move overtakes this one.
            guard child.parent == nil else { return }
            if let refusal = containmentRefusal(of: child, api: "addChild(_:)") { return reportMisuse(refusal, involving: [child]) }
        }
        // Reported through the new parent's loop when the child belongs to none yet.
        (child.runLoop ?? runLoop ?? MainRunLoop.current)?.trace(child, .willMoveToParent, [.init(self)])
        let moves = child.containmentMoves
        child.willMove(toParent: self)
        // The override may have re-entered containment. A move it made of the child itself — even
        // away and back — overtakes this one **(chosen, as for views)**; anything else is checked
        // again at the point of mutation.
        guard child.parent == nil, child.containmentMoves == moves else { return }
        if let refusal = containmentRefusal(of: child, api: "addChild(_:)") { return reportMisuse(refusal, involving: [child]) }
        children.append(child)
        child.parent = self
    }

    /// Why `child` cannot become a child of this controller — through `api` — or `nil` when it
    /// can: it is this controller or one it is beneath (a cycle), or it is already shown outside
    /// containment, presented or a window's root **(chosen: UIKit does not check; the controller
    /// would be in two places at once)**. Every container asks this before it changes anything.
    func containmentRefusal(of child: ViewControllerBase, api: String) -> Diagnostic? {
        if chainBeneathIncludes(child) {
            return Diagnostic(
                kind: .containmentCycle,
                message: "\(api) was asked to add \(child) to \(self), which is the child itself, one of its "
                    + "descendants or a controller it presents; the containment was left unchanged. Add the controller "
                    + "to a container outside it.",
                objects: [self, child])
        }
        if let place = child.placeOutsideContainment {
            return Diagnostic(
                kind: .childControllerInUse,
                message: "\(api) was asked to add \(child) to \(self), but it \(place); the containment was left "
                    + "unchanged. Dismiss it, or replace the window's root view controller, first.",
                objects: [self, child])
        }
        return nil
    }

    /// Puts the view of the child `current()` names, alone among controllers' views, in this
    /// container's view when it is loaded — without a transition: appearance follows the views'
    /// window moves. `current` is asked again after the hooks the removals run, which may change it.
    ///
    /// A container with bars puts the view below `bar` and gives it the frame `frame(for:)`
    /// returns (the container's bounds by default).
    func showOnly(
        _ current: () -> ViewControllerBase?, below bar: ViewNode? = nil,
        frame: ((ViewControllerBase, ViewNode) -> CGRect)? = nil
    ) {
        guard let container = viewIfLoaded else { return }
        let shown = current()
        for subview in container.subviews {
            guard let owner = subview.viewDelegate as? ViewControllerBase, owner !== shown else { continue }
            subview.removeFromSuperview()
        }
        guard let shown, shown.parent === self, let childView = shown.view, let container = viewIfLoaded,
              shown === current(), childView.superview !== container else { return }
        childView.frame = frame?(shown, container) ?? container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let bar, bar.superview === container {
            container.insertSubview(childView, belowSubview: bar)
        } else {
            container.addSubview(childView)
        }
    }

    /// Where this controller is shown other than in a container — presented, or a window's root
    /// view controller — or `nil`: such a controller cannot also be a child.
    var placeOutsideContainment: String? {
        if let presenter = presentingController { return "is presented by \(presenter)" }
        if let window = lastWindow, window.rootViewController === self { return "is the root view controller of \(window)" }
        return nil
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`; the container
    /// calls `willMove(toParent: nil)` before. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        // Resolved while the parent still links this controller to its window, which it keeps.
        let window = contextWindow
        lastWindow = window ?? lastWindow
        let loop = runLoop ?? MainRunLoop.current
        parent.children.removeAll { $0 === self }
        self.parent = nil
        // The parent's trait override for this child goes with it (chosen).
        if traitsFromParent != nil { changeTraitOverrides { traitsFromParent = nil } }
        parent.didRemoveChild(self)
        loop?.trace(self, .didMoveToParent, [.none])
        didMove(toParent: nil)
    }

}

extension ViewControllerBase {
    /// Swaps two child controllers' views inside this container: `to`'s view is
    /// added next to `from`'s, `from.viewWillDisappear` then `to.viewWillAppear`; after the commit
    /// and `duration`, `from`'s view is removed, `to.viewDidAppear` then `from.viewDidDisappear`,
    /// then `completion(true)`. Both must be children of this controller, `from` with its view in
    /// place; otherwise the call is refused.
    ///
    /// `duration` is in seconds. A negative or non-finite one (NaN, ±infinity) is refused; one
    /// longer than ``ViewControllerBase/maximumAnimationDuration`` is shortened to it **(chosen)**: UIKit accepts any
    /// finite number, and the run loop clock cannot represent every one.
    public func transition(
        from: ViewControllerBase, to: ViewControllerBase, duration: Double, options: ViewNode.AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)?
    ) {
        guard from.parent === self, to.parent === self, let container = from.viewIfLoaded?.superview else {
            reportMisuse(Diagnostic(
                kind: .invalidContainerTransition,
                message: "Children view controllers \(from) and \(to) must have a common parent view controller when calling "
                    + "transition(from:to:duration:options:animations:completion:), and the first one's view must be in "
                    + "place. The transition was refused.",
                objects: [self, from, to]))
            return
        }
        guard duration.isFinite, duration >= 0 else {
            reportMisuse(Diagnostic(
                kind: .invalidAnimationDuration,
                message: "transition(from:to:duration:options:animations:completion:) was given the duration \(duration), "
                    + "which is not a finite, non-negative number of seconds; the transition from \(from) to \(to) was "
                    + "refused. Pass 0 for no animation, or a positive number of seconds.",
                objects: [self, from, to]))
            return
        }
        let milliseconds = (min(duration, Self.maximumAnimationDuration) * 1000).rounded()
        let transition = ControllerTransition(
            from: from, to: to, container: container, animated: duration > 0,
            duration: .milliseconds(Int(milliseconds)), willOrder: .fromFirst, didOrder: .toFirst)
        transition.completion = { finished in completion?(finished) }
        transition.start()
        animations?()
    }

    /// The longest animation, in seconds, that ``ViewControllerBase/transition(from:to:duration:options:animations:completion:)``
    /// runs: a billion seconds (about 32 years); longer durations are shortened to it.
    public static let maximumAnimationDuration: Double = 1_000_000_000

    /// Reports and delivers `willMove(toParent:)`, as containers do before removing a child.
    func deliverWillMove(toParent parent: ViewControllerBase?) {
        report(.willMoveToParent, [.init(parent)])
        willMove(toParent: parent)
    }

    /// Reports and delivers `didMove(toParent:)` with the current parent, as containers do once
    /// a child's view is in place.
    func deliverDidMoveToParent() {
        report(.didMoveToParent, [.init(parent)])
        didMove(toParent: parent)
    }
}
