import Foundation
import Testing
@testable import HeadlessKit

/// The app leaving the foreground from inside a recognizer's action.
@MainActor
@Suite struct ResignActiveInsideActionTests {
    /// UIKit cancels every touch of an app that resigns active: a pinch whose own began action
    /// sends the app home is cancelled (its next action reads cancelled) and resets; nothing is
    /// left tracking once the app is back.
    @Test func aPinchWhoseBeganActionSendsTheAppHomeIsCancelled() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        let stage = TouchStage(launching: app)
        let (window, view, log) = (stage.window, stage.view, stage.log)
        let pinch = PinchGestureRecognizer { pinch in
            log.add("pinch.action(\(pinch.state))")
            if pinch.state == .began { _ = app.simulate(.homeButton) }
        }
        view.addGestureRecognizer(pinch)
        window.pinch(at: CGPoint(x: 100, y: 150), from: 40, to: 120)
        _ = app.simulate(.tapAppIcon)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(log.entries == [
            "view.touchesBegan", "view.touchesMoved", "pinch.action(began)", "view.touchesCancelled", "pinch.action(cancelled)",
        ])
        #expect(pinch.state == .possible)
        #expect(!window.isTrackingTouches, "\(window.touchTrackingDescription)")
    }

    /// A delegate that sends the app home when asked whether a recognizer may begin.
    final class HomeButtonDelegate: GestureRecognizerDelegate {
        let app: Application
        init(app: Application) { self.app = app }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            _ = app.simulate(.homeButton)
            return true
        }
    }

    /// UIKit cancels every touch of an app that resigns active: when that happens inside
    /// `gestureRecognizerShouldBegin(_:)`, the recognizer lost its touches and failed meanwhile,
    /// so the `true` answer must not make it begin — it would be left began with no touch.
    @Test func aRecognizerWhoseTouchesWereCancelledWhileItsDelegateDecidedDoesNotBegin() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        let stage = TouchStage(launching: app)
        let (window, view, log) = (stage.window, stage.view, stage.log)
        let pinch = PinchGestureRecognizer { log.add("pinch.action(\($0.state))") }
        let delegate = HomeButtonDelegate(app: app)
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        window.pinch(at: CGPoint(x: 100, y: 150), from: 40, to: 120)
        _ = app.simulate(.tapAppIcon)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled"])
        #expect(pinch.state == .possible)
        #expect(!window.isTrackingTouches, "\(window.touchTrackingDescription)")
    }
}
