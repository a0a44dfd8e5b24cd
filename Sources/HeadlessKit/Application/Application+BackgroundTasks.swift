/// Background execution on the run loop's clock: tasks, the budget, expiration, suspension.
extension Application {
    struct BackgroundTask {
        let identifier: BackgroundTaskIdentifier
        let name: String?
        let expirationHandler: (@MainActor () -> Void)?
    }

    /// Asks for extra time to finish work if the app moves to the background — UIKit's
    /// `beginBackgroundTask(withName:expirationHandler:)`.
    ///
    /// While any task is open in the background, the app keeps running until
    /// ``backgroundTimeBudget`` runs out; ``expirationWarningTime`` before that, every open task's
    /// `handler` runs (in the order the tasks began), then the app is suspended. Returns
    /// ``BackgroundTaskIdentifier/invalid`` when the app is not running or suspended.
    public func beginBackgroundTask(
        withName name: String? = nil, expirationHandler handler: (@MainActor () -> Void)? = nil
    ) -> BackgroundTaskIdentifier {
        guard executionState != .notRunning, executionState != .suspended else { return .invalid }
        let identifier = BackgroundTaskIdentifier(rawValue: nextBackgroundTaskIdentifier)
        nextBackgroundTaskIdentifier += 1
        backgroundTasks.append(BackgroundTask(identifier: identifier, name: name, expirationHandler: handler))
        if backgroundTasks.count == 1, executionState == .background { rescheduleBackgroundTimers() }
        return identifier
    }

    /// Ends a background task. Ending an unknown or already-ended task is reported with UIKit's
    /// message and changes nothing. Ending the last task in the background lets the app suspend.
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        guard let index = backgroundTasks.firstIndex(where: { $0.identifier == identifier }) else {
            diagnostics.report(Diagnostic(
                kind: .unknownBackgroundTask,
                message: "Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), "
                    + "or it may have already been ended. Break in UIApplicationEndBackgroundTaskError() to debug. "
                    + "End each task exactly once, with the identifier beginBackgroundTask returned.",
                objects: [self]))
            return
        }
        backgroundTasks.remove(at: index)
        if backgroundTasks.isEmpty, executionState == .background { rescheduleBackgroundTimers() }
    }

    /// The names of the open background tasks, in the order they began.
    public var openBackgroundTaskNames: [String?] {
        backgroundTasks.map(\.name)
    }

    /// How long the app may still run in the background, in seconds: `.greatestFiniteMagnitude`
    /// in the foreground, as in UIKit.
    public var backgroundTimeRemaining: Double {
        switch executionState {
        case .active, .inactive: return .greatestFiniteMagnitude
        case .notRunning, .suspended: return 0
        case .background:
            guard let deadline = backgroundDeadline else { return 0 }
            let (seconds, attoseconds) = max(deadline - runLoop.now, .zero).components
            return Double(seconds) + Double(attoseconds) / 1e18
        }
    }

    /// Starts the budget on entering the background.
    func startBackgroundTime() {
        backgroundDeadline = runLoop.now + backgroundTimeBudget
        rescheduleBackgroundTimers()
    }

    /// Without open tasks, suspends soon; with open tasks, warns them ``expirationWarningTime``
    /// before the budget ends and suspends when it does.
    func rescheduleBackgroundTimers() {
        stopBackgroundTime(keepingDeadline: true)
        guard executionState == .background, let deadline = backgroundDeadline else { return }
        guard !backgroundTasks.isEmpty else {
            scheduleSystemTimer(after: suspensionDelay) { $0.suspend() }
            return
        }
        let remaining = max(deadline - runLoop.now, .zero)
        scheduleSystemTimer(after: max(remaining - expirationWarningTime, .zero)) { app in
            for task in app.backgroundTasks {
                task.expirationHandler?()
            }
        }
        scheduleSystemTimer(after: remaining) { $0.suspend() }
    }

    /// Cancels the budget's timers (returning to the foreground, suspending, being killed).
    func stopBackgroundTime(keepingDeadline: Bool = false) {
        systemTimers.forEach { $0.invalidate() }
        systemTimers.removeAll()
        if !keepingDeadline { backgroundDeadline = nil }
    }

    /// Freezes the app: nothing on its run loop runs until it returns to the foreground.
    func suspend() {
        guard executionState == .background else { return }
        stopBackgroundTime()
        executionState = .suspended
        runLoop.isFrozen = true
    }

    private func scheduleSystemTimer(after delay: Duration, _ action: @escaping @MainActor (Application) -> Void) {
        let timer = runLoop.scheduleTimer(withTimeInterval: delay, repeats: false, mode: .common) { [weak self] _ in
            guard let self else { return }
            action(self)
        }
        systemTimers.append(timer)
    }
}

/// Identifies a background task — UIKit's `UIBackgroundTaskIdentifier`.
public struct BackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier returned when no task could be begun (UIKit's `.invalid`).
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)

    /// The identifier's number.
    public var description: String { String(rawValue) }
}
