import Foundation
import HeadlessKit

extension LayoutMeasurement {
    /// Measures `change` on `window`: `warmUp` unmeasured iterations, then `iterations` measured
    /// ones, each calling `change` and running the window's loop until it is idle.
    ///
    /// Work pending on the loop is settled first, unmeasured. A `LayoutProfiler` is attached to
    /// the loop for the measurement and detached after; a loop that already has one is measured
    /// through it, and it stays attached. Every commit of the loop counts, whichever window it
    /// commits.
    ///
    /// - Parameters:
    ///   - window: the window whose run loop commits the change.
    ///   - iterations: how many iterations to measure; fewer than 1 is refused (see ``notes``).
    ///   - warmUp: how many iterations to run first, unmeasured; fewer than 0 is refused.
    ///   - change: changes something on the screen, once per iteration.
    @MainActor
    public static func measure(
        _ window: Window, iterations: Int = 20, warmUp: Int = 3, change: () -> Void
    ) -> LayoutMeasurement {
        if let refusal = refusal(iterations: iterations, warmUp: warmUp) {
            return LayoutMeasurement(warmUpIterations: 0, iterations: [], notes: [refusal])
        }
        return run(on: window.runLoop, drawing: window, iterations: iterations, warmUp: warmUp, change: change)
    }

    /// Measures `change` on `controller`, shown as the root of a key window of `screenSize` on a
    /// run loop of its own, as ``measure(_:iterations:warmUp:change:)`` measures a window.
    ///
    /// The controller must not be shown anywhere yet. Its window and loop live for the
    /// measurement only.
    ///
    /// - Parameters:
    ///   - controller: the screen to measure.
    ///   - screenSize: the size of the screen its window fills; an iPhone's by default.
    ///   - iterations: how many iterations to measure; fewer than 1 is refused (see ``notes``).
    ///   - warmUp: how many iterations to run first, unmeasured; fewer than 0 is refused.
    ///   - change: changes something on the screen, once per iteration; it is handed the controller.
    @MainActor
    public static func measure<Controller: ViewControllerBase>(
        _ controller: Controller, screenSize: CGSize = Window.defaultScreenSize, iterations: Int = 20, warmUp: Int = 3,
        change: (Controller) -> Void
    ) -> LayoutMeasurement {
        if let refusal = refusal(iterations: iterations, warmUp: warmUp) {
            return LayoutMeasurement(warmUpIterations: 0, iterations: [], notes: [refusal])
        }
        let window = host(controller, screenSize: screenSize, on: MainRunLoop())
        return run(on: window.runLoop, drawing: window, iterations: iterations, warmUp: warmUp) { change(controller) }
    }

    /// Shows `controller` as the root of a new key window on `loop`.
    @MainActor
    static func host(_ controller: ViewControllerBase, screenSize: CGSize, on loop: MainRunLoop) -> Window {
        let window = Window(screenSize: screenSize, runLoop: loop)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Why a measurement of `iterations` after `warmUp` cannot run, or `nil` if it can.
    static func refusal(iterations: Int, warmUp: Int) -> String? {
        if iterations < 1 {
            return "refused: iterations must be at least 1 (it was \(iterations)); nothing ran"
        }
        if warmUp < 0 {
            return "refused: warmUp must be 0 or more (it was \(warmUp)); nothing ran"
        }
        return nil
    }

    /// Settles `loop`, then runs the iterations with a profiler attached; draws the last measured
    /// commit over `window`, when there is one.
    @MainActor
    static func run(
        on loop: MainRunLoop, drawing window: Window?, iterations: Int, warmUp: Int, change: () -> Void
    ) -> LayoutMeasurement {
        var notes: [String] = []
        if case let reason = loop.runUntilIdle(), reason != .idle {
            notes.append("the loop did not become idle before the measurement (\(reason))")
        }
        let own = loop.layoutProfiler == nil ? LayoutProfiler() : nil
        own?.attach(to: loop)
        defer { own?.detach() }
        guard let profiler = loop.layoutProfiler else {
            return LayoutMeasurement(warmUpIterations: 0, iterations: [], notes: ["no profiler could be attached to the loop"])
        }
        var measured: [Iteration] = []
        var notIdle = 0
        for index in 0..<(warmUp + iterations) {
            let start = profiler.reports.count
            change()
            if loop.runUntilIdle() != .idle { notIdle += 1 }
            // A user's profiler may have dropped reports meanwhile: take what is left.
            let reports = profiler.reports[min(start, profiler.reports.count)...]
            if index >= warmUp { measured.append(Iteration(reports: reports)) }
        }
        if notIdle > 0 {
            notes.append("the loop did not become idle after the change in \(notIdle) of \(warmUp + iterations) iterations")
        }
        let picture = window.flatMap { window in measured.last?.reports.last.map { CommitPicture(report: $0, window: window) } }
        return LayoutMeasurement(warmUpIterations: warmUp, iterations: measured, notes: notes, commitPicture: picture)
    }
}
