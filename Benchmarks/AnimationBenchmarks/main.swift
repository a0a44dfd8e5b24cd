import BenchmarkHarness
import Foundation
import HeadlessKit

// Animation benchmarks: one frame tick of N views animating frame and alpha (two layer animations
// each, started by one UIView.animate block), beside a same-run baseline: a frame of the loop
// woken by a frame-rate timer that does nothing. And the cost of starting the block itself.
// Target: a tick ≤ 1 µs per animated view.
// Run: swift run -c release AnimationBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let repetitions = runner.isQuick ? 3 : 21
let counts = runner.isQuick ? [1_000] : [100, 1_000]
/// Long enough that no sample reaches the animations' end.
let animationDuration: TimeInterval = 100_000

/// A window holding `count` small views, settled.
@MainActor
func scene(views count: Int) -> (MainRunLoop, Window, [ViewNode]) {
    let loop = MainRunLoop()
    let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
    let views = (0..<count).map { index in
        ViewNode(frame: CGRect(x: CGFloat(index % 30) * 13, y: CGFloat(index / 30) * 13, width: 12, height: 12))
    }
    for view in views { window.addSubview(view) }
    window.makeKeyAndVisible()
    loop.runUntilIdle()
    return (loop, window, views)
}

/// Animates every view's frame and alpha in one block.
@MainActor
func animateAll(_ views: [ViewNode]) {
    ViewNode.animate(withDuration: animationDuration, delay: 0, options: .curveLinear, animations: {
        for view in views {
            view.frame = view.frame.offsetBy(dx: 100, dy: 50)
            view.alpha = view.alpha == 1 ? 0.5 : 1
        }
    })
}

for count in counts {
    let (loop, window, views) = scene(views: count)
    let label = "\(count) views"

    // Baseline: a frame of the loop that only fires a frame-rate timer.
    let frameTimer = loop.scheduleTimer(withTimeInterval: window.frameInterval, repeats: true, mode: .common) { _ in }
    let emptyFrame = runner.time(repetitions: repetitions, innerIterations: 10, unitsPerCall: 100) {
        loop.run(for: window.frameInterval * 100)
    }
    frameTimer.invalidate()
    loop.runUntilIdle()
    if runner.shouldRun("baselines") {
        runner.record(BenchmarkResult(name: "empty frame, \(label)", timing: emptyFrame))
    }

    if runner.shouldRun("animate block, \(label)") {
        let start = runner.time(repetitions: repetitions, prepare: {
            for view in views { view.layer.removeAllAnimations() }
            loop.runUntilIdle()
        }) { animateAll(views) }
        runner.record(BenchmarkResult(
            name: "animate block, frame+alpha, \(label)", timing: start,
            counts: ["layerAnimations": views.reduce(0) { $0 + ($1.layer.animationKeys()?.count ?? 0) }]))
        for view in views { view.layer.removeAllAnimations() }
        loop.runUntilIdle()
    }

    guard runner.shouldRun("animation tick, \(label)") else { continue }
    animateAll(views)
    let ticksPerSample = 60
    let inFlight = loop.animationDriver.inFlight.count
    let tick = runner.time(repetitions: repetitions, unitsPerCall: ticksPerSample) {
        loop.run(for: window.frameInterval * ticksPerSample)
    }
    // Every view's presentation moved on the last tick: both of its animations wrote a value.
    let moved = views.filter { view in
        guard let shown = view.layer.presentation() else { return false }
        return shown.position != view.layer.position && shown.opacity != view.layer.opacity
    }.count
    runner.record(BenchmarkResult(
        name: "animation tick, frame+alpha, \(label)", timing: tick, baseline: emptyFrame, baselineLabel: "empty frame",
        counts: ["animationsInFlight": inFlight, "viewsMovedOnScreen": moved, "ticksPerSample": ticksPerSample],
        target: "≤ 1 µs per view"))
    for view in views { view.layer.removeAllAnimations() }
    loop.runUntilIdle()
    withExtendedLifetime(window) {}
}

try runner.finish()
