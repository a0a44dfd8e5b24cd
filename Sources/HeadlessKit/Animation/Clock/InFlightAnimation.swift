import Foundation

/// One animation registered with a loop's ``AnimationDriver``: when it is active on the loop's
/// clock, where it is in its life, and what its registrant wants to hear.
///
/// The registrant (a layer, later) keeps the record to remove the animation early and sets the
/// handlers before the first tick.
@MainActor
package final class InFlightAnimation {
    /// Where the animation is in its life.
    package enum State: Equatable {
        /// Registered; its start has not been delivered yet.
        case waiting
        /// Started (``AnimationDelegate/animationDidStart(_:)`` delivered) and not yet stopped.
        case running
        /// Stopped: `finished` when its active duration elapsed, not when it was removed early.
        case stopped(finished: Bool)
    }

    /// The animation, as registered (Core Animation's copy, for one added to a layer).
    package let animation: Animation
    /// When the animation begins, in the loop's media time.
    package let startTime: TimeInterval
    /// When its active duration ends, in the loop's media time; `.infinity` for one that never ends.
    package let endTime: TimeInterval
    /// The frame interval it ticks at: its window's.
    package let frameInterval: Duration
    /// The loop's media time when it was registered: its first tick comes after this.
    package let registrationTime: TimeInterval
    // Unchecked exclusivity for the two properties every frame reads for every animation: a
    // dynamic check costs more than the read, and each is written in single statements that call
    // nothing while the value is half-written.

    /// Where it is in its life.
    @exclusivity(unchecked) package internal(set) var state: State = .waiting

    /// Called on every frame tick while it runs, after its start, with the tick's media time: where
    /// a registrant evaluates the animation's value.
    @exclusivity(unchecked) package var tickHandler: (@MainActor (InFlightAnimation, TimeInterval) -> Void)?
    /// Called when it stops, just before the delegate's ``AnimationDelegate/animationDidStop(_:finished:)``,
    /// with whether it finished: where a layer removes a finished animation, so that the delegate
    /// already finds it gone, as in Core Animation.
    package var stopHandler: (@MainActor (InFlightAnimation, Bool) -> Void)?

    /// Registration order, the tie-break for animations that stop at the same instant.
    let sequence: Int
    /// The driver it was registered with, which alone may stop it: a layer that moved to another
    /// loop's hierarchy must not stop it through the new loop's driver.
    let driverIdentity: ObjectIdentifier
    /// The one-shot timer at ``endTime``.
    var stopTimer: RunLoopTimer?

    init(animation: Animation, startTime: TimeInterval, endTime: TimeInterval, frameInterval: Duration,
         registrationTime: TimeInterval, sequence: Int, driverIdentity: ObjectIdentifier) {
        self.animation = animation
        self.startTime = startTime
        self.endTime = endTime
        self.frameInterval = frameInterval
        self.registrationTime = registrationTime
        self.sequence = sequence
        self.driverIdentity = driverIdentity
    }

    /// Whether the animation has not stopped yet.
    package var isInFlight: Bool {
        if case .stopped = state { return false }
        return true
    }
}
