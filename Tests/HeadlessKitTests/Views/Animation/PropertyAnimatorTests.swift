import Foundation
import Testing
@testable import HeadlessKit

/// `UIViewPropertyAnimator`: completion with `.end` when it finishes, none after
/// `stopAnimation(true)`, the position given to `finishAnimation(at:)` after `stopAnimation(false)`,
/// none with `pausesOnCompletion`; scrubbing, reversing and the state machine. Frames are 60 per
/// second.
@MainActor @Suite struct PropertyAnimatorTests {
    let fixture = ViewFixture(ignoring: [.draw])

    final class Trace {
        var lines: [String] = []
    }

    func placedView() -> ViewNode {
        let view = fixture.view("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.window.addSubview(view)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        return view
    }

    func animator(_ view: ViewNode, trace: Trace) -> PropertyAnimator {
        let loop = fixture.loop
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            trace.lines.append("animations")
            view.center = CGPoint(x: 150, y: 50)
        }
        animator.addCompletion { trace.lines.append("completion \($0) @\(loop.mediaTime)") }
        return animator
    }

    @Test func aStartedAnimatorRunsItsAnimationsAndCompletesAtTheEnd() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(trace.lines == ["animations"])
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center == CGPoint(x: 150, y: 50))
        fixture.loop.run(for: .milliseconds(500))
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 50))
        #expect(animator.fractionComplete == 0.5)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations", "completion end @1.0"])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.position == view.center)
    }

    @Test func stoppingWithoutFinishingRunsNoCompletionAndKeepsTheViewWhereItIs() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        animator.startAnimation()
        fixture.loop.run(for: .milliseconds(250))
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center == CGPoint(x: 75, y: 50))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations"])
    }

    @Test func stoppingThenFinishingRunsTheCompletionWithTheGivenPosition() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        animator.startAnimation()
        fixture.loop.run(for: .milliseconds(250))
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(trace.lines == ["animations", "completion start @0.25"])
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(animator.state == .inactive)
    }

    @Test func anAnimatorThatPausesOnCompletionStaysActiveAndRunsNoCompletion() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations"])
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(view.layer.presentation()?.position == CGPoint(x: 150, y: 50))
    }

    @Test func scrubbingAPausedAnimatorMovesThePresentation() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.25
        #expect(view.layer.presentation()?.position == CGPoint(x: 75, y: 50))
        #expect(fixture.loop.runUntilIdle() == .idle)
        animator.startAnimation()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations", "completion end @0.75"])
    }

    @Test func aReversedAnimatorRunsBackAndEndsAtTheStart() {
        let view = placedView()
        let trace = Trace()
        let animator = animator(view, trace: trace)
        animator.startAnimation()
        fixture.loop.run(for: .milliseconds(250))
        animator.isReversed = true
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations", "completion start @0.5"])
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test func aRunningPropertyAnimatorStartsAfterItsDelay() {
        let view = placedView()
        let trace = Trace()
        let loop = fixture.loop
        let animator = PropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0.25, options: .curveLinear, animations: {
            view.alpha = 0
        }, completion: { trace.lines.append("completion \($0) @\(loop.mediaTime)") })
        #expect(animator.state == .active && animator.isRunning)
        fixture.loop.run(for: .milliseconds(250))
        #expect(view.layer.presentation()?.opacity == 1)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion end @0.5"])
    }

    @Test func aSpringAnimatorEndsOnItsTargetAtItsDuration() {
        let view = placedView()
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.7) { view.alpha = 0 }
        animator.startAnimation()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.mediaTime == 0.5)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    // Misuse: UIKit raises for finishAnimation(at:) on an animator that is not stopped.
    @Test func finishingAnAnimatorThatIsNotStoppedIsRefused() {
        let view = placedView()
        let animator = animator(view, trace: Trace())
        animator.startAnimation()
        animator.finishAnimation(at: .end)
        #expect(animator.state == .active)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.propertyAnimatorMisuse])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix(
            "finishAnimationAtPosition: should only be called on a stopped animator!") == true)
    }

    @Test func stoppingAnInactiveAnimatorIsRefused() {
        let view = placedView()
        let animator = animator(view, trace: Trace())
        fixture.loop.withCurrent { animator.stopAnimation(true) }
        #expect(animator.state == .inactive)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.propertyAnimatorMisuse])
    }

    @Test func addingAnimationsAfterFinishingIsRefused() {
        let view = placedView()
        let animator = animator(view, trace: Trace())
        animator.startAnimation()
        #expect(fixture.loop.runUntilIdle() == .idle)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 1)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.propertyAnimatorMisuse])
    }

    @Test func scrubbingARunningAnimatorIsRefused() {
        let view = placedView()
        let animator = animator(view, trace: Trace())
        animator.startAnimation()
        animator.fractionComplete = 0.5
        #expect(animator.fractionComplete == 0)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.propertyAnimatorMisuse])
    }
}
