import BenchmarkHarness
import Foundation
import HeadlessKit

// Label benchmarks: a label-heavy screen — 500 labels in a vertical Auto Layout chain, every
// third one multi-line — timed for its first committed frame (constraints, solve, layout and
// display), a commit after one label's text changes, and a commit after a window resize that
// re-wraps the multi-line labels; each beside the same screen of plain views held to the same
// heights by constants (no intrinsic sizes, no text). Counts come from an instrumented copy of
// the screen, never from the timed one: the layout passes (the content view laid out), the
// layoutSubviews and draw calls, the text layouts the labels were asked for (by sizing and
// drawing) and the ones they had to make (the rest were cache hits).
// Run: swift run -c release LabelBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let rowCount = 500
let repetitions = runner.isQuick ? 3 : 15

/// The heights the labels take at each width, with the changed row's text unchanged and changed:
/// the plain screen is held to these so that both screens have the same frames.
@MainActor
func labelHeights(width: CGFloat, changed: Bool) -> [CGFloat] {
    let screen = LabelScreen(rowCount: rowCount, rows: .labels(counting: false))
    if width != LabelScreen.width { screen.resize(toWidth: width) }
    if changed { screen.changeRow(toLonger: true) }
    screen.runLoop.runUntilIdle()
    precondition(screen.isChainedCorrectly, "label screen: rows not chained as constrained")
    return screen.rowHeights
}

let narrowWidth: CGFloat = 320
let heights = labelHeights(width: LabelScreen.width, changed: false)
let changedHeight = labelHeights(width: LabelScreen.width, changed: true)[LabelScreen.changedRow]
let narrowHeights = labelHeights(width: narrowWidth, changed: false)
precondition(changedHeight > heights[LabelScreen.changedRow], "the changed text must take more lines")

/// Counts what one commit of an instrumented label screen does after `change`.
@MainActor
func counts(of change: (LabelScreen) -> Void, settledFirst: Bool) -> [String: Int] {
    let measurer = CountingMeasurer()
    let screen = LabelScreen(rowCount: rowCount, rows: .labels(counting: true))
    screen.runLoop.textMeasurer = measurer
    if settledFirst { screen.runLoop.runUntilIdle() }
    let counter = CallbackCounter(content: screen.content)
    screen.runLoop.lifecycleObserver = counter
    let requestsBefore = screen.textLayoutRequests
    let madeBefore = measurer.measuredRuns
    change(screen)
    screen.runLoop.runOnce()
    precondition(screen.isChainedCorrectly, "label screen: rows not chained as constrained")
    let requests = screen.textLayoutRequests - requestsBefore
    let made = measurer.measuredRuns - madeBefore
    return ["layoutPasses": counter.contentLayouts, "layoutSubviews": counter.layoutSubviews, "draws": counter.draws,
            "textLayoutRequests": requests, "textLayoutsMade": made, "textLayoutCacheHits": requests - made]
}

/// Records `name`: the label screen's timing beside the plain screen's, with the counts.
@MainActor
func record(_ name: String, labels: TimingStatistics, plainViews: TimingStatistics, counts: [String: Int]) {
    runner.record(BenchmarkResult(name: name, timing: labels, baseline: plainViews, baselineLabel: "plain views",
                                  counts: counts.merging(["labels": rowCount]) { $1 }))
}

// The first committed frame: a new screen (built untimed), then the turn that commits it.
if runner.shouldRun("500 labels: first commit") {
    var screen: LabelScreen?
    let labels = runner.time(repetitions: repetitions, prepare: {
        screen = nil
        screen = LabelScreen(rowCount: rowCount, rows: .labels(counting: false))
    }) { screen!.runLoop.runOnce() }
    precondition(screen!.isChainedCorrectly && screen!.rowHeights == heights, "label screen: wrong frames")
    let plainViews = runner.time(repetitions: repetitions, prepare: {
        screen = nil
        screen = LabelScreen(rowCount: rowCount, rows: .plainViews(heights: heights))
    }) { screen!.runLoop.runOnce() }
    precondition(screen!.isChainedCorrectly && screen!.rowHeights == heights, "plain screen: wrong frames")
    record("500 labels: first commit", labels: labels, plainViews: plainViews,
           counts: counts(of: { _ in }, settledFirst: false))
}

// One label's text changes to one a line or two longer (and back, every other time): the label
// re-measures, the chain re-solves, and the 250 rows below it move.
if runner.shouldRun("500 labels: one text change + commit") {
    let labelScreen = LabelScreen(rowCount: rowCount, rows: .labels(counting: false))
    labelScreen.runLoop.runUntilIdle()
    var longer = false
    let labels = runner.time(repetitions: repetitions, innerIterations: 20) {
        longer.toggle()
        labelScreen.changeRow(toLonger: longer)
        labelScreen.runLoop.runOnce()
    }
    precondition(labelScreen.isChainedCorrectly, "label screen: wrong frames after a text change")

    let plainScreen = LabelScreen(rowCount: rowCount, rows: .plainViews(heights: heights))
    plainScreen.runLoop.runUntilIdle()
    longer = false
    let plainViews = runner.time(repetitions: repetitions, innerIterations: 20) {
        longer.toggle()
        plainScreen.changeRow(toLonger: longer, plainHeight: longer ? changedHeight : heights[LabelScreen.changedRow])
        plainScreen.runLoop.runOnce()
    }
    precondition(plainScreen.isChainedCorrectly, "plain screen: wrong frames after a height change")
    record("500 labels: one text change + commit", labels: labels, plainViews: plainViews,
           counts: counts(of: { $0.changeRow(toLonger: true) }, settledFirst: true))
}

// The window narrows (and widens back, every other time): every multi-line label re-wraps at its
// new width; the plain rows keep their heights, so their figure is the resize alone.
if runner.shouldRun("500 labels: window resize + commit") {
    let labelScreen = LabelScreen(rowCount: rowCount, rows: .labels(counting: false))
    labelScreen.runLoop.runUntilIdle()
    var narrow = false
    let labels = runner.time(repetitions: repetitions, innerIterations: 10) {
        narrow.toggle()
        labelScreen.resize(toWidth: narrow ? narrowWidth : LabelScreen.width)
        labelScreen.runLoop.runOnce()
    }
    precondition(labelScreen.isChainedCorrectly, "label screen: wrong frames after a resize")
    precondition(labelScreen.rowHeights == (narrow ? narrowHeights : heights), "label screen: wrong heights after a resize")

    let plainScreen = LabelScreen(rowCount: rowCount, rows: .plainViews(heights: heights))
    plainScreen.runLoop.runUntilIdle()
    narrow = false
    let plainViews = runner.time(repetitions: repetitions, innerIterations: 10) {
        narrow.toggle()
        plainScreen.resize(toWidth: narrow ? narrowWidth : LabelScreen.width)
        plainScreen.runLoop.runOnce()
    }
    precondition(plainScreen.isChainedCorrectly, "plain screen: wrong frames after a resize")
    record("500 labels: window resize + commit", labels: labels, plainViews: plainViews,
           counts: counts(of: { $0.resize(toWidth: narrowWidth) }, settledFirst: true))
}

try runner.finish()
