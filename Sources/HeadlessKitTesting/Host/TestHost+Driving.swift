import HeadlessKit

/// Moving the loop's virtual clock: settling, advancing, one frame; the async forms let work
/// started with `Task` or `DispatchQueue.main` run between turns.
extension TestHost {
    /// Runs the loop until nothing is left to do, letting at most ``settleTimeLimit`` of virtual
    /// time pass; a loop that never idles (a repeating animation or timer) fails the test with
    /// what keeps it busy, instead of hanging.
    public func settle(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        settle(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Settles, reporting a loop that never idles at `site`: what every action does when it ends.
    func settle(at site: CallSite) {
        let reason = app.withCurrent { loop.runUntilIdle(timeLimit: settleTimeLimit) }
        reportUnsettled(reason, at: site)
    }

    /// The async form of `settle()`: between turns the main actor runs, so tasks and
    /// `DispatchQueue.main` blocks the app started finish within it.
    public func settle(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let reason = await loop.settle(timeLimit: settleTimeLimit)
        reportUnsettled(reason, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Lets `duration` of virtual time pass, running everything due in it.
    public func advance(by duration: Duration) {
        app.withCurrent { _ = loop.run(for: duration) }
    }

    /// Lets one frame of the window's display pass (1/60 s at 60 frames per second).
    public func frame() {
        advance(by: window.frameInterval)
    }

    /// Lets `count` frames pass.
    public func frames(_ count: Int) {
        for _ in 0..<max(count, 0) { frame() }
    }

    func reportUnsettled(_ reason: RunLoopStopReason, at site: CallSite) {
        switch reason {
        case .idle, .conditionMet:
            return
        case .neverIdle(let work):
            TestFailures.record(
                "The loop never settled: after \(settleTimeLimit) of virtual time it still had "
                    + "\(work.joined(separator: "; ")). A repeating "
                    + "animation or timer keeps it busy; stop it, or drive time with advance(by:) instead of settle().",
                at: site)
        case .layoutFeedbackLoop(let feedback):
            TestFailures.record("Layout never settled: \(feedback).", at: site)
        case .deadlineReached, .stopped:
            TestFailures.record(
                "The loop did not settle within \(settleTimeLimit) of virtual time (\(reason)); raise settleTimeLimit "
                    + "or drive time with advance(by:).", at: site)
        }
    }
}
