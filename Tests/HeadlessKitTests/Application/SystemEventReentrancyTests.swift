import Foundation
import Testing
@testable import HeadlessKit

/// A delegate hook that terminates the app while a system event is moving it elsewhere: the
/// termination decides the app's state, and the event's remaining steps do not run.
@MainActor
@Suite struct SystemEventReentrancyTests {
    /// Terminates the app from the first `applicationWillResignActive(_:)` it hears.
    final class TerminatingDelegate: RecordingAppDelegate {
        var terminates = true
        override func applicationWillResignActive(_ application: Application) {
            super.applicationWillResignActive(application)
            guard terminates else { return }
            terminates = false
            application.simulate(.terminate)
        }
    }

    @Test(arguments: [SystemEvent.pullDownNotificationCenter, .homeButton, .lock])
    func anAppTerminatedFromWillResignActiveStaysTerminated(event: SystemEvent) {
        let app = Application.create(delegate: TerminatingDelegate.self)
        app.launch()
        app.runLoop.runUntilIdle()
        let delegate = app.delegate as! TerminatingDelegate
        delegate.log.removeAll()
        #expect(app.simulate(event))
        #expect(app.applicationState == .background)
        #expect(app.executionState == .notRunning)
        // The nested termination resigns, enters the background and terminates; the outer event
        // adds nothing after its own willResignActive.
        #expect(delegate.log.filter { !$0.hasPrefix("→") } == [
            "willResignActive active",
            "willResignActive active",
            "didEnterBackground background",
            "willTerminate background",
        ])
        #expect(!app.simulate(.dismissNotificationCenter))
        #expect(app.executionState == .notRunning)
    }
}
