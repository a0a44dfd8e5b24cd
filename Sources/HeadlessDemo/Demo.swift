import Foundation
import HeadlessKit
import HeadlessKitPictures

/// The demo: a small app played through the reference scenarios of the Lifecycle Guarantees
/// article on the virtual clock, every line written to `output`. Each line is a callback
/// HeadlessKit delivered, in order, stamped with virtual time and grouped under the user action
/// that caused it. Returns the demo's pictures, of its last app: the storyboard app's timeline,
/// recorded alongside the printed trace, and the screen it ends on. With a `profile`, the first
/// app's commits are profiled into it.
@MainActor @discardableResult
func runDemo(profile: DemoProfile? = nil, output: @escaping (String) -> Void) -> DemoPictures {
    let app = Application.create(delegate: DemoAppDelegate.self, arguments: [])
    profile?.attach(to: app.runLoop) { (app.delegate as? DemoAppDelegate)?.window }
    let trace = TracePrinter(names: [
        "DemoAppDelegate": "app", "NavigationController": "Nav", "MainViewController": "Main",
        "BadgeView": "Main.badge", "DetailViewController": "Detail", "ModalViewController": "Sub",
        "ListViewController": "List",
    ], output: output) { app.runLoop.now }
    app.runLoop.lifecycleObserver = trace

    /// Runs `body` as a user action and lets the app settle afterwards.
    func act(_ title: String, _ body: () -> Void) {
        trace.action(title)
        body()
        app.runLoop.runUntilIdle()
        trace.table.flush()
    }

    trace.plain("HeadlessDemo — lifecycle callbacks as HeadlessKit delivers them (virtual time)")
    trace.heading("Launch, a controller with a custom subview, push and pop")
    act("cold launch") { _ = app.launch() }
    let delegate = app.delegate as! DemoAppDelegate

    let detail = DetailViewController()
    act("push Detail, animated") { delegate.navigation.pushViewController(detail, animated: true) }
    act("pop, animated") { delegate.navigation.popViewController(animated: true) }

    trace.heading("An interactive pop (edge swipe), cancelled then finished")
    let second = DetailViewController()
    act("push Detail, not animated") { delegate.navigation.pushViewController(second, animated: false) }
    var swipe: InteractivePop?
    act("edge swipe begins") { swipe = delegate.navigation.beginInteractivePop() }
    act("swipe released early: cancelled") { swipe?.cancel() }
    act("edge swipe begins again") { swipe = delegate.navigation.beginInteractivePop() }
    act("swipe completed: finished") { swipe?.finish() }

    trace.heading("A table: its first layout asks for the rows, a drag that flings, a tapped row")
    let window = delegate.window!
    let list = ListViewController(trace: trace.table)
    list.note = { trace.note($0) }
    list.didSelectRow = { _ in delegate.navigation.pushViewController(DetailViewController(), animated: true) }
    act("push the list, not animated: fixed heights, so every row's height is asked") {
        delegate.navigation.pushViewController(list, animated: false)
    }
    act("drag up 300 pt from row 0.11 and let go at 1.5 pt/ms: rows leave at the top and enter at the bottom") {
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: .milliseconds(300),
                    releaseVelocity: CGPoint(x: 0, y: -1.5))
    }
    act("tap the row at y = 400: selected, and the delegate pushes Detail") { window.tap(at: CGPoint(x: 200, y: 400)) }
    act("edge swipe from the left, 300 pt: the navigation controller's screen-edge pan pops") {
        window.edgeSwipe(distance: 300)
        trace.note("List's selection: \(list.tableView.indexPathsForSelectedRows.map { "\($0)" } ?? "none") (cleared as it reappeared)")
    }

    trace.heading("A full-screen modal, a memory warning while it is up, the dismissal")
    let sheet = ModalViewController()
    act("Nav presents Sub, full screen, animated") {
        delegate.navigation.present(sheet, animated: true) { trace.note("present completion") }
        trace.note("code after present(_:animated:completion:)")
    }
    act("memory warning while Sub is presented") { app.simulate(.memoryWarning) }
    act("Sub dismisses itself, animated") {
        sheet.dismiss(animated: true) { trace.note("dismiss completion") }
        trace.note("code after dismiss(animated:completion:)")
    }

    trace.heading("The app and the system: background, suspension, interruptions")
    act("home button") { app.simulate(.homeButton) }
    act("5 s in the background") {
        app.runLoop.run(for: .seconds(5))
        trace.note("the app is \(app.executionState): suspended 1 s after entering the background")
    }
    act("tap the app icon") { app.simulate(.tapAppIcon) }
    act("incoming call") { app.simulate(.incomingCall) }
    act("call declined") { app.simulate(.declineCall) }
    act("lock") { app.simulate(.lock) }
    act("unlock") { app.simulate(.unlock) }
    act("double home") { app.simulate(.openAppSwitcher) }
    act("swipe the app away") { app.simulate(.swipeAwayInAppSwitcher) }

    trace.plain("\nDone: virtual time \(app.runLoop.now), \(app.runLoop.turnCount) run loop turns, state \(app.executionState).")

    let notesApp = Application.create(delegate: NotesAppDelegate.self, arguments: [])
    let notesTrace = TracePrinter(names: [
        "NotesAppDelegate": "app", "NavigationController": "Nav", "NotesViewController": "Notes",
        "NoteViewController": "Note", "ComposeViewController": "Compose", "StoryboardSegue": "Segue",
    ], output: output) { notesApp.runLoop.now }
    notesApp.runLoop.lifecycleObserver = notesTrace
    let recording = TraceRecording(loop: notesApp.runLoop, ignoring: DemoPictures.callbacksLeftOut)
    notesTrace.recording = recording
    runStoryboardDemo(notesTrace, app: notesApp)
    let finalScreen = RenderScene(windows: notesApp.windows, size: notesApp.screenSize, scale: DemoPictures.finalScreenScale)
    return DemoPictures(recording: recording, finalScreen: finalScreen)
}
