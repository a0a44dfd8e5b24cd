import BenchmarkHarness
import Foundation
import HeadlessKit

// Scroll benchmarks: one frame tick of a decelerating scroll view holding N subviews, and a whole
// fling (touch-down → the end of the deceleration) over 10,000 subviews, each beside same-run
// baselines: a nothing-dirty turn, and a turn that lays out only the scroll view.
// Targets: a tick that only moves the offset ≤ 2 µs at any N; a whole fling ≤ 5× as many
// nothing-dirty turns plus one scroll-view layoutSubviews per tick.
// Run: swift run -c release ScrollBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let repetitions = runner.isQuick ? 3 : 21
let sizes = runner.isQuick ? [100, 1_000] : [100, 1_000, 10_000]
/// The content's height, the same at every size, so that every fling decelerates for long.
let contentHeight: CGFloat = 200_000

/// A scroll view that counts its layouts.
final class CountingScrollView: ScrollView {
    var layouts = 0
    override func layoutSubviews() {
        layouts &+= 1
        super.layoutSubviews()
    }
}

/// Counts the scroll view's delegate calls.
final class ScrollCounter: ScrollViewDelegate {
    var didScroll = 0
    var endedDecelerating = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll &+= 1 }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating &+= 1 }
}

/// A window showing a full-screen scroll view whose content is `count` rows, settled.
@MainActor
func scene(rows count: Int) -> (MainRunLoop, Window, CountingScrollView, ScrollCounter) {
    let loop = MainRunLoop()
    let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
    let scrollView = CountingScrollView(frame: window.bounds)
    let counter = ScrollCounter()
    scrollView.delegate = counter
    scrollView.contentSize = CGSize(width: 390, height: contentHeight)
    let spacing = contentHeight / CGFloat(count)
    for index in 0..<count {
        scrollView.addSubview(ViewNode(frame: CGRect(x: 0, y: CGFloat(index) * spacing, width: 390, height: min(spacing, 44))))
    }
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    loop.runUntilIdle()
    return (loop, window, scrollView, counter)
}

/// Flicks upward (content moving toward its end) at `velocity` points per millisecond; the
/// deceleration is under way when this returns.
@MainActor
func flick(_ window: Window, velocity: CGFloat) {
    window.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -velocity))
}

var nothingDirty: TimingStatistics?
var oneLayout: TimingStatistics?

for count in sizes {
    let (loop, window, scrollView, counter) = scene(rows: count)
    let label = "\(count) subviews"

    // Baselines on the same scene: a turn with nothing to do, and a turn that lays out only the
    // scroll view (what a tick must at least cost: its own layoutSubviews).
    let idle = runner.time(repetitions: repetitions, innerIterations: 1_000) { loop.runOnce() }
    let layout = runner.time(repetitions: repetitions, innerIterations: 1_000) {
        scrollView.setNeedsLayout()
        loop.runOnce()
    }
    if count == sizes.last { nothingDirty = idle; oneLayout = layout }
    if runner.shouldRun("baselines") {
        runner.record(BenchmarkResult(name: "nothing-dirty turn, \(label)", timing: idle))
        runner.record(BenchmarkResult(name: "scroll view layout turn, \(label)", timing: layout))
    }
    // A frame of the loop woken by a frame-rate timer that does nothing: what any tick costs
    // the loop itself.
    if runner.shouldRun("empty frame, \(label)") {
        let frameTimer = loop.scheduleTimer(withTimeInterval: window.frameInterval, repeats: true, mode: .common) { _ in }
        let timerTurn = runner.time(repetitions: repetitions, innerIterations: 10, unitsPerCall: 100) {
            loop.run(for: window.frameInterval * 100)
        }
        frameTimer.invalidate()
        loop.runUntilIdle()
        runner.record(BenchmarkResult(name: "empty frame, \(label)", timing: timerTurn))
    }

    // One tick of a deceleration: the timer fires, the offset moves, didScroll, the commit lays
    // out the scroll view alone. The fling is fast enough to outlast every sample's ticks.
    let ticksPerSample = 60
    let prepare = {
        scrollView.contentOffset = .zero
        flick(window, velocity: 8)
        precondition(scrollView.isDecelerating, "the fling must leave the scroll view decelerating")
    }
    guard runner.shouldRun("deceleration tick, \(label)") else { continue }
    prepare()
    let layoutsBefore = scrollView.layouts, scrollsBefore = counter.didScroll
    for _ in 0..<ticksPerSample { loop.run(for: window.frameInterval) }
    let layoutsPerTick = (scrollView.layouts - layoutsBefore) / ticksPerSample
    let scrollsPerTick = (counter.didScroll - scrollsBefore) / ticksPerSample
    // The loop runs the frames back to back, as it does while a deceleration plays out: each
    // sample is one driving call of `ticksPerSample` frames.
    let tick = runner.time(repetitions: repetitions, unitsPerCall: ticksPerSample, prepare: prepare) {
        loop.run(for: window.frameInterval * ticksPerSample)
    }
    runner.record(BenchmarkResult(
        name: "deceleration tick, \(label)", timing: tick, baseline: idle, baselineLabel: "idle turn",
        counts: ["layoutSubviewsPerTick": layoutsPerTick, "didScrollPerTick": scrollsPerTick], target: "≤ 2 µs"))
    loop.runUntilIdle()
    withExtendedLifetime(window) {}
}

// A whole fling over the largest tree: touch-down, a 100 ms drag, release at 2 points per
// millisecond, and every deceleration tick until the scroll view rests.
if let nothingDirty, let oneLayout, let count = sizes.last, runner.shouldRun("whole fling") {
    let (loop, window, scrollView, counter) = scene(rows: count)
    var ticks = 0, layouts = 0
    let fling = {
        scrollView.contentOffset = .zero
        let scrollsBefore = counter.didScroll, layoutsBefore = scrollView.layouts
        flick(window, velocity: 2)
        loop.runUntilIdle()
        precondition(!scrollView.isDecelerating && counter.endedDecelerating > 0, "the fling must come to rest")
        ticks = counter.didScroll - scrollsBefore
        layouts = scrollView.layouts - layoutsBefore
    }
    fling()
    let timing = runner.time(repetitions: repetitions, fling)
    // The budget: as many nothing-dirty turns as frames the fling lasted, plus one scroll-view
    // layout per tick — measured above on the same scene size.
    let perTick = nothingDirty.median + max(oneLayout.median - nothingDirty.median, 0)
    let budget = TimingStatistics(samples: [perTick * Double(ticks)])
    runner.record(BenchmarkResult(
        name: "whole fling, \(count) subviews", timing: timing, baseline: budget, baselineLabel: "turns+layouts",
        counts: ["ticks": ticks, "layoutSubviews": layouts], target: "≤ 5× turns+layouts"))
    withExtendedLifetime(window) {}
}

try runner.finish()
