import Foundation
@testable import HeadlessKit

/// A window with one full-size logging view, settled — the stage of the recognizer tests.
@MainActor
struct TouchStage {
    let loop: MainRunLoop
    let log: TouchLog
    let window: Window
    let view: LoggingView

    init(size: CGSize = CGSize(width: 400, height: 400)) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        self.init(window: Window(screenSize: size, runLoop: loop))
    }

    /// A stage on `window`: covered by the logging view "view", shown and settled.
    init(window: Window) {
        self.window = window
        loop = window.runLoop
        log = TouchLog()
        view = LoggingView("view", frame: window.bounds, log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }

    /// A logging tap recognizer named `name`, on the view, whose action logs its state.
    @discardableResult
    func tap(_ name: String = "tap", taps: Int = 1) -> LoggingTap {
        let tap = LoggingTap(name, log: log)
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return tap
    }
}

/// A tap recognizer that logs the touches it receives, its resets and its actions.
@MainActor
final class LoggingTap: TapGestureRecognizer {
    let label: String
    let log: TouchLog

    init(_ label: String, log: TouchLog) {
        self.label = label
        self.log = log
        super.init()
        addAction { [unowned log] tap in log.add("\(label).action(\(tap.state))") }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { log.add("\(label).touchesBegan"); super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { log.add("\(label).touchesMoved"); super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { log.add("\(label).touchesEnded"); super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { log.add("\(label).touchesCancelled"); super.touchesCancelled(touches, with: event) }
    override func reset() { log.add("\(label).reset"); super.reset() }
}

/// A long-press recognizer that logs the touches it receives, its resets and its actions.
@MainActor
final class LoggingLongPress: LongPressGestureRecognizer {
    let log: TouchLog

    init(log: TouchLog) {
        self.log = log
        super.init()
        addAction { [unowned log] press in log.add("press.action(\(press.state))") }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { log.add("press.touchesBegan"); super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { log.add("press.touchesMoved"); super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { log.add("press.touchesEnded"); super.touchesEnded(touches, with: event) }
    override func reset() { log.add("press.reset"); super.reset() }
}

/// A delegate whose answers a test sets, logging each question.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
    var log: TouchLog?
    var shouldBegin = true
    var shouldReceive = true
    var simultaneously = false
    var requireFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        log?.add("delegate.shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        log?.add("delegate.shouldReceive")
        return shouldReceive
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneously }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requireFailureOf }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiredToFailBy }
}
