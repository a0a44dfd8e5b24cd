extension Application {
    /// The app's state as the app sees it — UIKit's `UIApplication.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events (launching, interrupted, switcher open).
        case inactive
        /// In the background (also what the delegate's `init` sees during launch).
        case background

        /// The state's name.
        public var description: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
    }

    /// UIKit's five execution states, including the two an app cannot observe from inside.
    public enum ExecutionState: Sendable, CustomStringConvertible {
        /// Not launched, or terminated.
        case notRunning
        /// In the foreground, not receiving events.
        case inactive
        /// In the foreground, receiving events.
        case active
        /// In the background, running code.
        case background
        /// In the background, frozen: no timers or blocks run until it returns to the foreground.
        case suspended

        /// The state's name.
        public var description: String {
            switch self {
            case .notRunning: "not running"
            case .inactive: "inactive"
            case .active: "active"
            case .background: "background"
            case .suspended: "suspended"
            }
        }
    }

    /// What is keeping the app from being active, which decides the events that are possible.
    enum Interruption {
        case appSwitcher, incomingCall, callInProgress, locked, notificationCenter
    }
}
