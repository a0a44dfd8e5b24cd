import Foundation
import Testing
@testable import HeadlessKit

/// The layout profiler: one report per commit with exact counts; times are only checked to exist.
@MainActor @Suite struct LayoutProfilerTests {
    /// A window whose content view (resized with the window) holds `count` rows stacked by Auto
    /// Layout: 8 points inside the content's sides, 8 points apart, 44 points high.
    @MainActor private struct Stack {
        let loop: MainRunLoop
        let window: Window
        let content: ViewNode
        let rows: [ViewNode]
        let topConstraint: LayoutConstraint

        init(count: Int) {
            loop = MainRunLoop()
            window = Window(screenSize: CGSize(width: 800, height: 600), runLoop: loop)
            content = ViewNode(frame: window.bounds)
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(content)
            var rows: [ViewNode] = []
            var constraints: [LayoutConstraint] = []
            for index in 0..<count {
                let row = ViewNode()
                row.tag = index + 1
                row.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(row)
                constraints += [
                    row.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 8),
                    row.rightAnchor.constraint(equalTo: content.rightAnchor, constant: -8),
                    index == 0
                        ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
                        : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 8),
                    row.heightAnchor.constraint(equalToConstant: 44),
                ]
                rows.append(row)
            }
            LayoutConstraint.activate(constraints)
            self.rows = rows
            topConstraint = constraints[2]
            loop.runUntilIdle()
        }
    }

    @Test func aResizedThousandRowStackLaysOutEveryRowExactlyOnceAndNamesTheWindowAsItsDirtyRoot() {
        let stack = Stack(count: 1_000)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        stack.window.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        stack.loop.runUntilIdle()

        #expect(profiler.reports.count == 1)
        let report = profiler.reports[0]
        #expect(report.windowsCommitted == 1)
        #expect(report.dirtyRoots.map(\.description) == [String(describing: stack.window)])
        #expect(report.dirtyRoots.map(\.marks) == [["layout", "solve"]])
        // The window, the content view it resizes, and each row (its width changed).
        #expect(report.counts.layoutSubviews == 1_002)
        #expect(report.counts.updateConstraints == 0)
        #expect(report.counts.draw == 0)
        #expect(report.counts.viewsLaidOutMoreThanOnce == [])
        #expect(stack.rows.allSatisfy { report.layoutCalls[ObjectIdentifier($0)] == 1 })
        #expect(report.layoutCalls.count == 1_002)
        #expect(report.feedbackLoopWarnings == [])
        #expect(report.phases.map(\.name) == [.constraints, .solve, .layout, .display])
        // Two rounds: the window's layout resizes the content view, which moves its pinned size in
        // the engine, so a second solve runs and lays out the content and the rows it moved.
        #expect(report.phases.map(\.runs) == [2, 2, 2, 1])
        // The first round steps on the window and the content view; the second on those two and
        // every row.
        #expect(report.phase(.layout).viewsVisited == 1_004)
        #expect(report.duration > .zero)
        #expect(report.phase(.layout).duration > .zero)
        #expect(report.slowestHooks.count == 10)
        #expect(report.slowestHooks.allSatisfy { $0.callback == .layoutSubviews })
    }

    @Test func aChangedConstantIsOneConstantUpdateOfTheSolverAndMovesRowsWithoutLayingThemOut() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        let rowsBefore = stack.loop.windows[0].extras?.layout?.hostedEngine?.solverWork.tableauRows
        stack.topConstraint.constant = 20
        stack.loop.runUntilIdle()

        let report = profiler.reports[0]
        var expected = CommitReport.SolverWork()
        expected.constantUpdates = 1
        // The first row's top rides on the constraint's marker: moving its constant shifts the
        // rows holding that marker in place, and every row stays feasible — no pivot.
        expected.pivots = 0
        expected.tableauRows = rowsBefore ?? -1
        #expect(report.solver == expected)
        // Only the content view, whose subviews moved, is laid out: the rows keep their size.
        #expect(report.counts.layoutSubviews == 1)
        #expect(report.layoutCalls == [ObjectIdentifier(stack.content): 1])
        #expect(report.dirtyRoots.map(\.marks) == [["solve"]])
    }

    @Test func aViewThatInvalidatesItsOwnLayoutEveryPassIsReportedAsTheFeedbackLoopCulprit() {
        final class Restless: ViewNode {
            override func layoutSubviews() { setNeedsLayout() }
        }
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        loop.layoutFeedbackThreshold = 5
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        loop.runUntilIdle()
        let profiler = LayoutProfiler()
        profiler.attach(to: loop)
        let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(restless)
        _ = loop.runUntilIdle()

        let report = profiler.reports[0]
        #expect(report.feedbackLoopWarnings.map(\.culprit.description) == [String(describing: restless)])
        #expect(report.feedbackLoopWarnings.map(\.culprit.view) == [ObjectIdentifier(restless)])
        #expect(report.counts.viewsLaidOutMoreThanOnce.map(\.description) == [String(describing: restless)])
        #expect(report.counts.viewsLaidOutMoreThanOnce.map(\.times) == [5])
        #expect(report.layoutCalls[ObjectIdentifier(restless)] == 5)
    }

    @Test func aTurnWithNothingDirtyProducesNoReport() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        stack.loop.runOnce()
        stack.loop.runUntilIdle()
        #expect(profiler.reports.isEmpty)
    }

    @Test func aCommitThatOnlyDrawsCountsOneDrawAndNoLayout() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        stack.rows[1].setNeedsDisplay()
        stack.loop.runUntilIdle()
        let report = profiler.reports[0]
        #expect(report.counts == CommitReport.Counts(updateConstraints: 0, layoutSubviews: 0, draw: 1, viewsLaidOutMoreThanOnce: []))
        #expect(report.dirtyRoots.map(\.description) == [String(describing: stack.rows[1])])
        #expect(report.dirtyRoots.map(\.marks) == [["display"]])
        var noWork = CommitReport.SolverWork()
        noWork.tableauRows = report.solver.tableauRows
        #expect(report.solver == noWork)
        #expect(report.solver.tableauRows > 0)
    }

    @Test func detachingStopsCollection() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        stack.rows[0].setNeedsLayout()
        stack.loop.runUntilIdle()
        profiler.detach()
        stack.rows[0].setNeedsLayout()
        stack.loop.runUntilIdle()
        #expect(profiler.reports.count == 1)
        #expect(stack.loop.layoutProfiler == nil)
        #expect(profiler.runLoop == nil)
    }

    @Test func eachReportIsHandedToOnReportAsItsCommitEnds() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        var handed: [Int] = []
        profiler.onReport = { handed.append($0.counts.layoutSubviews) }
        profiler.attach(to: stack.loop)
        stack.rows[0].setNeedsLayout()
        stack.loop.runUntilIdle()
        #expect(handed == [1])
    }

    @Test func updateConstraintsCallsAreCountedWithTheirHookTimes() {
        let stack = Stack(count: 3)
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        stack.rows[2].setNeedsUpdateConstraints()
        stack.loop.runUntilIdle()
        let report = profiler.reports[0]
        #expect(report.counts.updateConstraints == 1)
        #expect(report.dirtyRoots.map(\.marks) == [["updateConstraints"]])
        #expect(report.slowestHooks.map(\.callback) == [.updateConstraints])
        #expect(report.slowestHooks.map(\.receiver) == [String(describing: stack.rows[2])])
    }

    @Test func aLayoutIfNeededFromAHookIsCountedInTheCommitAroundIt() {
        final class Eager: ViewNode {
            var inner: ViewNode?
            override func layoutSubviews() {
                inner?.setNeedsLayout()
                inner?.layoutIfNeeded()
            }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let eager = Eager(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(eager)
        eager.addSubview(inner)
        loop.runUntilIdle()
        eager.inner = inner
        let profiler = LayoutProfiler()
        profiler.attach(to: loop)
        eager.setNeedsLayout()
        loop.runUntilIdle()
        let report = profiler.reports[0]
        #expect(report.counts.layoutSubviews == 2)
        // The commit's round, the nested layoutIfNeeded(), and a second round of the commit: the
        // inner view's mark left its ancestors' summary bits set, so the commit looks again and
        // finds nothing to do.
        #expect(report.phase(.layout).runs == 3)
        // The inner view's layout ran inside the eager view's: the eager one's self time excludes it.
        let eagerHook = report.slowestHooks.first { $0.receiver == String(describing: eager) }
        #expect(eagerHook.map { $0.selfTime <= $0.totalTime } == true)
    }

    @Test func aProfilerAttachedToASecondLoopIsRefused() {
        let first = MainRunLoop(), second = MainRunLoop()
        second.diagnostics.policy = .collect
        let profiler = LayoutProfiler()
        profiler.attach(to: first)
        profiler.attach(to: second)
        #expect(second.diagnostics.collected.map(\.kind) == [.layoutProfilerInUse])
        #expect(profiler.runLoop === first)
        #expect(second.layoutProfiler == nil)
    }

    @Test func aSecondProfilerOnALoopIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let first = LayoutProfiler(), second = LayoutProfiler()
        first.attach(to: loop)
        second.attach(to: loop)
        #expect(loop.diagnostics.collected.map(\.message) == [
            "LayoutProfiler.attach(to:) was refused (HeadlessKit's check): the run loop has another profiler attached; "
                + "detach it first. A run loop has at most one layout profiler and a profiler measures one loop; nothing was attached.",
        ])
        #expect(loop.layoutProfiler === first)
        #expect(second.runLoop == nil)
    }

    @Test func attachingTwiceToTheSameLoopChangesNothing() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let profiler = LayoutProfiler()
        profiler.attach(to: loop)
        profiler.attach(to: loop)
        #expect(loop.diagnostics.collected.isEmpty)
        #expect(loop.layoutProfiler === profiler)
    }

    @Test func aCommitDuringWhichTheProfilerIsDetachedIsNotReported() {
        final class Detaching: ViewNode {
            var profiler: LayoutProfiler?
            override func layoutSubviews() { profiler?.detach() }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let view = Detaching(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        loop.runUntilIdle()
        let profiler = LayoutProfiler()
        view.profiler = profiler
        profiler.attach(to: loop)
        view.setNeedsLayout()
        loop.runUntilIdle()
        #expect(profiler.reports.isEmpty)
        #expect(loop.layoutProfiler == nil)
    }
}
