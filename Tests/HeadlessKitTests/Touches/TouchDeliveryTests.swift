import Foundation
import Testing
@testable import HeadlessKit

/// Hit testing and delivery of touches to views and recognizers, in UIKit's orders.
@MainActor
@Suite struct TouchDeliveryTests {
    /// UIKit's hit-testing order for `A{B{D}, C{E, F}}` and a touch in E: the frontmost sibling
    /// first, each view asking `point(inside:with:)` before its subviews (two device logs agree).
    @Test func hitTestingAsksFrontmostSubviewsFirstThenDeliversToTheHitView() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        let a = LoggingView("A", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        let b = LoggingView("B", frame: CGRect(x: 0, y: 0, width: 400, height: 100), log: log)
        let d = LoggingView("D", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let c = LoggingView("C", frame: CGRect(x: 0, y: 200, width: 400, height: 200), log: log)
        let e = LoggingView("E", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let f = LoggingView("F", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        window.addSubview(a); a.addSubview(b); b.addSubview(d); a.addSubview(c); c.addSubview(e); c.addSubview(f)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        for view in [a, b, c, d, e, f] { view.logsHitTesting = true }
        window.tap(at: CGPoint(x: 50, y: 250))
        #expect(log.entries == [
            "A.hitTest", "A.pointInside", "C.hitTest", "C.pointInside", "F.hitTest", "F.pointInside",
            "E.hitTest", "E.pointInside", "E.touchesBegan", "E.touchesEnded",
        ])
    }

    /// UIKit's pan: the view gets touchesBegan and touchesMoved until the pan begins, then the
    /// first action, then touchesCancelled, then an action per move and at the end.
    @Test func panTakesTheTouchFromTheViewAfterItsFirstAction() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        let view = LoggingView("view", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        let pan = LoggingPan { pan in log.add("action(\(pan.state), \(pan.translation(in: nil).x))") }
        pan.log = log
        view.addGestureRecognizer(pan)
        let p = { (x: CGFloat) in CGPoint(x: x, y: 100) }
        window.performTouches([[p(100)], [p(104)], [p(112)], [p(120)], [p(120)]])
        #expect(log.entries == [
            "pan.touchesBegan", "view.touchesBegan",
            "pan.touchesMoved", "view.touchesMoved",
            "pan.touchesMoved", "action(began, 12.0)", "view.touchesCancelled",
            "pan.touchesMoved", "action(changed, 20.0)",
            "pan.touchesEnded", "action(ended, 20.0)",
        ])
        #expect(pan.state == .possible)
    }
}

/// The application sees every event before its window, as `UIApplication.sendEvent(_:)` does.
@MainActor
@Suite struct ApplicationEventTests {
    final class WatchingApplication: Application {
        var phases: [String] = []
        override func sendEvent(_ event: Event) {
            phases.append((event.allTouches ?? []).map { "\($0.phase)" }.joined())
            super.sendEvent(event)
        }
    }

    @Test func everySimulatedEventPassesThroughTheApplicationThenTheWindow() {
        let app = Application.create(principal: WatchingApplication.self, delegate: RecordingAppDelegate.self) as! WatchingApplication
        _ = app.launch()
        let window = Window(application: app)
        let log = TouchLog()
        let view = LoggingView("view", frame: window.bounds, log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(app.phases == ["began", "ended"])
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }

    /// UIKit cancels the touches of an app that resigns active, and delivers none until it is
    /// active again.
    @Test func resigningActiveCancelsTheFingersAndLaterTouchesAreNotDelivered() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        let stage = TouchStage(launching: app)
        let (window, log) = (stage.window, stage.log)
        app.runLoop.perform(after: .milliseconds(30)) { _ = app.simulate(.incomingCall) }
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 200))
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled"])
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.count == 3)
        _ = app.simulate(.declineCall)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.suffix(2) == ["view.touchesBegan", "view.touchesEnded"])
    }
}

/// A view that leaves its window mid-touch has its touches cancelled (UIKit cancels the touches
/// of views that move out of their window), and its recognizers stop.
@MainActor
@Suite struct TouchesLeavingTheWindowTests {
    @Test func aViewRemovedMidTouchGetsTouchesCancelledBeforeItsWindowCallbacksAndNothingAfter() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        final class WindowLoggingView: ViewNode {
            let log: TouchLog
            init(log: TouchLog) { self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }
            required init?(coder: Coder) { nil }

            override func willMove(toWindow newWindow: Window?) { log.add("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.add("touchesBegan") }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.add("touchesMoved") }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.add("touchesEnded") }
            override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.add("touchesCancelled") }
        }
        let view = WindowLoggingView(log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        log.entries = []
        let pan = PanGestureRecognizer { pan in log.add("pan \(pan.state)") }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        loop.perform(after: .milliseconds(60)) { view.removeFromSuperview() }
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 200))
        loop.runUntilIdle()
        #expect(log.entries == [
            "touchesBegan", "touchesMoved", "pan began", "touchesMoved", "pan changed", "touchesMoved", "pan changed",
            "touchesCancelled", "willMove(toWindow: nil)", "pan cancelled",
        ])
        #expect(pan.state == .possible)
        #expect(!window.isTrackingTouches)
    }
}

