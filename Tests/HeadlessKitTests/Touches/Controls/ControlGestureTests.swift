import Foundation
import Testing
@testable import HeadlessKit

/// Controls against gesture recognizers (UIKit's event handling guide, "Interacting with Other
/// User Interface Controls": in iOS 6 and later, default control actions prevent overlapping
/// gesture recognizer behavior — a one-finger single tap on a button, switch, stepper,
/// segmented control or page control goes to the control, not to its superview's recognizer).
@MainActor
@Suite struct ControlGestureTests {
    private func stageWithTap(on view: (ControlStage) -> ViewNode, singleTapControl: Bool) -> (ControlStage, LiftRecognizer) {
        let stage = ControlStage()
        stage.control.defaultActionIsSingleTap = singleTapControl
        let tap = LiftRecognizer { [log = stage.log] _ in log.add("tap action") }
        tap.log = stage.log
        view(stage).addGestureRecognizer(tap)
        return (stage, tap)
    }

    private let trackingStart = [
        "tap.touchesBegan", "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
        "control.highlighted=true", "touchDown", "tap.touchesEnded",
    ]

    /// UIKit: a single-tap recognizer on the superview of a tap-driven control fails, and the
    /// control gets touchesEnded (no longer withheld) → endTracking → touchUpInside.
    @Test func aSuperviewsTapRecognizerFailsOnATapDrivenControl() {
        let (stage, tap) = stageWithTap(on: { $0.container }, singleTapControl: true)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == trackingStart + [
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ])
        #expect(tap.state == .possible)
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's plain UIControl has no default action: its superview's tap recognizer wins —
    /// action → control.touchesCancelled → highlight cleared → cancelTracking → touchCancel.
    @Test func aSuperviewsTapRecognizerWinsOverAPlainControl() {
        let (stage, _) = stageWithTap(on: { $0.container }, singleTapControl: false)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == trackingStart + [
            "tap action", "control.touchesCancelled", "control.highlighted=false",
            "control.cancelTracking(tracking=true)", "touchCancel",
        ])
        #expect(!stage.control.isTracking)
    }

    /// UIKit: a tap recognizer on the control itself wins even over a tap-driven control:
    /// action → control.touchesCancelled → cancelTracking(with:) → touchCancel.
    @Test func aTapRecognizerOnTheControlItselfWins() {
        let (stage, _) = stageWithTap(on: { $0.control }, singleTapControl: true)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == trackingStart + [
            "tap action", "control.touchesCancelled", "control.highlighted=false",
            "control.cancelTracking(tracking=true)", "touchCancel",
        ])
    }

    /// A disabled control has no default action to protect: the superview's tap recognizer wins
    /// (the control, ignoring the touch, hears only the messages).
    @Test func aDisabledTapDrivenControlDoesNotKeepTheTap() {
        let (stage, _) = stageWithTap(on: { $0.container }, singleTapControl: true)
        stage.control.isEnabled = false
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "tap.touchesBegan", "control.touchesBegan", "tap.touchesEnded", "tap action", "control.touchesCancelled",
        ])
    }

    /// UIKit keeps only a one-finger single tap for the control: another recognizer of the
    /// superview (here one that reports it is not a single tap) still wins.
    @Test func aRecognizerThatIsNotASingleTapIsNotRefused() {
        let (stage, tap) = stageWithTap(on: { $0.container }, singleTapControl: true)
        tap.isSingleFingerSingleTap = false
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == trackingStart + [
            "tap action", "control.touchesCancelled", "control.highlighted=false",
            "control.cancelTracking(tracking=true)", "touchCancel",
        ])
    }

    /// UIKit: a superview's pan takes a drag that starts on a button: the control tracks and
    /// drags until the pan begins, then its first action, then touchesCancelled → cancelTracking
    /// → touchCancel.
    @Test func aSuperviewsPanTakesADragFromATapDrivenControl() {
        let stage = ControlStage()
        stage.control.defaultActionIsSingleTap = true
        let pan = PanGestureRecognizer { [log = stage.log] pan in log.add("pan \(pan.state)") }
        stage.container.addGestureRecognizer(pan)
        let p = { (x: CGFloat) in CGPoint(x: x, y: 125) }
        stage.window.performTouches([[p(150)], [p(154)], [p(162)], [p(162)]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesMoved", "control.continueTracking(inside=true, highlighted=true)", "touchDragInside",
            "pan began", "control.touchesCancelled", "control.highlighted=false",
            "control.cancelTracking(tracking=true)", "touchCancel",
            "pan ended",
        ])
    }
}

/// The same rule with UIKit's own tap recognizer: a one-finger single tap on the superview of a
/// tap-driven control fails and the control sends touchUpInside; a double-tap recognizer is no
/// single tap, so the control does not refuse it.
@MainActor
@Suite struct ControlAndTapRecognizerTests {
    @Test func aSuperviewsSingleTapRecognizerFailsAndTheTapDrivenControlSendsItsAction() {
        let stage = ControlStage()
        stage.control.defaultActionIsSingleTap = true
        let tap = TapGestureRecognizer { [log = stage.log] _ in log.add("tap action") }
        stage.container.addGestureRecognizer(tap)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ])
    }

    @Test func aSuperviewsDoubleTapRecognizerIsNotRefusedByTheControl() {
        let stage = ControlStage()
        stage.control.defaultActionIsSingleTap = true
        let doubleTap = TapGestureRecognizer { [log = stage.log] _ in log.add("double tap action") }
        doubleTap.numberOfTapsRequired = 2
        stage.container.addGestureRecognizer(doubleTap)
        stage.window.doubleTap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.contains("double tap action"))
        #expect(stage.log.entries.last == "touchCancel")
    }
}
