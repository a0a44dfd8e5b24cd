/// A handle on an interactive pop in progress, as an edge-swipe gesture drives it.
///
/// Releasing the last reference to the handle before ``finish()`` or ``cancel()`` cancels the
/// pop, as a gesture recognizer that goes away ends its gesture **(chosen: a dropped handle must
/// not leave the navigation controller transitioning forever)**.
@MainActor
public final class InteractivePop {
    let transition: ControllerTransition
    /// The loop the pop began on: a `deinit` runs without the task's current loop, so the cancel
    /// it makes binds this one, and what it reports reaches the same observer as the rest.
    private weak var runLoop: MainRunLoop?

    init(transition: ControllerTransition, runLoop: MainRunLoop?) {
        self.transition = transition
        self.runLoop = runLoop
    }

    isolated deinit {
        if let runLoop { runLoop.withCurrent { transition.cancel() } } else { transition.cancel() }
    }

    /// Moves the pop `fraction` (0...1) of the way.
    public func update(_ fraction: Double) { transition.update(fraction) }

    /// Completes the pop: `viewDidDisappear` on the popped controller, `viewDidAppear` on the one
    /// below; the popped controller is released. Does nothing once the pop finished or cancelled.
    public func finish() { transition.finish() }

    /// Abandons the pop: the controller below disappears again and the top one
    /// reappears and stays on the stack. Does nothing once the pop finished or cancelled.
    public func cancel() { transition.cancel() }

    /// How far the pop has been moved, 0...1.
    public var percentComplete: Double { transition.percentComplete }
}
