import Foundation
import Testing
@testable import HeadlessKit

/// Observers see CFRunLoop's activities in turn order, sorted by `order`.
@MainActor
@Suite struct RunLoopObserverTests {
    @Test func observerSeesEveryActivityOfATurnInCFRunLoopOrder() {
        let loop = MainRunLoop()
        var activities: [RunLoopActivity] = []
        loop.addObserver(activities: .allActivities) { activities.append($0) }
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in activities.append([]) }

        #expect(loop.runUntilIdle() == .idle)
        #expect(activities == [
            .entry,
            .beforeTimers, .beforeSources, .beforeWaiting,
            .afterWaiting,
            .beforeTimers, [], .beforeSources, .beforeWaiting,
            .exit,
        ])
    }

    @Test func observersRunByAscendingOrderThenInsertionOrder() {
        let loop = MainRunLoop()
        var calls: [String] = []
        loop.addObserver(activities: .beforeWaiting, order: 10) { _ in calls.append("order 10, first") }
        loop.addObserver(activities: .beforeWaiting, order: 0) { _ in calls.append("order 0") }
        loop.addObserver(activities: .beforeWaiting, order: 10) { _ in calls.append("order 10, second") }
        loop.runOnce()
        #expect(calls == ["order 0", "order 10, first", "order 10, second"])
    }

    @Test func commitRunsBetweenObserversOrderedAroundTwoMillion() {
        let fixture = ViewFixture()
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.settleAndClearLog()
        var seen: [String] = []
        fixture.loop.addObserver(activities: .beforeWaiting, order: MainRunLoop.commitOrder - 1) { _ in
            seen.append("before commit: needsLayout \(view.needsLayout())")
        }
        fixture.loop.addObserver(activities: .beforeWaiting, order: MainRunLoop.afterCommitOrder) { _ in
            seen.append("after commit: needsLayout \(view.needsLayout())")
        }
        view.setNeedsLayout()
        fixture.loop.runOnce()
        #expect(seen == ["before commit: needsLayout true", "after commit: needsLayout false"])
        #expect(fixture.lines(for: .layoutSubviews) == ["view.layoutSubviews()"])
    }

    @Test func nonRepeatingObserverIsNotifiedOnce() {
        let loop = MainRunLoop()
        var count = 0
        let observer = loop.addObserver(activities: .beforeTimers, repeats: false) { _ in count += 1 }
        loop.runOnce()
        loop.runOnce()
        #expect(count == 1)
        #expect(!observer.isValid)
    }

    @Test func removedObserverIsNotNotified() {
        let loop = MainRunLoop()
        var count = 0
        let observer = loop.addObserver(activities: .beforeTimers) { _ in count += 1 }
        loop.runOnce()
        loop.removeObserver(observer)
        loop.runOnce()
        #expect(count == 1)
    }

    /// Work that waits for the commit, registered from inside the commit (a push from a
    /// `layoutSubviews` override), runs after it in the next turn — the loop is not idle before,
    /// even with nothing else to do — so a transition started there always completes.
    @Test func afterCommitWorkRegisteredDuringTheCommitRunsInTheNextTurn() {
        final class Pushing: ViewNode {
            var onLayout: (() -> Void)?
            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout?()
                onLayout = nil
            }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let view = Pushing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var turnsWhenRun: [Int] = []
        view.onLayout = { loop.performAfterCommit { turnsWhenRun.append(loop.turnCount) } }
        window.addSubview(view)
        let firstTurn = loop.turnCount + 1
        #expect(loop.runUntilIdle() == .idle)
        #expect(turnsWhenRun == [firstTurn + 1])
    }
}
