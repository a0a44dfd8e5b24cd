import Foundation

/// The timers of the concrete recognizers: a tap held too long, the pause between taps, a long
/// press's duration, a swipe's time limit.
extension GestureRecognizer {
    /// Schedules `fire` after `delay` on the loop of the window the recognizer's view is in, in
    /// the common modes (so it fires while a scroll view tracks), holding the recognizer weakly.
    /// `fire` runs only while the recognizer is still possible, and is given the gesture
    /// environment the timer was started in. Returns `nil` for a view in no window.
    func scheduleGestureTimer(
        after delay: Duration, _ fire: @escaping @MainActor (GestureRecognizer, GestureEnvironment?) -> Void
    ) -> RunLoopTimer? {
        guard let loop = attachedView?.storedWindow?.runLoop else { return nil }
        let environment = environment
        return loop.scheduleTimer(withTimeInterval: delay, repeats: false, mode: .common) { [weak self, weak environment] _ in
            guard let self, self.storedState == .possible else { return }
            fire(self, environment)
        }
    }

    /// Whether the recognizer's view is still in the window whose environment started a timer.
    func isStill(in environment: GestureEnvironment?) -> Bool {
        environment != nil && environment === self.environment
    }

    /// Fails the recognizer from one of its timers, through `environment` — the gesture
    /// environment its gesture began in. When the view left that window meanwhile, the old
    /// window still settles the gesture (it holds the touches the recognizer delayed and resets
    /// the recognizer); with no environment at all the recognizer is simply reset.
    func failThroughEnvironment(_ environment: GestureEnvironment?) {
        guard storedState == .possible else { return }
        if let environment, environment !== self.environment {
            environment.transition(self, to: .failed)
        } else if self.environment != nil {
            state = .failed
        } else {
            resetToPossible()
        }
    }
}
