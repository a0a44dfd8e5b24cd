import Foundation
import Testing
@testable import HeadlessKit

/// CAAnimation: defaults, copies, the retained delegate, keyed values, and refused timing values.
@MainActor
@Suite struct AnimationTests {
    final class Listener: AnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ anim: Animation) { heard.append("start \(anim)") }
        func animationDidStop(_ anim: Animation, finished flag: Bool) { heard.append("stop \(anim) \(flag)") }
    }

    // CAMediaTiming's and CAAnimation's documented defaults.
    @Test func theDefaultsAreCoreAnimations() {
        let animation = BasicAnimation()
        #expect(animation.beginTime == 0 && animation.duration == 0 && animation.timeOffset == 0)
        #expect(animation.speed == 1 && animation.repeatCount == 0 && animation.repeatDuration == 0)
        #expect(animation.autoreverses == false)
        #expect(animation.fillMode == .removed)
        #expect(animation.timingFunction == nil)
        #expect(animation.isRemovedOnCompletion == true)
        #expect(animation.delegate == nil)
        #expect(animation.keyPath == nil && !animation.isAdditive && !animation.isCumulative)
    }

    // Core Animation copies an animation when it is added to a layer.
    @Test func aCopyIsIndependentAndOfTheSameClass() {
        let original = BasicAnimation(keyPath: "opacity")
        original.beginTime = 2
        original.duration = 3
        original.speed = 0.5
        original.timeOffset = 0.25
        original.repeatCount = 4
        original.repeatDuration = 7
        original.autoreverses = true
        original.fillMode = .both
        original.timingFunction = MediaTimingFunction(name: .easeOut)
        original.isRemovedOnCompletion = false
        original.isAdditive = true
        original.isCumulative = true
        original.fromValue = 0.0
        original.toValue = 1.0
        original.byValue = 0.5
        original.setValue("tag", forKey: "name")
        let copy = original.copy() as! BasicAnimation
        #expect(copy !== original)
        #expect(copy.timeline == original.timeline)
        #expect(copy.timingFunction === original.timingFunction)
        #expect(copy.isRemovedOnCompletion == false && copy.isAdditive && copy.isCumulative)
        #expect(copy.keyPath == "opacity")
        #expect((copy.fromValue as? Double, copy.toValue as? Double, copy.byValue as? Double) == (0, 1, 0.5))
        #expect(copy.value(forKey: "name") as? String == "tag")
        original.duration = 9
        #expect(copy.duration == 3)
    }

    final class Marked: BasicAnimation {
        var mark = 0
        override func copy() -> Any {
            let copy = super.copy() as! Marked
            copy.mark = mark
            return copy
        }
    }

    @Test func aSubclassCopyKeepsItsClassAndCopiesItsOwnState() {
        let original = Marked(keyPath: "x")
        original.mark = 7
        let copy = original.copy() as! Marked
        #expect(copy.mark == 7 && copy.keyPath == "x")
    }

    // CAAnimation.delegate's documentation: "The delegate object is retained by the receiver."
    @Test func anAnimationRetainsItsDelegateAndItsCopySharesIt() {
        let animation = BasicAnimation()
        weak var released: Listener?
        do {
            let listener = Listener()
            released = listener
            animation.delegate = listener
        }
        #expect(released != nil)
        let copy = animation.copy() as! Animation
        #expect(copy.delegate === released)
        animation.delegate = nil
        #expect(released != nil)
        copy.delegate = nil
        #expect(released == nil)
    }

    @Test func valuesStoredUnderAKeyReadBackAndNilRemovesThem() {
        let animation = Animation()
        animation.setValue(3, forKey: "step")
        #expect(animation.value(forKey: "step") as? Int == 3)
        animation.setValue(nil, forKey: "step")
        #expect(animation.value(forKey: "step") == nil)
    }

    @Test func theDescriptionNamesTheClassAndKeyPath() {
        #expect(BasicAnimation(keyPath: "position").description == "BasicAnimation(position)")
        #expect(AnimationGroup().description == "AnimationGroup")
    }

    // (chosen) Core Animation documents no check on its timing values.
    @Test(arguments: ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration"])
    func timingValuesThatCannotBeUsedAreRefusedAndTheOldValueKept(property: String) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let animation = BasicAnimation(keyPath: "x")
        let before = animation.timeline
        loop.withCurrent {
            switch property {
            case "beginTime": animation.beginTime = .infinity
            case "duration": animation.duration = -1
            case "speed": animation.speed = .nan
            case "timeOffset": animation.timeOffset = -.infinity
            case "repeatCount": animation.repeatCount = .nan
            default: animation.repeatDuration = -2
            }
        }
        #expect(animation.timeline == before)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidAnimationTiming])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix("HeadlessKit refused \(property) = ") == true)
    }

    @Test func repeatingForeverIsNotARefusal() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let animation = Animation()
        loop.withCurrent {
            animation.repeatCount = .infinity
            animation.repeatDuration = .infinity
        }
        #expect(animation.repeatCount == .infinity && animation.repeatDuration == .infinity)
        #expect(loop.diagnostics.collected.isEmpty)
    }
}
