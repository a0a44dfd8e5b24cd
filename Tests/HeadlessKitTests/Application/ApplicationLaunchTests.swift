import Foundation
import Testing
@testable import HeadlessKit

/// Cold launch as the reference log "an app delegate with no scenes" shows it: the states inside
/// each callback, launch options, the open-URL rule, and activation after the first commit (the
/// application section of Lifecycle Guarantees).
@MainActor
@Suite struct ApplicationLaunchTests {
    @Test func coldLaunchDeliversInitThenBothLaunchMethodsThenDidBecomeActiveWithUIKitsStates() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        #expect(app.executionState == .notRunning)
        app.launch()
        let delegate = app.delegate as! RecordingAppDelegate
        #expect(delegate.log == [
            "init background",
            "willFinishLaunching inactive",
            "didFinishLaunching inactive",
            "→ UIApplicationDidFinishLaunchingNotification",
        ], "didBecomeActive waits for the run loop")
        #expect(app.executionState == .inactive)

        app.runLoop.runUntilIdle()
        #expect(delegate.log.suffix(2) == ["didBecomeActive active", "→ UIApplicationDidBecomeActiveNotification"])
        #expect(app.executionState == .active && app.applicationState == .active)
    }

    @Test func didBecomeActiveComesAfterTheFirstCommitOfTheWindowMadeInDidFinishLaunching() {
        // Launching with a root controller: layout and display happen in the first commit;
        // didBecomeActive after it.
        final class WindowDelegate: RecordingAppDelegate {
            override func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
                let window = Window(application: application)
                final class Root: ViewNode {
                    weak var delegate: RecordingAppDelegate?
                    override func layoutSubviews() { delegate?.log.append("root.layoutSubviews") }
                    override func draw(_ rect: CGRect) { delegate?.log.append("root.draw") }
                }
                let root = Root(frame: window.bounds)
                root.delegate = self
                window.addSubview(root)
                window.makeKeyAndVisible()
                self.window = window
                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }
        }
        let (app, delegate) = Application.launchedForTest(delegate: WindowDelegate.self)
        #expect(delegate.callbacks == [
            "init background", "willFinishLaunching inactive", "didFinishLaunching inactive",
            "root.layoutSubviews", "root.draw", "didBecomeActive active",
        ])
        #expect(app.keyWindow === delegate.window)
        #expect(app.runLoop.turnCount == 1)
    }

    @Test func launchOptionsReachDidFinishLaunching() throws {
        let payload = ["aps": ["alert": "hi"]]
        let (_, delegate) = Application.launchedForTest(options: [
            .remoteNotification: payload, .shortcutItem: "compose", .userActivityType: "com.example.view",
            .localNotification: "reminder", .sourceApplication: "com.example.source",
        ])
        let options = try #require(delegate.launchOptions)
        #expect(options[.remoteNotification] as? [String: [String: String]] == payload)
        #expect(options[.shortcutItem] as? String == "compose")
        #expect(options[.userActivityType] as? String == "com.example.view")
        #expect(options[.localNotification] as? String == "reminder")
        #expect(options[.sourceApplication] as? String == "com.example.source")
        #expect(delegate.openedURLs.isEmpty, "no URL, no open")
    }

    final class RefusesWillFinish: RecordingAppDelegate { override var willFinishResult: Bool { false } }
    final class RefusesDidFinish: RecordingAppDelegate { override var didFinishResult: Bool { false } }
    final class RefusesBoth: RecordingAppDelegate {
        override var willFinishResult: Bool { false }
        override var didFinishResult: Bool { false }
    }

    @Test(arguments: [
        (RecordingAppDelegate.self as RecordingAppDelegate.Type, true),
        (RefusesWillFinish.self, false),
        (RefusesDidFinish.self, false),
        (RefusesBoth.self, false),
    ])
    func openURLRunsOnlyWhenBothLaunchMethodsReturnTrue(delegateType: RecordingAppDelegate.Type, opens: Bool) {
        let url = URL(string: "myapp://item/7")!
        let (_, delegate) = Application.launchedForTest(
            delegate: delegateType, options: [.url: url, .sourceApplication: "com.example.mail"])
        if opens {
            #expect(delegate.callbacks == [
                "init background", "willFinishLaunching inactive", "didFinishLaunching inactive",
                "open myapp://item/7 inactive", "didBecomeActive active",
            ])
            #expect(delegate.openedURLs.map(\.1) == ["com.example.mail"])
        } else {
            #expect(delegate.callbacks == [
                "init background", "willFinishLaunching inactive", "didFinishLaunching inactive", "didBecomeActive active",
            ])
        }
    }

    @Test func launchingARunningAppIsRefusedWithTheStateUnchanged() {
        let (app, delegate) = Application.launchedForTest()
        let before = delegate.log
        #expect(!app.launch())
        #expect(delegate.log == before)
        #expect(app.executionState == .active)
        #expect(app.diagnostics.collected.map(\.kind) == [.impossibleSystemEvent])
    }

    @Test func theDelegateIsTheLastResponderAfterTheApplication() {
        let (app, delegate) = Application.launchedForTest()
        let window = Window(application: app)
        let view = ViewNode()
        window.addSubview(view)
        #expect(view.responderChain.map(ObjectIdentifier.init) == [view, window, app, delegate].map(ObjectIdentifier.init))
    }

    @Test func argumentsAndTheCurrentApplicationReachTheApp() {
        let app = Application.create(delegate: RecordingAppDelegate.self, arguments: ["demo", "--verbose"])
        #expect(app.arguments == ["demo", "--verbose"])
        #expect(Application.current == nil)
        app.withCurrent { #expect(Application.current === app) }
    }
}
