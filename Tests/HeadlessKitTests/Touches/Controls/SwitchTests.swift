import Foundation
import Testing
@testable import HeadlessKit

/// A switch played by fingers: taps and drags toggle it in UIKit's order of events, code does not
/// send events, and it keeps UIKit's fixed size.
@MainActor
@Suite struct SwitchTests {
    private func stage(on: Bool = false) -> (EverydayControlStage<LoggingSwitch>, LoggingSwitch) {
        let control = LoggingSwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        control.isOn = on
        let stage = EverydayControlStage(control) { $0.isOn ? "on" : "off" }
        control.log = stage.log
        return (stage, control)
    }

    /// UIKit: a tap toggles the switch as the finger lifts; the value change (then, in a pass of
    /// its own, the primary action) is sent before the touch-up.
    @Test func aTapTurnsTheSwitchOnAndSendsValueChangedBeforeTouchUpInside() {
        let (stage, control) = stage()
        stage.window.tap(control)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(on)", "primaryActionTriggered(on)", "touchUpInside",
        ])
        #expect(control.isOn)
        #expect(!control.isTracking)
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: a second tap turns it off again.
    @Test func aSecondTapTurnsTheSwitchOff() {
        let (stage, control) = stage(on: true)
        stage.window.tap(control)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(off)", "primaryActionTriggered(off)", "touchUpInside",
        ])
        #expect(!control.isOn)
    }

    /// UIKit's `setOn(_:animated:)`: "Setting the switch to either position doesn't result in an
    /// action message being sent"; nor does `isOn`.
    @Test func settingTheStateByCodeSendsNoEvent() {
        let (stage, control) = stage()
        control.setOn(true, animated: true)
        #expect(control.isOn)
        control.isOn = false
        #expect(!control.isOn)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
    }

    /// (chosen) A finger sliding more than 5 points drags the thumb: the switch turns to the side
    /// of its midpoint the finger lifts on.
    @Test func draggingTheThumbPastTheMidpointTurnsTheSwitchOn() {
        let (stage, control) = stage()
        let start = stage.point(10, 15), middle = stage.point(20, 15), end = stage.point(40, 15)
        stage.window.performTouches([[start], [middle], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "touchDragInside",
            "continueTracking", "touchDragInside",
            "endTracking", "valueChanged(on)", "primaryActionTriggered(on)", "touchUpInside",
        ])
        #expect(control.isOn)
    }

    /// (chosen) A drag that ends on the side the switch already shows changes nothing and sends
    /// no value change, unlike a tap.
    @Test func draggingAnOnSwitchFurtherOnSendsNoValueChange() {
        let (stage, control) = stage(on: true)
        let start = stage.point(34, 15), end = stage.point(48, 15)
        stage.window.performTouches([[start], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking", "touchUpInside",
        ])
        #expect(control.isOn)
    }

    /// (chosen) A wobble of up to 5 points is still a tap: an on switch touched on its on side
    /// turns off.
    @Test func aWobbleBelowTheDragThresholdIsStillATap() {
        let (stage, control) = stage(on: true)
        let start = stage.point(40, 15), wobble = stage.point(44, 16)
        stage.window.performTouches([[start], [wobble], [wobble]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside",
            "endTracking", "valueChanged(off)", "primaryActionTriggered(off)", "touchUpInside",
        ])
        #expect(!control.isOn)
    }

    /// (chosen) A finger lifted outside the control's tracking area (its bounds grown by UIKit's
    /// 70-point slop) changes nothing: the touch ends outside, with no value change.
    @Test func liftingOutsideTheTrackingAreaLeavesTheSwitchAlone() {
        let (stage, control) = stage()
        let start = stage.point(25, 15), far = stage.point(25, 120)
        stage.window.performTouches([[start], [far], [far]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragOutside", "touchDragExit",
            "endTracking", "touchUpOutside",
        ])
        #expect(!control.isOn)
    }

    /// UIKit: a recognizer on the switch itself wins the touch: the switch's tracking is
    /// cancelled, with no value change.
    @Test func aPanOnTheSwitchItselfCancelsItsTrackingWithoutAChange() {
        let (stage, control) = stage()
        let pan = PanGestureRecognizer()
        control.addGestureRecognizer(pan)
        stage.window.drag(from: stage.point(10, 15), to: stage.point(45, 15), duration: .milliseconds(100))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside", "cancelTracking", "touchCancel",
        ])
        #expect(!control.isOn)
        #expect(!control.isTracking)
    }

    /// UIKit's rule for controls whose default action is a tap: a tap recognizer on the superview
    /// fails and the switch toggles.
    @Test func aTapRecognizerOnTheSuperviewDoesNotTakeTheSwitchsTap() {
        let (stage, control) = stage()
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(container)
        container.addSubview(control)
        container.addGestureRecognizer(TapGestureRecognizer { _ in stage.log.add("container tap") })
        stage.loop.runUntilIdle()
        stage.window.tap(control)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(on)", "primaryActionTriggered(on)", "touchUpInside",
        ])
    }

    /// UIKit: a disabled control ignores touches; HeadlessKit draws it at half opacity.
    @Test func aDisabledSwitchIgnoresTapsAndDrawsDimmed() {
        let (stage, control) = stage()
        control.isEnabled = false
        stage.window.tap(control)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
        #expect(!control.isOn)
        let off = Color.secondarySystemFill.resolvedColor(with: TraitCollection())
        #expect(control.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 51, height: 31), off.withAlphaComponent(off.alpha * 0.5)),
            .fillEllipse(CGRect(x: 2, y: 2, width: 27, height: 27), Color.white.withAlphaComponent(0.5)),
        ])
    }

    /// The track is filled with the on colour (system green by default) or the off colour, and
    /// the 27-point thumb sits 2 points inside the end the switch shows.
    @Test func theSwitchRecordsItsTrackAndThumb() {
        let (stage, control) = stage()
        let off = Color.secondarySystemFill.resolvedColor(with: TraitCollection())
        #expect(control.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 51, height: 31), off),
            .fillEllipse(CGRect(x: 2, y: 2, width: 27, height: 27), .white),
        ])
        control.isOn = true
        control.thumbTintColor = .red
        stage.loop.runUntilIdle()
        #expect(control.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 51, height: 31), Color.systemGreen.resolvedColor(with: TraitCollection())),
            .fillEllipse(CGRect(x: 22, y: 2, width: 27, height: 27), .red),
        ])
        control.onTintColor = .blue
        stage.loop.runUntilIdle()
        #expect(control.displayList.first == .fill(CGRect(x: 0, y: 0, width: 51, height: 31), .blue))
    }

    /// UIKit: "This class enforces a size appropriate for the control, and so the frame size is
    /// ignored" — 51 × 31 points.
    @Test func aSwitchIsFiftyOneByThirtyOnePoints() {
        let control = Switch(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
        #expect(control.style == .sliding)
        #expect(control.preferredStyle == .automatic)
    }

    /// UIKit's switch reports "1" or "0" and the button trait; disabled adds not-enabled.
    @Test func accessibilityReportsTheStateAsOneOrZero() {
        let control = Switch()
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityValue == "1")
        #expect(control.accessibilityTraits == .button)
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.button, .notEnabled])
        control.accessibilityValue = "Wi-Fi on"
        #expect(control.accessibilityValue == "Wi-Fi on")
    }

    /// UIKit's `init(frame:primaryAction:)`: the action runs for the primary action a toggle
    /// triggers.
    @Test func aPrimaryActionRunsWhenATapTogglesTheSwitch() {
        var runs: [Bool] = []
        let control = Switch(frame: CGRect(x: 100, y: 100, width: 0, height: 0), primaryAction: Action { action in
            runs.append((action.sender as? Switch)?.isOn ?? false)
        })
        let stage = EverydayControlStage(control, logsEvents: false) { _ in "" }
        stage.window.tap(control)
        stage.window.tap(control)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(runs == [true, false])
    }

    /// UIKit: `sendActions(for: .valueChanged)` by code is followed by the primary action, in a
    /// pass of its own.
    @Test func sendingValueChangedByCodeAlsoSendsThePrimaryAction() {
        let (stage, control) = stage()
        control.sendActions(for: .valueChanged)
        #expect(stage.log.entries == ["valueChanged(off)", "primaryActionTriggered(off)"])
    }
}

extension SwitchTests {
    /// (chosen, as for every control) Disabling the switch mid-drag abandons the gesture: no hook
    /// or event follows, the state stays, and the thumb is drawn where the state puts it.
    @Test func disablingTheSwitchMidDragAbandonsTheGesture() {
        let (stage, control) = stage()
        control.addAction(Action { [unowned control] _ in control.isEnabled = false }, for: .touchDragInside)
        let start = stage.point(10, 15), end = stage.point(45, 15)
        stage.window.performTouches([[start], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["beginTracking", "touchDown", "continueTracking", "touchDragInside"])
        #expect(!control.isOn)
        #expect(control.gesture == nil)
        #expect(control.displayList.last == .fillEllipse(CGRect(x: 2, y: 2, width: 27, height: 27), Color.white.withAlphaComponent(0.5)))
    }
}
