import Foundation

/// The application object — HeadlessKit's `UIApplication`, the principal class of an app.
///
/// It owns the app's ``MainRunLoop`` (and so its clock, windows and diagnostics), its own
/// `NotificationCenter`, its delegate, and a state machine over UIKit's five states. System events
/// arrive through ``launch(options:)`` and ``simulate(_:)``; each delivers exactly the delegate
/// callbacks, notifications and ``applicationState`` values that UIKit's do (see
/// <doc:LifecycleGuarantees>).
///
/// Programs start one with `ApplicationMain`; tests create one with `Application.create` and
/// drive it step by step. Both take the delegate as a type (``AppDelegateProtocol``), a closure
/// that makes it, or an instance (any ``ApplicationDelegate``). Subclass it as the principal class
/// to observe or extend the application itself.
@MainActor
open class Application: Responder {
    /// The run loop that drives this application; every window of the app is committed by it.
    public let runLoop: MainRunLoop

    /// This application's notification centre: lifecycle notifications are posted here, so two
    /// applications in one process (parallel tests) never see each other's.
    public let notificationCenter = NotificationCenter()

    /// The command-line arguments the app was started with.
    public let arguments: [String]

    /// The size of the simulated screen, used by ``Window/init(application:)``.
    public let screenSize: CGSize

    /// The screen the app's windows are shown on — one per application, of ``screenSize`` at the
    /// scale the application was created with; every ``Window/init(application:)`` shares it, and
    /// `Screen.main` is it inside the app's callbacks.
    public internal(set) var screen: Screen

    /// The app delegate, created by the launch; `nil` before the first launch.
    public internal(set) var delegate: (any ApplicationDelegate)?

    /// Which of UIKit's five states the app is in, including the two an app cannot observe from
    /// inside (``ExecutionState/notRunning`` and ``ExecutionState/suspended``).
    public internal(set) var executionState = ExecutionState.notRunning

    /// How long the app may run in the background with open background tasks (**(chosen)** 30 s,
    /// the modern value; older systems gave 180 s or 600 s).
    public var backgroundTimeBudget: Duration = .seconds(30)

    /// The classes the nibs and storyboards loaded on this application's run loop may name:
    /// HeadlessKit's views and controllers, plus the ones you register — once, at launch
    /// (`application.archiveClasses.register(LoginViewController.self)`).
    public var archiveClasses = ArchiveClassRegistry.headlessKit

    /// How long before the budget ends the open tasks' expiration handlers run.
    public var expirationWarningTime: Duration = .seconds(1)

    /// How soon after entering the background (or ending its last task) an app with no open
    /// background task is suspended.
    public var suspensionDelay: Duration = .seconds(1)

    /// Whether a memory warning releases the views of controllers that are loaded but not in a
    /// window, so they load again on next use — the old UIKit behaviour. Off by default.
    public var releasesViewsNotInWindowOnMemoryWarning = false

    /// The storyboard the launch shows — what `UIMainStoryboardFile` names in a UIKit app's
    /// Info.plist: set it before ``launch(options:)``, as
    /// `app.mainStoryboard = Storyboard(name: "Main", bundle: .main)`.
    ///
    /// At launch, before `application(_:willFinishLaunchingWithOptions:)`, its initial controller
    /// is made and set as the root view controller of a window on the application's screen — the
    /// delegate's ``ApplicationDelegate/window`` if it has one, else a new window assigned to it —
    /// and that window is made key and visible once `application(_:didFinishLaunchingWithOptions:)`
    /// returns, as UIKit does. `nil` (the default): the app makes its windows itself.
    public var mainStoryboard: Storyboard?

    /// The window the launch made for ``mainStoryboard``, kept for a delegate that keeps none.
    var mainStoryboardWindow: Window?

    /// The order of the after-commit observer that delivers `applicationDidBecomeActive` at the
    /// end of launch: after the first commit, before other after-commit work such as
    /// `viewDidAppear`.
    public static let activationOrder = MainRunLoop.commitOrder + 500

    /// How the launch gets the delegate.
    var delegateSource: DelegateSource
    var interruption: Interruption?
    var backgroundTasks: [BackgroundTask] = []
    var nextBackgroundTaskIdentifier = 1
    var backgroundDeadline: Duration?
    var systemTimers: [RunLoopTimer] = []

