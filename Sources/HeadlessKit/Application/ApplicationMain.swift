/// Creates the application and its delegate, launches the app and runs it until it terminates —
/// HeadlessKit's `UIApplicationMain(_:_:_:_:)`, for programs.
///
/// Creates an instance of `principal` with `arguments`, which creates a `delegate` during
/// ``Application/launch(options:)``, then runs the app's run loop on `clock` (the wall clock, for
/// real programs), yielding to Swift concurrency between turns so `Task` and `DispatchQueue.main`
/// work runs. A headless app receives no user events, so when its run loop has nothing left to do
/// the app is terminated as the system would (`applicationWillTerminate`) and this returns 0. An
/// app can also end earlier by stopping its run loop (``MainRunLoop/stop()``).
///
/// `mainStoryboard` is the program's `UIMainStoryboardFile`: the launch makes a window, shows the
/// storyboard's initial controller in it and gives it to the delegate (see
/// ``Application/mainStoryboard``).
///
/// ```swift
/// @main struct Main {
///     static func main() async {
///         exit(await ApplicationMain(CommandLine.arguments, delegate: AppDelegate.self,
///                                    mainStoryboard: Storyboard(name: "Main", bundle: .module)))
///     }
/// }
/// ```
@MainActor
@discardableResult
public func ApplicationMain(
    _ arguments: [String] = CommandLine.arguments,
    principal: Application.Type = Application.self,
    delegate: any AppDelegateProtocol.Type,
    launchOptions: [Application.LaunchOptionsKey: Any]? = nil,
    mainStoryboard: Storyboard? = nil,
    clock: MainRunLoop.Clock = .wall
) async -> Int32 {
    await run(Application.create(principal: principal, delegate: delegate, arguments: arguments, clock: clock), launchOptions,
              mainStoryboard)
}

/// Creates the application, launches the app with a delegate made by `delegate` and runs it
/// until it terminates — the form for a delegate class that need not be `final`, such as ported
/// `class AppDelegate: UIResponder, UIApplicationDelegate`.
///
/// ```swift
/// @main struct Main {
///     static func main() async {
///         exit(await ApplicationMain(delegate: { AppDelegate() }))
///     }
/// }
/// ```
///
/// Everything else is as for the form that takes the delegate's type.
@MainActor
@discardableResult
public func ApplicationMain(
    _ arguments: [String] = CommandLine.arguments,
    principal: Application.Type = Application.self,
    delegate: @escaping @MainActor () -> any ApplicationDelegate,
    launchOptions: [Application.LaunchOptionsKey: Any]? = nil,
    mainStoryboard: Storyboard? = nil,
    clock: MainRunLoop.Clock = .wall
) async -> Int32 {
    await run(Application.create(principal: principal, delegate: delegate, arguments: arguments, clock: clock), launchOptions,
              mainStoryboard)
}

/// Creates the application, launches the app with `delegate`, made beforehand, and runs it until
/// it terminates. Everything else is as for the form that takes the delegate's type.
@MainActor
@discardableResult
public func ApplicationMain(
    _ arguments: [String] = CommandLine.arguments,
    principal: Application.Type = Application.self,
    delegate: any ApplicationDelegate,
    launchOptions: [Application.LaunchOptionsKey: Any]? = nil,
    mainStoryboard: Storyboard? = nil,
    clock: MainRunLoop.Clock = .wall
) async -> Int32 {
    await run(Application.create(principal: principal, delegate: delegate, arguments: arguments, clock: clock), launchOptions,
              mainStoryboard)
}

/// Launches `application` and runs it until it terminates; returns 0.
@MainActor
private func run(
    _ application: Application, _ launchOptions: [Application.LaunchOptionsKey: Any]?, _ mainStoryboard: Storyboard?
) async -> Int32 {
    if let mainStoryboard { application.mainStoryboard = mainStoryboard }
    application.launch(options: launchOptions)
    while application.executionState != .notRunning {
        switch await application.runLoop.settle(timeLimit: .seconds(365 * 24 * 3600)) {
        case .idle, .stopped, .deadlineReached:
            application.simulate(.terminate)
        case .neverIdle, .layoutFeedbackLoop, .conditionMet:
            // A repeating timer keeps a real program alive; keep running it. A feedback loop was
            // reported as a diagnostic; the next settle continues.
            continue
        }
    }
    return 0
}
