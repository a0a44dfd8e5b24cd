import HeadlessKit

/// Tearing down at the end of the test: what never settled, what no expectation consumed, and
/// what outlived the test.
extension TestHost: EndOfTestChecking {
    func checkSettledAtEndOfTest() {
        for failure in tearDown() { TestFailures.record(failure, at: site) }
    }

    func checkLeaksAtEndOfTest() {
        if let leaked = leakCheck() { TestFailures.record(leaked, at: site) }
    }

    /// Checks the loop settled and no diagnostic went unconsumed, then releases the window, the
    /// controller and the app; returns the failures, for the caller to report in the test's own
    /// context. ``leakCheck()`` follows, once the freed objects' isolated `deinit`s have run.
    func tearDown() -> [String] {
        var failures: [String] = []
        if let app = hosted.app {
            let reason = app.withCurrent { loop.runUntilIdle(timeLimit: settleTimeLimit) }
            if reason != .idle { failures.append(unsettledAtTeardown(reason)) }
        }
        if let unconsumed = unconsumedDiagnostics() { failures.append(unconsumed) }
        hosted.app?.withCurrent {
            hosted.window?.rootViewController = nil
            hosted.window?.isHidden = true
        }
        hosted.root = nil
        hosted.window = nil
        hosted.app = nil
        return failures
    }

    /// The leak failure, if a view or controller the test showed is still alive.
    func leakCheck() -> String? {
        _ = loop.runUntilIdle(timeLimit: .seconds(1))
        guard checksLeaks else { return nil }
        let leaked = trace.living.filter { !leakExclusions.contains($0.key) }.map(\.value).sorted()
        guard !leaked.isEmpty else { return nil }
        return (
            "\(leaked.count == 1 ? "A view or controller" : "\(leaked.count) views and controllers") the test showed "
                + "outlived the host: \(leaked.joined(separator: ", ")). Something still holds "
                + "\(leaked.count == 1 ? "it" : "them") — a closure capturing self, a delegate or target held strongly, a "
                + "timer — or the test does; call excludeFromLeakCheck(_:) for an object kept on purpose, or set "
                + "checksLeaks = false.")
    }

    private func unsettledAtTeardown(_ reason: RunLoopStopReason) -> String {
        let pending: String = if case .neverIdle(let work) = reason { work.joined(separator: "; ") } else { "\(reason)" }
        return
            "The test ended with work the loop never settled: \(pending). Call settle() before the test ends, or stop "
                + "the animation or timer that keeps the loop busy."
    }

    private func unconsumedDiagnostics() -> String? {
        let unconsumed = loop.diagnostics.collected.dropFirst(consumedDiagnostics)
        guard failsOnUnexpectedDiagnostics, !unconsumed.isEmpty else { return nil }
        return
            "HeadlessKit reported \(unconsumed.count == 1 ? "a diagnostic" : "\(unconsumed.count) diagnostics") no "
                + "expectation consumed:\n" + unconsumed.map { "  • \($0)" }.joined(separator: "\n")
                + "\nWrap the misuse in expectDiagnostic(_:_:), or set failsOnUnexpectedDiagnostics = false."
    }
}
