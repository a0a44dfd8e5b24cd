import Foundation
import HeadlessKit

/// A view controller (or a whole app) shown in a window on a fresh application and run loop,
/// settled and ready to drive — one line of set-up for a UI test.
///
/// ```swift
/// @Test func loggingInShowsHome() {
///     let screen = TestHost(LoginViewController())
///     screen.typeText("ada", into: .placeholder("User name"))
///     screen.tap(.text("Log In"))
///     screen.expect(screen.root.navigationController?.topViewController is HomeViewController)
/// }
/// ```
///
/// The host keeps the app, its loop, the window and the root controller alive while the test
/// runs, records every lifecycle callback in ``trace``, and collects the loop's diagnostics.
/// When the host is freed (at the end of the test that made it) it tears everything down and
/// fails the test — at the line that made the host — if the loop still had work that never
/// settled, if a diagnostic was reported that no expectation consumed, or if a view or
/// controller the test showed is still alive (a leak; see ``excludeFromLeakCheck(_:)``).
/// Declare the host before the other variables of a test, so that it is freed after them. A suite
/// that stores its host in a property needs the ``TestHostsTrait`` (`@Suite(.testHosts)`).
@MainActor
public final class TestHost<Root: ViewControllerBase> {
    /// The application the host made (launched; its delegate is the host's own unless the host
    /// launched yours).
    public var app: Application { hosted.app! }
    /// The window the root controller is shown in.
    public var window: Window { hosted.window! }
    /// The shown controller.
    public var root: Root { hosted.root! }
    /// The application's run loop; its clock is virtual.
    public let loop: MainRunLoop
    /// The screen the window is on.
    public internal(set) var screen: DeviceScreen
    /// Every lifecycle callback since the host was made, with its moment, and the actions the
    /// test played.
    public let trace: TraceRecording
    /// How much virtual time `settle()` may let pass before it calls the loop never idle.
    public var settleTimeLimit: Duration = .seconds(60)
    /// Whether tearing down checks that the views and controllers the test showed were freed.
    public var checksLeaks = true
    /// Whether tearing down fails the test for diagnostics no expectation consumed.
    public var failsOnUnexpectedDiagnostics = true

    /// Where the host was made: teardown failures are reported there.
    let site: CallSite
    /// Whether a test's ``TestHostScope`` keeps the host and checks it; otherwise the host checks
    /// itself when it is freed.
    let isScoped: Bool
    /// The objects the host keeps alive, released first when it tears down.
    let hosted: HostedObjects<Root>
    /// Objects the test keeps on purpose beyond the host, by identity.
    var leakExclusions: Set<ObjectIdentifier> = []
    /// Diagnostics an expectation already consumed, by count from the start of the sink's list.
    var consumedDiagnostics = 0

    /// Shows `root` as the root view controller of a key window on `screen`, in a launched
    /// application of its own, and settles the loop.
    ///
    /// `root` is evaluated inside the application (`Application.current` is set), so a
    /// controller that reaches for the shared application in its initializer finds this one.
    public convenience init(
        _ root: @autoclosure () -> Root, screen: DeviceScreen = .phone, ignoring ignored: Set<LifecycleCallback> = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let app = Application.create(delegate: HostAppDelegate(), screenSize: screen.size, scale: screen.scale, idiom: screen.idiom)
        self.init(launching: app, screen: screen, ignoring: ignored,
                  site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        loop.runUntilIdle()
        trace.removeAll()
        let controller = app.withCurrent(root)
        let window = Window(application: app)
        window.screenSafeAreaInsets = screen.safeAreaInsets
        hosted.window = window
        hosted.root = controller
        app.withCurrent {
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Launches the application whose delegate `delegate` makes, on `screen`, and settles the
    /// loop; ``root`` is the key window's root view controller, which must be a `Root`.
    ///
    /// `delegate` is evaluated when the launch makes the delegate, as UIKit makes the delegate
    /// class named by the app.
    public convenience init(
        launching delegate: @escaping @MainActor () -> any ApplicationDelegate, root rootType: Root.Type = Root.self,
        screen: DeviceScreen = .phone, ignoring ignored: Set<LifecycleCallback> = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let app = Application.create(delegate: delegate, screenSize: screen.size, scale: screen.scale, idiom: screen.idiom)
        self.init(launching: app, screen: screen, ignoring: ignored,
                  site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        for window in app.windows { window.screenSafeAreaInsets = screen.safeAreaInsets }
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let window = app.keyWindow ?? app.windows.first else {
            TestFailures.record(
                "The app launched without a window: its delegate made none in application(_:didFinishLaunchingWithOptions:) "
                    + "(or it was freed — keep it in the delegate's window property).", at: site)
            return
        }
        hosted.window = window
        guard let controller = window.rootViewController as? Root else {
            let found = window.rootViewController.map { String(describing: Swift.type(of: $0)) } ?? "no root view controller"
            TestFailures.record("The app's key window shows \(found), not a \(Root.self).", at: site)
            return
        }
        hosted.root = controller
    }

    /// Takes `app` (made for `screen`), records its loop's callbacks and diagnostics, and launches it.
    private init(launching app: Application, screen: DeviceScreen, ignoring ignored: Set<LifecycleCallback>, site: CallSite) {
        self.site = site
        self.screen = screen
        isScoped = TestHostScope.current != nil
        loop = app.runLoop
        loop.diagnostics.policy = .collect
        trace = TraceRecording(loop: loop, ignoring: ignored)
        loop.lifecycleObserver = trace
        hosted = HostedObjects(app: app)
        MainQueue.mark()
        TestHostScope.current?.adopt(self)
        app.withCurrent { _ = app.launch() }
    }

    // Not an `isolated deinit`: Swift clears task-local values for one, and Swift Testing finds
    // the test a failure belongs to through a task-local value. A host freed off the main actor
    // cannot check itself without blocking a thread on the main actor, so it says what to add.
    deinit {
        guard !isScoped else { return }
        guard MainQueue.isCurrent else {
            TestFailures.record(TestHostScope.hostFreedOffTheMainActor, at: site)
            return
        }
        MainActor.assumeIsolated {
            checkSettledAtEndOfTest()
            checkLeaksAtEndOfTest()
        }
    }

    /// Keeps `object` out of the leak check when the host is torn down: for an object the
    /// test or a cache holds on purpose beyond the test.
    public func excludeFromLeakCheck(_ object: AnyObject) {
        leakExclusions.insert(ObjectIdentifier(object))
    }
}

/// The objects a host keeps alive, in a box so that tearing down can release them while the
/// host itself still exists.
@MainActor
final class HostedObjects<Root: ViewControllerBase> {
    var app: Application?
    var window: Window?
    var root: Root?

    init(app: Application) { self.app = app }
}

/// The delegate of an application a ``TestHost`` makes for a lone controller: it does nothing.
@MainActor
final class HostAppDelegate: Responder, ApplicationDelegate {}
