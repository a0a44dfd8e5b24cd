import Foundation
import Testing
@testable import HeadlessKit

/// The rules between recognizers and views, with full logs: who hears of a touch first, what
/// delaying and cancelling do, failure requirements, the delegate, and when actions run.
@MainActor
@Suite struct RecognizerOrderingTests {
    /// UIKit (tap recognized, defaults): recognizer.touchesBegan → view.touchesBegan →
    /// recognizer.touchesEnded → action → view.touchesCancelled; reset() after the gesture.
    @Test func aRecognizedTapCancelsTheViewsTouchAfterItsAction() {
        let stage = TouchStage()
        stage.tap()
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == [
            "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap.action(ended)", "view.touchesCancelled",
            "tap.reset",
        ])
    }

    /// UIKit: cancelsTouchesInView = false — the view keeps its touch and gets touchesEnded
    /// (released when the tap recognized, before the action runs in the gesture slot).
    @Test func notCancellingTouchesLetsTheViewEndItsTouch() {
        let stage = TouchStage()
        stage.tap().cancelsTouchesInView = false
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == [
            "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "view.touchesEnded", "tap.action(ended)", "tap.reset",
        ])
    }

    /// UIKit: cancelsTouchesInView = false with a pan — the view's moves interleave with the actions.
    @Test func notCancellingTouchesInterleavesAPansActionsWithTheViewsMoves() {
        let stage = TouchStage()
        let pan = LoggingPan { stage.log.add("pan.action(\($0.state))") }
        pan.log = stage.log
        pan.cancelsTouchesInView = false
        stage.view.addGestureRecognizer(pan)
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        stage.window.performTouches([[p(100)], [p(112)], [p(120)], [p(120)]])
        #expect(stage.log.entries == [
            "pan.touchesBegan", "view.touchesBegan",
            "pan.touchesMoved", "view.touchesMoved", "pan.action(began)",
            "pan.touchesMoved", "view.touchesMoved", "pan.action(changed)",
            "pan.touchesEnded", "view.touchesEnded", "pan.action(ended)",
        ])
    }

    /// UIKit: delaysTouchesBegan = true and the tap recognizes — the view hears nothing at all.
    @Test func delayingTouchesBeganHidesARecognizedTapFromTheView() {
        let stage = TouchStage()
        stage.tap().delaysTouchesBegan = true
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["tap.touchesBegan", "tap.touchesEnded", "tap.action(ended)", "tap.reset"])
    }

    /// UIKit: delaysTouchesBegan = true and the tap fails — the view gets the delayed
    /// touchesBegan, then the rest.
    @Test func delayingTouchesBeganReplaysThemWhenTheTapFails() {
        let stage = TouchStage()
        stage.tap().delaysTouchesBegan = true
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        stage.window.performTouches([[p(100)], [p(105)], [p(120)], [p(130)], [p(130)]])
        #expect(stage.log.entries == [
            "tap.touchesBegan", "tap.touchesMoved", "tap.touchesMoved", "view.touchesBegan",
            "view.touchesMoved", "view.touchesEnded", "tap.reset",
        ])
    }

    /// UIKit: delaysTouchesEnded (the default) withholds the lift while a double-tap recognizer
    /// may still recognize; when it fails, the view gets touchesEnded.
    @Test func delayedTouchesEndedArriveWhenTheRecognizerFails() {
        let stage = TouchStage()
        stage.tap("double", taps: 2)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["double.touchesBegan", "view.touchesBegan", "double.touchesEnded"])
        stage.loop.runUntilIdle()
        #expect(stage.log.entries == [
            "double.touchesBegan", "view.touchesBegan", "double.touchesEnded", "view.touchesEnded", "double.reset",
        ])
    }

    /// UIKit: delaysTouchesEnded = false — the view gets touchesEnded at the lift.
    @Test func notDelayingTouchesEndedDeliversTheLiftAtOnce() {
        let stage = TouchStage()
        stage.tap("double", taps: 2).delaysTouchesEnded = false
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["double.touchesBegan", "view.touchesBegan", "double.touchesEnded", "view.touchesEnded"])
        stage.loop.runUntilIdle()
        #expect(stage.log.entries.last == "double.reset")
    }

    /// UIKit: single.require(toFail: double) and one tap — the single tap's action waits until
    /// the double tap fails, 350 ms after the lift on the loop clock.
    @Test func aSingleTapWaitingForADoubleTapActsWhenTheDoubleTapFails() {
        let stage = TouchStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == [
            "single.touchesBegan", "double.touchesBegan", "view.touchesBegan",
            "single.touchesEnded", "double.touchesEnded",
        ])
        stage.log.entries.removeAll()
        stage.loop.run(for: .milliseconds(349))
        #expect(stage.log.entries.isEmpty)
        stage.loop.run(for: .milliseconds(1))
        #expect(stage.log.entries == ["single.action(ended)", "view.touchesCancelled", "single.reset", "double.reset"])
    }

    /// UIKit: single.require(toFail: double) and a double tap — only the double tap acts; the
    /// single tap fails.
    @Test func aDoubleTapPreventsTheSingleTapThatWaitsForIt() {
        let stage = TouchStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        stage.window.doubleTap(at: CGPoint(x: 50, y: 50))
        stage.loop.runUntilIdle()
        #expect(stage.log.entries == [
            "single.touchesBegan", "double.touchesBegan", "view.touchesBegan", "single.touchesEnded", "double.touchesEnded",
            "single.touchesBegan", "double.touchesBegan", "view.touchesBegan", "single.touchesEnded", "double.touchesEnded",
            "double.action(ended)", "view.touchesCancelled", "single.reset", "double.reset",
        ])
    }

    /// UIKit: the delegate's gestureRecognizerShouldBegin(_:) returning false fails the
    /// recognizer when it would recognize; the view ends its touch normally.
    @Test func aDelegateRefusingToBeginFailsTheRecognizer() {
        let stage = TouchStage()
        let tap = stage.tap()
        let delegate = ScriptedDelegate()
        delegate.log = stage.log
        delegate.shouldBegin = false
        tap.delegate = delegate
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == [
            "delegate.shouldReceive", "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "delegate.shouldBegin",
            "view.touchesEnded", "tap.reset",
        ])
    }

    /// UIKit: gestureRecognizer(_:shouldReceive:) returning false — the recognizer gets
    /// nothing of the touch.
    @Test func aDelegateRefusingATouchKeepsItFromTheRecognizer() {
        let stage = TouchStage()
        let tap = stage.tap()
        let delegate = ScriptedDelegate()
        delegate.log = stage.log
        delegate.shouldReceive = false
        tap.delegate = delegate
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == ["delegate.shouldReceive", "view.touchesBegan", "view.touchesEnded"])
    }

    /// UIKit: two taps on one view — without the delegate the first to recognize prevents the
    /// other; with shouldRecognizeSimultaneouslyWith both act.
    @Test func recognizingSimultaneouslyLetsBothTapsAct() {
        let stage = TouchStage()
        let first = stage.tap("first")
        stage.tap("second")
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries.filter { $0.contains("action") } == ["first.action(ended)"])
        stage.log.entries.removeAll()
        let delegate = ScriptedDelegate()
        delegate.simultaneously = true
        first.delegate = delegate
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries == [
            "first.touchesBegan", "second.touchesBegan", "view.touchesBegan", "first.touchesEnded", "second.touchesEnded",
            "first.action(ended)", "view.touchesCancelled", "second.action(ended)", "first.reset", "second.reset",
        ])
    }

    /// UIKit: the delegate's shouldRequireFailureOf makes a recognizer wait like require(toFail:).
    @Test func aDelegateRequiringFailureMakesTheRecognizerWait() {
        let stage = TouchStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        let delegate = ScriptedDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(!stage.log.entries.contains("single.action(ended)"))
        stage.loop.run(for: .milliseconds(350))
        #expect(stage.log.entries.contains("single.action(ended)"))
    }

    /// UIKit: the other side's shouldBeRequiredToFailBy works the same way.
    @Test func aDelegateBeingRequiredToFailMakesTheOtherWait() {
        let stage = TouchStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        let delegate = ScriptedDelegate()
        delegate.requiredToFailBy = single
        double.delegate = delegate
        stage.window.doubleTap(at: CGPoint(x: 50, y: 50))
        stage.loop.runUntilIdle()
        #expect(stage.log.entries.filter { $0.contains("action") } == ["double.action(ended)"])
    }

    /// UIKit's state machine: a discrete recognizer goes possible → recognized; a continuous
    /// one began → changed → ended, each state sent to the actions.
    @Test func discreteAndContinuousRecognizersSendTheirStatesInOrder() {
        let stage = TouchStage()
        let tap = TapGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        tap.addAction { states.append($0.state) }
        stage.view.addGestureRecognizer(tap)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(states == [.recognized])
        stage.view.removeGestureRecognizer(tap)
        states.removeAll()
        let press = LongPressGestureRecognizer { states.append($0.state) }
        stage.view.addGestureRecognizer(press)
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        stage.window.performTouches([[p(100)]] + Array(repeating: nil, count: 35) + [[p(150)], [p(150)]])
        #expect(states == [.began, .changed, .ended])
    }

    /// A recognizer that asks for a transition UIKit does not allow is refused with
    /// invalidGestureStateTransition and keeps its state.
    @Test func anInvalidTransitionIsRefusedAndTheStateStays() {
        final class Confused: GestureRecognizer {
            var asked: [State] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                state = .changed
                asked.append(state)
                state = .began
                asked.append(state)
                state = .began
                asked.append(state)
                state = .cancelled
            }
        }
        let stage = TouchStage()
        let confused = Confused()
        confused.addAction { stage.log.add("action(\($0.state))") }
        stage.view.addGestureRecognizer(confused)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        stage.loop.runUntilIdle()
        #expect(confused.asked == [.possible, .began, .began])
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidGestureStateTransition, .invalidGestureStateTransition])
        #expect(stage.loop.diagnostics.collected.map { $0.message.contains("cannot go from possible to changed") } == [true, false])
        #expect(stage.loop.diagnostics.collected.map { $0.message.contains("cannot go from began to began") } == [false, true])
        // It began before the view heard of the touch: the view never does.
        #expect(stage.log.entries == ["action(began)", "action(cancelled)"])
        #expect(confused.state == .possible, "reset after the gesture")
    }

    /// UIKit: disabling a recognizer mid-gesture cancels it — one cancelled action — and it hears
    /// no more of its touches.
    @Test func disablingARecognizerMidGestureCancelsIt() {
        let stage = TouchStage()
        let press = LoggingLongPress(log: stage.log)
        stage.view.addGestureRecognizer(press)
        stage.loop.perform(after: .milliseconds(700)) {
            stage.log.add("isEnabled = false")
            press.isEnabled = false
        }
        stage.window.longPress(at: CGPoint(x: 50, y: 50), duration: .seconds(1))
        #expect(stage.log.entries == [
            "press.touchesBegan", "view.touchesBegan", "press.action(began)", "view.touchesCancelled",
            "isEnabled = false", "press.action(cancelled)", "press.reset",
        ])
    }

    /// UIKit: removing a recognizer that delays touchesBegan mid-gesture hands the touch to the
    /// view: the delayed touchesBegan, then its lift; the removed recognizer acts no more.
    @Test func removingARecognizerMidGestureReleasesTheTouchesItDelayed() {
        let stage = TouchStage()
        let press = LoggingLongPress(log: stage.log)
        press.delaysTouchesBegan = true
        stage.view.addGestureRecognizer(press)
        stage.loop.perform(after: .milliseconds(200)) {
            stage.log.add("removeGestureRecognizer")
            stage.view.removeGestureRecognizer(press)
        }
        stage.window.longPress(at: CGPoint(x: 50, y: 50), duration: .seconds(1))
        stage.loop.runUntilIdle()
        #expect(stage.log.entries == [
            "press.touchesBegan", "removeGestureRecognizer", "press.reset", "view.touchesBegan", "view.touchesEnded",
        ])
    }

    /// Actions run in the run loop's gesture slot: before the commit's layout pass of the same
    /// turn, so a layout the action asks for happens in that turn.
    @Test func anActionRunsBeforeTheCommitsLayoutInTheSameTurn() {
        final class LayoutLogging: ViewNode {
            var onLayout: (() -> Void)?
            override func layoutSubviews() { onLayout?() }
        }
        let stage = TouchStage()
        let content = LayoutLogging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view.addSubview(content)
        stage.loop.runUntilIdle()
        content.onLayout = { stage.log.add("content.layoutSubviews turn \(stage.loop.turnCount)") }
        let tap = TapGestureRecognizer {  _ in
            stage.log.add("action turn \(stage.loop.turnCount)")
            content.setNeedsLayout()
        }
        stage.view.addGestureRecognizer(tap)
        stage.window.tap(at: CGPoint(x: 300, y: 300))
        let turn = stage.loop.turnCount
        #expect(stage.log.entries == [
            "view.touchesBegan", "action turn \(turn)", "view.touchesCancelled", "content.layoutSubviews turn \(turn)",
        ])
    }
}
