import Foundation

/// The methods an app delegate implements to take part in the application's lifecycle — UIKit's
/// `UIApplicationDelegate`.
///
/// Every method is a requirement with a default implementation, so a delegate implements only
/// what it needs and its implementations are dispatched dynamically. Make the delegate a
/// ``Responder`` subclass to put it at the end of the responder chain.
///
/// The protocol asks for no initializer, so a delegate class need not be `final` — ported
/// `class AppDelegate: UIResponder, UIApplicationDelegate` compiles unchanged. Give the
/// application a way to make it — `Application.create(delegate: { AppDelegate() })` and
/// `ApplicationMain(delegate: { AppDelegate() })` take a closure, or an instance — or conform to
/// ``AppDelegateProtocol``, which adds `init()` so that the type itself can be passed.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's main window. The default has none and ignores assignments; declare a stored
    /// `var window: Window?` to keep one.
    var window: Window? { get set }

    /// Launch has begun; the state is inactive. Return `false` to refuse a launch URL.
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// Launch is almost done; the state is inactive. Set up the window here. Return `false` to
    /// refuse a launch URL.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// The app became active: after launch (following the first commit) and on every return.
    func applicationDidBecomeActive(_ application: Application)

    /// The app is about to stop being active (a call, the switcher, the home button); still active.
    func applicationWillResignActive(_ application: Application)

    /// The app is now in the background.
    func applicationDidEnterBackground(_ application: Application)

    /// The app is about to come back from the background; still in the background.
    func applicationWillEnterForeground(_ application: Application)

    /// The app is about to be terminated while running (not while suspended).
    func applicationWillTerminate(_ application: Application)

    /// The system is low on memory; free what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: Application)

    /// Open a URL; at launch, called only for a URL launch and only if both launch methods
    /// returned `true`. Return whether the URL was handled.
    func application(_ application: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool
}

/// An app delegate the application creates itself from its type with ``init()`` — the form
/// `Application.create(delegate: AppDelegate.self)`, `ApplicationMain(delegate: AppDelegate.self)`
/// and `@main` take.
///
/// A `final` class (or a class whose `init()` is `required`) conforms by declaring the
/// conformance: `@main final class AppDelegate: Responder, AppDelegateProtocol` starts the app
/// with ``main()``. A delegate class that must stay open conforms to ``ApplicationDelegate`` only
/// and is made by a closure instead (see <doc:ApplicationLifecycle>).
@MainActor
public protocol AppDelegateProtocol: ApplicationDelegate {
    /// Creates the delegate; called by the launch, before any other method
    /// (``Application/applicationState`` reads `.background` inside it).
    init()
}

extension AppDelegateProtocol {
    /// The entry point of an app whose delegate is marked `@main`: runs `ApplicationMain` with
    /// this delegate type on the wall clock and exits with its result — what UIKit's
    /// `UIApplicationDelegate.main()` does.
    public static func main() async {
        exit(await ApplicationMain(delegate: Self.self))
    }
}

extension ApplicationDelegate {
    /// No window: reads return `nil` and assignments are ignored.
    public var window: Window? {
        get { nil }
        set {}
    }

    /// Returns `true`.
    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }

    /// Returns `true`.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}

    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}

    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}

    /// Returns `false`: the URL was not handled.
    public func application(_ application: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool { false }
}
