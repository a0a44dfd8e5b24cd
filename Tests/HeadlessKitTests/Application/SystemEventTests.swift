import Foundation
import Testing
@testable import HeadlessKit

/// The reference logs "an app delegate with no scenes" and "interruptions", and every row of the
/// system events table of Lifecycle Guarantees, with the
/// `applicationState` seen inside each callback and each notification right after its callback.
@MainActor
@Suite struct SystemEventTests {
    /// Sends `events` to a freshly launched app and returns the callbacks (with states) they caused;
    /// a refused event is a failure at the caller's line.
    func callbacks(after events: [SystemEvent], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let (app, delegate) = Application.launchedForTest()
        delegate.log.removeAll()
        for event in events {
            #expect(app.simulate(event), "\(event) was refused", sourceLocation: sourceLocation)
            app.runLoop.runUntilIdle()
        }
        #expect(app.diagnostics.collected.isEmpty, sourceLocation: sourceLocation)
        return delegate.callbacks
    }

    @Test func anAppDelegateWithNoScenesLivesItsWholeLifeAsTheReferenceLogShows() {
        // Cold launch, home, tap icon, memory warning, double home + swipe away.
        let app = Application.create(delegate: RecordingAppDelegate.self)
        app.launch()
        app.runLoop.runUntilIdle()
        for event: SystemEvent in [.homeButton, .tapAppIcon, .memoryWarning, .openAppSwitcher, .swipeAwayInAppSwitcher] {
            app.simulate(event)
        }
        let delegate = app.delegate as! RecordingAppDelegate
        let named = delegate.callbacks.filter { !$0.hasPrefix("init") && !$0.hasPrefix("willFinishLaunching") }
        #expect(named == [
            "didFinishLaunching inactive",
            "didBecomeActive active",
            "willResignActive active",
            "didEnterBackground background",
            "willEnterForeground background",
            "didBecomeActive active",
            "didReceiveMemoryWarning active",
            "willResignActive active",
            "didEnterBackground background",
            "willTerminate background",
        ])
        #expect(app.executionState == .notRunning)
    }

    @Test func everyCallbackIsFollowedByItsNotification() {
        let (app, delegate) = Application.launchedForTest()
        delegate.log.removeAll()
        for event: SystemEvent in [.homeButton, .tapAppIcon, .memoryWarning, .terminate] { app.simulate(event) }
        #expect(delegate.log == [
            "willResignActive active", "→ UIApplicationWillResignActiveNotification",
            "didEnterBackground background", "→ UIApplicationDidEnterBackgroundNotification",
            "willEnterForeground background", "→ UIApplicationWillEnterForegroundNotification",
            "didBecomeActive active", "→ UIApplicationDidBecomeActiveNotification",
            "didReceiveMemoryWarning active", "→ UIApplicationDidReceiveMemoryWarningNotification",
            "willResignActive active", "→ UIApplicationWillResignActiveNotification",
            "didEnterBackground background", "→ UIApplicationDidEnterBackgroundNotification",
            "willTerminate background", "→ UIApplicationWillTerminateNotification",
        ])
    }

    // The reference log "interruptions", row by row.

    @Test func appSwitcherBackToThisApp() {
        #expect(callbacks(after: [.openAppSwitcher, .returnFromAppSwitcher]) == ["willResignActive active", "didBecomeActive active"])
    }

    @Test func appSwitcherPickAnotherApp() {
        #expect(callbacks(after: [.openAppSwitcher, .switchToAnotherApp]) == ["willResignActive active", "didEnterBackground background"])
    }

    @Test func callDeclined() {
        #expect(callbacks(after: [.incomingCall, .declineCall]) == ["willResignActive active", "didBecomeActive active"])
    }

    @Test func callAnsweredHungUpAndBack() {
        #expect(callbacks(after: [.incomingCall, .answerCall, .hangUpAndReturn]) == [
            "willResignActive active", "didEnterBackground background",
            "willEnterForeground background", "didBecomeActive active",
        ])
    }

    @Test func bannerTappedOpensAnotherApp() {
        #expect(callbacks(after: [.openAnotherAppFromBanner]) == ["willResignActive active", "didEnterBackground background"])
    }

    @Test func lockAndUnlock() {
        #expect(callbacks(after: [.lock, .unlock]) == [
            "willResignActive active", "didEnterBackground background",
            "willEnterForeground background", "didBecomeActive active",
        ])
    }

    // The remaining rows of the system events table.

    // The home button with the app switcher open goes to the home screen: a device delivers
    // only didEnterBackground to the (already inactive) app.
    @Test func homeButtonWithTheAppSwitcherOpenSendsTheInactiveAppToTheBackground() {
        let (app, delegate) = Application.launchedForTest()
        delegate.log.removeAll()
        app.simulate(.openAppSwitcher)
        #expect(app.simulate(.homeButton))
        #expect(delegate.log == [
            "willResignActive active", "→ UIApplicationWillResignActiveNotification",
            "didEnterBackground background", "→ UIApplicationDidEnterBackgroundNotification",
        ])
        #expect(app.executionState == .background)
        #expect(app.diagnostics.collected.isEmpty)
        app.runLoop.run(for: .seconds(5))
        #expect(app.executionState == .suspended, "with no background task, suspended as after any other way out")
    }

    @Test func notificationCenterPulledAndDismissed() {
        #expect(callbacks(after: [.pullDownNotificationCenter, .dismissNotificationCenter]) == [
            "willResignActive active", "didBecomeActive active",
        ])
    }

    @Test func swipeAwayFromTheBackgroundDeliversOnlyWillTerminate() {
        let (app, delegate) = Application.launchedForTest()
        app.simulate(.homeButton)
        delegate.log.removeAll()
        app.simulate(.swipeAwayInAppSwitcher)   // before suspension: the app still runs
        #expect(delegate.callbacks == ["willTerminate background"])
        #expect(app.executionState == .notRunning)
    }

    @Test func killedWhileSuspendedGetsNoCallback() {
        let (app, delegate) = Application.launchedForTest()
        app.simulate(.homeButton)
        app.runLoop.runUntilIdle()
        #expect(app.executionState == .suspended)
        delegate.log.removeAll()
        #expect(app.simulate(.killWhileSuspended))
        #expect(delegate.log.isEmpty)
        #expect(app.executionState == .notRunning)
    }

    @Test func tappingTheIconOfATerminatedAppColdLaunchesItWithANewDelegate() {
        let (app, first) = Application.launchedForTest()
        app.simulate(.terminate)
        app.simulate(.tapAppIcon)
        app.runLoop.runUntilIdle()
        let second = app.delegate as! RecordingAppDelegate
        #expect(second !== first)
        #expect(second.callbacks == ["init background", "willFinishLaunching inactive", "didFinishLaunching inactive", "didBecomeActive active"])
    }

    @Test(arguments: [
        // (events leading to a state, an event impossible there)
        ([], SystemEvent.unlock),
        ([], .tapAppIcon),
        ([], .declineCall),
        ([], .returnFromAppSwitcher),
        ([], .killWhileSuspended),
        ([.homeButton], .homeButton),
        ([.homeButton], .dismissNotificationCenter),
        ([.lock], .tapAppIcon),
        ([.incomingCall], .homeButton),
        ([.incomingCall], .returnFromAppSwitcher),
        ([.openAppSwitcher], .declineCall),
        ([.terminate], .homeButton),
        ([.terminate], .memoryWarning),
    ] as [([SystemEvent], SystemEvent)])
    func impossibleEventIsRefusedWithTheStateUnchanged(setup: [SystemEvent], impossible: SystemEvent) throws {
        let (app, delegate) = Application.launchedForTest()
        for event in setup { app.simulate(event) }
        let state = app.executionState
        let log = delegate.log
        #expect(!app.simulate(impossible))
        #expect(app.executionState == state)
        #expect(delegate.log == log)
        let diagnostic = try #require(app.diagnostics.collected.last)
        #expect(diagnostic.kind == .impossibleSystemEvent)
        #expect(diagnostic.message.hasPrefix("\(impossible) is impossible now: the app is \(state)"))
    }

    @Test func homeWhileNotRunningIsRefused() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        app.diagnostics.policy = .collect
        #expect(!app.simulate(.homeButton))
        #expect(app.executionState == .notRunning && app.delegate == nil)
        #expect(app.diagnostics.collected.map(\.kind) == [.impossibleSystemEvent])
    }

    @Test func twoApplicationsDrivenInterleavedDoNotSeeEachOther() {
        let (first, firstDelegate) = Application.launchedForTest()
        let (second, secondDelegate) = Application.launchedForTest()
        firstDelegate.log.removeAll()
        secondDelegate.log.removeAll()
        var firstTicks = 0, secondTicks = 0
        first.runLoop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in firstTicks += 1 }
        second.runLoop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in secondTicks += 1 }

        first.simulate(.homeButton)
        second.simulate(.incomingCall)
        first.runLoop.run(for: .seconds(3))
        second.simulate(.declineCall)
        second.runLoop.run(for: .seconds(2))
        first.simulate(.tapAppIcon)

        #expect(firstDelegate.log == [
            "willResignActive active", "→ UIApplicationWillResignActiveNotification",
            "didEnterBackground background", "→ UIApplicationDidEnterBackgroundNotification",
            "willEnterForeground background", "→ UIApplicationWillEnterForegroundNotification",
            "didBecomeActive active", "→ UIApplicationDidBecomeActiveNotification",
        ])
        #expect(secondDelegate.log == [
            "willResignActive active", "→ UIApplicationWillResignActiveNotification",
            "didBecomeActive active", "→ UIApplicationDidBecomeActiveNotification",
        ])
        #expect(firstTicks == 1, "suspended one second after entering the background: only the 1 s tick fired")
        #expect(secondTicks == 2)
        #expect(first.runLoop.now == .seconds(3) && second.runLoop.now == .seconds(2))
    }
}
