import Foundation
import Testing
@testable import HeadlessKit

/// Every driving call says why it stopped, and none hangs.
@MainActor
@Suite struct RunLoopStopReasonTests {
    @Test func emptyLoopIsIdleAfterOneTurn() {
        let loop = MainRunLoop()
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.turnCount == 1)
        #expect(loop.now == .zero)
    }

    @Test func runForADurationEndsExactlyAtTheDeadline() {
        let loop = MainRunLoop()
        #expect(loop.run(for: .seconds(5)) == .deadlineReached)
        #expect(loop.now == .seconds(5))
    }

    @Test func runUntilConditionStopsAsSoonAsItHolds() {
        let loop = MainRunLoop()
        var ticks = 0
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in ticks += 1 }
        #expect(loop.run(until: { ticks == 3 }) == .conditionMet)
        #expect(loop.now == .seconds(3))
    }

    @Test func runUntilConditionAlreadyTrueRunsNoTurn() {
        let loop = MainRunLoop()
        #expect(loop.run(until: { true }) == .conditionMet)
        #expect(loop.turnCount == 0)
    }

    @Test func runUntilConditionThatNeverHoldsReportsIdleOrDeadline() {
        let loop = MainRunLoop()
        #expect(loop.run(until: { false }) == .idle)
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in }
        #expect(loop.run(until: { false }, timeLimit: .seconds(10)) == .neverIdle([
            "repeating timer every 1.0 seconds in kCFRunLoopDefaultMode, next at 11.0 seconds",
        ]))
    }

    @Test func repeatingTimerMakesRunUntilIdleReportNeverIdleAtItsTimeLimit() {
        let loop = MainRunLoop()
        var ticks = 0
        loop.scheduleTimer(withTimeInterval: .milliseconds(500), repeats: true) { _ in ticks += 1 }
        let reason = loop.runUntilIdle(timeLimit: .seconds(2))
        #expect(reason == .neverIdle(["repeating timer every 0.5 seconds in kCFRunLoopDefaultMode, next at 2.5 seconds"]))
        #expect(ticks == 4)
        #expect(loop.now == .seconds(2))
    }

    @Test func oneShotWorkBeyondTheTimeLimitReportsDeadlineReached() {
        let loop = MainRunLoop()
        loop.perform(after: .seconds(100)) {}
        #expect(loop.runUntilIdle(timeLimit: .seconds(10)) == .deadlineReached)
        #expect(loop.now == .zero)
    }

    @Test func blockThatAlwaysReschedulesItselfReportsNeverIdleInsteadOfHanging() {
        let loop = MainRunLoop()
        loop.maximumWorkPerInstant = 500
        func again() { loop.perform(after: .zero) { again() } }
        again()
        guard case .neverIdle = loop.runUntilIdle() else {
            Issue.record("expected neverIdle")
            return
        }
        #expect(loop.now == .zero)
    }

    @Test func stopEndsTheDrivingCallAfterTheCurrentTurn() {
        let loop = MainRunLoop()
        var later = false
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in loop.stop() }
        loop.scheduleTimer(withTimeInterval: .seconds(2), repeats: false) { _ in later = true }
        #expect(loop.runUntilIdle() == .stopped)
        #expect(loop.now == .seconds(1))
        #expect(!later)
        #expect(loop.runUntilIdle() == .idle)
        #expect(later)
    }

    @Test func twoRunLoopsInOneProcessDoNotInterfere() {
        let first = ViewFixture()
        let second = ViewFixture()
        let firstView = first.view("first")
        let secondView = second.view("second")
        first.window.addSubview(firstView)
        second.window.addSubview(secondView)
        var firstTimerFired = false
        first.loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in firstTimerFired = true }

        second.loop.run(for: .seconds(5))
        #expect(!firstTimerFired)
        #expect(first.loop.now == .zero)
        #expect(first.lines(for: .layoutSubviews).isEmpty)
        #expect(second.lines(for: .layoutSubviews) == ["window.layoutSubviews()", "second.layoutSubviews()"])

        firstView.addSubview(firstView)   // misuse in the first loop only
        #expect(first.loop.diagnostics.collected.count == 1)
        #expect(second.loop.diagnostics.collected.isEmpty)
        first.loop.runUntilIdle()
        #expect(firstTimerFired)
        #expect(first.lines(for: .layoutSubviews) == ["window.layoutSubviews()", "first.layoutSubviews()"])
    }
}
