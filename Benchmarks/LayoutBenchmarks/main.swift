import BenchmarkHarness
import CTreeWalk
import Foundation
import HeadlessKit

// Layout benchmarks: full dirty commit, nothing-dirty commit, one dirty leaf, and bytes per view,
// for wide (8-ary), deep (chain) and flat trees, each beside a same-run C walk; and the first
// layout and a window resize of a 1,000-row stack laid out by constraints.
// Run: swift run -c release LayoutBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let sizes = runner.isQuick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
let repetitions = runner.isQuick ? 3 : 15

/// Times `runOnce()` after an untimed `prepare`, beside the C walk of the same shape after
/// `cPrepare`, and records both with the hook calls per commit.
@MainActor
func commitBenchmark(
    _ name: String, tree: BenchmarkTree, shape: TreeShape, count: Int,
    prepare: () -> Void, cPrepare: (OpaquePointer) -> Void,
    extraCounts: [String: Int] = [:], target: String?
) {
    let before = tree.totalCalls
    let timing = runner.time(repetitions: repetitions, prepare: prepare) { tree.runLoop.runOnce() }
    let callsPerCommit = (tree.totalCalls - before) / (repetitions + 2)   // + the 2 warm-up runs
    let cTree = ctw_create(shape.cShape, count)!
    defer { ctw_destroy(cTree) }
    let baseline = runner.time(repetitions: repetitions, prepare: { cPrepare(cTree) }) { _ = ctw_commit(cTree) }
    runner.record(BenchmarkResult(
        name: name, timing: timing, baseline: baseline,
        counts: extraCounts.merging(["hookCalls": callsPerCommit]) { $1 }, target: target))
}

for shape in TreeShape.allCases {
    for count in sizes {
        let label = "\(shape.rawValue) \(count / 1000)k"
        let names = ["full dirty commit, \(label)", "full dirty commit, \(label), observer attached",
                     "full dirty commit, \(label), profiler attached",
                     "full dirty commit, \(label), every layer made",
                     "nothing-dirty turn, \(label)", "nothing-dirty turn, \(label), profiler attached",
                     "one dirty leaf commit, \(label)"]
        guard names.contains(where: runner.shouldRun) else { continue }   // skip building unused trees
        let tree = BenchmarkTree(shape: shape, count: count)

        if runner.shouldRun("full dirty commit, \(label)") {
            commitBenchmark("full dirty commit, \(label)", tree: tree, shape: shape, count: count,
                            prepare: tree.markAll, cPrepare: { ctw_mark_all($0) },
                            target: count == 10_000 ? "≤ 12× C" : nil)
        }

        if count == 10_000, shape == .wide, runner.shouldRun("full dirty commit, \(label), observer attached") {
            // The same full commit with a lifecycle observer attached that ignores every event:
            // the difference is what reporting costs; with none attached only a nil check remains.
            final class IgnoringObserver: LifecycleObserver {
                var events = 0
                func lifecycleEventDelivered(_ event: LifecycleEvent) { events &+= 1 }
            }
            let observer = IgnoringObserver()
            tree.runLoop.lifecycleObserver = observer
            let timing = runner.time(repetitions: repetitions, prepare: tree.markAll) { tree.runLoop.runOnce() }
            tree.runLoop.lifecycleObserver = nil
            runner.record(BenchmarkResult(
                name: "full dirty commit, \(label), observer attached", timing: timing,
                counts: ["eventsPerCommit": observer.events / (repetitions + 2)]))
        }

        if count == 10_000, shape == .wide, runner.shouldRun("full dirty commit, \(label), profiler attached") {
            // The same full commit measured by a layout profiler: every hook timed, every view
            // counted. Its reports are dropped before each run so that they do not pile up.
            let profiler = LayoutProfiler()
            profiler.attach(to: tree.runLoop)
            let timing = runner.time(repetitions: repetitions, prepare: {
                profiler.removeAllReports()
                tree.markAll()
            }) { tree.runLoop.runOnce() }
            let layoutSteps = profiler.reports.last?.counts.layoutSubviews ?? 0
            profiler.detach()
            runner.record(BenchmarkResult(
                name: "full dirty commit, \(label), profiler attached", timing: timing,
                counts: ["layoutStepsPerCommit": layoutSteps]))
        }

        if count == 10_000, shape == .wide, runner.shouldRun("full dirty commit, \(label), every layer made") {
            // The same commit with every view's layer made: layout and display run through the
            // layers (layoutSublayers → the view's layout step; display → draw(in:) → draw(_:)).
            let layered = BenchmarkTree(shape: shape, count: count)
            for view in layered.views { _ = view.layer }
            let before = layered.totalCalls
            let timing = runner.time(repetitions: repetitions, prepare: layered.markAll) { layered.runLoop.runOnce() }
            runner.record(BenchmarkResult(
                name: "full dirty commit, \(label), every layer made", timing: timing,
                counts: ["hookCalls": (layered.totalCalls - before) / (repetitions + 2)]))
        }

        if runner.shouldRun("nothing-dirty turn, \(label)") {
            let timing = runner.time(repetitions: repetitions, innerIterations: 1_000) { tree.runLoop.runOnce() }
            let layoutIfNeeded = runner.time(repetitions: repetitions, innerIterations: 1_000) { tree.window.layoutIfNeeded() }
            let before = tree.totalCalls
            tree.runLoop.runOnce()
            runner.record(BenchmarkResult(
                name: "nothing-dirty turn, \(label)", timing: timing,
                counts: ["hookCalls": tree.totalCalls - before], target: "≤ 1 µs"))
            runner.record(BenchmarkResult(name: "nothing-dirty layoutIfNeeded, \(label)", timing: layoutIfNeeded))
        }

        if runner.shouldRun("nothing-dirty turn, \(label), profiler attached") {
            // A turn with nothing to commit never reaches the profiler: it costs what it costs without.
            let profiler = LayoutProfiler()
            profiler.attach(to: tree.runLoop)
            tree.runLoop.runUntilIdle()
            profiler.removeAllReports()
            let timing = runner.time(repetitions: repetitions, innerIterations: 1_000) { tree.runLoop.runOnce() }
            let reports = profiler.reports.count
            profiler.detach()
            runner.record(BenchmarkResult(
                name: "nothing-dirty turn, \(label), profiler attached", timing: timing,
                counts: ["reports": reports], target: "≤ 1 µs"))
        }

        if shape == .deep, runner.shouldRun("one dirty leaf commit, \(label)") {
            commitBenchmark("one dirty leaf commit, \(label)", tree: tree, shape: shape, count: count,
                            prepare: tree.markLastLeaf, cPrepare: { ctw_mark_last_leaf($0) },
                            extraCounts: ["depth": count], target: "grows with depth only")
        }
    }
}

