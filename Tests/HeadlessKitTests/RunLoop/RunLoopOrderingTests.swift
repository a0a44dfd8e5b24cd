import Foundation
import Testing
@testable import HeadlessKit

/// Due work runs in deadline order, ties in insertion order, and "now" work joins the current turn.
@MainActor
@Suite struct RunLoopOrderingTests {
    @Test func dueWorkRunsInDeadlineOrderWithTiesInInsertionOrder() {
        let loop = MainRunLoop()
        var order: [String] = []
        loop.scheduleTimer(withTimeInterval: .milliseconds(30), repeats: false) { _ in order.append("timer 30ms") }
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false) { _ in order.append("timer 10ms first") }
        loop.perform(after: .milliseconds(10)) { order.append("block 10ms second") }
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false) { _ in order.append("timer 10ms third") }
        loop.perform { order.append("immediate block") }

        #expect(loop.runUntilIdle() == .idle)
        #expect(order == ["immediate block", "timer 10ms first", "block 10ms second", "timer 10ms third", "timer 30ms"])
        #expect(loop.now == .milliseconds(30))
    }

    @Test func workScheduledForNowDuringATurnRunsInThatTurn() {
        let loop = MainRunLoop()
        var turns: [String: Int] = [:]
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in
            turns["timer"] = loop.turnCount
            loop.perform { turns["block from timer"] = loop.turnCount }
            loop.perform(after: .zero) { turns["zero-delay block from timer"] = loop.turnCount }
        }
        loop.runUntilIdle()
        #expect(turns["block from timer"] == turns["timer"])
        #expect(turns["zero-delay block from timer"] == turns["timer"])
    }

    @Test func timersDoNotFireBeforeTheirDeadline() {
        let loop = MainRunLoop()
        var fired = false
        loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: false) { _ in fired = true }
        #expect(loop.run(for: .milliseconds(99)) == .deadlineReached)
        #expect(!fired)
        #expect(loop.now == .milliseconds(99))
        loop.run(for: .milliseconds(1))
        #expect(fired)
    }

    @Test func repeatingTimerFiresEveryIntervalWithoutDriftUntilInvalidated() {
        let loop = MainRunLoop()
        var fireTimes: [Duration] = []
        let timer = loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: true) { timer in
            fireTimes.append(loop.now)
            if fireTimes.count == 3 { timer.invalidate() }
        }
        #expect(loop.runUntilIdle() == .idle)
        #expect(fireTimes == [.milliseconds(10), .milliseconds(20), .milliseconds(30)])
        #expect(!timer.isValid)
    }

    @Test func oneShotTimerIsInvalidAfterFiringAndInvalidatedTimerNeverFires() {
        let loop = MainRunLoop()
        var fired: [String] = []
        let once = loop.scheduleTimer(withTimeInterval: .milliseconds(5), repeats: false) { _ in fired.append("once") }
        let cancelled = loop.scheduleTimer(withTimeInterval: .milliseconds(5), repeats: false) { _ in fired.append("cancelled") }
        cancelled.invalidate()
        loop.runUntilIdle()
        #expect(fired == ["once"])
        #expect(!once.isValid)
        #expect(loop.now == .milliseconds(5))
    }

    @Test func repeatingIntervalBelowFoundationsMinimumIsRaisedToATenthOfAMillisecond() {
        let loop = MainRunLoop()
        let timer = loop.scheduleTimer(withTimeInterval: .zero, repeats: true) { _ in }
        #expect(timer.timeInterval == .microseconds(100))
        timer.invalidate()
    }

    @Test func runOnceRunsExactlyOneTurnAtTheCurrentTime() {
        let loop = MainRunLoop()
        var ran = false
        loop.perform { ran = true }
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in }
        #expect(loop.runOnce() == .deadlineReached)
        #expect(ran)
        #expect(loop.turnCount == 1)
        #expect(loop.now == .zero)
    }
}

extension RunLoopOrderingTests {
    @Test func manySingleTurnsAtOneInstantKeepRunningWork() {
        let loop = MainRunLoop()
        loop.maximumWorkPerInstant = 10
        var runs = 0
        for _ in 0..<50 {
            loop.perform { runs += 1 }
            loop.runOnce()
        }
        #expect(runs == 50)
    }
}

extension RunLoopOrderingTests {
    @Test func zeroDelayWorkScheduledFromABlockRunsInTheSameTurn() {
        let loop = MainRunLoop()
        var turns: [String: Int] = [:]
        loop.perform {
            turns["block"] = loop.turnCount
            loop.perform(after: .zero) { turns["zero-delay from block"] = loop.turnCount }
            loop.scheduleTimer(withTimeInterval: .zero, repeats: false) { _ in turns["zero timer from block"] = loop.turnCount }
        }
        loop.runOnce()
        #expect(turns == ["block": 1, "zero-delay from block": 1, "zero timer from block": 1])
    }

    @Test func stopWhileNoDrivingCallRunsIsIgnoredLikeCFRunLoopStop() {
        let loop = MainRunLoop()
        loop.stop()
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in }
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.now == .seconds(1))
    }

    @Test func commitRunsInACustomModeToo() {
        let fixture = ViewFixture(ignoring: [.draw])
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.settleAndClearLog()
        fixture.loop.currentMode = RunLoopMode("com.example.modal")
        view.setNeedsLayout()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.log.lines == ["view.layoutSubviews()"])
    }
}
