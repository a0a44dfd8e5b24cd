import Foundation

/// A basic animation whose value follows a damped spring from its start to its end — Core
/// Animation's `CASpringAnimation`.
///
/// The spring runs in seconds of the animation's basic time (paced by ``Animation/timingFunction``
/// when one is set): its motion does not stretch to the ``Animation/duration``, which only says
/// when the animation ends. The duration keeps Core Animation's default — 0 reads as 0.25 s — so
/// set it to ``settlingDuration`` to let the spring come to rest:
///
/// ```swift
/// let drop = SpringAnimation(keyPath: "position.y")
/// drop.fromValue = 0
/// drop.toValue = 640
/// drop.damping = 5
/// drop.duration = drop.settlingDuration   // 2.855…: when it stays within 0.1% of 640 points
/// ```
///
/// An over-damped spring (damping above `2√(stiffness·mass)`) moves as a critically damped one
/// unless ``allowsOverdamping`` is set, as Core Animation's does. Mass and stiffness must be
/// finite and greater than 0, damping finite and not negative, the velocity finite; other values
/// are refused with an ``Diagnostic/Kind/invalidAnimationTiming`` diagnostic and the old value
/// kept **(chosen)**.
@MainActor
open class SpringAnimation: BasicAnimation {
    /// The mass of the object on the spring; 1 by default. More mass oscillates longer.
    public var mass: CGFloat = 1 {
        didSet { refuseSpring(mass, "mass", oldValue, allowsZero: false) { mass = $0 } }
    }

    /// The stiffness of the spring; 100 by default. A stiffer spring moves faster.
    public var stiffness: CGFloat = 100 {
        didSet { refuseSpring(stiffness, "stiffness", oldValue, allowsZero: false) { stiffness = $0 } }
    }

    /// The damping coefficient; 10 by default. Less damping overshoots and oscillates more.
    public var damping: CGFloat = 10 {
        didSet { refuseSpring(damping, "damping", oldValue, allowsZero: true) { damping = $0 } }
    }

    /// The velocity at the start, in distances per second: positive toward ``BasicAnimation/toValue``,
    /// negative away from it; 0 by default.
    public var initialVelocity: CGFloat = 0 {
        didSet {
            guard !initialVelocity.isFinite else { return }
            let refused = initialVelocity
            initialVelocity = oldValue
            reportAnimationMisuse(
                .invalidAnimationTiming,
                "HeadlessKit refused initialVelocity = \(refused) on \(self): the velocity must be finite. "
                    + "It stays \(oldValue).",
                objects: [self])
        }
    }

    /// Whether an over-damped spring moves as such; `false` by default, when it moves critically
    /// damped instead.
    public var allowsOverdamping = false

    /// The spring the animation follows, with the damping clamped to critical unless
    /// ``allowsOverdamping``.
    public var spring: Spring {
        let spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        return allowsOverdamping ? spring : spring.clampedToCriticalDamping
    }

    /// How long the spring takes to come to rest: when it stays within 0.001 of the distance, by
    /// the rule of ``Spring/settlingDuration(initialVelocity:epsilon:)``. It may differ from
    /// ``Animation/duration``.
    public var settlingDuration: TimeInterval {
        spring.settlingDuration(initialVelocity: Double(initialVelocity))
    }

    /// A copy that also carries the spring's coefficients.
    open override func copy() -> Any {
        let copy = super.copy() as! SpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    /// The value where the spring has carried it `time` seconds in.
    override func animatedValue(progress: Double, time: TimeInterval, context: ValueContext) -> AnimationValue? {
        guard let (from, to) = ends(context: context) else { return nil }
        return from.interpolated(to: to, fraction: spring.progress(at: time, initialVelocity: Double(initialVelocity)))
    }

    private func refuseSpring(_ value: CGFloat, _ name: String, _ old: CGFloat, allowsZero: Bool, restore: (CGFloat) -> Void) {
        guard !value.isFinite || value < 0 || (!allowsZero && value == 0) else { return }
        restore(old)
        reportAnimationMisuse(
            .invalidAnimationTiming,
            "HeadlessKit refused \(name) = \(value) on \(self): the \(name) must be finite and "
                + (allowsZero ? "not negative" : "greater than 0") + ". It stays \(old).",
            objects: [self])
    }
}
