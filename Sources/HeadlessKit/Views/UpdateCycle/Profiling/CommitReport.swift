/// What one commit of a run loop did and where its time went, as a ``LayoutProfiler`` measured it.
///
/// A commit is the update cycle a run loop runs before it waits, over every window that asked for
/// one that turn: constraints, the solve, layout — repeated while hooks mark more — then display.
/// A turn in which nothing asked for a commit produces no report. Work done by
/// `layoutIfNeeded()` calls from hooks inside the commit is counted in it; passes run outside any
/// commit (a `layoutIfNeeded()` from test code between turns) are not reported.
///
/// Times are wall time on a monotonic clock, read only while a profiler is attached; everything
/// else is an exact count, the same on every run. The property names are stable: a JSON form of
/// a report uses them as its keys.
public struct CommitReport: Sendable {
    /// The loop's ``MainRunLoop/turnCount`` in which the commit ran.
    public let turn: Int
    /// The loop's virtual time (``MainRunLoop/now``) at the commit.
    public let time: Duration
    /// How many windows were committed.
    public let windowsCommitted: Int
    /// The wall time of the whole commit, from its first target to its last.
    public let duration: Duration
    /// The four phases in the order a commit first runs them: constraints, solve, layout, display.
    public let phases: [Phase]
    /// How many times each kind of hook ran, and which views were laid out more than once.
    public let counts: Counts
    /// The views whose own marks started the commit: each marked view with no marked ancestor
    /// for the same kind of work, in hierarchy order.
    public let dirtyRoots: [DirtyRoot]
    /// What the constraint solvers of the committed windows did during the commit.
    public let solver: SolverWork
    /// The layout feedback loops detected during the commit, each stopping its pass.
    public let feedbackLoopWarnings: [LayoutFeedbackLoop]
    /// The hook calls with the longest self time, longest first (at most the profiler's
    /// ``LayoutProfiler/slowestHookCount``).
    public let slowestHooks: [HookTiming]
    /// How many times each view was laid out (`layoutSubviews()`), by identity; for pictures of
    /// a commit.
    package let layoutCalls: [ObjectIdentifier: Int]
    /// The self time of each view's hooks added up, by identity; for pictures of a commit.
    package let selfTimes: [ObjectIdentifier: Duration]

    /// The phase with `name`.
    public func phase(_ name: Phase.Name) -> Phase {
        phases.first { $0.name == name } ?? Phase(name: name, duration: .zero, runs: 0, viewsVisited: 0)
    }

    package init(
        turn: Int, time: Duration, windowsCommitted: Int, duration: Duration, phases: [Phase], counts: Counts,
        dirtyRoots: [DirtyRoot], solver: SolverWork, feedbackLoopWarnings: [LayoutFeedbackLoop],
        slowestHooks: [HookTiming], layoutCalls: [ObjectIdentifier: Int], selfTimes: [ObjectIdentifier: Duration]
    ) {
        self.turn = turn
        self.time = time
        self.windowsCommitted = windowsCommitted
        self.duration = duration
        self.phases = phases
        self.counts = counts
        self.dirtyRoots = dirtyRoots
        self.solver = solver
        self.feedbackLoopWarnings = feedbackLoopWarnings
        self.slowestHooks = slowestHooks
        self.layoutCalls = layoutCalls
        self.selfTimes = selfTimes
    }
}
