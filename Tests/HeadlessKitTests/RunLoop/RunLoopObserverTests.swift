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
}
