import BenchmarkHarness
import Foundation
import HeadlessKit

// Controller benchmarks: a push + pop round trip, a present + dismiss round trip and a
// tab switch there and back, each with a controller whose view has 100 subviews, beside one full
// update cycle of the same 100 views in the same run. Target: a round trip ≤ 2× that cycle.
// Run: swift run -c release ControllerBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let repetitions = runner.isQuick ? 3 : 25

/// A controller whose view holds 100 plain subviews.
final class HundredViewController: ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<100 {
            view.addSubview(ViewNode(frame: CGRect(x: 0, y: CGFloat(index) * 8, width: 300, height: 8)))
        }
    }
}

/// Counts the callbacks the framework delivers.
final class CallbackCounter: LifecycleObserver {
    var count = 0
    func lifecycleEventDelivered(_ event: LifecycleEvent) { count &+= 1 }
}

@MainActor
func measure(_ name: String, setUp: () -> (MainRunLoop, () -> Void)) -> BenchmarkResult? {
    guard runner.shouldRun(name) else { return nil }
    let (loop, roundTrip) = setUp()
    let counter = CallbackCounter()
    loop.lifecycleObserver = counter
    roundTrip()
    let callbacks = counter.count
    precondition(callbacks > 0, "\(name) delivered no callbacks: its window is not on screen")
    loop.lifecycleObserver = nil
    let timing = runner.time(repetitions: repetitions, innerIterations: 10, roundTrip)
    return BenchmarkResult(name: name, timing: timing, counts: ["callbacksPerRoundTrip": callbacks])
}

/// A window on its own loop showing `root`, settled.
@MainActor
func shown(_ root: ViewControllerBase) -> (MainRunLoop, Window) {
    let loop = MainRunLoop()
    let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
    window.rootViewController = root
    window.makeKeyAndVisible()
    loop.runUntilIdle()
    return (loop, window)
}

// The baseline: one full update cycle (constraints, layout, display) of the same 100 views.
var baseline: TimingStatistics?
do {
    let controller = HundredViewController()
    let (loop, window) = shown(controller)
    let views = [controller.view!] + controller.view.subviews
    precondition(views.allSatisfy { $0.window === window }, "the baseline's views must be on screen")
    baseline = runner.time(repetitions: repetitions, innerIterations: 10) {
        for view in views {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
        loop.runOnce()
    }
    runner.record(BenchmarkResult(name: "full update cycle, 100 views", timing: baseline, counts: ["views": views.count]))
    withExtendedLifetime(window) {}
}

@MainActor
func withBaseline(_ result: BenchmarkResult?) {
    guard let result else { return }
    runner.record(BenchmarkResult(name: result.name, timing: result.timing, baseline: baseline, baselineLabel: "cycle",
                                  counts: result.counts, target: "≤ 2× the update cycle"))
}

withBaseline(measure("push + pop round trip, 100-view controller") {
    let navigation = NavigationController(rootViewController: ViewControllerBase())
    let (loop, window) = shown(navigation)
    let pushed = HundredViewController()
    return (loop, {
        withExtendedLifetime(window) {}   // the loop holds windows weakly
        navigation.pushViewController(pushed, animated: false)
        loop.runUntilIdle()
        navigation.popViewController(animated: false)
        loop.runUntilIdle()
    })
})

withBaseline(measure("present + dismiss round trip, 100-view controller") {
    let presenter = ViewControllerBase()
    let (loop, window) = shown(presenter)
    let presented = HundredViewController()
    return (loop, {
        withExtendedLifetime(window) {}
        presenter.present(presented, animated: false)
        loop.runUntilIdle()
        presented.dismiss(animated: false)
        loop.runUntilIdle()
    })
})

withBaseline(measure("tab switch there and back, 100-view controllers") {
    let tabs = TabBarController()
    tabs.viewControllers = [HundredViewController(), HundredViewController()]
    let (loop, window) = shown(tabs)
    return (loop, {
        withExtendedLifetime(window) {}
        tabs.selectedIndex = 1
        loop.runUntilIdle()
        tabs.selectedIndex = 0
        loop.runUntilIdle()
    })
})

try runner.finish()
