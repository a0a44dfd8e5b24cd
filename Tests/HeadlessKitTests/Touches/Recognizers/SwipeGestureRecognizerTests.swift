import Foundation
import Testing
@testable import HeadlessKit

/// The swipe recognizer (chosen rule, UIKit's is undocumented): at least 50 points in the
/// direction, at most 50 points across it and less than along it, within 0.5 s of touch-down.
@MainActor
@Suite struct SwipeGestureRecognizerTests {
    /// Four recognizers, one per direction, allowed to recognize together so each decides alone.
    final class Everyone: GestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
        ) -> Bool { true }
    }

    func swipes(on stage: TouchStage, delegate: Everyone) {
        let names: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        for (direction, name) in names {
            let swipe = SwipeGestureRecognizer { stage.log.add("\(name).action(\($0.state))") }
            swipe.direction = direction
            swipe.delegate = delegate
            stage.view.addGestureRecognizer(swipe)
        }
    }

    /// window.swipe(_:from:) is recognized by a default recognizer of its direction and by no
    /// other; UIKit recognizes a swipe while the finger still moves, cancelling the view's touch.
    @Test(arguments: ["right", "left", "up", "down"])
    func aSimulatedSwipeIsRecognizedOnlyInItsDirection(_ name: String) {
        let stage = TouchStage()
        let delegate = Everyone()
        swipes(on: stage, delegate: delegate)
        let direction: SwipeGestureRecognizer.Direction = ["right": .right, "left": .left, "up": .up, "down": .down][name]!
        stage.window.swipe(direction, from: CGPoint(x: 200, y: 200))
        #expect(stage.log.entries == [
            "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "\(name).action(ended)", "view.touchesCancelled",
        ])
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    /// A swipe is discrete — UIKit's `UIGestureRecognizer.State`: "discrete gestures don't
    /// transition through the Began and Changed states" — so setting it to began is refused as an
    /// invalid transition: it stays possible, and the next swipe is recognized and reset as usual,
    /// leaving the window tracking nothing.
    @Test func aSwipeSetToBeganIsRefusedAndStillRecognizesTheNextSwipe() {
        let stage = TouchStage()
        let swipe = SwipeGestureRecognizer { stage.log.add("swipe.action(\($0.state))") }
        stage.view.addGestureRecognizer(swipe)
        swipe.state = .began
        #expect(swipe.state == .possible)
        stage.window.swipe(.right, from: CGPoint(x: 200, y: 200))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "swipe.action(ended)", "view.touchesCancelled",
        ])
        #expect(swipe.state == .possible)
        #expect(!stage.window.isTrackingTouches)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidGestureStateTransition])
        #expect(stage.loop.diagnostics.collected.first?.message.hasSuffix(
            "A discrete recognizer goes possible → recognized | failed; reset() returns it to possible.") == true)
    }

    /// A recognizer whose direction holds several directions recognizes each of them.
    @Test func aRecognizerForLeftAndRightTakesEither() {
        let stage = TouchStage()
        let swipe = SwipeGestureRecognizer { stage.log.add("swipe.action(\($0.state))") }
        swipe.direction = [.left, .right]
        stage.view.addGestureRecognizer(swipe)
        stage.window.swipe(.left, from: CGPoint(x: 200, y: 200))
        stage.window.swipe(.right, from: CGPoint(x: 200, y: 200))
        stage.window.swipe(.up, from: CGPoint(x: 200, y: 200))
        #expect(stage.log.entries.filter { $0.hasPrefix("swipe") } == ["swipe.action(ended)", "swipe.action(ended)"])
    }

    /// (chosen) A stroke too slow to cover 50 points within 0.5 s fails when the time runs out;
    /// the view then gets its touches normally.
    @Test func aSlowStrokeFailsWhenTheTimeRunsOut() {
        let stage = TouchStage()
        let swipe = SwipeGestureRecognizer { stage.log.add("swipe.action(\($0.state))") }
        stage.view.addGestureRecognizer(swipe)
        var states: [GestureRecognizer.State] = []
        stage.loop.perform(after: .milliseconds(499)) { states.append(swipe.state) }
        stage.loop.perform(after: .milliseconds(501)) { states.append(swipe.state) }
        stage.window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: .milliseconds(1200))
        #expect(states == [.possible, .failed])
        #expect(!stage.log.entries.contains { $0.hasPrefix("swipe") })
        #expect(stage.log.entries.last == "view.touchesEnded")
    }

    /// (chosen) A diagonal stroke, as far across as along, is no swipe in either direction.
    @Test func aDiagonalStrokeIsNoSwipe() {
        let stage = TouchStage()
        let delegate = Everyone()
        swipes(on: stage, delegate: delegate)
        stage.window.flick(from: CGPoint(x: 100, y: 100), velocity: CGPoint(x: 1.2, y: 1.2))
        #expect(!stage.log.entries.contains { $0.contains("action") })
        #expect(stage.log.entries.last == "view.touchesEnded")
    }

    /// UIKit: numberOfTouchesRequired fingers must swipe together.
    @Test func aTwoFingerSwipeNeedsTwoFingers() {
        let stage = TouchStage()
        stage.view.isMultipleTouchEnabled = true
        let swipe = SwipeGestureRecognizer { stage.log.add("swipe.action(\($0.state))") }
        swipe.numberOfTouchesRequired = 2
        stage.view.addGestureRecognizer(swipe)
        stage.window.swipe(.right, from: CGPoint(x: 100, y: 100))
        #expect(!stage.log.entries.contains("swipe.action(ended)"))
        stage.log.entries.removeAll()
        let frames: [[CGPoint]?] = (0...5).map { step in
            [CGPoint(x: 100 + CGFloat(step) * 20, y: 100), CGPoint(x: 100 + CGFloat(step) * 20, y: 150)]
        }
        stage.window.performTouches(frames)
        #expect(stage.log.entries == [
            "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "swipe.action(ended)", "view.touchesCancelled",
        ])
    }
}