    /// Creates an application that is not running yet, whose launch creates a delegate of type
    /// `delegateType`; the principal class must keep this initializer. Prefer `Application.create`.
    ///
    /// When the application is made by `Application.create` with a delegate closure or instance,
    /// `delegateType` is a placeholder that is never created: the closure or instance is used.
    public required init(
        arguments: [String], delegateType: any AppDelegateProtocol.Type, screenSize: CGSize, runLoop: MainRunLoop
    ) {
        self.arguments = arguments
        self.delegateSource = .type(delegateType)
        self.screenSize = screenSize
        self.screen = Screen(size: screenSize)
        self.runLoop = runLoop
        super.init()
        runLoop.owner = self
        // The app's screen has a keyboard from the start, so that any first responder that takes
        // keys shows it — not only the text fields and text views that make it on first use.
        _ = runLoop.keyboard
    }

    /// Creates a not-yet-launched application of class `principal` with a delegate of type
    /// `delegate` (created at launch with `init()`) on its own run loop, showing its windows on a
    /// screen of `screenSize` points at `scale` — the step-by-step way to run an app, for tests:
    /// call ``launch(options:)``, then drive ``runLoop``.
    public static func create(
        principal: Application.Type = Application.self,
        delegate: any AppDelegateProtocol.Type,
        arguments: [String] = [],
        screenSize: CGSize = Window.defaultScreenSize,
        scale: CGFloat = Screen.defaultScale,
        idiom: UserInterfaceIdiom = .phone,
        clock: MainRunLoop.Clock = .virtual
    ) -> Application {
        make(principal, source: .type(delegate), arguments: arguments, screenSize: screenSize, scale: scale, idiom: idiom, clock: clock)
    }

    /// Creates a not-yet-launched application whose launch makes its delegate by calling
    /// `delegate` — for a delegate class that need not be `final`, such as ported
    /// `class AppDelegate: UIResponder, UIApplicationDelegate`:
    /// `Application.create(delegate: { AppDelegate() })`. The closure is called at each launch,
    /// where the delegate's `init` would run (``applicationState`` reads `.background` in it).
    public static func create(
        principal: Application.Type = Application.self,
        delegate: @escaping @MainActor () -> any ApplicationDelegate,
        arguments: [String] = [],
        screenSize: CGSize = Window.defaultScreenSize,
        scale: CGFloat = Screen.defaultScale,
        idiom: UserInterfaceIdiom = .phone,
        clock: MainRunLoop.Clock = .virtual
    ) -> Application {
        make(principal, source: .factory(delegate), arguments: arguments, screenSize: screenSize, scale: scale, idiom: idiom, clock: clock)
    }

    /// Creates a not-yet-launched application whose launch adopts `delegate`, made beforehand:
    /// its `init` ran before the launch, so no `init()` appears in the launch's trace, and every
    /// launch of this application (a relaunch after termination too) adopts the same instance
    /// **(chosen)**.
    public static func create(
        principal: Application.Type = Application.self,
        delegate: any ApplicationDelegate,
        arguments: [String] = [],
        screenSize: CGSize = Window.defaultScreenSize,
        scale: CGFloat = Screen.defaultScale,
        idiom: UserInterfaceIdiom = .phone,
        clock: MainRunLoop.Clock = .virtual
    ) -> Application {
        make(principal, source: .instance(delegate), arguments: arguments, screenSize: screenSize, scale: scale, idiom: idiom, clock: clock)
    }

    private static func make(
        _ principal: Application.Type, source: DelegateSource, arguments: [String], screenSize: CGSize, scale: CGFloat,
        idiom: UserInterfaceIdiom, clock: MainRunLoop.Clock
    ) -> Application {
        let placeholder: any AppDelegateProtocol.Type = if case let .type(type) = source { type } else { DelegateFromSource.self }
        let application = principal.init(
            arguments: arguments, delegateType: placeholder, screenSize: screenSize, runLoop: MainRunLoop(clock: clock))
        application.delegateSource = source
        if scale != application.screen.scale || idiom != application.screen.idiom {
            application.screen = Screen(size: application.screenSize, scale: scale, idiom: idiom)
        }
        return application
    }

    /// The application whose run loop is driving the current task, if any (UIKit's
    /// `UIApplication.shared`, scoped to a task instead of the process).
    public static var current: Application? {
        MainRunLoop.current?.application
    }

    /// The application the caller belongs to — UIKit's `UIApplication.shared`: ``current``, the
    /// app whose run loop drives the current task (inside its delegate's, controllers' and views'
    /// callbacks, and inside ``withCurrent(_:)``).
    ///
    /// HeadlessKit has no process-wide application, so outside any app's loop there is none to
    /// answer. Then it reports a ``Diagnostic/Kind/noCurrentApplication`` diagnostic — to the sink
    /// of the run loop driving the task, if one without an application does, else to standard
    /// error — and returns a new application that is not running and belongs to nothing
    /// (**(chosen)**: reading it does not crash, and nothing reaches a real app through it).
    public static var shared: Application {
        if let current { return current }
        let loop = MainRunLoop.current
        let orphan = Application.create(delegate: DelegateFromSource.self)
        DiagnosticsSink.report(Diagnostic(
            kind: .noCurrentApplication,
            message: "Application.shared was read where no application's run loop drives the current task"
                + (loop == nil ? "" : " (the loop driving it belongs to no application)")
                + ". HeadlessKit returned a new application that is not running and belongs to nothing; read it inside "
                + "the app's callbacks or Application.withCurrent(_:), or keep the Application that create returned.",
            objects: [orphan]), to: loop?.diagnostics)
        return orphan
    }

