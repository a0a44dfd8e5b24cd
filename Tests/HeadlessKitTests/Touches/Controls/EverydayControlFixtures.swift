import Foundation
@testable import HeadlessKit

/// The everyday controls, each logging its tracking hooks (before doing what the control does)
/// into a shared `TouchLog`.
@MainActor
final class LoggingSwitch: Switch {
    var log: TouchLog?
    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        log?.add("endTracking")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: HeadlessKit.Event?) {
        log?.add("cancelTracking")
        super.cancelTracking(with: event)
    }
}

@MainActor
final class LoggingSlider: Slider {
    var log: TouchLog?
    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        log?.add("endTracking")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: HeadlessKit.Event?) {
        log?.add("cancelTracking")
        super.cancelTracking(with: event)
    }
}

@MainActor
final class LoggingStepper: Stepper {
    var log: TouchLog?
    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        log?.add("endTracking")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: HeadlessKit.Event?) {
        log?.add("cancelTracking")
        super.cancelTracking(with: event)
    }
}

@MainActor
final class LoggingSegmentedControl: SegmentedControl {
    var log: TouchLog?
    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("beginTracking")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        log?.add("continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        log?.add("endTracking")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: HeadlessKit.Event?) {
        log?.add("cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// A 400 × 400 window on a loop of its own, showing one control, settled, with an action for
/// every touch event, ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered``
/// that logs the event's name — the value events with the control's state as `describe` gives it.
@MainActor
struct EverydayControlStage<Subject: Control> {
    let loop = MainRunLoop()
    let log = TouchLog()
    let window: Window
    let control: Subject

    init(_ control: Subject, logsEvents: Bool = true, describe: @escaping @MainActor (Subject) -> String) {
        self.control = control
        window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        loop.diagnostics.policy = .collect
        window.addSubview(control)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        guard logsEvents else { return }
        let valueEvents: [(Control.Event, String)] = [(.valueChanged, "valueChanged")]
        for (event, name) in touchEventNames + valueEvents {
            let describesValue = event == .valueChanged || event == .primaryActionTriggered
            control.addAction(Action { [log, unowned control] _ in
                log.add(describesValue ? "\(name)(\(describe(control)))" : name)
            }, for: event)
        }
    }

    /// A point given in the control's coordinates, in the window's.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        control.convert(CGPoint(x: x, y: y), to: window)
    }
}

extension TouchLog {
    /// Forgets what was logged so far.
    func clear() { entries.removeAll() }
}
