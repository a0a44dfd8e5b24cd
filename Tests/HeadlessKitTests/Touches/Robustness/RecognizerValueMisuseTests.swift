import Foundation
import Testing
@testable import HeadlessKit

/// Non-finite values given to recognizers are refused like any other non-finite geometry: the
/// value stays what it was, and one `invalidGeometry` diagnostic is reported.
@MainActor
@Suite struct RecognizerValueMisuseTests {
    /// HeadlessKit's rule for NaN and infinite geometry (UIKit has no message of its own): a
    /// pan's translation set to NaN is refused and the translation stays where it was.
    @Test func aNonFiniteTranslationIsRefused() {
        let stage = TouchStage()
        let pan = PanGestureRecognizer()
        stage.view.addGestureRecognizer(pan)
        pan.setTranslation(CGPoint(x: 5, y: 7), in: nil)
        pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: nil)
        pan.setTranslation(CGPoint(x: 0, y: -CGFloat.infinity), in: stage.view)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 7))
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
        #expect(stage.loop.diagnostics.collected.first?.message.hasPrefix("setTranslation(_:in:) was given [nan 0]") == true)
    }

    /// The same rule for a pinch's scale.
    @Test func aNonFiniteScaleIsRefused() {
        let stage = TouchStage()
        let pinch = PinchGestureRecognizer()
        stage.view.addGestureRecognizer(pinch)
        pinch.scale = 2
        pinch.scale = .infinity
        #expect(pinch.scale == 2)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        #expect(stage.loop.diagnostics.collected.first?.message.hasPrefix("scale was set to inf") == true)
    }

    /// UIKit: a pinch recognizer's scale is 1 until a pinch changes it (it read 0 with no
    /// fingers down).
    @Test func aPinchWithNoFingersReadsTheScaleLastSet() {
        let pinch = PinchGestureRecognizer()
        #expect(pinch.scale == 1)
        pinch.scale = 3
        #expect(pinch.scale == 3)
    }

    /// The same rule for a long press's duration and allowable movement; a negative duration
    /// still reads as zero (a press that begins at once), as before.
    @Test func aNonFiniteLongPressDurationOrMovementIsRefused() {
        let stage = TouchStage()
        let press = LongPressGestureRecognizer()
        stage.view.addGestureRecognizer(press)
        press.minimumPressDuration = .nan
        press.minimumPressDuration = .infinity
        press.allowableMovement = .nan
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        press.minimumPressDuration = -1
        #expect(press.minimumPressDuration == -1)
        #expect(stage.loop.diagnostics.collected.count == 3)
    }

    /// A recognizer attached to no view reports to the loop bound by the caller.
    @Test func aDetachedRecognizerReportsToTheCurrentLoop() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let press = LongPressGestureRecognizer()
        loop.withCurrent { press.allowableMovement = -.infinity }
        #expect(press.allowableMovement == 10)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
    }
}
