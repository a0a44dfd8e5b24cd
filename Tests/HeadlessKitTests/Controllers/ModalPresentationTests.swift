import Foundation
import Testing
@testable import HeadlessKit

/// Modal presentation and dismissal, with the orders of the modal presentation section of
/// Lifecycle Guarantees and the reference logs "full-screen modal" and "memory warning while
/// presented".
@MainActor
@Suite struct ModalPresentationTests {
    /// A traced controller that also notes the presentation flags, inside the callbacks where
    /// they must be true.
    final class Screen: AppearanceProbe {
        override func noteAppearance() {
            if isBeingPresented { trace?.note("\(name) is being presented") }
            if isBeingDismissed { trace?.note("\(name) is being dismissed") }
        }
    }

    /// An app whose window shows `Main`, launched and settled, with its trace.
    func launchedMain() -> (Application, Screen, ControllerTrace) {
        let (app, delegate) = Application.launchedForTest()
        let trace = ControllerTrace()
        app.runLoop.lifecycleObserver = trace
        let main = Screen("Main", in: trace)
        let window = Window(application: app)
        window.rootViewController = main
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        delegate.window = window
        return (app, main, trace)
    }

    @Test func fullScreenPresentThenDismissFollowsTheReferenceLog() {
        let (app, main, trace) = launchedMain()
        #expect(trace.lines == [
            "Main.loadView()", "Main.viewDidLoad()", "Main.viewWillAppear(false)", "Main.viewWillLayoutSubviews()",
            "Main.viewDidLayoutSubviews()", "Main.viewDidAppear(false)",
        ])
        trace.removeAll()
        var sub: Screen? = Screen("Sub", in: trace)
        main.present(sub!, animated: true) { trace.note("Main: the present completion block") }
        trace.note("Main: code after the present call")
        #expect(main.presentedViewController === sub && sub!.presentingViewController === main)
        app.runLoop.runUntilIdle()
        #expect(trace.lines == [
            "Sub.loadView()", "Sub.viewDidLoad()",
            "Main: code after the present call",
            "Main.viewWillDisappear(true)", "Sub.viewWillAppear(true)", "Sub is being presented",
            "Sub.viewWillLayoutSubviews()", "Sub.viewDidLayoutSubviews()",
            "Sub.viewDidAppear(true)", "Sub is being presented", "Main.viewDidDisappear(true)",
            "Main: the present completion block",
        ])
        #expect(main.view.window == nil && sub!.view.window != nil)

        trace.removeAll()
        sub!.dismiss(animated: true) { trace.note("Sub: the dismiss completion block") }
        trace.note("Sub: code after the dismiss call")
        sub = nil
        app.runLoop.runUntilIdle()
        #expect(trace.lines == [
            "Sub: code after the dismiss call",
            "Sub.viewWillDisappear(true)", "Sub is being dismissed", "Main.viewWillAppear(true)",
            "Main.viewWillLayoutSubviews()", "Main.viewDidLayoutSubviews()",
            "Main.viewDidAppear(true)", "Sub.viewDidDisappear(true)", "Sub is being dismissed",
            "Sub: the dismiss completion block",
            "Sub.deinit",
        ])
        #expect(main.presentedViewController == nil && main.view.window != nil)
        #expect(app.diagnostics.collected.isEmpty)
    }

    @Test(arguments: [false, true])
    func memoryWarningWhilePresentedThenDismissFollowsTheReferenceLog(releasesViews: Bool) {
        let (app, main, trace) = launchedMain()
        app.releasesViewsNotInWindowOnMemoryWarning = releasesViews
        var sub: Screen? = Screen("Sub", in: trace)
        main.present(sub!, animated: false)
        app.runLoop.runUntilIdle()
        trace.removeAll()
        app.simulate(.memoryWarning)
        #expect(main.isViewLoaded == !releasesViews)
        main.dismiss(animated: true)
        sub = nil
        app.runLoop.runUntilIdle()
        let reload = releasesViews ? ["Main.loadView()", "Main.viewDidLoad()"] : []
        #expect(trace.lines == ["Main.didReceiveMemoryWarning()", "Sub.didReceiveMemoryWarning()"] + reload + [
            "Sub.viewWillDisappear(true)", "Sub is being dismissed", "Main.viewWillAppear(true)",
            "Main.viewWillLayoutSubviews()", "Main.viewDidLayoutSubviews()", "Main.viewDidAppear(true)",
            "Sub.viewDidDisappear(true)", "Sub is being dismissed", "Sub.deinit",
        ])
    }

    @Test func overFullScreenLeavesThePresenterWithoutAppearanceCallbacks() {
        let (app, main, trace) = launchedMain()
        trace.removeAll()
        let overlay = Screen("Overlay", in: trace)
        overlay.modalPresentationStyle = .overFullScreen
        main.present(overlay, animated: false)
        app.runLoop.runUntilIdle()
        overlay.dismiss(animated: false)
        app.runLoop.runUntilIdle()
        #expect(trace.lines.filter { $0.hasPrefix("Main") }.isEmpty)
        #expect(main.view.window != nil)
    }

    @Test func presentingFromAViewOutsideAWindowOrWhilePresentingIsRefused() {
        let (app, main, trace) = launchedMain()
        let offscreen = Screen("Offscreen", in: trace)
        app.withCurrent { offscreen.present(Screen("A", in: trace), animated: false) }
        let b = Screen("B", in: trace)
        b.modalPresentationStyle = .overFullScreen   // Main's view stays in the window
        main.present(b, animated: false)
        // UIKit: a second presentation before the first one's transition ran is "in progress".
        main.present(Screen("C", in: trace), animated: false)
        app.runLoop.runUntilIdle()
        main.present(Screen("D", in: trace), animated: false)
        let messages = app.diagnostics.collected.map(\.message)
        #expect(app.diagnostics.collected.map(\.kind) == [.invalidPresentation, .presentationInProgress, .invalidPresentation])
        #expect(messages[0].hasPrefix("Attempt to present") && messages[0].contains("whose view is not in the window hierarchy"))
        #expect(messages[1].hasPrefix("Attempt to present") && messages[1].contains("while a presentation is in progress!"))
        #expect(messages[2].hasPrefix("Attempt to present") && messages[2].contains("which is already presenting"))
        #expect((main.presentedViewController as? Screen)?.name == "B")
    }

    @Test func aRefusedPresentationFromAControllerThatLeftItsWindowReachesTheAppsSink() {
        // The controller was shown, then replaced as the root: it still belongs to the app whose
        // window it left, so the refusal reaches that app's sink with no loop bound.
        let (app, main, trace) = launchedMain()
        let window = main.view.window!
        window.rootViewController = Screen("Other", in: trace)
        #expect(main.view.window == nil)
        main.present(Screen("A", in: trace), animated: false)
        #expect(app.diagnostics.collected.map(\.kind) == [.invalidPresentation])
        #expect(app.diagnostics.collected.first?.objectIdentifiers.first == ObjectIdentifier(main))
    }

    @Test func theIsBeingFlagsAreFalseOutsideTheCallbacks() {
        let (app, main, trace) = launchedMain()
        let sub = Screen("Sub", in: trace)
        main.present(sub, animated: true)
        app.runLoop.runOnce()
        #expect(!sub.isBeingPresented)
        app.runLoop.runUntilIdle()
        sub.dismiss(animated: true)
        app.runLoop.runOnce()
        #expect(!sub.isBeingDismissed)
        app.runLoop.runUntilIdle()
    }
}
