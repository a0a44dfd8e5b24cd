import Foundation
import Testing
@testable import HeadlessKit

/// Background execution on the run loop clock (Lifecycle Guarantees, "Background"; UIKit's
/// `beginBackgroundTask(withName:expirationHandler:)` documentation).
@MainActor
@Suite struct BackgroundExecutionTests {
    @Test func withoutOpenTasksTheAppIsSuspendedShortlyAfterEnteringTheBackground() {
        let (app, _) = Application.launchedForTest()
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.simulate(.homeButton)
        #expect(app.executionState == .background)
        #expect(app.backgroundTimeRemaining == 30)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(app.executionState == .suspended)
        #expect(app.runLoop.now == .seconds(1))
    }

    @Test func openTaskKeepsTheAppRunningUntilTheBudgetThenExpiresAndSuspends() {
        let (app, delegate) = Application.launchedForTest()
        var events: [String] = []
        final class TaskBox { var identifier = BackgroundTaskIdentifier.invalid }
        let task = TaskBox()
        task.identifier = app.beginBackgroundTask(withName: "upload") {
            events.append("expired at \(app.runLoop.now), remaining \(app.backgroundTimeRemaining)")
            app.endBackgroundTask(task.identifier)
        }
        let other = app.beginBackgroundTask(withName: "sync") { events.append("second expired") }
        #expect(app.openBackgroundTaskNames == ["upload", "sync"])
        app.simulate(.homeButton)
        app.runLoop.run(for: .seconds(20))
        #expect(app.executionState == .background)
        #expect(app.backgroundTimeRemaining == 10)
        app.runLoop.runUntilIdle()
        #expect(events == ["expired at 29.0 seconds, remaining 1.0", "second expired"])
        #expect(app.executionState == .suspended)
        #expect(app.runLoop.now == .seconds(30))
        #expect(app.openBackgroundTaskNames == ["sync"])
        _ = other
        #expect(delegate.callbacks.suffix(2) == ["willResignActive active", "didEnterBackground background"])
    }

    @Test func endingTheLastTaskLetsTheAppSuspendSoonAfter() {
        let (app, _) = Application.launchedForTest()
        let task = app.beginBackgroundTask(withName: "save")
        app.simulate(.homeButton)
        app.runLoop.run(for: .seconds(5))
        app.endBackgroundTask(task)
        app.runLoop.runUntilIdle()
        #expect(app.executionState == .suspended)
        #expect(app.runLoop.now == .seconds(6))
    }

    @Test func taskBegunInTheBackgroundReplacesTheQuickSuspensionWithTheBudget() {
        let (app, _) = Application.launchedForTest()
        app.simulate(.homeButton)
        app.runLoop.run(for: .milliseconds(500))
        _ = app.beginBackgroundTask(withName: "late")
        app.runLoop.runUntilIdle()
        #expect(app.runLoop.now == .seconds(30))
        #expect(app.executionState == .suspended)
    }

    @Test func budgetIsConfigurableLikeOlderSystems() {
        let (app, _) = Application.launchedForTest()
        app.backgroundTimeBudget = .seconds(600)
        _ = app.beginBackgroundTask(withName: "long")
        app.simulate(.homeButton)
        #expect(app.backgroundTimeRemaining == 600)
        app.runLoop.runUntilIdle(timeLimit: .seconds(700))
        #expect(app.runLoop.now == .seconds(600))
        #expect(app.executionState == .suspended)
    }

    @Test func noTimerFiresWhileSuspendedAndDueTimersFireOnReturn() {
        let (app, delegate) = Application.launchedForTest()
        var fired: [Duration] = []
        app.runLoop.scheduleTimer(withTimeInterval: .seconds(10), repeats: true) { _ in fired.append(app.runLoop.now) }
        app.runLoop.run(for: .seconds(15))
        app.simulate(.homeButton)
        app.runLoop.run(for: .seconds(100))
        #expect(fired == [.seconds(10)])
        #expect(app.executionState == .suspended)
        delegate.log.removeAll()
        app.simulate(.tapAppIcon)
        #expect(delegate.callbacks == ["willEnterForeground background", "didBecomeActive active"])
        app.runLoop.runOnce()
        #expect(fired == [.seconds(10), .seconds(115)], "one late firing, missed ones skipped")
    }

    @Test func returningToTheForegroundCancelsTheSuspension() {
        let (app, _) = Application.launchedForTest()
        app.simulate(.homeButton)
        app.simulate(.tapAppIcon)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(app.executionState == .active)
        #expect(app.runLoop.now == .zero)
    }

    @Test func endingAnUnknownOrEndedTaskIsReportedWithUIKitsMessage() throws {
        let (app, _) = Application.launchedForTest()
        let task = app.beginBackgroundTask(withName: "once")
        app.endBackgroundTask(task)
        app.endBackgroundTask(task)
        app.endBackgroundTask(BackgroundTaskIdentifier(rawValue: 99))
        let messages = app.diagnostics.collected.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("Can't end BackgroundTask: no background task exists with identifier \(task.rawValue), or it may have already been ended."))
        #expect(messages[1].hasPrefix("Can't end BackgroundTask: no background task exists with identifier 99"))
        #expect(app.diagnostics.collected.map(\.kind) == [.unknownBackgroundTask, .unknownBackgroundTask])
    }

    @Test func suspendedAppCannotBeginATask() {
        let (app, _) = Application.launchedForTest()
        app.simulate(.homeButton)
        app.runLoop.runUntilIdle()
        #expect(app.beginBackgroundTask(withName: "too late") == .invalid)
        #expect(app.backgroundTimeRemaining == 0)
    }
}
