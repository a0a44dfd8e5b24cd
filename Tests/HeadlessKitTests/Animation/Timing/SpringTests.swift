import Foundation
import Testing
@testable import HeadlessKit

/// The spring's progress and velocity found independently: fourth-order Runge–Kutta on
/// m·x″ + c·x′ + k·x = 0 from x = 1, x′ = −v₀, in steps of 10 µs.
private func integrated(_ spring: Spring, initialVelocity: Double, until time: Double) -> (progress: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
    var (x, v) = (1.0, -initialVelocity)
    let steps = Int((time / 1e-5).rounded())
    let h = time / Double(max(steps, 1))
    for _ in 0..<steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (1 - x, -v)
}

/// The spring model: closed-form motion in all three regimes, settling, and UIKit's
/// duration-and-damping-ratio springs.
@MainActor
@Suite struct SpringTests {
    static let springs: [(String, Spring, Double)] = [
        ("under-damped, Core Animation's default", Spring(mass: 1, stiffness: 100, damping: 10), 0),
        ("under-damped, moving away at the start", Spring(mass: 2, stiffness: 300, damping: 6), -3),
        ("critically damped", Spring(mass: 1, stiffness: 100, damping: 20), 4),
        ("over-damped, UIKit's default spring", Spring(mass: 3, stiffness: 1000, damping: 500), 0),
        ("over-damped, fast start", Spring(mass: 1, stiffness: 50, damping: 40), 12),
    ]

    @Test func closedFormProgressAndVelocityMatchANumericalIntegrationInEveryRegime() {
        for (name, spring, velocity) in Self.springs {
            for time in [0.0, 0.05, 0.1, 0.3, 0.7, 1.5] {
                let reference = integrated(spring, initialVelocity: velocity, until: time)
                #expect(abs(spring.progress(at: time, initialVelocity: velocity) - reference.progress) < 1e-9, "\(name) at \(time)")
                #expect(abs(spring.velocity(at: time, initialVelocity: velocity) - reference.velocity) < 1e-7, "\(name) at \(time)")
            }
        }
    }

    @Test func theMotionStartsAtZeroWithTheInitialVelocityAndComesToRestAtOne() {
        for (name, spring, velocity) in Self.springs {
            #expect(spring.progress(at: 0, initialVelocity: velocity) == 0, "\(name)")
            #expect(abs(spring.velocity(at: 0, initialVelocity: velocity) - velocity) < 1e-12, "\(name)")
            #expect(abs(spring.progress(at: 60, initialVelocity: velocity) - 1) < 1e-9, "\(name)")
        }
    }

