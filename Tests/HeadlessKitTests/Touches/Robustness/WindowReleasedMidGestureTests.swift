import Foundation
import Testing
@testable import HeadlessKit

/// A window freed while a gesture is under way: the views it leaves behind hear their touches
/// cancelled, its recognizers end their gestures and reset, and nothing crashes.
@MainActor
@Suite struct WindowReleasedMidGestureTests {
    /// Puts one finger down at `start` in `window`, moves it to `end`, and runs one turn.
    private static func pressAndMove(_ window: Window, from start: CGPoint, to end: CGPoint) -> Touch {
        let touch = Touch(location: start, timestamp: window.runLoop.now)
        touch.windowResponder = window
        window.touchEvent.orderedTouches = [touch]
        window.sendEvent(window.touchEvent)
        touch.phase = .moved
        touch.previousLocationInWindow = start
        touch.locationInWindow = end
        window.sendEvent(window.touchEvent)
        window.runLoop.runOnce()
        return touch
    }

    /// Views: a view leaving its window loses its touches (`touchesCancelled`), and a recognizer
    /// that began is cancelled — also when the window leaves because it is freed. The pan that
    /// began gets its cancelled action and resets, so it works again in another window.
    @Test func freeingTheWindowCancelsAGestureUnderWayAndResetsItsRecognizer() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let log = TouchLog()
        let view = LoggingView("view", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        let pan = PanGestureRecognizer { log.add("pan.action(\($0.state))") }
        view.addGestureRecognizer(pan)
        weak var released: Window?
        var touch: Touch?
        do {
            let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
            released = window
            window.addSubview(view)
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            touch = Self.pressAndMove(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100))
        }
        #expect(released == nil)
        #expect(log.entries == [
            "view.touchesBegan", "pan.action(began)", "view.touchesCancelled", "pan.action(cancelled)",
        ])
        #expect(pan.state == .possible)
        _ = touch
        // The recognizer works again in another window.
        log.entries.removeAll()
        let other = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        other.addSubview(view)
        other.makeKeyAndVisible()
        loop.runUntilIdle()
        other.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(loop.runUntilIdle() == .idle)
        #expect(log.entries.first == "view.touchesBegan")
        #expect(log.entries.last == "pan.action(ended)")
        #expect(!other.isTrackingTouches)
    }

    /// Controls: a control whose window is freed while it tracks a finger is cancelled
    /// (`cancelTracking(with:)`), so it is not left tracking or highlighted.
    @Test func freeingTheWindowCancelsAControlsTracking() {
        let loop = MainRunLoop()
        let control = Control(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var touch: Touch?
        do {
            let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
            window.addSubview(control)
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            touch = Self.pressAndMove(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 52, y: 50))
            #expect(control.isTracking)
        }
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        _ = touch
    }
}
