import Foundation
import Testing
@testable import HeadlessKit

/// A stepper played by fingers: taps step as the finger lifts, holds repeat on the loop clock,
/// limits clamp or wrap, and misuse is refused with UIKit's words.
@MainActor
@Suite struct StepperTests {
    /// A stepper at (100, 100): its − half is x 0...46.5, its + half x 47.5...94.
    private func stage(value: Double = 0, continuous: Bool = true) -> (EverydayControlStage<LoggingStepper>, LoggingStepper) {
        let control = LoggingStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        control.value = value
        control.isContinuous = continuous
        let stage = EverydayControlStage(control) { GeometryFormat.number(CGFloat($0.value)) }
        control.log = stage.log
        return (stage, control)
    }

    /// The loop times, from touch-down, at which value changes were sent during `body`.
    private func valueChangeTimes(_ stage: EverydayControlStage<LoggingStepper>, _ body: () -> Void) -> [Duration] {
        var touchDown = Duration.zero
        var times: [Duration] = []
        stage.control.addAction(Action { [loop = stage.loop] _ in touchDown = loop.now }, for: .touchDown)
        stage.control.addAction(Action { [loop = stage.loop] _ in times.append(loop.now - touchDown) }, for: .valueChanged)
        body()
        return times
    }

    /// UIKit: a tap on the + half steps the value as the finger lifts and sends the value change
    /// (then the primary action) before the touch-up.
    @Test func aTapOnThePlusHalfStepsUpAsTheFingerLifts() {
        let (stage, control) = stage()
        stage.window.tap(at: stage.point(70, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchUpInside",
        ])
        #expect(control.value == 1)
    }

