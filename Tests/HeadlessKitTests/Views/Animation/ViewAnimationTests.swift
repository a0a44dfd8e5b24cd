import Foundation
import Testing
@testable import HeadlessKit

/// `UIView.animate(withDuration:…)`: the closure runs inside the call, model values change at
/// once, the layer animates from the presentation value, and the completion runs after the
/// duration on the loop's clock (next turn for a zero duration). Frames are 60 per second.
@MainActor @Suite struct ViewAnimationTests {
    let fixture = ViewFixture(ignoring: [.draw])
    var trace: [String] = []

    /// A view in the fixture's window, settled.
    func placedView(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> ViewNode {
        let view = fixture.view("view", frame: frame)
        fixture.window.addSubview(view)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        return view
    }

    final class Trace {
        var lines: [String] = []
    }

    // UIView.animate(withDuration:animations:completion:): "changes … are made immediately";
    // "completion … called when the animation sequence ends".
    @Test func theClosureRunsInsideTheCallAndTheCompletionAfterTheDuration() {
        let view = placedView()
        let trace = Trace()
        let loop = fixture.loop
        trace.lines.append("before")
        ViewNode.animate(withDuration: 0.5, animations: {
            trace.lines.append("animations")
            view.alpha = 0
        }, completion: { finished in
            trace.lines.append("completion \(finished) @\(loop.mediaTime)")
        })
        trace.lines.append("after alpha \(view.alpha)")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["before", "animations", "after alpha 0.0", "completion true @0.5"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    @Test func aChangedPropertyAnimatesFromThePresentationValueToTheModelValue() {
        let view = placedView()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
        })
        #expect(view.layer.animationKeys() == ["position"])
        let animation = view.layer.animation(forKey: "position") as? BasicAnimation
        #expect(animation?.fromValue as? CGPoint == CGPoint(x: 50, y: 50))
        #expect(animation?.toValue as? CGPoint == CGPoint(x: 150, y: 50))
        fixture.loop.run(for: .milliseconds(500))
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 50))
        #expect(view.center == CGPoint(x: 150, y: 50))
    }

    @Test func aFrameChangeAnimatesBoundsAndPosition() {
        let view = placedView()
        ViewNode.animate(withDuration: 0.25) {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        }
        #expect(view.layer.animationKeys() == ["bounds", "position"])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.mediaTime == 0.25)
        #expect(view.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aZeroDurationRunsTheCompletionAtTheStartOfTheNextTurnWithoutAnimating() {
        let view = placedView()
        let trace = Trace()
        fixture.loop.perform {
            ViewNode.animate(withDuration: 0, animations: {
                view.alpha = 0.5
                view.setNeedsLayout()
            }, completion: { trace.lines.append("completion \($0)") })
            trace.lines.append("returned")
        }
        fixture.loop.addObserver(activities: .beforeTimers) { _ in trace.lines.append("turn") }
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.layer.animationKeys() == nil)
        #expect(fixture.lines(for: .layoutSubviews) == ["view.layoutSubviews()"])
        #expect(trace.lines == ["turn", "returned", "turn", "completion true"])
    }

    // A layout change inside the closure animates only when layoutIfNeeded() runs there.
    @Test func layoutIfNeededInsideTheClosureLaysOutThereAndAnimatesTheNewFrames() {
        final class Panel: ViewNode {
            let child = ViewNode()
            var width: CGFloat = 50
            var onLayout: () -> Void = {}
            override func layoutSubviews() {
                onLayout()
                child.frame = CGRect(x: 0, y: 0, width: width, height: 10)
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(panel.child)
        fixture.window.addSubview(panel)
        fixture.settleAndClearLog()
        let trace = Trace()
        panel.onLayout = { trace.lines.append("layoutSubviews") }
        ViewNode.animate(withDuration: 0.5, animations: {
            trace.lines.append("animations")
            panel.width = 80
            panel.setNeedsLayout()
            panel.layoutIfNeeded()
            trace.lines.append("animations end")
        }, completion: { trace.lines.append("completion \($0)") })
        #expect(trace.lines == ["animations", "layoutSubviews", "animations end"])
        #expect(panel.child.layer.animationKeys() == ["bounds", "position"])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations", "layoutSubviews", "animations end", "completion true"])
    }

    @Test func setNeedsLayoutInsideTheClosureLaysOutInTheNextCommitUnanimated() {
        final class Panel: ViewNode {
            let child = ViewNode()
            var width: CGFloat = 50
            var onLayout: () -> Void = {}
            override func layoutSubviews() {
                onLayout()
                child.frame = CGRect(x: 0, y: 0, width: width, height: 10)
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(panel.child)
        fixture.window.addSubview(panel)
        fixture.settleAndClearLog()
        let trace = Trace()
        panel.onLayout = { trace.lines.append("layoutSubviews") }
        // Nothing animatable changes in the closure: the completion's loop is the current one.
        fixture.loop.withCurrent {
            ViewNode.animate(withDuration: 0.5, animations: {
                trace.lines.append("animations")
                panel.width = 80
                panel.setNeedsLayout()
            }, completion: { trace.lines.append("completion \($0)") })
        }
        trace.lines.append("returned")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["animations", "returned", "layoutSubviews", "completion true"])
        #expect(panel.child.frame.width == 80)
        #expect(panel.child.layer.animationKeys() == nil)
        #expect(fixture.loop.mediaTime == 0.5)
    }

    @Test func aDelayedAnimationHoldsTheOldValueUntilItBegins() {
        let view = placedView()
        let loop = fixture.loop
        let trace = Trace()
        ViewNode.animate(withDuration: 0.25, delay: 0.25, options: .curveLinear, animations: {
            view.alpha = 0
        }, completion: { trace.lines.append("completion \($0) @\(loop.mediaTime)") })
        #expect(view.layer.presentation()?.opacity == 1)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion true @0.5"])
    }

    @Test func aSecondAnimationOfOnePropertyStartsFromWhereTheFirstIsAndBothComplete() {
        let view = placedView()
        let trace = Trace()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                         completion: { trace.lines.append("first \($0)") })
        fixture.loop.run(for: .milliseconds(500))
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                         completion: { trace.lines.append("second \($0)") })
        #expect(view.layer.animationKeys() == ["opacity", "opacity-2"])
        #expect((view.layer.animation(forKey: "opacity-2") as? BasicAnimation)?.fromValue as? Float == 0.5)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["first true", "second true"])
        #expect(fixture.loop.mediaTime == 1.5)
    }

    @Test func removingTheAnimationsCompletesWithFalse() {
        let view = placedView()
        let trace = Trace()
        ViewNode.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { trace.lines.append("completion \($0)") })
        view.layer.removeAllAnimations()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion false"])
    }

    @Test func performWithoutAnimationMakesItsChangesUnanimatedInsideABlock() {
        let view = placedView()
        ViewNode.animate(withDuration: 1) {
            view.alpha = 0.5
            ViewNode.performWithoutAnimation { view.center = CGPoint(x: 10, y: 10) }
        }
        #expect(view.layer.animationKeys() == ["opacity"])
    }

    @Test func animationsDisabledOnTheLoopMakeChangesUnanimatedAndStillComplete() {
        let view = placedView()
        let trace = Trace()
        fixture.loop.withCurrent { ViewNode.setAnimationsEnabled(false) }
        #expect(fixture.loop.withCurrent { ViewNode.areAnimationsEnabled } == false)
        #expect(ViewNode.areAnimationsEnabled)
        ViewNode.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { trace.lines.append("completion \($0)") })
        #expect(view.layer.animationKeys() == nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion true"])
    }

    @Test func aSpringAnimationSettlesOnTheNewValueInItsDuration() {
        let view = placedView()
        ViewNode.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            view.center = CGPoint(x: 150, y: 50)
        })
        #expect(view.layer.animation(forKey: "position") is SpringAnimation)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.mediaTime == 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 150, y: 50))
    }

    @Test func keyframesBecomeOneKeyframeAnimationPerProperty() {
        let view = placedView()
        ViewNode.animateKeyframes(withDuration: 1, delay: 0, animations: {
            ViewNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            ViewNode.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
        })
        let animation = view.layer.animation(forKey: "opacity") as? KeyframeAnimation
        #expect(animation?.values?.compactMap { $0 as? Float } == [1, 0.5, 0, 0])
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.75, 1])
        fixture.loop.run(for: .milliseconds(250))
        #expect(view.layer.presentation()?.opacity == 0.75)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.layer.presentation()?.opacity == 0)
    }

    @Test func aTransitionRunsOnTheViewsLayerAndCompletesAfterIt() {
        let view = placedView()
        let trace = Trace()
        ViewNode.transition(with: view, duration: 0.25, options: .transitionCrossDissolve, animations: {
            view.backgroundColor = .black
        }, completion: { trace.lines.append("completion \($0)") })
        #expect(view.layer.animationKeys() == ["transition"])
        #expect((view.layer.animation(forKey: "transition") as? Transition)?.type == .fade)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion true"])
        #expect(fixture.loop.mediaTime == 0.25)
    }

    @Test func aNonFiniteDurationIsRefusedAndTheChangesAreMadeUnanimated() {
        let view = placedView()
        let trace = Trace()
        fixture.loop.withCurrent {
            ViewNode.animate(withDuration: .infinity, animations: { view.alpha = 0 }, completion: { trace.lines.append("completion \($0)") })
        }
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidViewAnimation])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(trace.lines == ["completion true"])
    }

    @Test func aKeyframeOutsideAKeyframeBlockIsRefusedAndRunsUnanimated() {
        let view = placedView()
        fixture.loop.withCurrent {
            ViewNode.animate(withDuration: 1) {
                ViewNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            }
        }
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidViewAnimation])
    }

    // Found by the random-operation tester: a layer animation's stop handler held its loop.
    @Test func aLoopReleasedWithViewAnimationsAndAnimatorsInFlightIsFreed() {
        weak var released: MainRunLoop?
        do {
            let loop = MainRunLoop()
            let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
            let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            ViewNode.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
                view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            }, completion: { _ in })
            PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }.startAnimation()
            loop.runOnce()
            released = loop
        }
        #expect(released == nil)
    }

    @Test func aLoopReleasedWithAnimationsInFlightFreesTheAnimatedViewItsLayerAndItsMask() {
        weak var releasedView: ViewNode?
        weak var releasedLayer: Layer?
        weak var releasedMask: Layer?
        do {
            let loop = MainRunLoop()
            let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
            let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            ViewNode.animate(withDuration: 1) { view.center = CGPoint(x: 50, y: 50) }
            let mask = Layer()
            view.layer.mask = mask
            loop.runOnce()
            view.removeFromSuperview()
            (releasedView, releasedLayer, releasedMask) = (view, view.layer, mask)
        }
        #expect(releasedView == nil)
        #expect(releasedLayer == nil)
        #expect(releasedMask == nil)
    }
}
