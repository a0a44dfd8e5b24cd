import Foundation
import Testing
import HeadlessKit

/// The README's app example, run through the entry point on the virtual clock, so what it prints
/// cannot drift from the code.
@MainActor
@Suite struct ReadmeAppExampleTests {
    /// The README's delegate, printing into `output` instead of standard output.
    final class AppDelegate: Responder, AppDelegateProtocol {
        @TaskLocal static var output: Output?
        @MainActor final class Output { var lines: [String] = [] }
        var window: Window?

        func print(_ line: String) { Self.output?.lines.append(line) }

        func application(_ application: Application,
                         didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            print("launched with \(application.arguments.dropFirst()), state \(application.applicationState)")
            let window = Window(application: application)
            window.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
            window.makeKeyAndVisible()
            self.window = window
            application.runLoop.perform(after: .seconds(1)) { self.print("one second later") }
            return true
        }

        func applicationDidBecomeActive(_ application: Application) { print("active") }
        func applicationWillTerminate(_ application: Application) { print("terminating") }
    }

    @Test func entryPointExamplePrintsWhatTheReadmeSays() async {
        let output = AppDelegate.Output()
        let code = await AppDelegate.$output.withValue(output) {
            await ApplicationMain(["app", "--verbose"], delegate: AppDelegate.self, clock: .virtual)
        }
        #expect(code == 0)
        #expect(output.lines == ["launched with [\"--verbose\"], state inactive", "active", "one second later", "terminating"])
    }

    @Test func stepByStepExampleDeliversWhatItsCommentsSay() {
        let app = Application.create(delegate: AppDelegate.self, arguments: ["demo"])
        let log = LifecycleEventLog()
        app.runLoop.lifecycleObserver = log
        app.launch()
        app.runLoop.runUntilIdle()
        app.simulate(.homeButton)
        app.runLoop.run(for: .seconds(5))
        #expect(app.executionState == .suspended)
        app.simulate(.tapAppIcon)
        #expect(log.events.filter { $0.receiverType == "AppDelegate" }.map(\.callback) == [
            .delegateInit, .willFinishLaunching, .didFinishLaunching,
            .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
            .applicationWillEnterForeground, .applicationDidBecomeActive,
        ])
    }
}
