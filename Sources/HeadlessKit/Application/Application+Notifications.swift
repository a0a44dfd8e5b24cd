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
