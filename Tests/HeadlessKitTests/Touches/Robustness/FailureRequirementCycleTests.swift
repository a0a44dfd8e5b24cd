import Foundation
import Testing
@testable import HeadlessKit

/// Failure requirements that wait for each other in a circle.
@MainActor
@Suite struct FailureRequirementCycleTests {
    /// Two tap recognizers that each require the other to fail, and one tap: neither can ever
    /// stop waiting for the other. (chosen) Both fail — neither fires, as with UIKit's circular
    /// requirements — and the view gets the touchesEnded they delayed; nothing is left tracking.
    @Test func recognizersRequiringEachOtherToFailDoNotWaitForever() {
        let stage = TouchStage()
        let first = stage.tap("first")
        let second = stage.tap("second")
        first.require(toFail: second)
        second.require(toFail: first)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.window.isTrackingTouches)
        #expect(first.state == .possible)
        #expect(second.state == .possible)
        #expect(stage.log.entries == [
            "first.touchesBegan", "second.touchesBegan", "view.touchesBegan", "first.touchesEnded", "second.touchesEnded",
            "view.touchesEnded", "first.reset", "second.reset",
        ])
    }
}
