import Foundation
@testable import HeadlessKit

/// A run loop, a 320×480 window and a lifecycle log, with diagnostics collected, for one test.
@MainActor
struct ViewFixture {
    let loop: MainRunLoop
    let log: LifecycleEventLog
    let window: Window

    init(ignoring ignored: Set<LifecycleCallback> = []) {
        loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        log = LifecycleEventLog(ignoring: ignored)
        loop.lifecycleObserver = log
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        log.name(window, "window")
    }

    /// A plain view named `name` in the log.
    func view(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> ViewNode {
        let view = ViewNode(frame: frame)
        log.name(view, name)
        return view
    }

    /// Runs the loop until idle, then forgets what it logged, so a test starts from a quiet state.
    func settleAndClearLog() {
        loop.runUntilIdle()
        log.removeAll()
    }

    /// The logged lines for one callback, such as `layoutSubviews()`.
    func lines(for callback: LifecycleCallback) -> [String] {
        log.events.indices.filter { log.events[$0].callback == callback }.map { log.lines[$0] }
    }
}
