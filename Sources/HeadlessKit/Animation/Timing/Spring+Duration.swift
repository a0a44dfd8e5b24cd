import Foundation

/// UIKit's duration-and-damping-ratio springs: the spring `UIView.animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)` and a property
/// animator with a damping ratio animate with.
extension Spring {
    /// The spring UIKit animates with for a duration, a damping ratio and an initial velocity.
    ///
    /// UIKit turns the duration into stiffness: the spring has mass 1 and the given damping ratio,
    /// and its natural frequency `ω₀` is the one for which the spring's oscillation has decayed to
    /// 0.001 of the distance exactly when the duration ends. The animation then runs for exactly
    /// `duration`, with linear timing, reading this spring's motion.
    ///
    /// **(chosen)** rule, matching UIKit's springs: the damping ratio is clamped to 0.000001...1 (a
    /// ratio above 1 animates critically damped) and the duration to 0.01...10 seconds. Under-damped,
    /// `ω₀` solves `|(ζω₀ − v₀) / ω_d|·e^(−ζω₀d) = 0.001` — the amplitude of the sine term of the
    /// motion; critically damped, `|1 + (ω₀ − v₀)·d|·e^(−ω₀d) = 0.001`. Where the equation has
    /// several roots the largest (the stiffest spring) is taken; where it has none (a nearly
    /// undamped spring) the whole envelope, `(1 + |(ζω₀ − v₀)/ω_d|)·e^(−ζω₀d) = 0.001`, is used.
    /// Then `stiffness = ω₀²` and `damping = 2ζω₀`.
    ///
    /// - Parameters:
    ///   - duration: the animation's duration, in seconds.
    ///   - dampingRatio: `usingSpringWithDamping`; 1 settles without oscillating.
    ///   - initialVelocity: `initialSpringVelocity`, in distances per second (1 covers the
    ///     whole distance in one second).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let ratio = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1e-6), 1)
        let time = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let frequency = Self.frequency(duration: time, dampingRatio: ratio, initialVelocity: velocity)
        self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency)
    }

    /// The fraction of the distance UIKit lets the oscillation keep when the duration ends.
    static let durationThreshold = 0.001

    private static func frequency(duration d: Double, dampingRatio ζ: Double, initialVelocity v: Double) -> Double {
        let logThreshold = log(durationThreshold)
        // ln of the decayed amplitude minus ln of the threshold: zero at the wanted frequency.
        let amplitudeExcess: (Double) -> Double
        let envelopeExcess: (Double) -> Double
        if ζ < 1 {
            let scale = (1 - ζ * ζ).squareRoot()
            amplitudeExcess = { ω in log(abs(ζ * ω - v) / (scale * ω)) - ζ * ω * d - logThreshold }
            envelopeExcess = { ω in log(1 + abs(ζ * ω - v) / (scale * ω)) - ζ * ω * d - logThreshold }
        } else {
            amplitudeExcess = { ω in log(abs(1 + (ω - v) * d)) - ω * d - logThreshold }
            envelopeExcess = { ω in log(1 + abs(ω - v) * d) - ω * d - logThreshold }
        }
        return largestRoot(of: amplitudeExcess) ?? largestRoot(of: envelopeExcess) ?? 5 / d
    }

    /// The largest frequency at which `excess` falls from positive to negative, searched on a
    /// logarithmic grid over 10⁻⁴...10⁶ rad/s and refined by bisection.
    private static func largestRoot(of excess: (Double) -> Double) -> Double? {
        let steps = 600
        let lowest = log(1e-4), highest = log(1e6)
        var upper = exp(highest)
        guard !(excess(upper) > 0) else { return nil }
        for step in stride(from: steps - 1, through: 0, by: -1) {
            let lower = exp(lowest + (highest - lowest) * Double(step) / Double(steps))
            if excess(lower) > 0 {
                var (low, high) = (lower, upper)
                for _ in 0..<200 where high - low > 1e-13 * high {
                    let middle = (low + high) / 2
                    if excess(middle) > 0 { low = middle } else { high = middle }
                }
                return (low + high) / 2
            }
            upper = lower
        }
        return nil
    }
}
