import Foundation

/// The application object — HeadlessKit's `UIApplication`, the principal class of an app.
///
/// It owns the app's ``MainRunLoop`` (and so its clock, windows and diagnostics), its own
/// `NotificationCenter`, its delegate, and a state machine over UIKit's five states. System events
/// arrive through ``launch(options:)`` and ``simulate(_:)``; each delivers exactly the delegate
/// callbacks, notifications and ``applicationState`` values that UIKit's do (see
/// <doc:LifecycleGuarantees>).
///
/// Programs start one with ``ApplicationMain(_:principal:delegate:launchOptions:clock:)``; tests
/// create one with ``create(principal:delegate:arguments:screenSize:clock:)`` and drive it step by
/// step. Subclass it as the principal class to observe or extend the application itself.
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

    /// The app delegate, created by the launch; `nil` before the first launch.
    public internal(set) var delegate: (any AppDelegateProtocol)?

    /// Which of UIKit's five states the app is in, including the two an app cannot observe from
    /// inside (``ExecutionState/notRunning`` and ``ExecutionState/suspended``).
    public internal(set) var executionState = ExecutionState.notRunning

    /// How long the app may run in the background with open background tasks (**(chosen)** 30 s,
    /// the modern value; older systems gave 180 s or 600 s).
    public var backgroundTimeBudget: Duration = .seconds(30)

    /// How long before the budget ends the open tasks' expiration handlers run.
    public var expirationWarningTime: Duration = .seconds(1)

    /// How soon after entering the background (or ending its last task) an app with no open
    /// background task is suspended.
    public var suspensionDelay: Duration = .seconds(1)

    /// Whether a memory warning releases the views of controllers that are loaded but not in a
    /// window, so they load again on next use — the old UIKit behaviour. Off by default.
    public var releasesViewsNotInWindowOnMemoryWarning = false

    /// The order of the after-commit observer that delivers `applicationDidBecomeActive` at the
    /// end of launch: after the first commit, before other after-commit work such as
    /// `viewDidAppear`.
    public static let activationOrder = MainRunLoop.commitOrder + 500

    let delegateType: any AppDelegateProtocol.Type
    var interruption: Interruption?
    var backgroundTasks: [BackgroundTask] = []
    var nextBackgroundTaskIdentifier = 1
    var backgroundDeadline: Duration?
    var systemTimers: [RunLoopTimer] = []

    /// Creates an application that is not running yet; the principal class must keep this
    /// initializer. Prefer ``create(principal:delegate:arguments:screenSize:clock:)``.
    public required init(
        arguments: [String], delegateType: any AppDelegateProtocol.Type, screenSize: CGSize, runLoop: MainRunLoop
    ) {
        self.arguments = arguments
        self.delegateType = delegateType
        self.screenSize = screenSize
        self.runLoop = runLoop
        super.init()
        runLoop.owner = self
    }

    /// Creates a not-yet-launched application of class `principal` with a delegate of type
    /// `delegate` (created at launch) on its own run loop — the step-by-step way to run an app,
    /// for tests: call ``launch(options:)``, then drive ``runLoop``.
    public static func create(
        principal: Application.Type = Application.self,
        delegate: any AppDelegateProtocol.Type,
        arguments: [String] = [],
        screenSize: CGSize = Window.defaultScreenSize,
        clock: MainRunLoop.Clock = .virtual
    ) -> Application {
        principal.init(arguments: arguments, delegateType: delegate, screenSize: screenSize, runLoop: MainRunLoop(clock: clock))
    }

    /// The application whose run loop is driving the current task, if any (UIKit's
    /// `UIApplication.shared`, scoped to a task instead of the process).
    public static var current: Application? {
        MainRunLoop.current?.application
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

extension Application: ViewControllerHost {}

extension MainRunLoop {
    /// The application this loop drives, if one owns it.
    public var application: Application? { owner as? Application }
}

extension Window {
    /// Creates a hidden window filling the application's screen, committed by its run loop.
    public convenience init(application: Application) {
        self.init(screenSize: application.screenSize, runLoop: application.runLoop)
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
