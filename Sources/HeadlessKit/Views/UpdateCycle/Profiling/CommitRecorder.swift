/// The measurements of one profiled commit as it runs; ``report(turn:time:)``
/// turns them into a ``CommitReport``.
///
/// The one place HeadlessKit reads a real clock besides a ``MainRunLoop/Clock/wall`` loop: it
/// exists only while a profiler is attached, and what it reads goes into reports, never into
/// the behaviour of the loop.
@MainActor
final class CommitRecorder {
    private struct OpenHook {
        let start: ContinuousClock.Instant
        var nested: Duration = .zero
    }

    private struct ClosedHook {
        let callback: LifecycleCallback
        let view: ViewNode
        let selfTime: Duration
        let totalTime: Duration
    }

    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var phaseDurations = [Duration](repeating: .zero, count: CommitReport.Phase.Name.allCases.count)
    private var phaseRuns = [Int](repeating: 0, count: CommitReport.Phase.Name.allCases.count)
    private var phaseVisits = [Int](repeating: 0, count: CommitReport.Phase.Name.allCases.count)
    private var phaseDepth = 0
    private var phaseStart: ContinuousClock.Instant
    private var openHooks: [OpenHook] = []
    /// How many of the slowest hooks to keep.
    private let slowestHookCount: Int
    /// The slowest hooks so far, slowest first, at most ``slowestHookCount``: kept as they end,
    /// so that no commit sorts (or keeps) a record of every hook.
    private var slowestHooks: [ClosedHook] = []
    private var updateConstraintsCalls = 0
    private var layoutSubviewsCalls = 0
    private var drawCalls = 0
    private var layoutCalls: [ObjectIdentifier: Int] = [:]
    private var selfTimes: [ObjectIdentifier: Duration] = [:]
    private var repeatedViews: [ViewNode] = []
    private var dirtyRoots: [CommitReport.DirtyRoot] = []
    private var feedbackLoops: [LayoutFeedbackLoop] = []
    private var solverWork = CommitReport.SolverWork()
    /// How many windows the commit has committed so far.
    private(set) var windowsCommitted = 0
    /// How many commits are running inside this one (a hook drove the loop).
    var nestedCommits = 0

    /// A recorder keeping the `slowestHookCount` slowest hooks.
    init(slowestHookCount: Int) {
        self.slowestHookCount = max(0, slowestHookCount)
        start = clock.now
        phaseStart = start
    }

    // MARK: Targets

    /// Commits `window` through the probed update cycle: its dirty roots first, then the commit,
    /// with its engine's solver work measured around it.
    func commit(_ window: Window) -> LayoutFeedbackLoop? {
        windowsCommitted += 1
        collectDirtyRoots(of: window)
        let engine = window.extras?.layout?.hostedEngine
        let before = engine?.solverWork
        let feedbackLoop = UpdateCycle.commit(window, probe: Probed(recorder: self))
        // A hook may have moved the window's constraints to another engine; what the engine the
        // window hosts now did is counted from zero then.
        if let after = window.extras?.layout?.hostedEngine {
            add(after.solverWork, since: after === engine ? before : nil)
        }
        return feedbackLoop
    }

    private func add(_ after: CommitReport.SolverWork, since before: CommitReport.SolverWork?) {
        let before = before ?? CommitReport.SolverWork()
        // A solver reset restarts its counters: never count work as negative.
        solverWork.constraintsAdded += max(0, after.constraintsAdded - before.constraintsAdded)
        solverWork.constraintsRemoved += max(0, after.constraintsRemoved - before.constraintsRemoved)
        solverWork.constantUpdates += max(0, after.constantUpdates - before.constantUpdates)
        solverWork.editSuggestions += max(0, after.editSuggestions - before.editSuggestions)
        solverWork.pivots += max(0, after.pivots - before.pivots)
        solverWork.tableauRows += after.tableauRows
    }

    /// Notes each view of `window` marked for work no ancestor is marked for, walking only the
    /// marked paths.
    private func collectDirtyRoots(of window: Window) {
        let summaries: ViewFlags = [.subtreeNeedsUpdateConstraints, .subtreeNeedsLayout, .subtreeNeedsDisplay]
        var stack: [(view: ViewNode, covered: [String])] = [(window, [])]
        while let (view, covered) = stack.popLast() {
            let marks = Self.marks(of: view)
            let uncovered = marks.filter { !covered.contains($0) }
            if !uncovered.isEmpty {
                dirtyRoots.append(.init(description: String(describing: view), marks: uncovered, view: ObjectIdentifier(view)))
            }
            guard !view.flags.isDisjoint(with: summaries) else { continue }
            let coveredBelow = covered + uncovered
            for subview in view.subviews.reversed() { stack.append((subview, coveredBelow)) }
        }
    }

