import Foundation

/// Cold launch: delegate creation, the launch methods, the open-URL rule, activation after the
/// first commit.
extension Application {
    /// Launches the app as the system does on a cold start; refused unless it is not running.
    ///
    /// Creates the delegate (``applicationState`` is `.background` inside its `init`), calls
    /// `willFinishLaunching` and `didFinishLaunching` (state `.inactive`; the latter followed by
    /// ``didFinishLaunchingNotification``), then `application(_:open:options:)` only if `options`
    /// has a ``LaunchOptionsKey/url`` and both launch methods returned `true`. `didBecomeActive`
    /// follows on the run loop, right after the first commit — drive ``runLoop`` to get there.
    @discardableResult
    public func launch(options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        guard executionState == .notRunning else {
            refuse("launch", reason: "the app is already running (\(executionState))")
            return false
        }
        withCurrent {
            interruption = nil
            let (delegate, isNew) = delegateSource.makeDelegate()
            if isNew { runLoop.trace(delegate, .delegateInit, [.init(self)]) }
            self.delegate = delegate
            executionState = .inactive
            let storyboardWindow = mainStoryboard.flatMap(showMainStoryboard)
            let willFinish = deliver(.willFinishLaunching) {
                $0.application(self, willFinishLaunchingWithOptions: options)
            } ?? true
            let didFinish = deliver(.didFinishLaunching, then: Self.didFinishLaunchingNotification) {
                $0.application(self, didFinishLaunchingWithOptions: options)
            } ?? true
            storyboardWindow?.makeKeyAndVisible()
            if let url = options?[.url] as? URL, willFinish, didFinish {
                var openOptions: [OpenURLOptionsKey: Any] = [:]
                if let source = options?[.sourceApplication] { openOptions[.sourceApplication] = source }
                _ = deliver(.openURL) { $0.application(self, open: url, options: openOptions) }
            }
            // (chosen) A relaunched app whose windows kept a first responder that takes keys
            // shows the keyboard for it again, as coming back to the foreground does.
            runLoop.keyboardIfMade?.synchronize()
            runLoop.performAfterCommit(order: Self.activationOrder) { [weak self] in
                guard let self, self.executionState == .inactive, self.interruption == nil else { return }
                self.becomeActive()
            }
        }
        return true
    }

    /// Shows `storyboard`'s initial controller as UIKit shows the main storyboard's: made, then
    /// the root view controller of the delegate's window (made and assigned to the delegate when
    /// it has none); returns the window, made key and visible after `didFinishLaunching`.
    private func showMainStoryboard(_ storyboard: Storyboard) -> Window? {
        guard let initial = storyboard.instantiateInitialViewController() else {
            if case .success = storyboard.contents {
                diagnostics.report(Diagnostic(
                    kind: .invalidStoryboardScene,
                    message: "Failed to instantiate the default view controller for the main storyboard "
                        + "'\(storyboard.name)' - perhaps the designated entry point is not set? The launch goes on without "
                        + "a window; give \(storyboard.fileName) an \"initialViewController\".",
                    objects: [self, storyboard]))
            }
            return nil
        }
        let window = delegate?.window ?? Window(application: self)
        if delegate?.window == nil { delegate?.window = window }
        mainStoryboardWindow = window
        window.rootViewController = initial
        return window
    }

    // MARK: - Delivering delegate callbacks

    /// Reports and delivers one delegate callback, then posts its notification. Returns the
    /// callback's result, or `nil` without a delegate.
    @discardableResult
    func deliver<Result>(
        _ callback: LifecycleCallback, then notification: Notification.Name? = nil,
        _ body: (any ApplicationDelegate) -> Result
    ) -> Result? {
        var result: Result?
        if let delegate {
            runLoop.trace(delegate, callback, [.init(self)])
            result = body(delegate)
        }
        if let notification {
            notificationCenter.post(name: notification, object: self)
        }
        return result
    }

    func refuse(_ event: String, reason: String) {
        diagnostics.report(Diagnostic(
            kind: .impossibleSystemEvent,
            message: "\(event) is impossible now: \(reason). The event was ignored and the state stays \(executionState).",
            objects: [self]))
    }
}
