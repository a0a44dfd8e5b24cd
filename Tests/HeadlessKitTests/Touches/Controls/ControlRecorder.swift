import Foundation
@testable import HeadlessKit

/// A control that logs its touch messages, tracking hooks and highlight changes (with the
/// tracking flags each hook sees) into a shared `TouchLog`, then does what `Control` does.
@MainActor
final class LoggingControl: Control {
    var log: TouchLog?
    var name = "control"
    /// What `beginTracking(_:with:)` and `continueTracking(_:with:)` return.
    var beginsTracking = true
    var continuesTracking = true
    /// Runs inside `beginTracking(_:with:)`, for re-entrancy tests.
    var onBeginTracking: (() -> Void)?

    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { log?.add("\(name).highlighted=\(isHighlighted)") } }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        log?.add("\(name).touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        log?.add("\(name).touchesMoved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        log?.add("\(name).touchesEnded")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        log?.add("\(name).touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }

    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("\(name).beginTracking(tracking=\(isTracking), inside=\(isTouchInside))")
        onBeginTracking?()
        return beginsTracking
    }

    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("\(name).continueTracking(inside=\(isTouchInside), highlighted=\(isHighlighted))")
        return continuesTracking
    }

    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        log?.add("\(name).endTracking(tracking=\(isTracking), inside=\(isTouchInside))")
    }

    override func cancelTracking(with event: HeadlessKit.Event?) {
        log?.add("\(name).cancelTracking(tracking=\(isTracking))")
    }
}

/// A discrete recognizer that recognizes when its finger lifts — a minimal stand-in for a
/// one-finger single-tap recognizer — and logs what it receives.
@MainActor
final class LiftRecognizer: GestureRecognizer, SingleTapRecognizing {
    var log: TouchLog?
    var label = "tap"
    var isSingleFingerSingleTap = true

    override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event) { log?.add("\(label).touchesBegan") }
    override func touchesMoved(_ touches: Set<Touch>, with event: HeadlessKit.Event) { log?.add("\(label).touchesMoved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event) {
        log?.add("\(label).touchesEnded")
        state = .ended
    }
}

/// The touch events in UIKit's enum order, with their names, for registering one logging
/// action per event.
@MainActor
let touchEventNames: [(Control.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// A window with a logging control at (100, 100, 100 × 50) on a full-window container, settled.
@MainActor
struct ControlStage {
    let loop = MainRunLoop()
    let log = TouchLog()
    let window: Window
    let container: LoggingView
    let control: LoggingControl

    init(logsEveryTouchEvent: Bool = true) {
        window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        loop.diagnostics.policy = .collect
        container = LoggingView("container", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        control.log = log
        window.addSubview(container)
        container.addSubview(control)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        if logsEveryTouchEvent {
            for (event, name) in touchEventNames {
                control.addAction(Action(title: name) { [log] _ in log.add(name) }, for: event)
            }
        }
    }

    /// The control's center in window coordinates.
    var center: CGPoint { CGPoint(x: 150, y: 125) }
}
