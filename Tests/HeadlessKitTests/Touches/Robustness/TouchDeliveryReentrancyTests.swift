import Foundation
import Testing
@testable import HeadlessKit

/// Touch delivery when hooks change what it is delivering: views removed, recognizers removed
/// while others wait for them. Nothing may be left half-told or waiting forever.
@MainActor
@Suite struct TouchDeliveryReentrancyTests {
    /// A view that runs a closure from its `touchesBegan(_:with:)`.
    final class HookedView: ViewNode {
        let name: String
        let log: TouchLog
        var onBegan: (() -> Void)?

        init(_ name: String, frame: CGRect, log: TouchLog) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: Coder) { nil }


        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.add("\(name).touchesBegan")
            onBegan?()
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesMoved") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesEnded") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesCancelled") }
    }

    /// Views: a view removed from its window before it heard of a touch never hears of it. Two
    /// fingers land together on A and B; A's `touchesBegan` removes B, which must get neither a
    /// `touchesCancelled` for a touch it never began nor a `touchesBegan` after leaving.
    @Test func aViewRemovedByAnotherViewsTouchesBeganHearsNothingOfItsTouch() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let a = HookedView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        let b = HookedView("B", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: log)
        let window = TouchStage.window(on: loop, holding: [a, b])
        a.onBegan = { b.removeFromSuperview() }
        let fingers = [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)]
        window.performTouches([fingers, fingers])
        #expect(loop.runUntilIdle() == .idle)
        #expect(log.entries == ["A.touchesBegan", "A.touchesEnded"])
        #expect(!window.isTrackingTouches)
    }

    /// Views: a view removed while it tracks a touch gets `touchesCancelled` once, and nothing
    /// after it — not the `touchesMoved` of the same event, computed before the removal.
    @Test func aViewRemovedByAnotherViewsTouchesBeganGetsNoMovesAfterItsCancellation() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let a = HookedView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        let b = HookedView("B", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: log)
        let window = TouchStage.window(on: loop, holding: [a, b])
        // B's finger is down first; A's lands in the same event that moves B's.
        let bFinger = Touch(location: CGPoint(x: 300, y: 100), timestamp: loop.now)
        let aFinger = Touch(location: CGPoint(x: 100, y: 100), timestamp: loop.now)
        for touch in [bFinger, aFinger] { touch.windowResponder = window }
        bFinger.phase = .began
        window.touchEvent.orderedTouches = [bFinger]
        window.sendEvent(window.touchEvent)
        a.onBegan = { b.removeFromSuperview() }
        bFinger.phase = .moved
        bFinger.previousLocationInWindow = bFinger.locationInWindow
        bFinger.locationInWindow = CGPoint(x: 310, y: 100)
        aFinger.phase = .began
        window.touchEvent.orderedTouches = [bFinger, aFinger]
        window.sendEvent(window.touchEvent)
        #expect(log.entries == ["B.touchesBegan", "A.touchesBegan", "B.touchesCancelled"])
        for touch in [bFinger, aFinger] { touch.phase = .ended }
        window.sendEvent(window.touchEvent)
        window.touchEvent.orderedTouches = []
        #expect(loop.runUntilIdle() == .idle)
        #expect(log.entries == ["B.touchesBegan", "A.touchesBegan", "B.touchesCancelled", "A.touchesEnded"])
        #expect(!window.isTrackingTouches)
    }

    /// Recognizers: a recognizer removed from its view can no longer recognize, so one waiting
    /// for it to fail goes on, as after a failure **(chosen: UIKit does not document removal
    /// during a failure requirement; a dependent left waiting would keep its touches from their
    /// views forever)**. single.require(toFail: double); one tap; double removed between taps.
    @Test func removingTheRecognizerAnotherWaitsForLetsTheWaitingOneRecognize() {
        let stage = TouchStage()
        let single = stage.tap("single")
        let double = stage.tap("double", taps: 2)
        single.require(toFail: double)
        stage.window.tap(at: CGPoint(x: 50, y: 50))
        stage.log.entries.removeAll()
        stage.view.removeGestureRecognizer(double)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["double.reset", "single.action(ended)", "view.touchesCancelled", "single.reset"])
        #expect(!stage.window.isTrackingTouches)
    }
}

/// Recognizers moved by their own actions while they are being removed.
@MainActor
@Suite struct RecognizerRemovalReentrancyTests {
    /// Recognizers: removing a pan that began sends its cancelled action at once; an action that
    /// then attaches the recognizer to another view leaves it attached there, listed by that
    /// view and naming it as its view, as `addGestureRecognizer(_:)` always does.
    @Test func aRecognizerItsCancelledActionMovesToAnotherViewStaysAttachedThere() {
        let stage = TouchStage()
        let other = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(other)
        let pan = PanGestureRecognizer()
        pan.addAction { pan in
            stage.log.add("pan.action(\(pan.state))")
            if pan.state == .cancelled { other.addGestureRecognizer(pan) }
        }
        stage.view.addGestureRecognizer(pan)
        let touch = Touch(location: CGPoint(x: 100, y: 100), timestamp: stage.loop.now)
        touch.windowResponder = stage.window
        stage.window.touchEvent.orderedTouches = [touch]
        stage.window.sendEvent(stage.window.touchEvent)
        touch.phase = .moved
        touch.locationInWindow = CGPoint(x: 150, y: 100)
        stage.window.sendEvent(stage.window.touchEvent)
        stage.loop.runOnce()
        #expect(pan.state == .began)
        stage.view.removeGestureRecognizer(pan)
        #expect(pan.view === other)
        #expect(other.gestureRecognizers?.count == 1)
        #expect(stage.view.gestureRecognizers == nil)
        touch.phase = .ended
        stage.window.sendEvent(stage.window.touchEvent)
        stage.window.touchEvent.orderedTouches = []
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "view.touchesBegan", "pan.action(began)", "view.touchesCancelled", "pan.action(cancelled)",
        ])
        #expect(!stage.window.isTrackingTouches)
    }
}
