import Foundation
@testable import HeadlessKit

/// An app delegate that logs every callback with the `applicationState` seen inside it, and every
/// lifecycle notification as it is posted, into one list — so tests can check both orders at once.
@MainActor
class RecordingAppDelegate: Responder, AppDelegateProtocol {
    var window: Window?
    var log: [String] = []
    var launchOptions: [Application.LaunchOptionsKey: Any]?
    var openedURLs: [(URL, String?)] = []
    var willFinishResult: Bool { true }
    var didFinishResult: Bool { true }
    private var observers: [NSObjectProtocol] = []

    required override init() {
        super.init()
        let application = Application.current!
        log.append("init \(application.applicationState)")
        let names: [Notification.Name] = [
            Application.didFinishLaunchingNotification, Application.willResignActiveNotification,
            Application.didEnterBackgroundNotification, Application.willEnterForegroundNotification,
            Application.didBecomeActiveNotification, Application.willTerminateNotification,
            Application.didReceiveMemoryWarningNotification,
        ]
        for name in names {
            observers.append(application.notificationCenter.addObserver(forName: name, object: application, queue: nil) { [weak self] notification in
                let name = notification.name.rawValue
                MainActor.assumeIsolated { self?.log.append("→ \(name)") }
            })
        }
    }

    func record(_ callback: String, _ application: Application) {
        log.append("\(callback) \(application.applicationState)")
    }

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        record("willFinishLaunching", application)
        return willFinishResult
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        record("didFinishLaunching", application)
        self.launchOptions = launchOptions
        return didFinishResult
    }

    func application(_ application: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool {
        record("open \(url.absoluteString)", application)
        openedURLs.append((url, options[.sourceApplication] as? String))
        return true
    }

    func applicationDidBecomeActive(_ application: Application) { record("didBecomeActive", application) }
    func applicationWillResignActive(_ application: Application) { record("willResignActive", application) }
    func applicationDidEnterBackground(_ application: Application) { record("didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: Application) { record("willEnterForeground", application) }
    func applicationWillTerminate(_ application: Application) { record("willTerminate", application) }
    func applicationDidReceiveMemoryWarning(_ application: Application) { record("didReceiveMemoryWarning", application) }

    /// The callbacks only, without notifications.
    var callbacks: [String] { log.filter { !$0.hasPrefix("→") } }
}

extension Application {
    /// A launched app with a recording delegate, run until idle, its log cleared when `clearing`.
    static func launchedForTest(
        delegate: RecordingAppDelegate.Type = RecordingAppDelegate.self, options: [LaunchOptionsKey: Any]? = nil
    ) -> (Application, RecordingAppDelegate) {
        let app = Application.create(delegate: delegate)
        app.diagnostics.policy = .collect
        app.launch(options: options)
        app.runLoop.runUntilIdle()
        return (app, app.delegate as! RecordingAppDelegate)
    }
}
