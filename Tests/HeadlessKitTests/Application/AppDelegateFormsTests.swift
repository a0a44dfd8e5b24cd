import Foundation
import Testing
@testable import HeadlessKit

/// App delegates that need not be `final`: ported `class AppDelegate: UIResponder,
/// UIApplicationDelegate` conforms to ``ApplicationDelegate``, which asks for no initializer, and
/// is launched by a closure that makes it, or as an instance.
@MainActor
@Suite struct AppDelegateFormsTests {
    /// What ported UIKit code declares: an open class, no `required init`, a stored window.
    class PortedAppDelegate: Responder, ApplicationDelegate {
        var window: Window?
        var log: [String] = []

        override init() {
            super.init()
            log.append("init \(Application.shared.applicationState)")
        }

        func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching \(application.applicationState)")
            window = Window(frame: Screen.main.bounds)
            window?.rootViewController = ViewControllerBase()
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidBecomeActive(_ application: Application) {
            log.append("didBecomeActive \(application.applicationState)")
        }
    }

    /// A subclass of the ported delegate — why it must not be `final`.
    final class SubclassedAppDelegate: PortedAppDelegate {
        override func applicationDidBecomeActive(_ application: Application) {
            super.applicationDidBecomeActive(application)
            log.append("subclass saw it")
        }
    }

    @Test func aNonFinalDelegateIsLaunchedByAFactory() throws {
        let app = Application.create(delegate: { SubclassedAppDelegate() }, screenSize: CGSize(width: 320, height: 480))
        app.diagnostics.policy = .collect
        let log = LifecycleEventLog()
        app.runLoop.lifecycleObserver = log
        app.launch()
        app.runLoop.runUntilIdle()
        let delegate = try #require(app.delegate as? SubclassedAppDelegate)
        log.name(delegate, "app")
        #expect(delegate.log == ["init background", "didFinishLaunching inactive", "didBecomeActive active", "subclass saw it"])
        #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(delegate.window?.screen === app.screen && app.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(delegate.window!)])
        #expect(app.diagnostics.collected.isEmpty)
    }

    /// The factory runs at each launch, where the delegate's init would run; the launch reports
    /// it as the delegate's `init()`.
    @Test func theFactoryRunsAtEachLaunchAndIsReportedAsTheDelegatesInit() {
        var made = 0
        let app = Application.create(delegate: { made += 1; return PortedAppDelegate() })
        let log = LifecycleEventLog(ignoring: [.draw, .layoutSubviews, .becomeKey])
        app.runLoop.lifecycleObserver = log
        #expect(made == 0)
        app.launch()
        #expect(made == 1)
        #expect(log.lines.first == "PortedAppDelegate.init()")
        app.runLoop.runUntilIdle()
        app.simulate(.terminate)
        app.simulate(.tapAppIcon)
        #expect(made == 2 && app.executionState == .inactive)
    }

    /// An instance made beforehand is adopted at launch: its init ran before the launch, so the
    /// trace shows none (chosen).
    @Test func aDelegateInstanceIsAdoptedAtLaunch() throws {
        let delegate = Application.create(delegate: RecordingAppDelegate.self).withCurrent { PortedAppDelegate() }
        let app = Application.create(delegate: delegate)
        let log = LifecycleEventLog()
        app.runLoop.lifecycleObserver = log
        log.name(delegate, "app")
        app.launch()
        app.runLoop.runUntilIdle()
        #expect(app.delegate === delegate)
        #expect(!log.lines.contains { $0.hasSuffix("init()") })
        #expect(log.lines.filter { $0.hasPrefix("app.") } == [
            "app.application(Application)", "app.application(Application)", "app.applicationDidBecomeActive(Application)",
        ])
    }

    /// The `.self` form keeps working for delegates that have `init()` (AppDelegateProtocol).
    @Test func theTypeFormStillLaunchesDelegatesWithAnInitializer() {
        let (app, delegate) = Application.launchedForTest()
        #expect(app.delegate === delegate && delegate.callbacks.first == "init background")
    }

    /// ApplicationMain takes the closure form too.
    @Test func applicationMainLaunchesAFactoryDelegate() async throws {
        final class Slot { var delegate: PortedAppDelegate? }
        let slot = Slot()
        let code = await ApplicationMain(["ported"], delegate: {
            let delegate = PortedAppDelegate()
            slot.delegate = delegate
            return delegate
        }, clock: .virtual)
        #expect(code == 0)
        let delegate = try #require(slot.delegate)
        #expect(delegate.log == ["init background", "didFinishLaunching inactive", "didBecomeActive active"])
    }
}
