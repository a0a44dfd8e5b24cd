import Foundation
import Testing
@testable import HeadlessKit

/// Recognizers that take part in no gesture: disabling, re-enabling and removing them changes
/// nothing but that.
@MainActor
@Suite struct IdleRecognizerTests {
    /// UIKit: disabling an idle recognizer and enabling it again leaves it possible; it
    /// recognizes the next tap. (The window had delivered touches before, so it has its gesture
    /// environment.)
    @Test func disablingAndReenablingAnIdleRecognizerKeepsItWorking() {
        let stage = TouchStage()
        let tap = stage.tap()
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.log.entries.removeAll()
        tap.isEnabled = false
        tap.isEnabled = true
        #expect(tap.state == .possible)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap.action(ended)", "view.touchesCancelled", "tap.reset",
        ])
    }

    /// Removing an idle recognizer does not call its reset(): it has nothing to reset.
    @Test func removingAnIdleRecognizerDoesNotResetIt() {
        let stage = TouchStage()
        let tap = stage.tap()
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.log.entries.removeAll()
        stage.view.removeGestureRecognizer(tap)
        #expect(stage.log.entries.isEmpty)
        #expect(tap.view == nil)
    }
}

/// A recognizer whose subclass changes its state while it takes part in no gesture.
@MainActor
@Suite struct IdleRecognizerStateTests {
    /// UIKit resets a recognizer once it reached a final state and its touches are over; one
    /// that a subclass fails between gestures (say, from its own timer) is reset too and
    /// recognizes the next tap.
    @Test func anIdleRecognizerFailedByItsSubclassIsResetAndWorksAgain() {
        let stage = TouchStage()
        let tap = stage.tap()
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.log.entries.removeAll()
        stage.loop.perform { tap.state = .failed }
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(tap.state == .possible)
        #expect(stage.log.entries == ["tap.reset"])
        stage.log.entries.removeAll()
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "tap.touchesBegan", "view.touchesBegan", "tap.touchesEnded", "tap.action(ended)", "view.touchesCancelled", "tap.reset",
        ])
        #expect(!stage.window.isTrackingTouches)
    }

    /// The same when the recognizer recognizes outside a gesture and its delegate refuses to let
    /// it begin: it fails, and is reset.
    @Test func anIdleRecognizerRefusedByItsDelegateIsResetAndWorksAgain() {
        let stage = TouchStage()
        let tap = stage.tap()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.log.entries.removeAll()
        stage.loop.perform { tap.state = .recognized }
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(tap.state == .possible)
        #expect(stage.log.entries == ["tap.reset"])
        #expect(!stage.window.isTrackingTouches)
    }
}
