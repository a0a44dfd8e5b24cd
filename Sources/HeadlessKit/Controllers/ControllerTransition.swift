import Foundation

/// The one transition every container uses: from one controller's view to another's
/// inside a container view, with the appearance callbacks around the views' entry and exit,
/// did-callbacks deferred past the commit and the animation time on the run loop clock, and an
/// interactive mode that can finish or cancel. Containers differ only in the orders they pass.
@MainActor
final class ControllerTransition {
    /// Which controller's will-callback comes first.
    enum Order { case fromFirst, toFirst }

    /// The outgoing and incoming controllers, let go when the transition ends so that a handle
    /// kept by a gesture does not keep a popped controller alive.
    private(set) var from: ViewControllerBase?
    private(set) var to: ViewControllerBase?
    /// The view the incoming view goes into — held weakly, so that a transition still queued on
    /// the loop does not keep a window (and through it the loop) alive.
    private(set) weak var container: ViewNode?
    let animated: Bool
    let duration: Duration
    let willOrder: Order
    let didOrder: Order
    /// Whether the incoming view goes below the others (a dismissal uncovering its presenter).
    var insertsIncomingViewAtBack = false
    /// A view the incoming view goes below — a container's bar, which stays in front, or the
    /// presented view a current-context dismissal uncovers.
    weak var incomingViewBelow: ViewNode?
    /// A view the incoming view goes just above — the presenter's view a current-context
    /// presentation covers in place.
    weak var incomingViewAbove: ViewNode?
    /// The frame the incoming view takes in the container, when not the container's bounds (a
    /// container's child that does not extend under its bars).
    var incomingFrame: CGRect?
    /// Runs after the last did-callback (finished) or after a cancellation.
    var completion: (_ finished: Bool) -> Void = { _ in }
    /// Raises (`true`) and lowers (`false`) the `isMovingToParent`-style flags of this transition
    /// around each group of callbacks it delivers, so they are true only inside them.
    var flagCallbacks: (_ raised: Bool) -> Void = { _ in }
    private(set) var isFinished = false
    /// Whether `start` began the outgoing and the incoming controller's appearance transitions.
    private var fromBegan = false
    private var toBegan = false
    private(set) var percentComplete: Double = 0

    init(from: ViewControllerBase?, to: ViewControllerBase?, container: ViewNode, animated: Bool,
         duration: Duration, willOrder: Order, didOrder: Order) {
        self.from = from
        self.to = to
        self.container = container
        self.animated = animated
        self.duration = duration
        self.willOrder = willOrder
        self.didOrder = didOrder
    }

    /// Delivers the will-callbacks and puts the incoming view in the container. A non-interactive
    /// transition then finishes by itself after the commit (and the animation, if animated).
    func start(interactive: Bool = false) {
        for controller in [from, to].compactMap({ $0 }) { controller.isInContainerTransition = true }
        // A controller already where the transition takes it (an outgoing one that never
        // appeared, as when its view was unloaded) gets no callbacks rather than unbalanced ones.
        let willDisappear = {
            guard let from = self.from, from.appearanceState == .appeared || from.appearanceState == .appearing else { return }
            self.fromBegan = true
            from.beginAppearanceTransition(false, animated: self.animated)
        }
        let willAppear = {
            guard let to = self.to, to.appearanceState == .disappeared || to.appearanceState == .disappearing else { return }
            self.toBegan = true
            to.beginAppearanceTransition(true, animated: self.animated)
        }
        flagCallbacks(true)
        switch willOrder {
        case .fromFirst: willDisappear(); willAppear()
        case .toFirst: willAppear(); willDisappear()
        }
        flagCallbacks(false)
        guard let container else { return finish() }
        if let toView = to?.view, toView.superview !== container {
            toView.frame = incomingFrame ?? container.bounds
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if insertsIncomingViewAtBack {
                container.insertSubview(toView, at: 0)
            } else if let below = incomingViewBelow, below.superview === container {
                container.insertSubview(toView, belowSubview: below)
            } else if let above = incomingViewAbove, above.superview === container {
                container.insertSubview(toView, aboveSubview: above)
            } else {
                container.addSubview(toView)
            }
        }
        container.setNeedsLayout()   // guarantees the commit the did-callbacks wait for
        guard !interactive, let runLoop = container.window?.runLoop else {
            if !interactive { finish() }
            return
        }
        runLoop.performAfterCommit(delay: animated ? duration : .zero) { [self] in finish() }
    }

    /// Moves an interactive transition to `fraction` (0...1) of the way.
    func update(_ fraction: Double) {
        percentComplete = min(max(fraction, 0), 1)
    }

    /// Completes the transition: the outgoing view leaves, then the did-callbacks.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        if let fromView = from?.viewIfLoaded, let container, fromView.superview === container, from !== to {
            fromView.removeFromSuperview()
        }
        // Hooks may have ended or turned a controller's transition meanwhile: end only what is
        // still going the way this transition took it.
        let didDisappear = { if let from = self.from, from.appearanceState == .disappearing { from.endAppearanceTransition() } }
        let didAppear = { if let to = self.to, to.appearanceState == .appearing { to.endAppearanceTransition() } }
        flagCallbacks(true)
        switch didOrder {
        case .fromFirst: didDisappear(); didAppear()
        case .toFirst: didAppear(); didDisappear()
        }
        flagCallbacks(false)
        end(finished: true)
    }

    /// Undoes an interactive transition: the incoming controller disappears again and the
    /// outgoing one reappears, then its view is the only one left.
    func cancel() {
        guard !isFinished else { return }
        isFinished = true
        if toBegan, let to, to.appearanceState == .appearing || to.appearanceState == .appeared {
            to.beginAppearanceTransition(false, animated: animated)
            if to.appearanceState == .disappearing { to.endAppearanceTransition() }
        }
        if fromBegan, let from, from.appearanceState == .disappearing || from.appearanceState == .disappeared {
            from.beginAppearanceTransition(true, animated: animated)
            if from.appearanceState == .appearing { from.endAppearanceTransition() }
        }
        if let toView = to?.viewIfLoaded, let container, toView.superview === container, from !== to {
            toView.removeFromSuperview()
        }
        end(finished: false)
    }

    private func end(finished: Bool) {
        for controller in [from, to].compactMap({ $0 }) { controller.isInContainerTransition = false }
        from = nil
        to = nil
        let completion = self.completion
        self.completion = { _ in }
        flagCallbacks = { _ in }
        let window = container?.window
        completion(finished)
        // The status bar follows the controllers the transition left on screen — asked once the
        // completion has unlinked a dismissed chain **(chosen: UIKit animates the change during
        // the transition; HeadlessKit settles it when the transition ends)**.
        window?.updateStatusBarAppearance()
    }
}
