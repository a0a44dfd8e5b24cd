import Foundation
import Testing
@testable import HeadlessKit

/// What code without a view at hand reaches: `Application.shared`, `Screen.main` and
/// `Window(frame:)` resolve to the application whose run loop drives the current task — never
/// to process-wide state — and say so with a diagnostic where there is none.
@MainActor
@Suite struct ApplicationSharedTests {
    /// A delegate that reads the shared objects inside its callbacks.
    final class Reading: Responder, AppDelegateProtocol {
        var window: Window?
        var seen: [String] = []
        weak var sharedInInit: Application?

        required override init() {
            super.init()
            sharedInInit = Application.shared
        }

        func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            seen.append("shared is the app: \(Application.shared === application)")
            seen.append("main screen is the app's: \(Screen.main === application.screen)")
            let window = Window(frame: Screen.main.bounds)
            seen.append("window on the app's loop: \(window.runLoop === application.runLoop)")
            self.window = window
            return true
        }

        func applicationDidBecomeActive(_ application: Application) {
            seen.append("active: \(Application.shared.applicationState)")
        }
    }

    @Test func insideAnAppsCallbacksTheSharedObjectsAreThatAppsOwn() throws {
        let app = Application.create(delegate: Reading.self, screenSize: CGSize(width: 375, height: 667), scale: 2)
        app.diagnostics.policy = .collect
        app.launch()
        app.runLoop.runUntilIdle()
        let delegate = try #require(app.delegate as? Reading)
        #expect(delegate.sharedInInit === app)
        #expect(delegate.seen == [
            "shared is the app: true", "main screen is the app's: true", "window on the app's loop: true", "active: active",
        ])
        #expect(app.screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667) && app.screen.scale == 2)
        #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(app.diagnostics.collected.isEmpty)
    }

    /// Two applications in one process never share a screen; their windows share their own app's.
    @Test func eachApplicationHasOneScreenItsWindowsShare() {
        let first = Application.create(delegate: RecordingAppDelegate.self)
        let second = Application.create(delegate: RecordingAppDelegate.self)
        let a = Window(application: first), b = Window(application: first), c = Window(application: second)
        #expect(a.screen === first.screen && b.screen === first.screen && c.screen === second.screen)
        #expect(first.screen !== second.screen)
        #expect(first.windows.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(first.withCurrent { Screen.main } === first.screen && second.withCurrent { Screen.main } === second.screen)
    }

    /// Outside any loop there is no application: `shared` reports it (to standard error, since
    /// no sink can hear) and answers a new application that is not running.
    @Test func outsideAnyLoopSharedAnswersAnApplicationThatIsNotRunning() {
        let orphan = Application.shared
        #expect(orphan.executionState == .notRunning && orphan.delegate == nil)
        #expect(Application.shared !== orphan, "nothing is kept between reads")
    }

    /// Inside a loop that belongs to no application, the loop's sink hears of it.
    @Test func aLoopWithoutAnApplicationHearsTheDiagnostic() throws {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let app = loop.withCurrent { Application.shared }
        #expect(app.executionState == .notRunning && app.runLoop !== loop)
        let diagnostic = try #require(loop.diagnostics.collected.first)
        #expect(loop.diagnostics.collected.count == 1 && diagnostic.kind == .noCurrentApplication)
        #expect(diagnostic.message.hasPrefix("Application.shared was read where no application's run loop drives the current task"))
    }

    /// `Screen.main` in a loop without an application is its key window's screen; with no window
    /// either, a default screen and a diagnostic.
    @Test func screenMainFallsBackToTheLoopsWindowThenADefaultScreen() throws {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let screen = loop.withCurrent { Screen.main }
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && screen.scale == 3)
        #expect(loop.diagnostics.collected.map(\.kind) == [.noCurrentApplication])
        let window = Window(screenSize: CGSize(width: 100, height: 200), runLoop: loop)
        window.makeKeyAndVisible()
        #expect(loop.withCurrent { Screen.main } === window.screen)
        #expect(loop.diagnostics.collected.count == 1)
    }

    /// `Window(frame:)` in a loop without an application belongs to that loop.
    @Test func windowFrameBelongsToTheLoopDrivingTheTask() {
        let loop = MainRunLoop()
        let window = loop.withCurrent { Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300)) }
        #expect(window.runLoop === loop && window.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(window.isHidden && loop.windows.contains { $0 === window })
    }

    /// Outside any loop, `Window(frame:)` gets a loop of its own (chosen) and a default screen.
    @Test func windowFrameOutsideAnyLoopGetsALoopOfItsOwn() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(window.runLoop.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(window.screen.bounds.size == Window.defaultScreenSize)
    }

    @Test func theAppRecordsItsIdleTimerBadgeAndOpenedURLs() async throws {
        let (app, _) = Application.launchedForTest()
        #expect(!app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 0)
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        #expect(app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 3)
        let web = try #require(URL(string: "https://example.com/a")), mail = try #require(URL(string: "mailto:a@b.c"))
        #expect(app.canOpenURL(web) && !app.canOpenURL(mail))
        var results: [Bool] = []
        app.open(web) { results.append($0) }
        app.open(mail) { results.append($0) }
        app.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
        #expect(results.isEmpty, "the completions run on a later turn, as UIKit's on the main queue")
        app.runLoop.runUntilIdle()
        #expect(results == [true, false, false] && app.openedURLs == [web])
        app.openableURLSchemes.insert("mailto")
        #expect(app.canOpenURL(mail))
    }
}

extension ApplicationSharedTests {
    /// An application made for a non-finite screen size has a default screen, and each window
    /// made for it reports the refused size, as a window made for that size does.
    @Test func aNonFiniteScreenSizeGivesTheDefaultScreenAndIsReportedByItsWindows() throws {
        let app = Application.create(delegate: RecordingAppDelegate.self, screenSize: CGSize(width: CGFloat.nan, height: 100))
        app.diagnostics.policy = .collect
        let window = Window(application: app)
        #expect(window.screen === app.screen && app.screen.bounds.size == Window.defaultScreenSize)
        let diagnostic = try #require(app.diagnostics.collected.first)
        #expect(app.diagnostics.collected.count == 1 && diagnostic.kind == .invalidGeometry)
        #expect(diagnostic.message.hasPrefix("CALayer bounds contains NaN"))
    }
}