    private static func marks(of view: ViewNode) -> [String] {
        var marks: [String] = []
        if view.flags.contains(.needsUpdateConstraints) { marks.append("updateConstraints") }
        if !view.flags.isDisjoint(with: [.needsLayout, .layerTreeNeedsLayout]) { marks.append("layout") }
        if !view.flags.isDisjoint(with: [.needsDisplay, .layerTreeNeedsDisplay]) { marks.append("display") }
        if view.flags.contains(.needsSolve) { marks.append("solve") }
        return marks
    }

    // MARK: Phases and hooks

    func beginPhase(_ name: CommitReport.Phase.Name) {
        phaseRuns[name.index] += 1
        if phaseDepth == 0 { phaseStart = clock.now }
        phaseDepth += 1
    }

    func endPhase(_ name: CommitReport.Phase.Name) {
        phaseDepth -= 1
        if phaseDepth == 0 { phaseDurations[name.index] += clock.now - phaseStart }
    }

    func visit(in phase: CommitReport.Phase.Name) {
        phaseVisits[phase.index] += 1
    }

    func beginHook() {
        openHooks.append(OpenHook(start: clock.now))
    }

    func endHook(_ callback: LifecycleCallback, of view: ViewNode) {
        guard let hook = openHooks.popLast() else { return }
        let total = clock.now - hook.start
        let selfTime = total - hook.nested
        if !openHooks.isEmpty { openHooks[openHooks.count - 1].nested += total }
        keepIfAmongSlowest(ClosedHook(callback: callback, view: view, selfTime: selfTime, totalTime: total))
        let id = ObjectIdentifier(view)
        selfTimes[id, default: .zero] += selfTime
        switch callback {
        case .layoutSubviews:
            layoutSubviewsCalls += 1
            let times = layoutCalls[id, default: 0] + 1
            layoutCalls[id] = times
            if times == 2 { repeatedViews.append(view) }
        case .draw:
            drawCalls += 1
        default:
            updateConstraintsCalls += 1
        }
    }

    /// Inserts `hook` among the slowest after those at least as slow (so ties keep their
    /// order), dropping the fastest beyond ``slowestHookCount``.
    private func keepIfAmongSlowest(_ hook: ClosedHook) {
        guard slowestHookCount > 0 else { return }
        if slowestHooks.count == slowestHookCount {
            guard hook.selfTime > slowestHooks[slowestHooks.count - 1].selfTime else { return }
            slowestHooks.removeLast()
        }
        var index = slowestHooks.count
        while index > 0, slowestHooks[index - 1].selfTime < hook.selfTime { index -= 1 }
        slowestHooks.insert(hook, at: index)
    }

    func feedbackLoopDetected(_ loop: LayoutFeedbackLoop) {
        feedbackLoops.append(loop)
    }

    // MARK: The report

    /// The report of the commit, ended now.
    func report(turn: Int, time: Duration) -> CommitReport {
        let duration = clock.now - start
        let phases = CommitReport.Phase.Name.allCases.map { name in
            CommitReport.Phase(name: name, duration: phaseDurations[name.index], runs: phaseRuns[name.index],
                               viewsVisited: phaseVisits[name.index])
        }
        let repeated = repeatedViews.map { view in
            CommitReport.RepeatedLayout(
                description: String(describing: view), times: layoutCalls[ObjectIdentifier(view)] ?? 0, view: ObjectIdentifier(view))
        }
        let slowest = slowestHooks.map { hook in
            CommitReport.HookTiming(callback: hook.callback, receiver: String(describing: hook.view), selfTime: hook.selfTime,
                                    totalTime: hook.totalTime, view: ObjectIdentifier(hook.view))
        }
        return CommitReport(
            turn: turn, time: time, windowsCommitted: windowsCommitted, duration: duration, phases: phases,
            counts: CommitReport.Counts(updateConstraints: updateConstraintsCalls, layoutSubviews: layoutSubviewsCalls,
                                        draw: drawCalls, viewsLaidOutMoreThanOnce: repeated),
            dirtyRoots: dirtyRoots, solver: solverWork, feedbackLoopWarnings: feedbackLoops, slowestHooks: slowest,
            layoutCalls: layoutCalls, selfTimes: selfTimes)
    }
}

extension CommitReport.Phase.Name {
    /// The phase's position in ``allCases``.
    var index: Int {
        switch self {
        case .constraints: 0
        case .solve: 1
        case .layout: 2
        case .display: 3
        }
    }
}
