import Foundation

/// Driving the loop: one turn, until idle, for a duration, until a condition, and the async settle.
extension MainRunLoop {
    /// Runs exactly one turn at the current time, without waiting.
    ///
    /// Returns ``RunLoopStopReason/idle`` if nothing is left to do afterwards in the current
    /// mode, ``RunLoopStopReason/deadlineReached`` if work remains for later or for another turn.
    @discardableResult
    public func runOnce() -> RunLoopStopReason {
        drive { loop in
            loop.runTurn()
            if let reason = loop.takeInterruption() { return reason }
            let idle = !loop.hasImmediateWork && loop.nextDeadline() == nil
            return idle ? .idle : .deadlineReached
        }
    }

    /// Runs turns, advancing the clock to each next deadline, until nothing is left to do.
    ///
    /// - Parameter timeLimit: how much clock time may pass. When it runs out with only repeating
    ///   timers pending the result is ``RunLoopStopReason/neverIdle(_:)``; with one-shot work
    ///   pending beyond it, ``RunLoopStopReason/deadlineReached``.
    @discardableResult
    public func runUntilIdle(timeLimit: Duration = .seconds(60)) -> RunLoopStopReason {
        let limit = now + timeLimit
        return drive { loop in loop.runTurns(until: limit, stopWhenIdle: true, condition: nil) }
    }

    /// Runs turns for `duration` of clock time; the clock ends exactly `duration` later (virtual).
    @discardableResult
    public func run(for duration: Duration) -> RunLoopStopReason {
        let limit = now + duration
        return drive { loop in loop.runTurns(until: limit, stopWhenIdle: false, condition: nil) }
    }

    /// Runs turns until `condition` holds, checking it before the first turn and after each one.
    ///
    /// Returns ``RunLoopStopReason/idle`` if the loop runs out of work first; when `timeLimit`
    /// passes first, ``RunLoopStopReason/neverIdle(_:)`` if only repeating timers were left, else
    /// ``RunLoopStopReason/deadlineReached``.
    @discardableResult
    public func run(
        until condition: @MainActor () -> Bool, timeLimit: Duration = .seconds(60)
    ) -> RunLoopStopReason {
        if condition() { return .conditionMet }
        let limit = now + timeLimit
        return withoutActuallyEscaping(condition) { condition in
            drive { loop in loop.runTurns(until: limit, stopWhenIdle: true, condition: condition) }
        }
    }

    /// Runs the loop until idle while letting Swift concurrency work on the main actor run
    /// between turns, so `Task { @MainActor in … }` and `DispatchQueue.main` blocks started by
    /// app code complete within the settle.
    ///
    /// Between turns the settle yields the main actor several times; work those tasks schedule
    /// on the loop is picked up before the loop is declared idle. Tasks waiting on real time or on
    /// other threads are outside the loop's clock and may still be pending when this returns.
    @discardableResult
    public func settle(timeLimit: Duration = .seconds(60)) async -> RunLoopStopReason {
        let limit = now + timeLimit
        let outer = (isDriving: isDriving, stopRequested: stopRequested, workAtInstant: workAtInstant)
        workAtInstant = 0
        stopRequested = false
        isDriving = true
        defer { (isDriving, stopRequested, workAtInstant) = (outer.isDriving, outer.stopRequested, outer.workAtInstant) }
        notify(.entry)
        defer { notify(.exit) }
        while true {
            Self.$current.withValue(self) { runTurn() }
            if let reason = takeInterruption() { return reason }
            for _ in 0..<Self.settleYieldsPerRound { await Task.yield() }
            if let reason = takeInterruption() { return reason }
            if hasImmediateWork {
                if workAtInstant >= maximumWorkPerInstant { return .neverIdle(describePendingWork()) }
                continue
            }
            guard let next = nextDeadline() else { return .idle }
            guard next <= limit else {
                return onlyRepeatingWorkIsPending ? .neverIdle(describePendingWork()) : .deadlineReached
            }
            await waitAsync(until: next)
            notify(.afterWaiting)
        }
    }

    /// How many times a settle yields the main actor after each turn.
    static let settleYieldsPerRound = 8

    private func drive(_ body: (MainRunLoop) -> RunLoopStopReason) -> RunLoopStopReason {
        // A driving call may be nested in a callback of another; the outer one's state survives it.
        let outer = (isDriving: isDriving, stopRequested: stopRequested, workAtInstant: workAtInstant)
        workAtInstant = 0
        stopRequested = false
        isDriving = true
        defer { (isDriving, stopRequested, workAtInstant) = (outer.isDriving, outer.stopRequested, outer.workAtInstant) }
        return Self.$current.withValue(self) {
            notify(.entry)
            defer { notify(.exit) }
            return body(self)
        }
    }

    private func runTurns(
        until limit: Duration, stopWhenIdle: Bool, condition: (@MainActor () -> Bool)?
    ) -> RunLoopStopReason {
        while true {
            runTurn()
            if let reason = takeInterruption() { return reason }
            if let condition, condition() { return .conditionMet }
            if hasImmediateWork {
                if workAtInstant >= maximumWorkPerInstant { return .neverIdle(describePendingWork()) }
                continue
            }
            let next = nextDeadline()
            if next == nil, stopWhenIdle { return .idle }
            guard let next, next <= limit else {
                if stopWhenIdle {
                    return onlyRepeatingWorkIsPending ? .neverIdle(describePendingWork()) : .deadlineReached
                }
                wait(until: limit)
                notify(.afterWaiting)
                return .deadlineReached
            }
            wait(until: next)
            notify(.afterWaiting)
        }
    }

    /// A reason to stop that arose inside the turn: `stop()` or a layout feedback loop.
    private func takeInterruption() -> RunLoopStopReason? {
        if let loop = detectedFeedbackLoop {
            detectedFeedbackLoop = nil
            return .layoutFeedbackLoop(loop)
        }
        if stopRequested {
            stopRequested = false
            return .stopped
        }
        return nil
    }

    private func wait(until deadline: Duration) {
        workAtInstant = 0
        switch clock {
        case .virtual:
            now = max(now, deadline)
        case .wall:
            let remaining = deadline - wallStart.duration(to: .now)
            if remaining > .zero {
                let (seconds, attoseconds) = remaining.components
                Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            }
            now = max(deadline, wallStart.duration(to: .now))
        }
    }

    private func waitAsync(until deadline: Duration) async {
        workAtInstant = 0
        switch clock {
        case .virtual:
            now = max(now, deadline)
        case .wall:
            try? await Task.sleep(until: wallStart + deadline, clock: .continuous)
            now = max(deadline, wallStart.duration(to: .now))
        }
    }
}
