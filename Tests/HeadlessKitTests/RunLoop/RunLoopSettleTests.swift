import Dispatch
import Foundation
import Testing
@testable import HeadlessKit

/// The async settle lets main-actor Swift concurrency work started by app code finish inside it.
@MainActor
@Suite struct RunLoopSettleTests {
    @Test func settleCompletesAMainActorTaskStartedByATimerAndCommitsWhatItMarks() async {
        let fixture = ViewFixture()
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.settleAndClearLog()
        var steps: [String] = []
        fixture.loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in
            Task { @MainActor in
                steps.append("task started")
                await Task.yield()
                steps.append("task resumed")
                view.frame.size = CGSize(width: 50, height: 50)
            }
        }
        #expect(await fixture.loop.settle() == .idle)
        #expect(steps == ["task started", "task resumed"])
        #expect(fixture.lines(for: .layoutSubviews) == ["window.layoutSubviews()", "view.layoutSubviews()"])
        #expect(fixture.loop.now == .seconds(1))
    }

    @Test func settleCompletesADispatchMainBlockThatSchedulesRunLoopWork() async {
        let loop = MainRunLoop()
        var steps: [String] = []
        loop.perform {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    steps.append("dispatch block")
                    loop.perform(after: .seconds(2)) { steps.append("delayed block") }
                }
            }
        }
        #expect(await loop.settle() == .idle)
        #expect(steps == ["dispatch block", "delayed block"])
        #expect(loop.now == .seconds(2))
    }

    @Test func settleReportsNeverIdleForARepeatingTimer() async {
        let loop = MainRunLoop()
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in }
        #expect(await loop.settle(timeLimit: .seconds(3)) == .neverIdle([
            "repeating timer every 1.0 seconds in kCFRunLoopDefaultMode, next at 4.0 seconds",
        ]))
    }
}
