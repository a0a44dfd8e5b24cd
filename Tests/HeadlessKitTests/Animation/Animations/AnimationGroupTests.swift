import Foundation
import Testing
@testable import HeadlessKit

/// CAAnimationGroup: its animations in its time space; and CATransition, recorded.
@MainActor
@Suite struct AnimationGroupTests {
    private func basic(_ keyPath: String, to: Double, begin: Double = 0, duration: Double) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: keyPath)
        animation.toValue = to
        animation.beginTime = begin
        animation.duration = duration
        return animation
    }

    @Test func childrenBeginAndRunInTheGroupsTime() {
        let group = AnimationGroup()
        group.beginTime = 10
        group.duration = 1
        group.animations = [basic("x", to: 100, begin: 0.5, duration: 0.5)]
        #expect(group.value(forKeyPath: "x", at: 10.25, underlyingValue: 0.0) == nil)
        #expect(group.value(forKeyPath: "x", at: 10.75, underlyingValue: 0.0) as? Double == 50)
    }

    @Test func theGroupsSpeedAndTimingFunctionWarpItsChildrensTime() {
        let group = AnimationGroup()
        group.duration = 2
        group.speed = 2
        group.animations = [basic("x", to: 8, duration: 2)]
        #expect(group.value(forKeyPath: "x", at: 0.5, underlyingValue: 0.0) as? Double == 4)
        group.speed = 1
        group.timingFunction = MediaTimingFunction(name: .easeIn)
        let paced = MediaTimingFunction(name: .easeIn).value(at: 0.25) * 2
        #expect(abs((group.value(forKeyPath: "x", at: 0.5, underlyingValue: 0.0) as! Double) - 8 * paced / 2) < 1e-12)
    }

    // A group whose duration is 0 lasts 0.25 s, like any animation, and cuts longer children short.
    @Test func aGroupWithTheDefaultDurationCutsItsChildrenOffAtAQuarterOfASecond() {
        let group = AnimationGroup()
        group.animations = [basic("x", to: 10, duration: 1)]
        #expect(group.value(forKeyPath: "x", at: 0.2, underlyingValue: 0.0) as? Double == 2)
        #expect(group.value(forKeyPath: "x", at: 0.3, underlyingValue: 0.0) == nil)
    }

    @Test func childrenOfTheSameKeyPathApplyInOrderOverEachOther() {
        let group = AnimationGroup()
        group.duration = 1
        let nudge = BasicAnimation(keyPath: "x")
        nudge.fromValue = 0.0
        nudge.toValue = 1.0
        nudge.isAdditive = true
        nudge.duration = 1
        group.animations = [basic("x", to: 10, duration: 1), nudge, basic("y", to: 5, duration: 1)]
        #expect(group.value(forKeyPath: "x", at: 0.5, underlyingValue: 0.0) as? Double == 5.5)
        #expect(group.value(forKeyPath: "z", at: 0.5, underlyingValue: 0.0) == nil)
        #expect(group.keyPaths == ["x", "y"])
    }

    @Test func nestedGroupsAreTheParentsOfTheirOwnChildren() {
        let inner = AnimationGroup()
        inner.beginTime = 0.5
        inner.duration = 1
        inner.animations = [basic("x", to: 10, duration: 1)]
        let outer = AnimationGroup()
        outer.duration = 2
        outer.animations = [inner]
        #expect(outer.value(forKeyPath: "x", at: 1, underlyingValue: 0.0) as? Double == 5)
        #expect(outer.keyPaths == ["x"])
    }

    @Test func aCopiedGroupHasCopiesOfItsAnimations() {
        let child = basic("x", to: 10, duration: 1)
        let group = AnimationGroup()
        group.animations = [child]
        let copy = group.copy() as! AnimationGroup
        #expect(copy.animations?.count == 1)
        #expect(copy.animations?.first !== child)
        child.toValue = 99.0
        #expect((copy.animations?.first as? BasicAnimation)?.toValue as? Double == 10)
    }

    // MARK: - Transition

    @Test func aTransitionRecordsItsKindAndDirectionAndReportsItsProgress() {
        let push = Transition()
        #expect(push.type == .fade)
        #expect(push.subtype == nil)
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.5
        push.startProgress = 0.2
        push.endProgress = 0.6
        #expect(abs(push.progress(at: 0.25)! - 0.4) < 1e-6)
        #expect(push.progress(at: 0.5) == nil)
        let copy = push.copy() as! Transition
        #expect((copy.type, copy.subtype, copy.startProgress, copy.endProgress) == (.push, .fromRight, 0.2, 0.6))
    }

    @Test func aTransitionsProgressOutsideZeroToOneIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let fade = Transition()
        loop.withCurrent { fade.endProgress = 1.5 }
        #expect(fade.endProgress == 1)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidAnimationTiming])
    }
}
