import BenchmarkHarness
import Foundation
import HeadlessKit

// List benchmarks: a full-screen TableView (390 × 844, rows 44 points, two reuse identifiers
// alternating by row) at 100,000 rows, each figure beside the same table at 1,000 rows measured in
// the same run, with the data source's calls counted by method and the cells created and reused:
//
// - reload with estimated heights (estimate 50, rows 44): reloadData() and the commit that asks
//   again. Only the rows on show are asked for: calls O(visible). Target: ≤ 2× the 1,000-row time.
// - scrolling top to bottom: the offset steps 5 rows per 60 Hz frame on the run loop's virtual
//   clock, each frame a full commit that lays the table out. Target: per-frame cost ≤ 1.5× the
//   1,000-row one; at most (rows on show) / 2 + 2 cells made per reuse identifier.
// - reload with fixed heights (no estimate): every row's height asked in each reload, as UIKit
//   does, so this one is linear in the rows by design (reported, no target).
//
// Run: swift build -c release --product ListBenchmarks && .build/release/ListBenchmarks
//      [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let repetitions = runner.isQuick ? 3 : 15
/// The large table and its same-run baseline; CI's quick run keeps both small.
let largeRows = runner.isQuick ? 10_000 : 100_000
let baselineRows = 1_000
let estimate: CGFloat = 50
/// How far the offset moves per frame while scrolling: 5 rows (13,200 points a second, a brisk
/// fling), so that each frame ends 5 rows and shows 5 new ones.
let scrollStep = CountingTableSource.rowHeight * 5

/// Times `reloadData()` and the turn whose commit asks again, on a settled table at the top.
@MainActor
func timeReload(_ scene: TableScene) -> (TimingStatistics, counts: [String: Int]) {
    let before = scene.source.counts
    scene.table.reloadData()
    scene.loop.runOnce()
    let counts = scene.source.counts(since: before)
    let timing = runner.time(repetitions: repetitions, innerIterations: runner.isQuick ? 2 : 10) {
        scene.table.reloadData()
        scene.loop.runOnce()
    }
    return (timing, counts)
}

/// Records a reload benchmark of the large table beside the baseline table.
@MainActor
func recordReload(_ name: String, estimatedRowHeight: CGFloat, target: String?, checkCalls: Bool) {
    guard runner.shouldRun(name) else { return }
    let (baseline, baselineCounts) = timeReload(TableScene(rowCount: baselineRows, estimatedRowHeight: estimatedRowHeight))
    let scene = TableScene(rowCount: largeRows, estimatedRowHeight: estimatedRowHeight)
    let (timing, counts) = timeReload(scene)
    if checkCalls {
        precondition(counts == baselineCounts, "a reload must ask the same questions at any number of rows")
        precondition(counts["heightForRow"]! <= scene.visibleRowLimit, "a reload must measure only the rows on show")
    }
    runner.record(BenchmarkResult(
        name: "\(name), \(largeRows) rows", timing: timing, baseline: baseline,
        baselineLabel: "\(baselineRows) rows", counts: counts, target: target))
    let baselineCalls = baselineCounts.filter { $0.key.hasPrefix("height") || $0.key == "cellForRow" }
    print("    \(baselineRows)-row counts: " + baselineCalls.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
}

/// Scrolls the table from its top to its bottom, `scrollStep` per frame, each frame a timer
/// firing on the loop's virtual clock and the commit that lays the table out; returns the frames.
@MainActor
@discardableResult
func scrollTopToBottom(_ scene: TableScene) -> Int {
    let table = scene.table
    let bottom = table.contentSize.height - table.bounds.height
    var frames = 0
    let timer = scene.loop.scheduleTimer(withTimeInterval: scene.window.frameInterval, repeats: true, mode: .common) { timer in
        frames += 1
        let next = min(table.contentOffset.y + scrollStep, table.contentSize.height - table.bounds.height)
        table.contentOffset = CGPoint(x: 0, y: next)
        if next >= table.contentSize.height - table.bounds.height { timer.invalidate() }
    }
    // Enough frames for the estimated content (the bottom moves up as rows are measured).
    scene.loop.run(for: scene.window.frameInterval * (Int(bottom / scrollStep) + 2))
    precondition(!timer.isValid, "the scroll must reach the bottom")
    return frames
}

/// Times a whole scroll from top to bottom, per frame; counts come from the first (untimed) one.
@MainActor
func timeScroll(_ scene: TableScene) -> (TimingStatistics, counts: [String: Int]) {
    let before = scene.source.counts
    let frames = scrollTopToBottom(scene)
    var counts = scene.source.counts(since: before)
    counts["frames"] = frames
    let backToTop = {
        scene.table.contentOffset = .zero
        scene.loop.runUntilIdle()
    }
    let timing = runner.time(warmUp: 1, repetitions: runner.isQuick ? 3 : 7, unitsPerCall: frames, prepare: backToTop) {
        scrollTopToBottom(scene)
    }
    return (timing, counts)
}

recordReload("reload, estimated heights", estimatedRowHeight: estimate, target: "≤ 2×, calls O(visible)", checkCalls: true)

if runner.shouldRun("scroll top to bottom") {
    let (baseline, baselineCounts) = timeScroll(TableScene(rowCount: baselineRows, estimatedRowHeight: estimate))
    let scene = TableScene(rowCount: largeRows, estimatedRowHeight: estimate)
    let (timing, counts) = timeScroll(scene)
    for identifier in CountingTableSource.identifiers {
        precondition(counts["cellsCreated.\(identifier)"]! <= scene.cellLimitPerIdentifier,
                     "scrolling must reuse cells: at most \(scene.cellLimitPerIdentifier) per identifier")
    }
    runner.record(BenchmarkResult(
        name: "scroll top to bottom, per frame, \(largeRows) rows", timing: timing, baseline: baseline,
        baselineLabel: "\(baselineRows) rows", counts: counts,
        target: "≤ 1.5×, ≤ \(scene.cellLimitPerIdentifier) cells per identifier"))
    print("    \(baselineRows)-row counts: frames=\(baselineCounts["frames"]!) cellForRow=\(baselineCounts["cellForRow"]!)")
}

recordReload("reload, fixed heights", estimatedRowHeight: 0, target: nil, checkCalls: false)

for benchmark in pendingBenchmarks { benchmark(runner) }

try runner.finish()
