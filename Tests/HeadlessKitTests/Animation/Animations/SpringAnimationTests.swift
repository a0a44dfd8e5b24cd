import Foundation
import Testing
@testable import HeadlessKit

/// CASpringAnimation: a basic animation whose value follows a damped spring.
@MainActor
@Suite struct SpringAnimationTests {
    // CASpringAnimation's documentation: mass 1, stiffness 100, damping 10, initial velocity 0.
    @Test func theDefaultsAreCoreAnimations() {
        let animation = SpringAnimation(keyPath: "position.y")
        #expect(animation.mass == 1)
        #expect(animation.stiffness == 100)
        #expect(animation.damping == 10)
        #expect(animation.initialVelocity == 0)
        #expect(animation.allowsOverdamping == false)
        #expect(animation.duration == 0)
        #expect(animation.timeline.simpleDuration == 0.25)
    }

    @Test func theValueFollowsTheSpringInSecondsOfBasicTime() {
        let drop = SpringAnimation(keyPath: "y")
        drop.fromValue = 0.0
        drop.toValue = 640.0
        drop.duration = 5
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        for time in [0.1, 0.3, 0.5, 1.2] {
            let value = drop.value(at: time, underlyingValue: 0.0) as! Double
            #expect(abs(value - 640 * spring.progress(at: time)) < 1e-9, "at \(time)")
        }
    }

    // Core Animation's duration only says when the animation ends: the spring is not stretched to it.
    @Test func theDefaultDurationCutsTheSpringOffAfterAQuarterOfASecond() {
        let drop = SpringAnimation(keyPath: "y")
        drop.fromValue = 0.0
        drop.toValue = 100.0
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs((drop.value(at: 0.2, underlyingValue: 0.0) as! Double) - 100 * spring.progress(at: 0.2)) < 1e-9)
        #expect(drop.value(at: 0.25, underlyingValue: 0.0) == nil)
    }

    @Test func theInitialVelocityIsInDistancesPerSecondTowardTheTarget() {
        let throwBack = SpringAnimation(keyPath: "y")
        throwBack.fromValue = 0.0
        throwBack.toValue = 10.0
        throwBack.initialVelocity = -20
        throwBack.duration = 2
        // Moving away from the target first: negative progress just after the start.
        #expect((throwBack.value(at: 0.01, underlyingValue: 0.0) as! Double) < 0)
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs((throwBack.value(at: 0.4, underlyingValue: 0.0) as! Double) - 10 * spring.progress(at: 0.4, initialVelocity: -20)) < 1e-9)
    }

    // CASpringAnimation.settlingDuration's documentation: damping 5 settles in about 2.85 s.
    @Test func settlingDurationFollowsTheSpringsCoefficients() {
        let animation = SpringAnimation(keyPath: "position.x")
        animation.damping = 5
        #expect(abs(animation.settlingDuration - 2.85) < 0.01)
        animation.damping = 15
        #expect(animation.settlingDuration > 1 && animation.settlingDuration < 1.05)
        animation.duration = animation.settlingDuration
        #expect(animation.timeline.endTime == animation.settlingDuration)
    }

    // CASpringAnimation.allowsOverdamping: when false, an over-damped spring moves critically damped.
    @Test func anOverDampedSpringMovesCriticallyDampedUnlessOverdampingIsAllowed() {
        let animation = SpringAnimation(keyPath: "y")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 3
        animation.damping = 60
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(animation.spring == critical)
        #expect(abs((animation.value(at: 0.3, underlyingValue: 0.0) as! Double) - critical.progress(at: 0.3)) < 1e-12)
        animation.allowsOverdamping = true
        #expect(animation.spring == Spring(mass: 1, stiffness: 100, damping: 60))
        #expect(abs((animation.value(at: 0.3, underlyingValue: 0.0) as! Double) - animation.spring.progress(at: 0.3)) < 1e-12)
    }

    @Test func coefficientsOutOfRangeAreRefusedAndTheOldValueKept() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let animation = SpringAnimation(keyPath: "y")
        loop.withCurrent {
            animation.mass = 0
            animation.stiffness = -1
            animation.damping = .nan
            animation.initialVelocity = .infinity
        }
        #expect((animation.mass, animation.stiffness, animation.damping, animation.initialVelocity) == (1, 100, 10, 0))
        #expect(loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidAnimationTiming, count: 4))
        #expect(loop.diagnostics.collected.first?.message == "HeadlessKit refused mass = 0.0 on SpringAnimation(y): the mass must be finite and greater than 0. It stays 1.0.")
    }

    @Test func aCopyCarriesTheSpring() {
        let animation = SpringAnimation(keyPath: "y")
        animation.mass = 2
        animation.stiffness = 300
        animation.damping = 7
        animation.initialVelocity = 1.5
        animation.allowsOverdamping = true
        animation.toValue = 9.0
        let copy = animation.copy() as! SpringAnimation
        #expect((copy.mass, copy.stiffness, copy.damping, copy.initialVelocity, copy.allowsOverdamping) == (2, 300, 7, 1.5, true))
        #expect(copy.toValue as? Double == 9)
    }
}
