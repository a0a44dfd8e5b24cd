import Foundation
import Testing
@testable import HeadlessKit

/// How a control turns one finger into tracking hooks, highlight changes and touch events, in
/// UIKit's order (UIControl's documentation of the tracking methods and `UIControl.Event`).
@MainActor
@Suite struct ControlTrackingTests {
    /// UIKit: touchesBegan → beginTracking → highlighted → touchDown; touchesEnded → highlight
    /// cleared → endTracking → touchUpInside. `isTouchInside` is already true in beginTracking,
    /// `isTracking` only after it returns; the order of the highlight against the hooks is
    /// (chosen) the one of UIKit's open-source reimplementations, as UIKit does not document it.
    @Test func aTapBeginsTracksAndEndsInsideInUIKitsOrder() {
        let stage = ControlStage()
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ])
        #expect(!stage.control.isTracking)
        #expect(!stage.control.isTouchInside)
        #expect(!stage.control.isHighlighted)
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: while tracking, moves send touchDragInside/Outside, with touchDragExit/Enter when
    /// the finger crosses the edge of the bounds grown by 70 points; the highlight follows the
    /// finger and is updated before continueTracking is asked. Events of one move go out in one
    /// pass over the actions, in the order they were added.
    @Test func draggingOutOfTheSlopAndBackSendsExitThenEnter() {
        let stage = ControlStage()
        let center = stage.center
        let slopInside = CGPoint(x: 269, y: 125)   // 69 pt right of the bounds
        let slopOutside = CGPoint(x: 271, y: 125)  // 71 pt right of the bounds
        stage.window.performTouches([[center], [slopInside], [slopOutside], [center], [center]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesMoved", "control.continueTracking(inside=true, highlighted=true)", "touchDragInside",
            "control.touchesMoved", "control.highlighted=false",
            "control.continueTracking(inside=false, highlighted=false)", "touchDragOutside", "touchDragExit",
            "control.touchesMoved", "control.highlighted=true",
            "control.continueTracking(inside=true, highlighted=true)", "touchDragInside", "touchDragEnter",
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ])
    }

    /// UIKit's 70-point drag slop on every side: a finger lifted 69 points outside the bounds
    /// lifts inside (touchUpInside), one lifted 71 points outside lifts outside (touchUpOutside).
    @Test(arguments: [
        (CGPoint(x: 269, y: 125), true), (CGPoint(x: 271, y: 125), false),
        (CGPoint(x: 31, y: 125), true), (CGPoint(x: 29, y: 125), false),
        (CGPoint(x: 150, y: 31), true), (CGPoint(x: 150, y: 29), false),
        (CGPoint(x: 150, y: 219), true), (CGPoint(x: 150, y: 221), false),
    ])
    func liftingWithinSeventyPointsOfTheBoundsIsInside(lift: CGPoint, isInside: Bool) {
        let stage = ControlStage()
        stage.window.performTouches([[stage.center], [lift], [lift]])
        #expect(stage.loop.runUntilIdle() == .idle)
        let move = isInside
            ? ["control.touchesMoved", "control.continueTracking(inside=true, highlighted=true)", "touchDragInside"]
            : ["control.touchesMoved", "control.highlighted=false",
               "control.continueTracking(inside=false, highlighted=false)", "touchDragOutside", "touchDragExit"]
        let end = isInside
            ? ["control.touchesEnded", "control.highlighted=false",
               "control.endTracking(tracking=true, inside=true)", "touchUpInside"]
            : ["control.touchesEnded", "control.endTracking(tracking=true, inside=false)", "touchUpOutside"]
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
        ] + move + end, "lift at \(lift)")
    }

    /// UIKit: a touch whose tap count is above 1 sends touchDownRepeat with touchDown.
    @Test func theSecondTapOfADoubleTapSendsTouchDownRepeat() {
        let stage = ControlStage()
        stage.window.doubleTap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        let tap = [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
        ]
        let lift = [
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ]
        #expect(stage.log.entries == tap + lift + tap + ["touchDownRepeat"] + lift)
    }

    /// UIKit: beginTracking returning false means the control does not track the finger: no
    /// highlight, no touch events, no endTracking.
    @Test func declinedTrackingSendsNothingForTheFinger() {
        let stage = ControlStage()
        stage.control.beginsTracking = false
        stage.window.performTouches([[stage.center], [CGPoint(x: 160, y: 125)], [CGPoint(x: 160, y: 125)]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.touchesMoved", "control.touchesEnded",
        ])
        #expect(!stage.control.isTracking)
    }

    /// UIKit: continueTracking returning false updates `isTracking` to false; the control then
    /// sends nothing more for the finger. Clearing the highlight is (chosen): the highlight shows
    /// a tracked finger.
    @Test func continueTrackingReturningFalseStopsTheTracking() {
        let stage = ControlStage()
        stage.control.continuesTracking = false
        let moved = CGPoint(x: 160, y: 125)
        stage.window.performTouches([[stage.center], [moved], [CGPoint(x: 170, y: 125)], [CGPoint(x: 170, y: 125)]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesMoved", "control.continueTracking(inside=true, highlighted=true)",
            "control.highlighted=false",
            "control.touchesMoved", "control.touchesEnded",
        ])
        #expect(!stage.control.isTracking)
    }

    /// UIKit: "If the enabled state is false, the control ignores touch events" — it tracks
    /// nothing and sends no actions. That it stays the hit view and does not forward the touches
    /// to its superview is (chosen): UIKit's hit testing only skips views with user interaction
    /// disabled, and UIControl does not forward touches.
    @Test func aDisabledControlIgnoresTouches() {
        let stage = ControlStage()
        stage.control.isEnabled = false
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["control.touchesBegan", "control.touchesEnded"])
    }

    /// Disabling a control while it tracks a finger clears the highlight and ends the tracking
    /// without a hook or an event (chosen: UIKit does not document it).
    @Test func disablingWhileTrackingStopsTheTrackingSilently() {
        let stage = ControlStage()
        stage.control.addAction(Action { [weak control = stage.control] _ in control?.isEnabled = false }, for: .touchDown)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown", "control.highlighted=false",
            "control.touchesEnded",
        ])
        #expect(stage.control.state == .disabled)
        #expect(!stage.control.isTracking)
    }

    /// A control tracks one finger (UIKit's tracking methods take one touch): with multiple
    /// touch enabled, the first finger of the event is tracked and the second ignored.
    @Test func aMultipleTouchControlTracksTheFirstFingerOnly() {
        let stage = ControlStage()
        stage.control.isMultipleTouchEnabled = true
        let second = CGPoint(x: 600, y: 125)   // far outside the slop: tracking it would lift outside
        let inside = CGPoint(x: 120, y: 125)
        stage.window.performTouches([[stage.center, inside], [stage.center, second], [stage.center, second]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesMoved",
            "control.touchesEnded", "control.highlighted=false",
            "control.endTracking(tracking=true, inside=true)", "touchUpInside",
        ])
    }

    /// UIKit's `UIControl.State` follows isHighlighted, isEnabled and isSelected.
    @Test func stateCombinesHighlightedDisabledAndSelected() {
        let stage = ControlStage(logsEveryTouchEvent: false)
        var states: [Control.State] = []
        stage.control.addAction(Action { [weak control = stage.control] _ in
            if let control { states.append(control.state) }
        }, for: [.touchDown, .touchUpInside])
        stage.control.isSelected = true
        stage.window.tap(at: stage.center)
        #expect(states == [[.highlighted, .selected], [.selected]])
        stage.control.isEnabled = false
        #expect(stage.control.state == [.disabled, .selected])
        stage.control.isSelected = false
        #expect(stage.control.state == .disabled)
        stage.control.isEnabled = true
        #expect(stage.control.state == .normal)
    }

    /// UIKit's raw values of `UIControl.Event` and `UIControl.State`.
    @Test func eventsAndStatesHaveUIKitsRawValues() {
        let events: [(Control.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.menuActionTriggered, 16384), (.editingDidBegin, 0x10000), (.editingChanged, 0x20000),
            (.editingDidEnd, 0x40000), (.editingDidEndOnExit, 0x80000), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF0000), (.applicationReserved, 0x0F00_0000),
            (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in events { #expect(event.rawValue == raw) }
        let states: [(Control.State, UInt)] = [
            (.normal, 0), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
            (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
        ]
        for (state, raw) in states { #expect(state.rawValue == raw) }
    }
}
