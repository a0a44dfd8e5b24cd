import Foundation

/// A damped spring — mass, stiffness and damping — and its motion in closed form: the model
/// behind ``SpringAnimation`` and ``SpringTimingParameters``.
///
/// The spring pulls an animated value from where it starts to where it rests. Its motion is
/// described *normalized*: progress 0 is the start, 1 the resting point, and velocities are in
/// distances per second (1 covers the whole distance in one second; positive values move toward
/// the resting point), the units of `CASpringAnimation.initialVelocity` and UIKit's
/// `initialSpringVelocity`. The remaining displacement `x = 1 − progress` obeys
/// `m·x″ + c·x′ + k·x = 0`, whose solution depends on the damping ratio `ζ = c / (2√(k·m))`:
///
/// - **under-damped** (`ζ < 1`): `x(t) = e^(−βt)·(cos ω_d·t + (β − v₀)/ω_d · sin ω_d·t)`, an
///   oscillation decaying at `β = c / 2m`, with `ω_d = ω₀√(1 − ζ²)` and `ω₀ = √(k/m)`;
/// - **critically damped** (`ζ = 1`): `x(t) = (1 + (ω₀ − v₀)·t)·e^(−ω₀t)`;
/// - **over-damped** (`ζ > 1`): `x(t) = C₁e^(r₁t) + C₂e^(r₂t)` with `r = −β ± ω₀√(ζ² − 1)`.
///
/// ```swift
/// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
/// spring.progress(at: 0.5)          // 1.074…: 7% past the target on its first swing
/// spring.settlingDuration()         // 1.472…: from then on within 0.1% of the distance
/// ```
public struct Spring: Hashable, Sendable {
    /// The mass of the object on the spring; greater than 0.
    public var mass: Double
    /// The spring's stiffness coefficient; greater than 0.
    public var stiffness: Double
    /// The damping coefficient; 0 or more.
    public var damping: Double

    /// Creates a spring from its physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring of `mass` whose undamped period is `response` seconds and whose damping
    /// ratio is `dampingRatio` — `stiffness = (2π / response)²·mass`, `damping = 4π·ζ·mass / response`.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        let frequency = 2 * Double.pi / response
        self.init(mass: mass, stiffness: frequency * frequency * mass, damping: 2 * dampingRatio * frequency * mass)
    }

    /// The damping ratio `ζ = damping / (2√(stiffness·mass))`: below 1 the spring oscillates.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency `ω₀ = √(stiffness / mass)`, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// This spring with its damping lowered to critical when it is over-damped — what Core
    /// Animation does to a spring animation that does not allow over-damping.
    public var clampedToCriticalDamping: Spring {
        guard dampingRatio > 1 else { return self }
        return Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
    }

    /// The normalized progress at `time` seconds: 0 at the start, 1 at rest; above 1 while the
    /// spring overshoots.
    public func progress(at time: Double, initialVelocity: Double = 0) -> Double {
        1 - Motion(self, initialVelocity: initialVelocity).displacement(at: time)
    }

    /// The rate of change of the normalized progress at `time`, in distances per second.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        -Motion(self, initialVelocity: initialVelocity).displacementVelocity(at: time)
    }

    /// The time after which the spring stays within `epsilon` of the distance from its resting
    /// point — `CASpringAnimation.settlingDuration`, which uses 0.001.
    ///
    /// **(chosen)** rule: the time at which an *envelope* that bounds the displacement falls to
    /// `epsilon`. Under-damped, the envelope is `(1 + |(β − v₀)/ω_d|)·e^(−βt)`, so the duration is
    /// `ln((1 + |(β − v₀)/ω_d|) / ε) / β` — which reproduces Core Animation's documented examples
    /// (mass 1, stiffness 100: damping 5 settles in about 2.85 s, damping 15 in just over 1 s).
    /// Critically damped the envelope is `(1 + |ω₀ − v₀|·t)·e^(−ω₀t)`, over-damped
    /// `|C₁|e^(r₁t) + |C₂|e^(r₂t)`; both are solved by bisection. A spring with no damping never
    /// settles and answers `Float.greatestFiniteMagnitude`, as Core Animation answers `MAXFLOAT`.
    public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
        Motion(self, initialVelocity: initialVelocity).settlingTime(epsilon: epsilon)
    }

    /// The answer of ``settlingDuration(initialVelocity:epsilon:)`` for a spring that never settles.
    public static let unsettledDuration = Double(Float.greatestFiniteMagnitude)
}

