import Foundation
import Testing
@testable import HeadlessKit

/// A slider played by fingers: the thumb is grabbed where it is, dragged in proportion along the
/// track, and reports values in UIKit's order; code sets values silently, within the limits.
@MainActor
@Suite struct SliderTests {
    /// A 200 × 31 slider at (100, 100), at 0.5: its thumb is at x 86...114, centred at 100.
    private func stage(continuous: Bool = true) -> (EverydayControlStage<LoggingSlider>, LoggingSlider) {
        let control = LoggingSlider(frame: CGRect(x: 100, y: 100, width: 200, height: 31))
        control.value = 0.5
        control.isContinuous = continuous
        let stage = EverydayControlStage(control) { GeometryFormat.number(CGFloat($0.value)) }
        control.log = stage.log
        return (stage, control)
    }

    private static func image(_ width: CGFloat, _ height: CGFloat) -> Image {
        Image(Image.Properties(size: CGSize(width: width, height: height)))
    }

    /// UIKit: a continuous slider sends a value change at every move (before the drag event of
    /// that move), and one more as the finger lifts, before the touch-up.
    @Test func draggingTheThumbSendsValueChangedAtEveryMoveAndAtTheLift() {
        let (stage, control) = stage()
        let grab = stage.point(100, 15), middle = stage.point(143, 15), end = stage.point(186, 15)
        stage.window.performTouches([[grab], [middle], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "valueChanged(0.75)", "primaryActionTriggered(0.75)", "touchDragInside",
            "continueTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchDragInside",
            "endTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchUpInside",
        ])
        #expect(control.value == 1)
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    /// UIKit: a slider that is not continuous reports its value once, as the finger lifts.
    @Test func aSliderThatIsNotContinuousSendsOneValueChangeAtTheLift() {
        let (stage, control) = stage(continuous: false)
        let grab = stage.point(100, 15), middle = stage.point(143, 15), end = stage.point(57, 15)
        stage.window.performTouches([[grab], [middle], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside", "continueTracking", "touchDragInside",
            "endTracking", "valueChanged(0.25)", "primaryActionTriggered(0.25)", "touchUpInside",
        ])
        #expect(control.value == 0.25)
    }

    /// UIKit: a touch on the track away from the thumb is not tracked and the thumb does not jump.
    @Test func aTapOnTheTrackAwayFromTheThumbDoesNothing() {
        let (stage, control) = stage()
        stage.window.tap(at: stage.point(20, 15))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["beginTracking"])
        #expect(control.value == 0.5)
    }

    /// UIKit's 48 × 48 hit area around the thumb: a touch 22 points left of the thumb's centre
    /// grabs it where it is (no jump); 26 points left misses it.
    @Test func theThumbIsGrabbedWithinItsHitAreaWithoutJumping() {
        let (stage, control) = stage()
        let grab = stage.point(78, 15), moved = stage.point(121, 15)
        stage.window.performTouches([[grab], [grab], [moved], [moved]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "valueChanged(0.75)", "primaryActionTriggered(0.75)", "touchDragInside",
            "endTracking", "valueChanged(0.75)", "primaryActionTriggered(0.75)", "touchUpInside",
        ])
        stage.log.clear()
        stage.window.tap(at: stage.point(117, 15))   // 26 points left of the thumb's centre, now at 143
        #expect(stage.log.entries == ["beginTracking"])
        #expect(control.value == 0.75)
    }

    /// UIKit: a move that leaves the value unchanged (here, past the end) still sends a value
    /// change when continuous; the thumb stops at the maximum.
    @Test func movesPastTheEndStillSendValueChanged() {
        let (stage, control) = stage()
        let grab = stage.point(100, 15), past = stage.point(250, 15), further = stage.point(265, 15)
        stage.window.performTouches([[grab], [past], [further], [further]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchDragInside",
            "continueTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchDragInside",
            "endTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchUpInside",
        ])
    }

