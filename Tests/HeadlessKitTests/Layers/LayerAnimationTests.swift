import Foundation
import Testing
@testable import HeadlessKit

/// Animations attached to layers (`CALayer.add(_:forKey:)`): copies, keys, the presentation values
/// written on every frame, and the delegate's start and stop on the loop's clock. Frames are
/// 60 per second; at 0.25 s and 0.5 s the loop's media time is exact.
@MainActor @Suite struct LayerAnimationTests {
    let fixture = ViewFixture()
    let recorder = Recorder()

    @MainActor
    final class Recorder: AnimationDelegate {
        var lines: [String] = []
        weak var loop: MainRunLoop?
        weak var layer: Layer?

        func animationDidStart(_ anim: Animation) { lines.append("start @\(loop?.mediaTime ?? -1)") }
        func animationDidStop(_ anim: Animation, finished flag: Bool) {
            lines.append("stop \(flag) @\(loop?.mediaTime ?? -1) keys \(layer?.animationKeys() ?? [])")
        }
    }

    init() {
        recorder.loop = fixture.loop
    }

    /// A standalone layer in the fixture's window, so that it belongs to the fixture's loop.
    func layerInWindow() -> Layer {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        fixture.window.layer.addSublayer(layer)
        recorder.layer = layer
        return layer
    }

    func slide(to x: CGFloat = 100, duration: Double = 1) -> BasicAnimation {
        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = CGFloat(0)
        slide.toValue = x
        slide.duration = duration
        slide.delegate = recorder
        return slide
    }

