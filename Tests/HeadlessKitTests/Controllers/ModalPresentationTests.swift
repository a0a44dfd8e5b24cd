import Foundation
import Testing
@testable import HeadlessKit

/// Modal presentation and dismissal (lifecycle contract §4; seeds S5 and S6).
@MainActor
@Suite struct ModalPresentationTests {
    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    final class Screen: ViewControllerBase {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }
        override func loadView() { log.add("\(name).loadView"); super.loadView() }
        override func viewDidLoad() { log.add("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear\(isBeingPresented ? " (being presented)" : "")") }
        override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear\(isBeingPresented ? " (being presented)" : "")") }
        override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear\(isBeingDismissed ? " (being dismissed)" : "")") }
        override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear\(isBeingDismissed ? " (being dismissed)" : "")") }
        override func didReceiveMemoryWarning() {
            log.add("\(name).didReceiveMemoryWarning")
            super.didReceiveMemoryWarning()
        }
        isolated deinit { log.add("\(name).deinit") }
    }

    /// An app whose window shows `Main`, launched and settled.
    func launchedMain() -> (Application, Screen, Log) {
        let (app, _) = Application.launchedForTest()
        let log = Log()
        let main = Screen("Main", log)
        let window = Window(application: app)
        window.rootViewController = main
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        (app.delegate as! RecordingAppDelegate).window = window
        return (app, main, log)
    }

    @Test func seedS5FullScreenPresentThenDismiss() {
        let (app, main, log) = launchedMain()
        #expect(log.lines == ["Main.loadView", "Main.viewDidLoad", "Main.viewWillAppear", "Main.viewDidAppear"])
        log.lines.removeAll()
        var sub: Screen? = Screen("Sub", log)
        main.present(sub!, animated: true) { log.add("Main: the present completion block") }
        log.add("Main: code after the present call")
        #expect(main.presentedViewController === sub && sub!.presentingViewController === main)
        app.runLoop.runUntilIdle()
        #expect(log.lines == [
            "Sub.loadView", "Sub.viewDidLoad",
            "Main: code after the present call",
            "Main.viewWillDisappear", "Sub.viewWillAppear (being presented)",
            "Sub.viewDidAppear (being presented)", "Main.viewDidDisappear",
            "Main: the present completion block",
        ])
        #expect(main.view.window == nil && sub!.view.window != nil)

        log.lines.removeAll()
        sub!.dismiss(animated: true) { log.add("Sub: the dismiss completion block") }
        log.add("Sub: code after the dismiss call")
        sub = nil
        app.runLoop.runUntilIdle()
        #expect(log.lines == [
            "Sub: code after the dismiss call",
            "Sub.viewWillDisappear (being dismissed)", "Main.viewWillAppear",
            "Main.viewDidAppear", "Sub.viewDidDisappear (being dismissed)",
            "Sub: the dismiss completion block",
            "Sub.deinit",
        ])
        #expect(main.presentedViewController == nil && main.view.window != nil)
        #expect(app.diagnostics.collected.isEmpty)
    }

    @Test(arguments: [false, true])
    func seedS6MemoryWarningWhilePresentedThenDismiss(releasesViews: Bool) {
        let (app, main, log) = launchedMain()
        app.releasesViewsNotInWindowOnMemoryWarning = releasesViews
        var sub: Screen? = Screen("Sub", log)
        main.present(sub!, animated: false)
        app.runLoop.runUntilIdle()
        log.lines.removeAll()
        app.simulate(.memoryWarning)
        #expect(main.isViewLoaded == !releasesViews)
        main.dismiss(animated: true)
        sub = nil
        app.runLoop.runUntilIdle()
        let reload = releasesViews ? ["Main.loadView", "Main.viewDidLoad"] : []
        #expect(log.lines == ["Main.didReceiveMemoryWarning", "Sub.didReceiveMemoryWarning"] + reload + [
            "Sub.viewWillDisappear (being dismissed)", "Main.viewWillAppear", "Main.viewDidAppear",
            "Sub.viewDidDisappear (being dismissed)", "Sub.deinit",
        ])
    }

    @Test func overFullScreenLeavesThePresenterWithoutAppearanceCallbacks() {
        let (app, main, log) = launchedMain()
        log.lines.removeAll()
        let overlay = Screen("Overlay", log)
        overlay.modalPresentationStyle = .overFullScreen
        main.present(overlay, animated: false)
        app.runLoop.runUntilIdle()
        overlay.dismiss(animated: false)
        app.runLoop.runUntilIdle()
        #expect(log.lines.filter { $0.hasPrefix("Main") }.isEmpty)
        #expect(main.view.window != nil)
    }

    @Test func presentingFromAViewOutsideAWindowOrWhilePresentingIsRefused() {
        let (app, main, log) = launchedMain()
        let offscreen = Screen("Offscreen", log)
        app.withCurrent { offscreen.present(Screen("A", log), animated: false) }
        main.present(Screen("B", log), animated: false)
        main.present(Screen("C", log), animated: false)
        app.runLoop.runUntilIdle()
        let messages = app.diagnostics.collected.map(\.message)
        #expect(app.diagnostics.collected.map(\.kind) == [.invalidPresentation, .invalidPresentation])
        #expect(messages[0].hasPrefix("Attempt to present") && messages[0].contains("whose view is not in the window hierarchy"))
        #expect(messages[1].contains("which is already presenting"))
        #expect((main.presentedViewController as? Screen)?.name == "B")
    }

    @Test func theIsBeingFlagsAreFalseOutsideTheCallbacks() {
        let (app, main, log) = launchedMain()
        let sub = Screen("Sub", log)
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