// Auto Layout end to end: a window of 1,000 rows stacked by constraints. The first
// commit installs their 4,000 constraints, solves once, lays out and draws; a resize moves the
// content view's autoresizing pins in place, re-solves incrementally and applies 1,000 new frames.
let stackRows = 1_000
if runner.shouldRun("constrained stack 1k: first layout") {
    var stack: ConstrainedStack?
    let timing = runner.time(repetitions: runner.isQuick ? 3 : 15, prepare: {
        stack = nil
        stack = ConstrainedStack(count: stackRows)
    }) { stack!.runLoop.runOnce() }
    precondition(stack!.isLaidOutCorrectly, "constrained stack: wrong frames after the first layout")
    runner.record(BenchmarkResult(
        name: "constrained stack 1k: first layout", timing: timing,
        counts: ["views": stackRows, "constraints": 4 * stackRows, "hookCalls": stack!.layoutCalls]))
}

if runner.shouldRun("constrained stack 1k: resize + commit") {
    let stack = ConstrainedStack(count: stackRows)
    stack.runLoop.runUntilIdle()
    var step = 0
    func resizeAndCommit() {
        stack.resize(toWidth: ConstrainedStack.width(atStep: step))
        step += 1
        stack.runLoop.runOnce()
    }
    let timing = runner.time(repetitions: runner.isQuick ? 3 : 15, innerIterations: 100) { resizeAndCommit() }
    precondition(stack.isLaidOutCorrectly, "constrained stack: wrong frames after resizing")
    let before = stack.layoutCalls
    resizeAndCommit()
    runner.record(BenchmarkResult(
        name: "constrained stack 1k: resize + commit", timing: timing,
        counts: ["views": stackRows, "hookCalls": stack.layoutCalls - before], target: "≤ 1 ms"))
}

if runner.shouldRun("memory per view") {
    // Bytes the allocator hands out per view, including the array slot that holds it.
    let count = runner.isQuick ? 10_000 : 100_000
    func allocatedBytes() -> Int { Int(ctw_allocated_bytes()) }
    var plain: [ViewNode] = []
    plain.reserveCapacity(count)
    let afterArray = allocatedBytes()
    for _ in 0..<count { plain.append(ViewNode()) }
    let perPlainView = (allocatedBytes() - afterArray) / count
    runner.record(BenchmarkResult(
        name: "memory per view: plain ViewNode", timing: nil,
        counts: ["bytes": perPlainView], target: "≤ 192 bytes"))
    // The same views with their layers made: the layer and the out-of-line extras that hold it.
    let beforeLayers = allocatedBytes()
    for view in plain { _ = view.layer }
    runner.record(BenchmarkResult(
        name: "memory per view: its layer, once made", timing: nil,
        counts: ["bytes": (allocatedBytes() - beforeLayers) / count]))
    plain.removeAll()

    let treeStart = allocatedBytes()
    let tree = BenchmarkTree(shape: .wide, count: count)
    let perTreeView = (allocatedBytes() - treeStart) / count
    runner.record(BenchmarkResult(
        name: "memory per view: in a laid-out 8-ary window", timing: nil,
        counts: ["bytes": perTreeView, "views": tree.views.count]))
}

try runner.finish()
