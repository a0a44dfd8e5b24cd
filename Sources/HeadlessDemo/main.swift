import Foundation
import HeadlessKit

// HeadlessDemo: a small app played through the reference scenarios of the Lifecycle Guarantees
// article on the virtual clock. Every line is a callback HeadlessKit delivered, in order, stamped
// with virtual time and grouped under the user action that caused it.

let app = Application.create(delegate: DemoAppDelegate.self, arguments: CommandLine.arguments)
let trace = TracePrinter(names: [
    "DemoAppDelegate": "app", "NavigationController": "Nav", "MainViewController": "Main",
    "BadgeView": "Main.badge", "DetailViewController": "Detail", "ModalViewController": "Sub",
    "ListViewController": "List",
]) { app.runLoop.now }
app.runLoop.lifecycleObserver = trace

/// Runs `body` as a user action and lets the app settle afterwards.
@MainActor
func act(_ title: String, _ body: () -> Void) {
    trace.action(title)
    body()
    app.runLoop.runUntilIdle()
}

print("HeadlessDemo — lifecycle callbacks as HeadlessKit delivers them (virtual time)")
print("\n== Launch, a controller with a custom subview, push and pop ==")
act("cold launch") { app.launch() }
let delegate = app.delegate as! DemoAppDelegate

let detail = DetailViewController()
act("push Detail, animated") { delegate.navigation.pushViewController(detail, animated: true) }
act("pop, animated") { delegate.navigation.popViewController(animated: true) }

print("\n== An interactive pop (edge swipe), cancelled then finished ==")
let second = DetailViewController()
act("push Detail, not animated") { delegate.navigation.pushViewController(second, animated: false) }
var swipe: InteractivePop?
act("edge swipe begins") { swipe = delegate.navigation.beginInteractivePop() }
act("swipe released early: cancelled") { swipe?.cancel() }
act("edge swipe begins again") { swipe = delegate.navigation.beginInteractivePop() }
act("swipe completed: finished") { swipe?.finish() }

print("\n== Touches: a tapped row, a real edge swipe back, a drag, a fling ==")
let window = delegate.window!
let list = ListViewController()
list.note = { trace.note($0) }
list.didSelectRow = { _ in delegate.navigation.pushViewController(DetailViewController(), animated: true) }
/// A user action on the list: its run of scroll messages is told before the next heading.
@MainActor
func touch(_ title: String, _ body: () -> Void) {
    act(title) { body() }
    list.flushScrolls()
}
touch("push the list, not animated") { delegate.navigation.pushViewController(list, animated: false) }
touch("tap row 2: its action pushes Detail") { window.tap(list.rows[2]) }
touch("edge swipe from the left, 300 pt: the navigation controller's screen-edge pan pops") {
    window.edgeSwipe(distance: 300)
}
touch("drag up 200 pt starting on row 6, then hold still and lift") {
    window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: .milliseconds(300))
    trace.note("row 6 sent no action: the drag became a scroll before the content's touch delay ran out")
}
touch("flick up at 2 pt/ms") {
    window.flick(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -2))
}

print("\n== A full-screen modal, a memory warning while it is up, the dismissal ==")
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

print("\n== The app and the system: background, suspension, interruptions ==")
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

print("\nDone: virtual time \(app.runLoop.now), \(app.runLoop.turnCount) run loop turns, state \(app.executionState).")
