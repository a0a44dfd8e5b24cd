/// The object an ``Animation`` tells when it starts and stops — Core Animation's
/// `CAAnimationDelegate`. Both methods have empty defaults.
///
/// An animation **retains** its delegate (see ``Animation/delegate``). The loop's animation
/// driver calls these methods on the main actor, on the loop's clock.
@MainActor
public protocol AnimationDelegate: AnyObject {
    /// Tells the delegate the animation has started: on the first frame tick at or after its
    /// begin time (or just before it stops, if it ends before any tick). The default does nothing.
    func animationDidStart(_ anim: Animation)

    /// Tells the delegate the animation has stopped: with `flag` `true` at the exact moment its
    /// active duration has elapsed, `false` when it was removed before that. The default does
    /// nothing.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: Animation) {}

    /// Does nothing.
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}