    /// UIKit's slider stays highlighted while it tracks, even with the finger beyond the 70-point
    /// slop; it still reports the drag as outside.
    @Test func theSliderStaysHighlightedWhileTheFingerWandersOff() {
        let (stage, control) = stage()
        var highlights: [Bool] = []
        control.addAction(Action { [unowned control] _ in highlights.append(control.isHighlighted) }, for: .touchDragOutside)
        let grab = stage.point(100, 15), off = stage.point(100, 200)
        stage.window.performTouches([[grab], [off], [off]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(highlights == [true])
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "continueTracking", "valueChanged(0.5)", "primaryActionTriggered(0.5)", "touchDragOutside", "touchDragExit",
            "endTracking", "valueChanged(0.5)", "primaryActionTriggered(0.5)", "touchUpOutside",
        ])
    }

    /// UIKit: setting the value in code sends nothing and clamps it to the limits.
    @Test func settingTheValueByCodeClampsItAndSendsNothing() {
        let (stage, control) = stage()
        control.value = 5
        #expect(control.value == 1)
        control.setValue(-3, animated: true)
        #expect(control.value == 0)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
    }

    /// (chosen) Limits that cross move the other limit with them; the value follows into the
    /// range without an event.
    @Test func crossingLimitsMoveTheOtherLimitAndClampTheValue() {
        let (stage, control) = stage()
        control.minimumValue = 2
        #expect((control.minimumValue, control.maximumValue, control.value) == (2, 2, 2))
        control.maximumValue = -1
        #expect((control.minimumValue, control.maximumValue, control.value) == (-1, -1, -1))
        control.maximumValue = 9
        #expect((control.minimumValue, control.maximumValue, control.value) == (-1, 9, -1))
        #expect(stage.log.entries.isEmpty)
    }

