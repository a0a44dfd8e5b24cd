import Foundation

/// The timing of an animation as a spring — UIKit's `UISpringTimingParameters`.
///
/// Made either from a damping ratio (the spring then fits the duration of the animation that uses
/// it, see ``Spring/init(duration:dampingRatio:initialVelocity:)``) or from a mass, stiffness and
/// damping (a physical spring that takes as long as it takes).
///
/// ```swift
/// let bouncy = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: Vector2D(dx: 0, dy: 2))
/// bouncy.spring(forDuration: 0.4, initialVelocity: 2)   // mass 1, stiffness and damping fitted to 0.4 s
/// ```
@MainActor
public final class SpringTimingParameters: TimingCurveProvider {
    /// The damping ratio: 1 settles without oscillating, values toward 0 oscillate more.
    public let dampingRatio: CGFloat
    /// The initial rate of change of the animated values, per axis, in distances per second
    /// (each component normalized to the distance the animation covers on that axis).
    public let initialVelocity: Vector2D
    /// The physical spring this object was made with, or `nil` when it was made from a damping
    /// ratio (its spring then depends on the animation's duration).
    public let physicalSpring: Spring?

    /// Creates UIKit's default spring timing: initial velocity 0 and damping ratio 4.56 — the
    /// spring of mass 3, stiffness 1000 and damping 500 **(chosen)**: UIKit documents only the ratio,
    /// and this is the spring with that ratio that UIKit's own animations are known to use.
    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// Creates spring timing with a damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates spring timing with a damping ratio and an initial velocity.
    ///
    /// A ratio or velocity that is not finite, or a negative ratio, is refused: the ratio is 1, the
    /// velocity zero, and a ``Diagnostic/Kind/invalidAnimationTiming`` diagnostic is reported
    /// **(chosen)**.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: Vector2D) {
        let valid = ratio.isFinite && ratio >= 0 && velocity.dx.isFinite && velocity.dy.isFinite
        if !valid {
            reportAnimationMisuse(
                .invalidAnimationTiming,
                "HeadlessKit refused UISpringTimingParameters(dampingRatio: \(ratio), initialVelocity: \(velocity)): "
                    + "the damping ratio must be finite and not negative, and the velocity finite. "
                    + "The spring is critically damped with no initial velocity.")
        }
        dampingRatio = valid ? ratio : 1
        initialVelocity = valid ? velocity : .zero
        physicalSpring = nil
    }

    /// Creates spring timing from a physical spring: its mass (greater than 0), stiffness (greater
    /// than 0) and damping (0 or more); the damping ratio is `damping / (2√(stiffness·mass))`.
    ///
    /// Coefficients out of those ranges, or a velocity that is not finite, are refused: the spring
    /// is UIKit's default (mass 3, stiffness 1000, damping 500) with no initial velocity, and a
    /// ``Diagnostic/Kind/invalidAnimationTiming`` diagnostic is reported **(chosen)**.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: Vector2D) {
        var spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        var velocity = velocity
        if !spring.isValid || !velocity.dx.isFinite || !velocity.dy.isFinite {
            reportAnimationMisuse(
                .invalidAnimationTiming,
                "HeadlessKit refused UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: "
                    + "\(damping), initialVelocity: \(velocity)): mass and stiffness must be finite and greater "
                    + "than 0, damping finite and not negative, and the velocity finite. The spring is UIKit's "
                    + "default (mass 3, stiffness 1000, damping 500) with no initial velocity.")
            spring = Spring(mass: 3, stiffness: 1000, damping: 500)
            velocity = .zero
        }
        dampingRatio = CGFloat(spring.dampingRatio)
        initialVelocity = velocity
        physicalSpring = spring
    }

    /// ``TimingCurveType/spring``.
    public var timingCurveType: TimingCurveType { .spring }

    /// `nil`: this object provides no cubic curve.
    public var cubicTimingParameters: CubicTimingParameters? { nil }

    /// This object: it provides spring timing.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The spring an animation of `duration` seconds uses with this timing, for motion starting at
    /// `initialVelocity` (one axis of ``initialVelocity``): the physical spring as given, or for a
    /// damping ratio the spring UIKit fits to the duration.
    public func spring(forDuration duration: TimeInterval, initialVelocity: Double = 0) -> Spring {
        physicalSpring ?? Spring(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: initialVelocity)
    }
}

extension Spring {
    /// Whether the coefficients make a spring: finite, mass and stiffness above 0, damping not negative.
    var isValid: Bool {
        mass.isFinite && stiffness.isFinite && damping.isFinite && mass > 0 && stiffness > 0 && damping >= 0
    }
}
