/// The simulated system events and the state transitions they make.
extension Application {
    /// Delivers `event` as the system would; an event impossible in the current state is refused
    /// with a diagnostic and changes nothing. Returns whether the event was delivered.
    @discardableResult
    public func simulate(_ event: SystemEvent) -> Bool {
        guard let transition = transition(for: event) else {
            refuse("\(event)", reason: "the app is \(executionState)" + (interruption.map { " (\($0))" } ?? ""))
            return false
        }
        withCurrent(transition)
        return true
    }

    /// The work `event` does from the current state, or `nil` when it is impossible there.
    private func transition(for event: SystemEvent) -> (() -> Void)? {
        let state = executionState
        let foreground = state == .active || state == .inactive
        switch event {
        case .homeButton, .openAnotherAppFromBanner:
            // The home button in the open switcher goes to the home screen: the app, already
            // inactive, enters the background.
            if event == .homeButton, state == .inactive, interruption == .appSwitcher {
                return { self.enterBackground(because: nil) }
            }
            guard state == .active else { return nil }
            return { self.resignActive(); if self.executionState == .inactive { self.enterBackground(because: nil) } }
        case .tapAppIcon:
            if state == .notRunning { return { _ = self.launch() } }
            guard state == .background || state == .suspended, interruption == nil else { return nil }
            return { self.enterForeground(); if self.executionState == .inactive { self.becomeActive() } }
        case .openAppSwitcher:
            guard state == .active else { return nil }
            return { self.resignActive(because: .appSwitcher) }
        case .returnFromAppSwitcher:
            guard state == .inactive, interruption == .appSwitcher else { return nil }
            return { self.becomeActive() }
        case .switchToAnotherApp:
            guard state == .inactive, interruption == .appSwitcher else { return nil }
            return { self.enterBackground(because: nil) }
        case .swipeAwayInAppSwitcher, .terminate:
            guard state != .notRunning else { return nil }
            if state == .suspended { return { self.kill() } }
            return {
                if self.executionState == .active { self.resignActive() }
                if self.executionState == .inactive { self.enterBackground(because: nil) }
                self.terminate()
            }
        case .incomingCall:
            guard state == .active else { return nil }
            return { self.resignActive(because: .incomingCall) }
        case .declineCall:
            guard state == .inactive, interruption == .incomingCall else { return nil }
            return { self.becomeActive() }
        case .answerCall:
            guard state == .inactive, interruption == .incomingCall else { return nil }
            return { self.enterBackground(because: .callInProgress) }
        case .hangUpAndReturn:
            guard state == .background || state == .suspended, interruption == .callInProgress else { return nil }
            return { self.enterForeground(); if self.executionState == .inactive { self.becomeActive() } }
        case .lock:
            guard state == .active else { return nil }
            return { self.resignActive(); if self.executionState == .inactive { self.enterBackground(because: .locked) } }
        case .unlock:
            guard state == .background || state == .suspended, interruption == .locked else { return nil }
            return { self.enterForeground(); if self.executionState == .inactive { self.becomeActive() } }
        case .pullDownNotificationCenter:
            guard state == .active else { return nil }
            return { self.resignActive(because: .notificationCenter) }
        case .dismissNotificationCenter:
            guard state == .inactive, interruption == .notificationCenter else { return nil }
            return { self.becomeActive() }
        case .memoryWarning:
            guard foreground || state == .background else { return nil }
            return { self.receiveMemoryWarning() }
        case .killWhileSuspended:
            guard state == .suspended else { return nil }
            return { self.kill() }
        }
    }

    // MARK: - Transitions

    func becomeActive() {
        interruption = nil
        executionState = .active
        runLoop.refusesTouches = false
        deliver(.applicationDidBecomeActive, then: Self.didBecomeActiveNotification) {
            $0.applicationDidBecomeActive(self)
        }
    }

    /// `willResignActive` is delivered while still active; the state is inactive afterwards.
    func resignActive(because reason: Interruption? = nil) {
        // An app that stops being active loses its fingers: UIKit cancels every touch first, and
        // delivers none until the app is active again.
        runLoop.refusesTouches = true
        for window in runLoop.windows { window.cancelAllTouches() }
        deliver(.applicationWillResignActive, then: Self.willResignActiveNotification) {
            $0.applicationWillResignActive(self)
        }
        // A hook that sent the app elsewhere (terminated it, say) decided its state: the
        // transition this call was making no longer applies.
        guard executionState == .active else { return }
        executionState = .inactive
        interruption = reason
    }

    func enterBackground(because reason: Interruption?) {
        executionState = .background
        interruption = reason
        deliver(.applicationDidEnterBackground, then: Self.didEnterBackgroundNotification) {
            $0.applicationDidEnterBackground(self)
        }
        // (chosen) The keyboard hides once the app is in the background, its first responder kept.
        runLoop.keyboardIfMade?.synchronize()
        // A hook that terminated the app or brought it back ended this background stay.
        guard executionState == .background else { return }
        startBackgroundTime()
    }

    /// `willEnterForeground` is delivered while still in the background; a suspended app thaws first.
    func enterForeground() {
        stopBackgroundTime()
        runLoop.isFrozen = false
        executionState = .background
        deliver(.applicationWillEnterForeground, then: Self.willEnterForegroundNotification) {
            $0.applicationWillEnterForeground(self)
        }
        // A hook that terminated the app keeps it terminated.
        guard executionState == .background else { return }
        executionState = .inactive
        // (chosen) Back in the foreground, the keyboard shows again for the first responder it kept.
        runLoop.keyboardIfMade?.synchronize()
    }

    func terminate() {
        deliver(.applicationWillTerminate, then: Self.willTerminateNotification) {
            $0.applicationWillTerminate(self)
        }
        kill()
    }

    /// The process ends: no callback; every pending piece of background machinery is dropped.
    func kill() {
        stopBackgroundTime()
        backgroundTasks.removeAll()
        runLoop.isFrozen = false
        interruption = nil
        executionState = .notRunning
        runLoop.keyboardIfMade?.synchronize()
    }

    /// Delegate → notification → every view controller in the windows' controller hierarchies,
    /// loaded or not, parents and presenters first.
    func receiveMemoryWarning() {
        deliver(.applicationDidReceiveMemoryWarning, then: Self.didReceiveMemoryWarningNotification) {
            $0.applicationDidReceiveMemoryWarning(self)
        }
        for window in runLoop.windows {
            window.rootViewController?.deliverMemoryWarning()
        }
    }
}