    /// Non-finite values, limits are refused with a diagnostic; the slider is unchanged.
    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRefused(number: Float) {
        let (stage, control) = stage()
        let before = stage.window.recursiveDescription()
        control.value = number
        control.minimumValue = number
        control.maximumValue = number
        #expect((control.minimumValue, control.maximumValue, control.value) == (0, 1, 0.5))
        #expect(stage.window.recursiveDescription() == before)
        let diagnostics = stage.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidControlValue, .invalidControlValue, .invalidControlValue])
        #expect(diagnostics.first?.message.hasPrefix("LoggingSlider.value is not a finite number") == true)
        #expect(stage.log.entries.isEmpty)
    }

    /// UIKit's current metrics: a 4-point track inset 3 points at each end, centred; a 28-point
    /// thumb placed along the track grown back by its insets, rounded.
    @Test func theTrackAndThumbFollowUIKitsMetrics() {
        let control = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = control.bounds
        let track = control.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 3, y: 14, width: 194, height: 4))
        #expect(control.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 2, width: 28, height: 28))
        #expect(control.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 2, width: 28, height: 28))
        #expect(control.thumbRect(forBounds: bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 2, width: 28, height: 28))
        #expect(control.thumbRect(forBounds: bounds, trackRect: track, value: 7) == CGRect(x: 172, y: 2, width: 28, height: 28))
    }

    /// UIKit: value images sit at the ends, centred vertically; the track leaves 11 points beside
    /// each; they widen the fitting size and may raise the height.
    @Test func valueImagesTakeRoomFromTheTrack() {
        let control = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        control.minimumValueImage = Self.image(20, 20)
        control.maximumValueImage = Self.image(30, 40)
        let bounds = control.bounds
        #expect(control.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(control.maximumValueImageRect(forBounds: bounds) == CGRect(x: 170, y: -5, width: 30, height: 40))
        #expect(control.trackRect(forBounds: bounds) == CGRect(x: 34, y: 14, width: 122, height: 4))
        #expect(control.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: 40))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 28 + 20 + 11 + 30 + 11, height: 40))
    }

    /// UIKit's intrinsic size for a slider: no width, 31 points high.
    @Test func aSliderHasNoIntrinsicWidthAndIsThirtyOnePointsHigh() {
        let control = Slider()
        #expect(control.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 150, height: 5)) == CGSize(width: 150, height: 31))
    }

    /// The drawing: the track in two parts split under the thumb's centre (tint colour, then the
    /// system fill), then the white thumb; dimmed when disabled.
    @Test func theSliderRecordsTrackPartsAndThumb() {
        let (stage, control) = stage()
        let light = TraitCollection()
        #expect(control.displayList == [
            .fill(CGRect(x: 3, y: 14, width: 97, height: 4), Color.tintColor.resolvedColor(with: light)),
            .fill(CGRect(x: 100, y: 14, width: 97, height: 4), Color.systemFill.resolvedColor(with: light)),
            .fillEllipse(CGRect(x: 86, y: 2, width: 28, height: 28), .white),
        ])
        control.minimumTrackTintColor = .red
        control.maximumTrackTintColor = .blue
        control.thumbTintColor = .green
        control.isEnabled = false
        stage.loop.runUntilIdle()
        #expect(control.displayList == [
            .fill(CGRect(x: 3, y: 14, width: 97, height: 4), Color.red.withAlphaComponent(0.5)),
            .fill(CGRect(x: 100, y: 14, width: 97, height: 4), Color.blue.withAlphaComponent(0.5)),
            .fillEllipse(CGRect(x: 86, y: 2, width: 28, height: 28), Color.green.withAlphaComponent(0.5)),
        ])
    }

    /// UIKit: a thumb image replaces the thumb tint colour (and the other way round), sizes the
    /// thumb, and is drawn for the current state, else the normal one.
    @Test func thumbImagesAndTintReplaceEachOther() {
        let control = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        control.thumbTintColor = .red
        let normal = Self.image(20, 20), pressed = Self.image(24, 24)
        control.setThumbImage(normal, for: .normal)
        control.setThumbImage(pressed, for: .highlighted)
        #expect(control.thumbTintColor == nil)
        #expect(control.thumbImage(for: .normal) === normal)
        #expect(control.thumbImage(for: .selected) == nil)
        #expect(control.currentThumbImage === normal)
        control.isHighlighted = true
        #expect(control.currentThumbImage === pressed)
        control.thumbTintColor = .blue
        #expect(control.thumbImage(for: .normal) == nil)
        #expect(control.currentThumbImage == nil)
    }

    /// A disabled slider ignores the finger.
    @Test func aDisabledSliderIgnoresTouches() {
        let (stage, control) = stage()
        control.isEnabled = false
        stage.window.drag(from: stage.point(100, 15), to: stage.point(180, 15))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
        #expect(control.value == 0.5)
    }

    /// UIKit's slider reports its position as a percentage, and the adjustable trait.
    @Test func accessibilityReportsAPercentage() {
        let control = Slider()
        control.minimumValue = 0
        control.maximumValue = 200
        control.value = 50
        #expect(control.accessibilityValue == "25%")
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.isAccessibilityElement)
    }

    /// UIKit's slider keeps its drag: a recognizer of another view may not begin while it tracks,
    /// so a pan on the superview does not take the thumb.
    @Test func aPanOnTheSuperviewDoesNotTakeTheThumb() {
        let (stage, control) = stage()
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(container)
        container.addSubview(control)
        let pan = PanGestureRecognizer { _ in stage.log.add("pan") }
        container.addGestureRecognizer(pan)
        stage.loop.runUntilIdle()
        stage.log.clear()
        stage.window.drag(from: stage.point(100, 15), to: stage.point(186, 15), duration: .milliseconds(100))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.log.entries.contains("pan"))
        #expect(stage.log.entries.last == "touchUpInside")
        #expect(control.value == 1)
    }
}