    /// Runs `body` with this application as ``current``.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try runLoop.withCurrent(body)
    }

    /// The app's state as the app itself sees it (UIKit's `applicationState`).
    public var applicationState: State {
        switch executionState {
        case .active: .active
        case .inactive: .inactive
        case .notRunning, .background, .suspended: .background
        }
    }

    /// The key window of the app's run loop.
    public var keyWindow: Window? { runLoop.keyWindow }

    /// The app's windows that are still alive, in creation order.
    public var windows: [Window] { runLoop.windows }

    /// Whether the app keeps the device from sleeping while it is in front (default `false`).
    /// Recorded only: a headless device never sleeps.
    public var isIdleTimerDisabled = false

    /// The number shown on the app's icon; 0 (the default) shows none.
    public var applicationIconBadgeNumber = 0

    /// The URL schemes another app can open, for ``canOpenURL(_:)`` and
    /// ``open(_:options:completionHandler:)`` — HeadlessKit's stand-in for the apps installed on a
    /// device (default `http` and `https`, which Safari opens).
    public var openableURLSchemes: Set<String> = ["http", "https"]

    /// The URLs ``open(_:options:completionHandler:)`` opened, oldest first — HeadlessKit's
    /// record for tests.
    public internal(set) var openedURLs: [URL] = []

    /// The diagnostics sink of the app's run loop.
    public var diagnostics: DiagnosticsSink { runLoop.diagnostics }

    /// The next responder: the delegate, when it is a ``Responder``; the chain ends here otherwise.
    open override var next: Responder? { delegate as? Responder }

    /// Dispatches an event to the window its touches are in — every touch the app receives
    /// passes here first, as in UIKit.
    ///
    /// The default calls ``Window/sendEvent(_:)`` on that window. Override to watch every event
    /// (an idle timer, a touch logger) and call `super` to deliver it.
    open func sendEvent(_ event: Event) {
        event.orderedTouches.first?.window?.sendEvent(event)
    }
}

extension Application: ViewControllerHost, ScreenHost, TextInputHost, ArchiveClassProvider {
    /// Whether the app is active or inactive: its keyboard may show (it hides in the background).
    var isInForeground: Bool { executionState == .active || executionState == .inactive }
}

extension Application {
    /// Where the launch gets the delegate: created from a type, made by a closure, or given.
    enum DelegateSource {
        case type(any AppDelegateProtocol.Type)
        case factory(@MainActor () -> any ApplicationDelegate)
        case instance(any ApplicationDelegate)

        /// The delegate for one launch, and whether the launch created it (and so reports its `init()`).
        @MainActor
        func makeDelegate() -> (delegate: any ApplicationDelegate, isNew: Bool) {
            switch self {
            case let .type(type): (type.init(), true)
            case let .factory(make): (make(), true)
            case let .instance(delegate): (delegate, false)
            }
        }
    }

    /// The placeholder type a principal's initializer receives when the delegate comes from a
    /// closure or an instance, and the delegate type of the application ``shared`` returns
    /// outside any app; never launched from.
    final class DelegateFromSource: AppDelegateProtocol {
        init() {}
    }
}

extension MainRunLoop {
    /// The application this loop drives, if one owns it.
    public var application: Application? { owner as? Application }
}

extension Window {
    /// Creates a hidden window filling the application's screen (``Application/screen``, shared
    /// by all its windows), committed by its run loop.
    ///
    /// An application made for a screen size with a NaN or infinite number has a default screen;
    /// each window made for it reports the refused size, as ``init(screenSize:runLoop:)`` does.
    public convenience init(application: Application) {
        self.init(screen: application.screen, runLoop: application.runLoop)
        let size = application.screenSize
        if !GeometryFormat.isFinite(size.width, size.height) { refuseScreenSize(size) }
    }
}

import Foundation

extension Application {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)`.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after `applicationWillResignActive(_:)`.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after `applicationDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted after `applicationWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted after `applicationDidBecomeActive(_:)`.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted after `applicationWillTerminate(_:)`.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted after `applicationDidReceiveMemoryWarning(_:)`.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

extension Application: EventDispatcher {}
