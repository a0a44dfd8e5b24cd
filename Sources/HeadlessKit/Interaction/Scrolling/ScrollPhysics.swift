import Foundation

/// The arithmetic of a scroll view's motion: UIKit's exponential deceleration, the rubber band
/// past an edge, the spring back to it, and the ease of an animated scroll.
///
/// Times are in milliseconds and velocities in points per millisecond, the units of UIKit's
/// ``ScrollView/DecelerationRate``. Every motion is evaluated in closed form at the frame tick it
/// is drawn for (tick `k` is `k` frame intervals after the motion started), so a trace depends on
/// nothing but the start state and the frame rate.
enum ScrollPhysics {
    /// How close to its end a motion snaps there and stops: half a point, (chosen) below what a
    /// 2× screen shows as a movement.
    static let stopDistance: CGFloat = 0.5

    /// The rubber band's stiffness: UIKit's constant in `(1 − 1/(x·c/d + 1))·d`.
    static let rubberBandConstant: CGFloat = 0.55

    /// The angular frequency of the critically damped spring that brings content back to an edge,
    /// per millisecond: (chosen) 0.0125, so content released 50 points past the edge is back
    /// within half a point in about 0.5 s, as UIKit's bounce looks.
    static let springFrequency: Double = 0.0125

    /// The duration of an animated scroll or zoom: 0.3 s, the length UIKit's
    /// `setContentOffset(_:animated:)` appears to take (UIKit does not document it).
    static let animationDuration = Duration.milliseconds(300)

    /// The release speed (points per millisecond) above which a paging scroll view turns to the
    /// next page in the direction of the flick rather than to the nearest page: (chosen) 0.1.
    static let pagingVelocityThreshold: CGFloat = 0.1

    /// How far content dragged `overshoot` points past an edge is shown past it, for a scroll
    /// view whose bounds measure `dimension` on that axis: `(1 − 1/(x·0.55/d + 1))·d`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The overshoot the rubber band shows as `displayed` points past an edge: the inverse of
    /// ``rubberBand(_:dimension:)``, `d·D/((D − d)·0.55)`. A distance the band cannot show (a
    /// whole dimension or more) maps to the overshoot that shows all but a millionth of it.
    static func rubberBandOvershoot(showing displayed: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, displayed > 0 else { return 0 }
        let remaining = max(dimension - displayed, dimension * 1e-6)
        return min(displayed, dimension) * dimension / (remaining * rubberBandConstant)
    }

    /// Where a motion released at `velocity` comes to rest under `rate` (per millisecond): the
    /// sum of `v·rateⁿ` over every millisecond, `offset + v·rate/(1 − rate)`.
    static func projectedEnd(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return offset }
        return offset + velocity * rate / (1 - rate)
    }

    /// The position `time` milliseconds into a deceleration from `start` that comes to rest at
    /// `target`: `start + (target − start)(1 − rateᵗ)`.
    static func decelerated(from start: CGFloat, to target: CGFloat, rate: CGFloat, time: Double) -> CGFloat {
        start + (target - start) * (1 - pow(rate, time))
    }

    /// The velocity (points per millisecond) of that deceleration at `time`.
    static func deceleratedVelocity(from start: CGFloat, to target: CGFloat, rate: CGFloat, time: Double) -> CGFloat {
        (target - start) * -log(rate) * pow(rate, time)
    }

    /// When (milliseconds) that deceleration passes `edge`, if it does.
    static func crossingTime(from start: CGFloat, to target: CGFloat, rate: CGFloat, edge: CGFloat) -> Double? {
        guard target != start else { return nil }
        let remaining = 1 - (edge - start) / (target - start)
        guard remaining > 0, remaining < 1 else { return nil }
        return log(remaining) / log(rate)
    }

    /// The displacement from the edge and the velocity `time` milliseconds into a critically
    /// damped spring that started `displacement` points past it moving at `velocity`:
    /// `x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt)`.
    static func spring(displacement: CGFloat, velocity: CGFloat, time: Double) -> (displacement: CGFloat, velocity: CGFloat) {
        let omega = springFrequency
        let b = velocity + omega * displacement
        let decay = exp(-omega * time)
        let x = (displacement + b * time) * decay
        let v = (b - omega * (displacement + b * time)) * decay
        return (x, v)
    }

    /// The ease of an animated scroll at `progress` (0...1): (chosen) the sine ease-in-ease-out
    /// `(1 − cos πp)/2`, close to Core Animation's default `easeInEaseOut` curve.
    static func ease(_ progress: Double) -> Double {
        progress >= 1 ? 1 : (1 - cos(Double.pi * max(progress, 0))) / 2
    }
}
