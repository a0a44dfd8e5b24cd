import Foundation
import HeadlessKit

extension LayoutMeasurement {
    /// Builds a screen for each of `sizes` on a run loop of its own and measures `change` on it,
    /// as ``measure(_:iterations:warmUp:change:)`` measures a window.
    ///
    /// - Parameters:
    ///   - sizes: the sizes to build, increasing, each at least 1 (rows, views, constraints: what
    ///     `build` makes of it).
    ///   - iterations: how many iterations to measure at each size; fewer than 1 is refused.
    ///   - warmUp: how many iterations to run first at each size, unmeasured; fewer than 0 is refused.
    ///   - build: makes the screen for a size, its windows on the loop it is handed.
    ///   - change: changes something on the screen, once per iteration.
    @MainActor
    public static func sweep<Screen>(
        sizes: [Int], iterations: Int = 20, warmUp: Int = 3,
        build: (_ size: Int, _ runLoop: MainRunLoop) -> Screen, change: (Screen) -> Void
    ) -> LayoutSweep {
        sweepScreens(sizes: sizes, iterations: iterations, warmUp: warmUp) { size, loop in
            (build(size, loop), nil)
        } change: { screen in
            change(screen)
        }
    }

    /// Builds a view controller for each of `sizes`, shows it as the root of a key window of
    /// `screenSize` on a run loop of its own, and measures `change` on it.
    ///
    /// - Parameters:
    ///   - sizes: the sizes to build, increasing, each at least 1.
    ///   - screenSize: the size of the screen each window fills; an iPhone's by default.
    ///   - iterations: how many iterations to measure at each size; fewer than 1 is refused.
    ///   - warmUp: how many iterations to run first at each size, unmeasured; fewer than 0 is refused.
    ///   - controller: makes the screen for a size.
    ///   - change: changes something on the screen, once per iteration; it is handed the controller.
    @MainActor
    public static func sweep<Controller: ViewControllerBase>(
        sizes: [Int], screenSize: CGSize = Window.defaultScreenSize, iterations: Int = 20, warmUp: Int = 3,
        controller: (_ size: Int) -> Controller, change: (Controller) -> Void
    ) -> LayoutSweep {
        sweepScreens(sizes: sizes, iterations: iterations, warmUp: warmUp) { size, loop in
            let screen = controller(size)
            return (screen, host(screen, screenSize: screenSize, on: loop))
        } change: { screen in
            change(screen)
        }
    }

    /// Measures `change` at each size on the screen `build` made on a fresh loop, drawing the
    /// last commit over the window `build` names, if any.
    @MainActor
    private static func sweepScreens<Screen>(
        sizes: [Int], iterations: Int, warmUp: Int,
        build: (_ size: Int, _ runLoop: MainRunLoop) -> (screen: Screen, window: Window?), change: (Screen) -> Void
    ) -> LayoutSweep {
        if let refusal = refusal(sizes: sizes) ?? refusal(iterations: iterations, warmUp: warmUp) {
            return LayoutSweep(measurements: [], notes: [refusal])
        }
        let measurements = sizes.map { size in
            let loop = MainRunLoop()
            let screen = build(size, loop)
            return (size, run(on: loop, drawing: screen.window, iterations: iterations, warmUp: warmUp) { change(screen.screen) })
        }
        return LayoutSweep(measurements: measurements, notes: [])
    }

    /// Why a sweep of `sizes` cannot run, or `nil` if it can.
    static func refusal(sizes: [Int]) -> String? {
        if sizes.isEmpty { return "refused: a sweep needs at least one size; nothing ran" }
        if let small = sizes.first(where: { $0 < 1 }) {
            return "refused: sizes must be at least 1 (\(small) is not), so growth factors are ratios; nothing ran"
        }
        if let index = sizes.indices.dropFirst().first(where: { sizes[$0] <= sizes[$0 - 1] }) {
            return "refused: sizes must increase (\(sizes[index]) follows \(sizes[index - 1])); nothing ran"
        }
        return nil
    }
}