    @Test func addingAttachesACopyUnderItsKeyAndLeavesTheModelAlone() {
        let layer = layerInWindow()
        let slide = slide()
        layer.add(slide, forKey: "slide")
        #expect(layer.animationKeys() == ["slide"])
        #expect(layer.animation(forKey: "slide") !== slide)
        #expect((layer.animation(forKey: "slide") as? BasicAnimation)?.toValue as? CGFloat == 100)
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func thePresentationShowsTheValueWrittenOnTheLatestFrame() {
        let layer = layerInWindow()
        layer.add(slide(), forKey: "slide")
        #expect(layer.presentation()?.position == CGPoint(x: 0, y: 5))
        fixture.loop.run(for: .milliseconds(500))
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 5))
        #expect(layer.position == CGPoint(x: 5, y: 5))
    }

    // CAAnimation.isRemovedOnCompletion: "the animation is removed from the target layer's
    // animations upon completion" — before the delegate hears it stopped.
    @Test func aFinishedAnimationIsRemovedBeforeItsDelegateHearsItStopped() {
        let layer = layerInWindow()
        layer.add(slide(), forKey: "slide")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["start @\(1.0 / 60)", "stop true @1.0 keys []"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == layer.position)
    }

    @Test func anAnimationKeptOnCompletionWithAForwardsFillHoldsItsFinalValue() {
        let layer = layerInWindow()
        let slide = slide()
        slide.isRemovedOnCompletion = false
        slide.fillMode = .forwards
        layer.add(slide, forKey: "slide")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["start @\(1.0 / 60)", "stop true @1.0 keys [\"slide\"]"])
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 5))
        layer.removeAnimation(forKey: "slide")
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines.count == 2)
    }

    @Test func removingAnAnimationRestoresThePresentationAtOnceAndTellsTheDelegateInTheNextTurn() {
        let layer = layerInWindow()
        layer.add(slide(), forKey: "slide")
        fixture.loop.run(for: .milliseconds(250))
        layer.removeAnimation(forKey: "slide")
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        #expect(recorder.lines == ["start @\(1.0 / 60)"])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["start @\(1.0 / 60)", "stop false @0.25 keys []"])
    }

    @Test func anAnimationRemovedBeforeItsFirstFrameNeverStarts() {
        let layer = layerInWindow()
        layer.add(slide(), forKey: "slide")
        layer.removeAllAnimations()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["stop false @0.0 keys []"])
    }

    // CALayer.add(_:forKey:): "Any existing animation with the same key is replaced."
    @Test func addingUnderATakenKeyReplacesTheAnimationThere() {
        let layer = layerInWindow()
        layer.add(slide(to: 100), forKey: "slide")
        layer.add(slide(to: 200), forKey: "slide")
        #expect(layer.animationKeys() == ["slide"])
        fixture.loop.run(for: .milliseconds(500))
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 5))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["stop false @0.0 keys [\"slide\"]", "start @\(1.0 / 60)", "stop true @1.0 keys []"])
    }

    @Test func laterAnimationsOfOneKeyPathApplyOverEarlierOnes() {
        let layer = layerInWindow()
        let nudge = BasicAnimation(keyPath: "position.x")
        nudge.fromValue = CGFloat(0)
        nudge.toValue = CGFloat(10)
        nudge.isAdditive = true
        nudge.duration = 1
        layer.add(slide(), forKey: nil)
        layer.add(nudge, forKey: "nudge")
        #expect(layer.animationKeys() == ["nudge"])
        fixture.loop.run(for: .milliseconds(500))
        // The slide's 50 beneath, plus the additive nudge's halfway 5.
        #expect(layer.presentation()?.position.x == 55)
    }

    @Test func aViewsLayerAnimatesTheViewsValuesWithoutChangingThem() {
        let view = fixture.view("view", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fixture.window.addSubview(view)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = Float(0)
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        fixture.loop.run(for: .milliseconds(250))
        #expect(view.layer.presentation()?.opacity == 0.75)
        #expect(view.alpha == 1)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.layer.presentation()?.opacity == 1)
    }

    @Test func anAnimationAtSpeedZeroIsHeldAndKeepsNoClockRunning() {
        let layer = layerInWindow()
        let held = slide()
        held.speed = 0
        held.timeOffset = 0.25
        layer.add(held, forKey: "held")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(layer.presentation()?.position == CGPoint(x: 25, y: 5))
        #expect(layer.animationKeys() == ["held"])
        #expect(recorder.lines.isEmpty)
    }

    @Test func aTransformScaleKeyPathScalesTheModelTransform() {
        let layer = layerInWindow()
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        fixture.loop.run(for: .milliseconds(500))
        #expect(layer.presentation()?.transform == Transform3D(scaleX: 2, y: 2, z: 2))
    }

    // Misuse: (chosen) Core Animation has no message for these.
    @Test func anAnimationWithoutAKeyPathIsRefused() {
        let layer = layerInWindow()
        layer.add(BasicAnimation(), forKey: "nothing")
        #expect(layer.animationKeys() == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidLayerAnimation])
    }

    @Test func anUnknownKeyPathIsRefused() {
        let layer = layerInWindow()
        layer.add(BasicAnimation(keyPath: "wobble"), forKey: "wobble")
        layer.add(BasicAnimation(keyPath: "position.width"), forKey: "width")
        #expect(layer.animationKeys() == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidLayerAnimation, .invalidLayerAnimation])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix(
            "HeadlessKit refused add(BasicAnimation(wobble), forKey: \"wobble\")") == true)
    }

    @Test func aNonFiniteValueIsRefused() {
        let layer = layerInWindow()
        let slide = slide()
        slide.toValue = CGPoint(x: CGFloat.nan, y: 0)
        slide.keyPath = "position"
        layer.add(slide, forKey: "slide")
        let keyframes = KeyframeAnimation(keyPath: "opacity")
        keyframes.values = [Float(0), Float.infinity]
        layer.add(keyframes, forKey: "keyframes")
        #expect(layer.animationKeys() == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidLayerAnimation, .invalidLayerAnimation])
    }

    /// A layer that moved into another loop's window and then loses its animation stops it on
    /// the loop it runs on: that loop goes idle, and the other loop's own animations keep their
    /// frames (each loop's clock counts only its own animations).
    @Test func removingAnAnimationOfALayerMovedToAnotherLoopStopsItOnItsOwnLoop() {
        let layer = layerInWindow()
        layer.add(slide(), forKey: "slide")
        let other = ViewFixture()
        let resident = Layer()
        resident.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        other.window.layer.addSublayer(resident)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(0)
        fade.toValue = Float(1)
        fade.duration = 1
        resident.add(fade, forKey: "fade")

        other.window.layer.addSublayer(layer)
        layer.removeAllAnimations()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["stop false @0.0 keys []"])
        other.loop.run(for: .milliseconds(500))
        #expect(resident.presentation()?.opacity == 0.5)
        #expect(other.loop.runUntilIdle() == .idle)
        #expect(other.loop.mediaTime == 1.0)
    }
}
