import Foundation
import HeadlessKit
import HeadlessKitProfiling
import Testing

/// Measuring a change on a window or a controller: exact counts per iteration, the counts-only
/// table, the JSON keys and the refusals. Times are never asserted.
@MainActor @Suite struct LayoutMeasurementTests {
    // One 1,000-row stack pins both the per-iteration counts and the table: building it is the
    // slowest thing in these suites under CI's invariant checks.
    @Test func everyIterationOfAResizedThousandRowStackLaysOutEachRowExactlyOnceAndItsTableIsStable() {
        let stack = RowStack(count: 1_000)
        let result = LayoutMeasurement.measure(stack.window, iterations: 4, warmUp: 1) { stack.toggleWidth() }

        #expect(result.iterations.count == 4)
        #expect(result.warmUpIterations == 1)
        #expect(result.countsVary == false)
        #expect(result.notes == [])
        // The window, the content view it resizes, and each row (its width changed), once each.
        #expect(result.iterations.map(\.counts.layoutSubviews) == Array(repeating: 1_002, count: 4))
        #expect(result.iterations.map(\.counts.viewsLaidOutMoreThanOnce) == Array(repeating: 0, count: 4))
        #expect(result.iterations.map(\.counts.commits) == Array(repeating: 1, count: 4))
        let counts = result.counts
        #expect(counts?.updateConstraints == 0)
        #expect(counts?.draw == 0)
        #expect(counts?.windowsCommitted == 1)
        #expect(counts?.phases.map(\.runs) == [2, 2, 2, 1])
        #expect(counts?.phase(.layout).viewsVisited == 1_004)
        #expect(result.table(includingTimes: false) == """
            4 iterations after 1 warm-up iterations
            phase         runs   views
            constraints      2       2
            solve            2       2
            layout           2    1004
            display          1       1
            counts per iteration
              commits                          1
              windowsCommitted                 1
              updateConstraints                0
              layoutSubviews                1002
              draw                             0
              viewsLaidOutMoreThanOnce         0
              feedbackLoopWarnings             0
              constraintsAdded                 0
              constraintsRemoved               0
              constantUpdates                  4
              editSuggestions                  0
              pivots                           0
              tableauRows                   4005
            """)
    }

    @Test func theTableWithTimesHasAColumnForEachStatisticAndATotalLine() {
        let stack = RowStack(count: 10)
        let lines = LayoutMeasurement.measure(stack.window, iterations: 3, warmUp: 0) { stack.toggleWidth() }
            .table.split(separator: "\n")

        #expect(lines[1] == "phase         runs   views      median         min         max")
        #expect(lines[6].hasPrefix("total "))
        #expect(lines[6].split(separator: " ").count == 7)
    }

    @Test func theJSONDecodesWithTheDocumentedKeysAndIntegerNanoseconds() throws {
        let stack = RowStack(count: 100)
        let result = LayoutMeasurement.measure(stack.window, iterations: 3, warmUp: 1) { stack.toggleWidth() }
        let object = try #require(try JSONSerialization.jsonObject(with: result.json()) as? [String: Any])

        #expect(Set(object.keys) == ["schemaVersion", "durationUnit", "iterations", "warmUpIterations", "countsVary",
                                     "notes", "duration", "phases", "counts", "perIteration"])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["durationUnit"] as? String == "nanoseconds")
        #expect(object["iterations"] as? Int == 3)
        #expect(object["warmUpIterations"] as? Int == 1)
        #expect(object["countsVary"] as? Bool == false)
        #expect(object["notes"] as? [String] == [])
        let duration = try #require(object["duration"] as? [String: Int])
        #expect(Set(duration.keys) == ["median", "minimum", "maximum"])
        #expect(duration["median"] == Self.nanoseconds(result.duration.median))
        let phases = try #require(object["phases"] as? [[String: Any]])
        #expect(phases.map { $0["name"] as? String } == ["constraints", "solve", "layout", "display"])
        #expect(phases.map { Set($0.keys) } == Array(repeating: ["name", "median", "minimum", "maximum", "runs", "viewsVisited"], count: 4))
        #expect(phases.map { $0["runs"] as? Int } == [2, 2, 2, 1])
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts == [
            "commits": 1, "windowsCommitted": 1, "updateConstraints": 0, "layoutSubviews": 102, "draw": 0,
            "viewsLaidOutMoreThanOnce": 0, "feedbackLoopWarnings": 0, "constraintsAdded": 0, "constraintsRemoved": 0,
            "constantUpdates": 4, "editSuggestions": 0, "pivots": 0, "tableauRows": 405,
        ])
        let perIteration = try #require(object["perIteration"] as? [[String: Any]])
        #expect(perIteration.count == 3)
        #expect(perIteration.map { Set($0.keys) } == Array(repeating: ["duration", "phases", "counts"], count: 3))
        #expect(perIteration.map { $0["counts"] as? [String: Int] } == Array(repeating: counts, count: 3))
        let layout = try #require((perIteration[0]["phases"] as? [String: [String: Int]])?["layout"])
        #expect(layout["runs"] == 2)
        #expect(layout["viewsVisited"] == 104)
        #expect(layout["duration"] == Self.nanoseconds(result.iterations[0].phaseDuration(.layout)))
    }

    @Test func eachIterationKeepsTheReportOfEachOfItsCommits() {
        let stack = RowStack(count: 3)
        let result = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.rows[1].setNeedsLayout() }

        #expect(result.iterations.map(\.reports.count) == [1, 1])
        #expect(result.iterations.map { $0.reports.map(\.counts.layoutSubviews) } == [[1], [1]])
        #expect(result.iterations.map { $0.reports.flatMap(\.dirtyRoots).map(\.marks) } == [[["layout"]], [["layout"]]])
    }

    @Test func theProfilerIsAttachedOnlyDuringTheMeasurement() {
        let stack = RowStack(count: 3)
        var attachedDuringChange: [Bool] = []
        _ = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) {
            attachedDuringChange.append(stack.loop.layoutProfiler != nil)
            stack.toggleWidth()
        }

        #expect(attachedDuringChange == [true, true, true])
        #expect(stack.loop.layoutProfiler == nil)
    }

    @Test func aLoopWithItsOwnProfilerIsMeasuredThroughItAndKeepsIt() {
        let stack = RowStack(count: 3)
        stack.loop.runUntilIdle()
        let profiler = LayoutProfiler()
        profiler.attach(to: stack.loop)
        let result = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.toggleWidth() }

        #expect(result.iterations.map(\.counts.layoutSubviews) == [5, 5])
        #expect(stack.loop.layoutProfiler === profiler)
        #expect(profiler.reports.count == 3)
    }

    @Test func workPendingBeforeTheMeasurementIsSettledUnmeasured() {
        let stack = RowStack(count: 3)
        stack.window.frame.size.width = 500
        let result = LayoutMeasurement.measure(stack.window, iterations: 1, warmUp: 0) { stack.rows[0].setNeedsLayout() }

        #expect(result.counts?.layoutSubviews == 1)
    }

    @Test func aChangeThatCausesNoCommitIsMeasuredAsZeroCommitsAndNoted() {
        let stack = RowStack(count: 3)
        let result = LayoutMeasurement.measure(stack.window, iterations: 3, warmUp: 1) {}

        #expect(result.iterations.map(\.counts.commits) == [0, 0, 0])
        #expect(result.duration.median == .zero)
        #expect(result.notes == [
            "the change caused no commit: nothing was measured (does it change a window of the measured run loop?)",
        ])
        #expect(result.table(includingTimes: false).hasSuffix(
            "\nnote: the change caused no commit: nothing was measured (does it change a window of the measured run loop?)"))
    }

    @Test func countsThatDifferBetweenIterationsAreFlaggedWithEveryIterationsValue() {
        let stack = RowStack(count: 4)
        var iteration = 0
        let result = LayoutMeasurement.measure(stack.window, iterations: 3, warmUp: 0) {
            iteration += 1
            for row in stack.rows.prefix(iteration) { row.setNeedsLayout() }
        }

        #expect(result.countsVary)
        #expect(result.iterations.map(\.counts.layoutSubviews) == [1, 2, 3])
        #expect(result.notes == ["counts differ between iterations: layoutSubviews"])
        #expect(result.table(includingTimes: false).contains("\n  layoutSubviews                   1  varies: 1, 2, 3\n"))
    }

    @Test func zeroIterationsAreRefusedWithoutCallingTheChange() {
        let stack = RowStack(count: 3)
        var calls = 0
        let result = LayoutMeasurement.measure(stack.window, iterations: 0) { calls += 1 }

        #expect(calls == 0)
        #expect(result.iterations.isEmpty)
        #expect(result.counts == nil)
        #expect(stack.loop.layoutProfiler == nil)
        #expect(result.table == """
            0 iterations after 0 warm-up iterations
            note: refused: iterations must be at least 1 (it was 0); nothing ran
            """)
    }

    @Test func aNegativeWarmUpIsRefusedWithoutCallingTheChange() {
        let stack = RowStack(count: 3)
        var calls = 0
        let result = LayoutMeasurement.measure(stack.window, iterations: 5, warmUp: -1) { calls += 1 }

        #expect(calls == 0)
        #expect(result.notes == ["refused: warmUp must be 0 or more (it was -1); nothing ran"])
    }

    @Test func aControllerIsMeasuredInAKeyWindowOfItsOwn() {
        final class RowsController: ViewControllerBase {
            override func viewDidLoad() {
                super.viewDidLoad()
                for _ in 0..<10 { view.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
            }
        }
        let controller = RowsController()
        var windows: [String] = []
        let result = LayoutMeasurement.measure(controller, iterations: 3, warmUp: 1) { controller in
            windows.append("\(controller.view.window?.isKeyWindow == true) \(controller.view.window?.bounds.size == Window.defaultScreenSize)")
            for row in controller.view.subviews { row.setNeedsLayout() }
        }

        #expect(windows == Array(repeating: "true true", count: 4))
        #expect(result.iterations.map(\.counts.layoutSubviews) == [10, 10, 10])
    }

    private static func nanoseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
    }

    @Test func theMeasurementDrawsItsLastCommitOverTheWindowAndItsCommitsOnATimeline() {
        let stack = RowStack(count: 3)
        let result = LayoutMeasurement.measure(stack.window, iterations: 3, warmUp: 1) { stack.toggleWidth() }

        let last = result.iterations.last?.reports.last
        #expect(last != nil)
        #expect(result.commitPicture?.svg == last.map { CommitPicture(report: $0, window: stack.window).svg })
        #expect(result.timeline.reports.map(\.turn) == result.iterations.flatMap(\.reports).map(\.turn))
        #expect(result.timeline.reports.count == 3)
        #expect(result.timeline.frameBudget == CommitTimeline.sixtyFramesPerSecond)
    }

    @Test func aLastIterationWithoutACommitLeavesNoPicture() {
        let stack = RowStack(count: 3)
        let result = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 0) {}
        #expect(result.commitPicture == nil)
        #expect(result.timeline.reports.isEmpty)
    }

    @Test func aSweepOfControllersDrawsEachSizesLastCommitAndASweepOfBuiltScreensCannot() {
        let controllers = LayoutMeasurement.sweep(sizes: [2, 4], iterations: 1, warmUp: 0) { FeedController(rows: $0) } change: {
            $0.toggleDetails()
        }
        #expect(controllers.points.map { $0.measurement.commitPicture != nil } == [true, true])
        let screens = LayoutMeasurement.sweep(sizes: [2, 4], iterations: 1, warmUp: 0) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { stack in
            stack.toggleWidth()
        }
        #expect(screens.points.map { $0.measurement.commitPicture == nil } == [true, true])
    }
}
