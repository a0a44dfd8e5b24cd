import Foundation
import Testing
@testable import HeadlessKit

/// The long-press recognizer: a continuous gesture that begins when the finger was held still
/// for the minimum duration (a timer on the loop clock), changes on moves and ends on the lift.
@MainActor
@Suite struct LongPressGestureRecognizerTests {
    func stageWithPress() -> (TouchStage, LoggingLongPress) {
        let stage = TouchStage()
        let press = LoggingLongPress(log: stage.log)
        stage.view.addGestureRecognizer(press)
        return (stage, press)
    }

    /// UIKit: began once the finger was held 0.5 s (then the view's touch is cancelled), ended
    /// on the lift.
    @Test func aHeldFingerBeginsTheGestureAfterHalfASecondAndEndsItOnTheLift() {
        let (stage, press) = stageWithPress()
        let start = stage.loop.now
        var beganAt: Duration?
        press.addAction { if $0.state == .began { beganAt = stage.loop.now - start } }
        stage.window.longPress(at: CGPoint(x: 100, y: 100), duration: .seconds(1))
        #expect(stage.log.entries == [
            "press.touchesBegan", "view.touchesBegan", "press.action(began)", "view.touchesCancelled",
            "press.touchesEnded", "press.action(ended)", "press.reset",
        ])
        #expect(beganAt == .milliseconds(500))
    }

    /// UIKit: once begun, every move changes the gesture, however far it goes.
    @Test func movesAfterTheGestureBeganChangeIt() {
        let (stage, _) = stageWithPress()
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        stage.window.performTouches([[p(100)]] + Array(repeating: nil, count: 35) + [[p(150)], [p(250)], [p(250)]])
        #expect(stage.log.entries == [
            "press.touchesBegan", "view.touchesBegan", "press.action(began)", "view.touchesCancelled",
            "press.touchesMoved", "press.action(changed)", "press.touchesMoved", "press.action(changed)",
            "press.touchesEnded", "press.action(ended)", "press.reset",
        ])
    }

    /// UIKit: a finger lifted before the minimum duration fails the long press; the view keeps
    /// its touch.
    @Test func liftingBeforeTheDurationFailsIt() {
        let (stage, _) = stageWithPress()
        stage.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.log.entries == ["press.touchesBegan", "view.touchesBegan", "press.touchesEnded", "view.touchesEnded", "press.reset"])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.count == 5)
    }

    /// UIKit: moving beyond allowableMovement (10 points) before the gesture began fails it.
    @Test func movingBeyondTheAllowableMovementFailsIt() {
        let (stage, _) = stageWithPress()
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        stage.window.performTouches([[p(100)], [p(111)]] + Array(repeating: nil, count: 40) + [[p(111)]])
        #expect(stage.log.entries == [
            "press.touchesBegan", "view.touchesBegan", "press.touchesMoved", "view.touchesMoved",
            "view.touchesEnded", "press.reset",
        ])
    }

    /// UIKit: the minimum duration is the press's own; a shorter one begins sooner.
    @Test func aShorterMinimumDurationBeginsSooner() {
        let (stage, press) = stageWithPress()
        press.minimumPressDuration = 0.2
        let start = stage.loop.now
        var beganAt: Duration?
        press.addAction { if $0.state == .began { beganAt = stage.loop.now - start } }
        stage.window.longPress(at: CGPoint(x: 100, y: 100), duration: .milliseconds(300))
        #expect(beganAt == .milliseconds(200))
    }

    /// UIKit: with numberOfTapsRequired = 1, a tap must come first, then the press.
    @Test func aRequiredTapComesBeforeThePress() {
        let (stage, press) = stageWithPress()
        press.numberOfTapsRequired = 1
        stage.window.tap(at: CGPoint(x: 100, y: 100))
        stage.loop.run(for: .milliseconds(100))
        stage.window.longPress(at: CGPoint(x: 100, y: 100), duration: .seconds(1))
        #expect(stage.log.entries == [
            "press.touchesBegan", "view.touchesBegan", "press.touchesEnded",
            "press.touchesBegan", "view.touchesBegan", "press.action(began)", "view.touchesCancelled",
            "press.touchesEnded", "press.action(ended)", "press.reset",
        ])
    }

    /// (chosen) A negative duration reads as zero: the press begins at the next turn's timers.
    /// (A NaN one is refused with a diagnostic: RecognizerValueMisuseTests.)
    @Test func aNegativeDurationReadsAsZero() {
        let (stage, press) = stageWithPress()
        press.minimumPressDuration = -1
        stage.window.longPress(at: CGPoint(x: 100, y: 100), duration: .milliseconds(100))
        #expect(stage.log.entries.prefix(3) == ["press.touchesBegan", "view.touchesBegan", "press.action(began)"])
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    /// A view that leaves its window during the press does not begin a long press there: the
    /// gesture fails in the window it began in and the recognizer is reset.
    @Test func aViewLeavingItsWindowDuringThePressDoesNotBegin() {
        let (stage, press) = stageWithPress()
        stage.loop.perform(after: .milliseconds(200)) {
            stage.log.add("removeFromSuperview")
            stage.view.removeFromSuperview()
        }
        stage.window.longPress(at: CGPoint(x: 100, y: 100), duration: .seconds(1))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.log.entries.contains("press.action(began)"))
        #expect(stage.log.entries.prefix(3) == ["press.touchesBegan", "view.touchesBegan", "removeFromSuperview"])
        #expect(press.state == .possible)
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }
}