/// A simulated tap aimed at a view no finger can reach is refused, not delivered to whatever
/// happens to be at those coordinates.
@MainActor
@Suite struct UnreachableTapTests {
    @Test func tappingAViewOutsideTheWindowOrOffScreenIsRefusedAndDeliversNothing() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let log = TouchLog()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        let backdrop = LoggingView("backdrop", frame: window.bounds, log: log)
        let offScreen = LoggingView("offScreen", frame: CGRect(x: 0, y: 500, width: 100, height: 100), log: log)
        let elsewhere = LoggingView("elsewhere", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(backdrop)
        backdrop.addSubview(offScreen)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        window.tap(elsewhere)
        window.tap(offScreen)
        #expect(log.entries.isEmpty)
        let diagnostics = loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.touchTargetUnreachable, .touchTargetUnreachable])
        #expect(diagnostics[0].message.contains("it is not in this window"))
        #expect(diagnostics[1].message.contains("its center [50 550] is outside the window's bounds"))
        #expect(diagnostics[1].objectIdentifiers == [ObjectIdentifier(offScreen), ObjectIdentifier(window)])
        window.tap(backdrop)
        #expect(log.entries == ["backdrop.touchesBegan", "backdrop.touchesEnded"])
    }
}

/// UIKit's `init(target:action:)`, with a method reference in place of the selector; the target
/// is held weakly, as UIKit holds it.
@MainActor
@Suite struct RecognizerTargetActionTests {
    @MainActor final class Screen {
        var pans: [String] = []
        var taps = 0
        func handlePan(_ pan: PanGestureRecognizer) { pans.append("\(pan.state)") }
        func didTap() { taps += 1 }
    }

    @Test func aRecognizerMadeWithATargetAndAMethodCallsItAndHoldsTheTargetWeakly() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        window.makeKeyAndVisible()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        window.addGestureRecognizer(PanGestureRecognizer(target: screen!, action: Screen.handlePan))
        window.addGestureRecognizer(TapGestureRecognizer(target: screen!, action: Screen.didTap))
        window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 100))
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(screen?.pans.first == "began" && screen?.pans.last == "ended")
        #expect(screen?.taps == 1)
        screen = nil
        #expect(weakScreen == nil)
        window.tap(at: CGPoint(x: 50, y: 50))   // the action's target is gone: nothing to call
    }
}

/// UIKit's `isMultipleTouchEnabled` (default `false`: a view hears of one finger at a time) and
/// `isExclusiveTouch` (a view tracking a finger keeps other views from hearing of new ones).
@MainActor
@Suite struct MultipleAndExclusiveTouchTests {
    /// Two fingers on one view, then on two views: the frames are one touch-down for both fingers,
    /// a move, and the lift.
    private func twoFingers(at first: CGPoint, _ second: CGPoint, in window: Window) {
        window.performTouches([[first, second], [first, CGPoint(x: second.x + 20, y: second.y)], [first, second]])
    }

    private func stage() -> (MainRunLoop, Window, LoggingView, LoggingView, TouchLog) {
        let loop = MainRunLoop()
        let log = TouchLog()
        let left = LoggingView("left", frame: CGRect(x: 0, y: 0, width: 200, height: 400), log: log)
        let right = LoggingView("right", frame: CGRect(x: 200, y: 0, width: 200, height: 400), log: log)
        let window = TouchStage.window(on: loop, holding: [left, right])
        return (loop, window, left, right, log)
    }

    @Test func aViewHearsOfOneFingerUnlessMultipleTouchIsEnabled() {
        let (_, window, left, _, log) = stage()
        twoFingers(at: CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100), in: window)
        #expect(log.entries == ["left.touchesBegan", "left.touchesEnded"])
        log.entries = []
        left.isMultipleTouchEnabled = true
        twoFingers(at: CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100), in: window)
        #expect(log.entries == ["left.touchesBegan", "left.touchesMoved", "left.touchesEnded"])
    }

    @Test func anExclusiveTouchViewKeepsOtherViewsFromHearingOfNewFingers() {
        let (_, window, left, _, log) = stage()
        twoFingers(at: CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 100), in: window)
        #expect(log.entries == ["left.touchesBegan", "right.touchesBegan", "right.touchesMoved", "left.touchesEnded", "right.touchesEnded"])
        log.entries = []
        left.isExclusiveTouch = true
        twoFingers(at: CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 100), in: window)
        #expect(log.entries == ["left.touchesBegan", "left.touchesEnded"])
    }
}
