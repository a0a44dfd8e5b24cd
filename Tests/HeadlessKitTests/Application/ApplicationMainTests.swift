import Foundation
import Testing
@testable import HeadlessKit

/// The entry point, run on the virtual clock: it creates the principal class and the delegate,
/// launches, runs until nothing is left, and terminates as the system would.
@MainActor
@Suite struct ApplicationMainTests {
    /// Hands the application the entry point creates to the test that bound ``created``.
    final class ProbeApplication: Application {
        @MainActor final class Slot { var application: Application? }
        @TaskLocal static var created: Slot?

        required init(arguments: [String], delegateType: any AppDelegateProtocol.Type, screenSize: CGSize, runLoop: MainRunLoop) {
            super.init(arguments: arguments, delegateType: delegateType, screenSize: screenSize, runLoop: runLoop)
            Self.created?.application = self
        }
    }

    final class TickingDelegate: RecordingAppDelegate {
        override func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            log.append("arguments \(application.arguments)")
            log.append("principal \(type(of: application))")
            var ticks = 0
            application.runLoop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { [weak self] timer in
                ticks += 1
                self?.log.append("tick \(ticks)")
                if ticks == 3 { timer.invalidate() }
            }
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
        }
    }

    @Test func entryPointCreatesLaunchesRunsAndTerminatesWhenNothingIsLeft() async throws {
        let slot = ProbeApplication.Slot()
        let code = await ProbeApplication.$created.withValue(slot) {
            await ApplicationMain(["demo", "--fast"], principal: ProbeApplication.self, delegate: TickingDelegate.self, clock: .virtual)
        }
        #expect(code == 0)
        let app = try #require(slot.application)
        #expect(app.executionState == .notRunning)
        #expect(app.runLoop.now == .seconds(3))
        let delegate = try #require(app.delegate as? RecordingAppDelegate)
        #expect(delegate.callbacks == [
            "init background", "willFinishLaunching inactive",
            "arguments [\"demo\", \"--fast\"]", "principal ProbeApplication",
            "didFinishLaunching inactive", "didBecomeActive active",
            "tick 1", "tick 2", "tick 3",
            "willResignActive active", "didEnterBackground background", "willTerminate background",
        ])
    }

    // UIKit's UIMainStoryboardFile: the entry point launches with the storyboard's initial
    // controller in a window it gives the delegate.
    @Test func theEntryPointsMainStoryboardShowsItsInitialControllerInTheDelegatesWindow() async throws {
        let slot = ProbeApplication.Slot()
        let storyboard = Storyboard(name: "Navigation", bundle: .module, classRegistry: StoryboardScenes.registry)
        let code = await ProbeApplication.$created.withValue(slot) {
            await ApplicationMain(["demo"], principal: ProbeApplication.self, delegate: RecordingAppDelegate.self,
                                  mainStoryboard: storyboard, clock: .virtual)
        }
        #expect(code == 0)
        let app = try #require(slot.application)
        let delegate = try #require(app.delegate as? RecordingAppDelegate)
        let navigation = try #require(delegate.window?.rootViewController as? NavigationController)
        #expect(navigation.topViewController is ListController)
        #expect(navigation.storyboard === storyboard)
    }
}
