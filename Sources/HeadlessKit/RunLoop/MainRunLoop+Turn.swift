/// One turn of the loop: timers, sources, then the before-waiting observers (the commit).
extension MainRunLoop {
    func runTurn() {
        guard !isFrozen else { return }
        needsAnotherTurn = false
        turnCount += 1
        workAtInstant += 1
        advanceTurnGeneration()
        turnDepth += 1
        defer { turnDepth -= 1 }
        if clock == .wall { now = wallStart.duration(to: .now) }
        notify(.beforeTimers)
        fireDueWork()
        notify(.beforeSources)
        performBlocks()
        // Work that became due "now" during either phase joins this turn (a zero delay from a
        // block, a block from a timer) before the loop prepares to wait.
        while workAtInstant < maximumWorkPerInstant, hasDueWorkBeforeWaiting {
            fireDueWork()
            performBlocks()
        }
        notify(.beforeWaiting)
    }

    /// Whether timers, delayed blocks or performed blocks are due now in the current mode.
    private var hasDueWorkBeforeWaiting: Bool {
        if performedBlocks.contains(where: { $0.mode.includes(runningMode) }) { return true }
        if let deadline = nextDeadline(), deadline <= now { return true }
        return false
    }

    /// Whether the loop has work it would do without waiting: due timers, blocks, a commit.
    var hasImmediateWork: Bool {
        !isFrozen && (needsAnotherTurn || awaitingCommit.contains { $0.target != nil } || hasDueWorkBeforeWaiting
            || transactionSlot?.isCommitScheduled == true)
    }

    /// Whether the loop has nothing to do now or later in the current mode.
    package var isIdle: Bool { !hasImmediateWork && nextDeadline() == nil }

    /// The earliest deadline of live work serviced in the current mode.
    func nextDeadline() -> Duration? {
        guard !deadlineQueues.isEmpty, !isFrozen else { return nil }
        var earliest: Duration?
        for mode in servicedModes {
            if let entry = deadlineQueues.peek(in: mode), earliest.map({ entry.deadline < $0 }) ?? true {
                earliest = entry.deadline
            }
        }
        return earliest
    }

    /// The modes whose work runs now: the running mode and the common pseudo-mode.
    private var servicedModes: ServicedModes {
        ServicedModes(running: runningMode)
    }

    func notify(_ activity: RunLoopActivity) {
        // Most activities have no observer at all (the commit observes only beforeWaiting): a
        // turn then skips the walk.
        guard observedActivities.contains(activity) else { return }
        let wasNotifyingBeforeWaiting = isNotifyingBeforeWaiting
        if activity == .beforeWaiting { isNotifyingBeforeWaiting = true }
        defer { isNotifyingBeforeWaiting = wasNotifyingBeforeWaiting }
        var needsCleanup = false
        // Iterate a snapshot: observers may add or remove observers.
        for observer in observers {
            guard observer.isValid else { needsCleanup = true; continue }
            guard observer.activities.contains(activity), observer.isInAllModes || observer.mode.includes(runningMode) else { continue }
            if !observer.repeats {
                observer.invalidate()
                needsCleanup = true
            }
            observer.callback(activity)
        }
        if needsCleanup {
            observers.removeAll { !$0.isValid }
            observedActivities = observers.reduce(into: RunLoopActivity()) { $0.formUnion($1.activities) }
        }
    }

    /// Fires due timers and delayed blocks in deadline order, ties in insertion order, including
    /// work that becomes due during this phase.
    private func fireDueWork() {
        while workAtInstant < maximumWorkPerInstant, let entry = popDueEntry() {
            workAtInstant += 1
            switch entry.work {
            case .block(let block):
                block()
            case .timer(let timer):
                if timer.repeats {
                    // Skip missed firings rather than bursting, as Foundation does.
                    var next = timer.fireDate + timer.timeInterval
                    while next <= now { next += timer.timeInterval }
                    timer.fireDate = next
                    enqueue(.timer(timer), at: next, mode: timer.mode)
                    timer.block(timer)
                } else {
                    timer.block(timer)
                    timer.invalidate()
                }
            }
        }
    }

    private func popDueEntry() -> DeadlineQueue.Entry? {
        guard !deadlineQueues.isEmpty else { return nil }
        var chosen: RunLoopMode?
        var best: DeadlineQueue.Entry?
        for mode in servicedModes {
            guard let entry = deadlineQueues.peek(in: mode), entry.deadline <= now else { continue }
            if best.map({ entry.precedes($0) }) ?? true {
                best = entry
                chosen = mode
            }
        }
        guard let chosen else { return nil }
        return deadlineQueues.popFirst(in: chosen)
    }

    /// Runs performed blocks in FIFO order, including blocks added while this phase runs; blocks
    /// for another mode wait for it.
    private func performBlocks() {
        while workAtInstant < maximumWorkPerInstant,
              let index = performedBlocks.firstIndex(where: { $0.mode.includes(runningMode) }) {
            let block = performedBlocks.remove(at: index).block
            workAtInstant += 1
            block()
        }
    }

    /// Descriptions of the work that keeps the loop from being idle.
    func describePendingWork() -> [String] {
        var pending: [String] = []
        let blocks = performedBlocks.count
        if blocks > 0 { pending.append("\(blocks) performed block(s) still queued") }
        if needsAnotherTurn { pending.append("after-commit work waiting for a turn") }
        if awaitingCommit.contains(where: { $0.target != nil }) { pending.append("a commit still pending") }
        if transactionSlot?.isCommitScheduled == true { pending.append("an implicit transaction waiting for its commit") }
        for mode in servicedModes {
            for entry in deadlineQueues.liveEntries(in: mode) {
                switch entry.work {
                case .timer(let timer):
                    if let purpose = timer.purpose {
                        pending.append("\(purpose()), next at \(entry.deadline)")
                    } else if timer.repeats {
                        pending.append("repeating timer every \(timer.timeInterval) in \(timer.mode), next at \(entry.deadline)")
                    } else {
                        pending.append("timer in \(timer.mode) at \(entry.deadline)")
                    }
                case .block:
                    pending.append("delayed block at \(entry.deadline)")
                }
            }
        }
        return pending
    }

    /// Whether every piece of pending deadline work is a repeating timer (work that never ends).
    var onlyRepeatingWorkIsPending: Bool {
        servicedModes.allSatisfy { mode in
            deadlineQueues.liveEntries(in: mode).allSatisfy {
                if case .timer(let timer) = $0.work { return timer.repeats }
                return false
            }
        }
    }
}