extension Spring {
    /// The closed-form solution for one initial velocity: which regime, and its coefficients.
    struct Motion {
        enum Regime {
            /// `x = e^(−βt)(cos ω_d t + b·sin ω_d t)`.
            case underDamped(decay: Double, frequency: Double, sine: Double)
            /// `x = (1 + b·t)·e^(−ω₀t)`.
            case critical(frequency: Double, slope: Double)
            /// `x = c₁e^(r₁t) + c₂e^(r₂t)`.
            case overDamped(rate1: Double, coefficient1: Double, rate2: Double, coefficient2: Double)
        }

        let regime: Regime

        init(_ spring: Spring, initialVelocity v0: Double) {
            let frequency = spring.naturalFrequency
            let ratio = spring.dampingRatio
            let decay = spring.damping / (2 * spring.mass)
            if abs(ratio - 1) < 1e-9 {
                regime = .critical(frequency: frequency, slope: frequency - v0)
            } else if ratio < 1 {
                let damped = frequency * (1 - ratio * ratio).squareRoot()
                regime = .underDamped(decay: decay, frequency: damped, sine: (decay - v0) / damped)
            } else {
                let spread = frequency * (ratio * ratio - 1).squareRoot()
                let rate1 = -decay + spread, rate2 = -decay - spread
                let coefficient2 = (-v0 - rate1) / (rate2 - rate1)
                regime = .overDamped(rate1: rate1, coefficient1: 1 - coefficient2, rate2: rate2, coefficient2: coefficient2)
            }
        }

        /// The remaining displacement, 1 at the start and 0 at rest.
        func displacement(at t: Double) -> Double {
            switch regime {
            case .underDamped(let decay, let frequency, let sine):
                return exp(-decay * t) * (cos(frequency * t) + sine * sin(frequency * t))
            case .critical(let frequency, let slope):
                return (1 + slope * t) * exp(-frequency * t)
            case .overDamped(let rate1, _, let rate2, let coefficient2):
                // c₁ = 1 − c₂, written so that the start is exactly 1.
                let slow = exp(rate1 * t)
                return slow + coefficient2 * (exp(rate2 * t) - slow)
            }
        }

        /// The derivative of ``displacement(at:)``.
        func displacementVelocity(at t: Double) -> Double {
            switch regime {
            case .underDamped(let decay, let frequency, let sine):
                let envelope = exp(-decay * t)
                let cosine = cos(frequency * t), sineTerm = sin(frequency * t)
                return envelope * ((sine * frequency - decay) * cosine - (decay * sine + frequency) * sineTerm)
            case .critical(let frequency, let slope):
                return (slope - frequency * (1 + slope * t)) * exp(-frequency * t)
            case .overDamped(let rate1, let coefficient1, let rate2, let coefficient2):
                return rate1 * coefficient1 * exp(rate1 * t) + rate2 * coefficient2 * exp(rate2 * t)
            }
        }

        /// An upper bound of |displacement| that decreases once past its peak.
        func envelope(at t: Double) -> Double {
            switch regime {
            case .underDamped(let decay, _, let sine):
                return (1 + abs(sine)) * exp(-decay * t)
            case .critical(let frequency, let slope):
                return (1 + abs(slope) * t) * exp(-frequency * t)
            case .overDamped(let rate1, let coefficient1, let rate2, let coefficient2):
                return abs(coefficient1) * exp(rate1 * t) + abs(coefficient2) * exp(rate2 * t)
            }
        }

        /// When the envelope falls to `epsilon` for good.
        func settlingTime(epsilon: Double) -> Double {
            switch regime {
            case .underDamped(let decay, _, let sine):
                guard decay > 0 else { return Spring.unsettledDuration }
                return max(0, log((1 + abs(sine)) / epsilon) / decay)
            case .critical(let frequency, let slope):
                // The envelope rises until 1/ω₀ − 1/|b| (when |b| > ω₀), then falls.
                let peak = abs(slope) > frequency ? 1 / frequency - 1 / abs(slope) : 0
                return descent(from: peak, to: epsilon)
            case .overDamped:
                return descent(from: 0, to: epsilon)
            }
        }

        /// The time after `start` at which the (there decreasing) envelope equals `epsilon`.
        private func descent(from start: Double, to epsilon: Double) -> Double {
            guard envelope(at: start) > epsilon else { return start }
            var low = start, high = max(start, 1e-3) * 2
            while envelope(at: high) > epsilon {
                low = high
                high *= 2
                if high > Spring.unsettledDuration { return Spring.unsettledDuration }
            }
            for _ in 0..<200 where high - low > 1e-12 * high {
                let middle = (low + high) / 2
                if envelope(at: middle) > epsilon { low = middle } else { high = middle }
            }
            return high
        }
    }
}
