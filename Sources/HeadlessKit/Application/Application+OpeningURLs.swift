import Foundation

/// Another app (or the system) opening a URL this app handles.
extension Application {
    /// Opens `url` in this app as the system does when another app, a link or a notification
    /// opens one of its URLs, and returns whether it was delivered.
    ///
    /// - Not running: a cold launch with the URL in its options, so `application(_:open:options:)`
    ///   follows `didFinishLaunching` when both launch methods returned `true` (``launch(options:)``).
    /// - In the background or suspended: `applicationWillEnterForeground(_:)`, then
    ///   `application(_:open:options:)`, then `applicationDidBecomeActive(_:)` — the order Apple's
    ///   *Allowing apps and websites to link to your content* gives for an app woken by a URL.
    /// - Active: `application(_:open:options:)` alone **(chosen)**: the app is already in front.
    ///
    /// Refused with a diagnostic, changing nothing, while the app is inactive (an interruption
    /// such as a call or the app switcher is in front) or in the background because of a call or
    /// the lock screen, which a URL does not end.
    @discardableResult
    public func simulateOpening(_ url: URL, sourceApplication: String? = nil) -> Bool {
        var options: [OpenURLOptionsKey: Any] = [:]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        switch executionState {
        case .notRunning:
            var launchOptions: [LaunchOptionsKey: Any] = [.url: url]
            if let sourceApplication { launchOptions[.sourceApplication] = sourceApplication }
            return launch(options: launchOptions)
        case .active:
            withCurrent { _ = deliver(.openURL) { $0.application(self, open: url, options: options) } }
            return true
        case .background where interruption == nil, .suspended where interruption == nil:
            withCurrent {
                enterForeground()
                guard executionState == .inactive else { return }
                _ = deliver(.openURL) { $0.application(self, open: url, options: options) }
                if executionState == .inactive { becomeActive() }
            }
            return true
        default:
            refuse("opening \(url.absoluteString)", reason: "the app is \(executionState)" + (interruption.map { " (\($0))" } ?? ""))
            return false
        }
    }
}