    /// UIKit: a tap on the − half steps down.
    @Test func aTapOnTheMinusHalfStepsDown() {
        let (stage, control) = stage(value: 5)
        control.stepValue = 2.5
        stage.window.tap(at: stage.point(20, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(control.value == 2.5)
        #expect(stage.log.entries.contains("valueChanged(2.5)"))
    }

    /// UIKit: at the minimum the − half is disabled; a tap on it changes nothing and sends no value
    /// change (the touch events still come).
    @Test func theHalfThatWouldPassALimitIsDisabled() {
        let (stage, control) = stage()
        stage.window.tap(at: stage.point(20, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(control.value == 0)
    }

    /// UIKit: a step past a limit is clamped to it.
    @Test func aStepPastTheMaximumIsClamped() {
        let (stage, control) = stage(value: 90)
        control.stepValue = 30
        stage.window.tap(at: stage.point(70, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(control.value == 100)
    }

    /// UIKit's `wraps`: incrementing beyond the maximum sets the minimum, decrementing below the
    /// minimum sets the maximum.
    @Test func aWrappingStepperWrapsAtBothLimits() {
        let (stage, control) = stage(value: 100)
        control.wraps = true
        stage.window.tap(at: stage.point(70, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(control.value == 0)
        stage.window.tap(at: stage.point(20, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(control.value == 100)
    }

    /// Autorepeat on the loop clock: the first repeat 0.5 s after touch-down, then every 0.5 s
    /// (UIKit's), then every 0.1 s from the sixth step (chosen); a hold that repeated does not step
    /// again as it lifts.
    @Test func holdingAHalfRepeatsOnTheLoopClock() {
        let (stage, control) = stage()
        let times = valueChangeTimes(stage) {
            stage.window.longPress(at: stage.point(70, 16), duration: .milliseconds(2650))
            #expect(stage.loop.runUntilIdle() == .idle)
        }
        #expect(times == [500, 1000, 1500, 2000, 2500, 2600].map(Duration.milliseconds))
        #expect(control.value == 6)
        #expect(stage.log.entries.suffix(2) == ["endTracking", "touchUpInside"])
    }

    /// (chosen) After fifteen steps 0.1 s apart, repeats come every 0.05 s.
    @Test func aLongHoldAcceleratesToTwentyStepsASecond() {
        let (stage, control) = stage()
        let times = valueChangeTimes(stage) {
            stage.window.longPress(at: stage.point(70, 16), duration: .milliseconds(4120))
            #expect(stage.loop.runUntilIdle() == .idle)
        }
        let expected = [500, 1000, 1500, 2000, 2500] + Array(stride(from: 2600, through: 4000, by: 100)) + [4050, 4100]
        #expect(times == expected.map(Duration.milliseconds))
        #expect(control.value == Double(expected.count))
    }

    /// UIKit: without autorepeat, a hold steps once, as the finger lifts.
    @Test func withoutAutorepeatAHoldStepsOnceAtTheLift() {
        let (stage, control) = stage()
        control.autorepeat = false
        let times = valueChangeTimes(stage) {
            stage.window.longPress(at: stage.point(70, 16), duration: .milliseconds(1200))
            #expect(stage.loop.runUntilIdle() == .idle)
        }
        #expect(times == [stage.window.frameInterval * 72])   // 1.2 s: the lift, 72 frames after touch-down
        #expect(control.value == 1)
    }

    /// UIKit: a stepper that is not continuous steps silently while held and reports one value
    /// change as the finger lifts, before the touch-up.
    @Test func aStepperThatIsNotContinuousReportsOnceAtTheLift() {
        let (stage, control) = stage(continuous: false)
        stage.window.longPress(at: stage.point(70, 16), duration: .milliseconds(1200))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(2)", "primaryActionTriggered(2)", "touchUpInside",
        ])
    }

    /// A hold that reaches the maximum stops stepping there: the + half is disabled.
    @Test func aHoldStopsAtTheMaximum() {
        let (stage, control) = stage(value: 98)
        let times = valueChangeTimes(stage) {
            stage.window.longPress(at: stage.point(70, 16), duration: .milliseconds(2200))
            #expect(stage.loop.runUntilIdle() == .idle)
        }
        #expect(times == [.milliseconds(500), .milliseconds(1000)])
        #expect(control.value == 100)
    }

    /// A stepper that leaves its window mid-press stops repeating: its touch is cancelled and its
    /// timer stops.
    @Test func leavingTheWindowMidPressStopsTheRepeats() {
        let (stage, control) = stage()
        stage.loop.perform(after: .milliseconds(1200)) { control.removeFromSuperview() }
        stage.window.longPress(at: stage.point(70, 16), duration: .seconds(3))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(control.value == 2)
        #expect(stage.log.entries.suffix(2) == ["cancelTracking", "touchCancel"])
        #expect(control.repeatTimer == nil)
    }

    /// UIKit: `stepValue` must be above 0 — "stepValue must be greater than 0"
    /// (`NSInvalidArgumentException`); HeadlessKit refuses and keeps the step.
    @Test(arguments: [0, -1, Double.nan, .infinity])
    func aStepValueThatIsNotAboveZeroIsRefused(step: Double) {
        let (stage, control) = stage()
        let before = stage.window.recursiveDescription()
        control.stepValue = step
        #expect(control.stepValue == 1)
        #expect(stage.window.recursiveDescription() == before)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidControlValue])
        #expect(stage.loop.diagnostics.collected.first?.message.hasPrefix("stepValue must be greater than 0") == true)
        #expect(stage.log.entries.isEmpty)
    }

    /// Non-finite values and limits are refused with a diagnostic; the stepper is unchanged.
    @Test func nonFiniteValuesAndLimitsAreRefused() {
        let (stage, control) = stage(value: 3)
        control.value = .nan
        control.minimumValue = -.infinity
        control.maximumValue = .infinity
        #expect((control.minimumValue, control.maximumValue, control.value) == (0, 100, 3))
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidControlValue, .invalidControlValue, .invalidControlValue])
        #expect(stage.loop.diagnostics.collected.first?.message.hasPrefix("LoggingStepper.value is not a finite number") == true)
    }

    /// UIKit's stepper: "If you set a maximum or minimum value that would break this invariant,
    /// both values are set to the new value"; the value is clamped, without an event.
    @Test func crossingLimitsSetBothToTheNewValue() {
        let (stage, control) = stage(value: 10)
        control.minimumValue = 150
        #expect((control.minimumValue, control.maximumValue, control.value) == (150, 150, 150))
        control.maximumValue = 20
        #expect((control.minimumValue, control.maximumValue, control.value) == (20, 20, 20))
        control.value = 99
        #expect(control.value == 20)
        #expect(stage.log.entries.isEmpty)
    }

    /// UIKit sizes the stepper itself: 94 × 32 points on current iOS.
    @Test func aStepperIsNinetyFourByThirtyTwoPoints() {
        let control = Stepper(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(control.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
        #expect((control.value, control.minimumValue, control.maximumValue, control.stepValue) == (0, 0, 100, 1))
        #expect(control.autorepeat && control.isContinuous && !control.wraps)
    }

    /// The drawing: the background, the − glyph dimmed at the minimum, the + glyph, the divider.
    @Test func theStepperRecordsItsHalvesAndDivider() {
        let (stage, control) = stage()
        let light = TraitCollection()
        #expect(control.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 94, height: 32), Color.tertiarySystemFill.resolvedColor(with: light)),
            .line(from: CGPoint(x: 16.25, y: 16), to: CGPoint(x: 30.25, y: 16), Color.tertiaryLabel.resolvedColor(with: light), lineWidth: 2),
            .line(from: CGPoint(x: 63.75, y: 16), to: CGPoint(x: 77.75, y: 16), Color.label.resolvedColor(with: light), lineWidth: 2),
            .line(from: CGPoint(x: 70.75, y: 9), to: CGPoint(x: 70.75, y: 23), Color.label.resolvedColor(with: light), lineWidth: 2),
            .fill(CGRect(x: 46.5, y: 8, width: 1, height: 16), Color.separator.resolvedColor(with: light)),
        ])
        _ = control
    }

    /// A disabled stepper ignores taps.
    @Test func aDisabledStepperIgnoresTaps() {
        let (stage, control) = stage()
        control.isEnabled = false
        stage.window.tap(at: stage.point(70, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
        #expect(control.value == 0)
    }

    /// UIKit's rule for controls whose default action is a tap: a tap recognizer on the superview
    /// fails and the stepper steps.
    @Test func aTapRecognizerOnTheSuperviewDoesNotTakeTheStepsTap() {
        let (stage, control) = stage()
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(container)
        container.addSubview(control)
        container.addGestureRecognizer(TapGestureRecognizer { _ in stage.log.add("container tap") })
        stage.loop.runUntilIdle()
        stage.window.tap(at: stage.point(70, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.log.entries.contains("container tap"))
        #expect(control.value == 1)
    }

    /// Images are kept per state as set.
    @Test func imagesAreKeptPerState() {
        let control = Stepper()
        let plus = Image(Image.Properties(size: CGSize(width: 10, height: 10)))
        control.setIncrementImage(plus, for: .normal)
        control.setDividerImage(plus, forLeftSegmentState: .highlighted, rightSegmentState: .normal)
        control.setBackgroundImage(plus, for: .disabled)
        #expect(control.incrementImage(for: .normal) === plus)
        #expect(control.incrementImage(for: .highlighted) == nil)
        #expect(control.decrementImage(for: .normal) == nil)
        #expect(control.backgroundImage(for: .disabled) === plus)
        #expect(control.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === plus)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }

    /// (chosen) One adjustable element reporting the value.
    @Test func accessibilityReportsTheValue() {
        let control = Stepper()
        control.stepValue = 0.5
        control.value = 2.5
        #expect(control.accessibilityValue == "2.5")
        #expect(control.accessibilityTraits == .adjustable)
    }
}