    @Test func dampingRatioAndNaturalFrequencyFollowFromTheCoefficients() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.naturalFrequency == 10)
        let fromRatio = Spring(dampingRatio: 0.5, response: 2 * .pi / 10)
        #expect(abs(fromRatio.stiffness - 100) < 1e-9)
        #expect(abs(fromRatio.damping - 10) < 1e-9)
    }

    // CASpringAnimation.settlingDuration's documentation: with stiffness 100 and mass 1, damping 5
    // settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
    @Test func settlingDurationReproducesCoreAnimationsDocumentedExamples() {
        let bouncy = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration()
        let calm = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration()
        #expect(abs(bouncy - 2.85) < 0.01)
        #expect(calm > 1 && calm < 1.05)
    }

    @Test func afterTheSettlingDurationTheSpringStaysWithinOneThousandthOfTheDistance() {
        for (name, spring, velocity) in Self.springs {
            let settling = spring.settlingDuration(initialVelocity: velocity)
            for step in 0...400 {
                let time = settling + Double(step) * 0.01
                #expect(abs(1 - spring.progress(at: time, initialVelocity: velocity)) <= 0.001 + 1e-12, "\(name) at \(time)")
            }
        }
    }

    @Test func theUnderDampedSettlingDurationIsTheClosedFormOfItsEnvelope() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let decay = 5.0, damped = 10 * (0.75).squareRoot()
        #expect(spring.settlingDuration() == log((1 + decay / damped) / 0.001) / decay)
    }

    @Test func aSpringWithNoDampingNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == Spring.unsettledDuration)
        #expect(Spring.unsettledDuration == Double(Float.greatestFiniteMagnitude))
    }

    @Test func anOverDampedSpringClampedToCriticalMovesCriticallyDamped() {
        let clamped = Spring(mass: 3, stiffness: 1000, damping: 500).clampedToCriticalDamping
        #expect(abs(clamped.dampingRatio - 1) < 1e-12)
        #expect(clamped.mass == 3 && clamped.stiffness == 1000)
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).clampedToCriticalDamping == Spring(mass: 1, stiffness: 100, damping: 10))
    }

    // MARK: - UIKit's duration springs

    @Test func aDurationSpringHasMassOneAndTheDampingRatioAsked() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.6)
        #expect(spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    }

    @Test(arguments: [(0.3, 0.3), (0.5, 0.5), (1.0, 0.8), (2.0, 0.15)])
    func anUnderDampedDurationSpringsOscillationHasDecayedToOneThousandthWhenTheDurationEnds(duration: Double, ratio: Double) {
        // With no initial velocity the equation has a closed form: ω₀ = ln(ζ / (√(1−ζ²)·0.001)) / (ζ·d).
        let expected = log(ratio / ((1 - ratio * ratio).squareRoot() * 0.001)) / (ratio * duration)
        let spring = Spring(duration: duration, dampingRatio: ratio)
        #expect(abs(spring.naturalFrequency - expected) < 1e-9 * expected)
    }

    @Test func aCriticallyDampedDurationSpringHasDecayedToOneThousandthWhenTheDurationEnds() {
        let spring = Spring(duration: 0.4, dampingRatio: 1)
        let ω = spring.naturalFrequency
        #expect(abs((1 + ω * 0.4) * exp(-ω * 0.4) - 0.001) < 1e-12)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
    }

    @Test func aDurationSpringWithAnInitialVelocitySatisfiesTheSameRuleAndIsTheStiffestThatDoes() {
        let (duration, ratio, velocity) = (0.5, 0.7, 3.0)
        let spring = Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        let ω = spring.naturalFrequency
        let damped = ω * (1 - ratio * ratio).squareRoot()
        #expect(abs(abs((ratio * ω - velocity) / damped) * exp(-ratio * ω * duration) - 0.001) < 1e-9)
    }

    @Test func dampingRatiosAboveOneAnimateCriticallyDampedAndDurationsAreClampedToTenMillisecondsToTenSeconds() {
        #expect(Spring(duration: 0.5, dampingRatio: 3) == Spring(duration: 0.5, dampingRatio: 1))
        #expect(Spring(duration: 60, dampingRatio: 0.5) == Spring(duration: 10, dampingRatio: 0.5))
        #expect(Spring(duration: 0, dampingRatio: 0.5) == Spring(duration: 0.01, dampingRatio: 0.5))
    }

    // MARK: - UISpringTimingParameters

    // UISpringTimingParameters.init()'s documentation: initial velocity 0, damping ratio 4.56.
    @Test func theDefaultSpringTimingHasDampingRatioFourPointFiveSix() {
        let parameters = SpringTimingParameters()
        #expect((parameters.dampingRatio * 100).rounded() / 100 == 4.56)
        #expect(parameters.initialVelocity == .zero)
        #expect(parameters.physicalSpring == Spring(mass: 3, stiffness: 1000, damping: 500))
        #expect(parameters.timingCurveType == .spring)
        #expect(parameters.springTimingParameters === parameters)
        #expect(parameters.cubicTimingParameters == nil)
    }

    @Test func aDampingRatioTimingFitsItsSpringToTheAnimationsDuration() {
        let parameters = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: Vector2D(dx: 0, dy: 2))
        #expect(parameters.physicalSpring == nil)
        #expect(parameters.spring(forDuration: 0.4, initialVelocity: 2) == Spring(duration: 0.4, dampingRatio: 0.5, initialVelocity: 2))
        #expect(SpringTimingParameters(dampingRatio: 0.8).initialVelocity == .zero)
    }

    @Test func aPhysicalSpringTimingKeepsItsSpringWhateverTheDuration() {
        let parameters = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        #expect(parameters.dampingRatio == 0.5)
        #expect(parameters.spring(forDuration: 3) == Spring(mass: 1, stiffness: 100, damping: 10))
    }

    @Test func springTimingWithCoefficientsOutOfRangeIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let (physical, ratio) = loop.withCurrent {
            (SpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: .zero),
             SpringTimingParameters(dampingRatio: .nan, initialVelocity: .zero))
        }
        #expect(physical.physicalSpring == Spring(mass: 3, stiffness: 1000, damping: 500))
        #expect(ratio.dampingRatio == 1)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidAnimationTiming, .invalidAnimationTiming])
    }
}
