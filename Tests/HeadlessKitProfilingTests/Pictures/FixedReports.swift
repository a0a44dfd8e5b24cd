import HeadlessKit

/// Commit reports with fixed times, for pinning pictures and tables whose real times vary.
enum FixedReports {
    /// A report of `turn` whose phases took `phases` microseconds (constraints, solve, layout,
    /// display) and the whole commit `total` microseconds.
    static func report(turn: Int, phases: [Int], total: Int, layoutSubviews: Int = 3) -> CommitReport {
        CommitReport(
            turn: turn, time: .milliseconds(turn), windowsCommitted: 1, duration: .microseconds(total),
            phases: zip(CommitReport.Phase.Name.allCases, phases).map { name, micros in
                CommitReport.Phase(name: name, duration: .microseconds(micros), runs: 1, viewsVisited: 4)
            },
            counts: CommitReport.Counts(updateConstraints: 1, layoutSubviews: layoutSubviews, draw: 2, viewsLaidOutMoreThanOnce: []),
            dirtyRoots: [], solver: CommitReport.SolverWork(), feedbackLoopWarnings: [], slowestHooks: [],
            layoutCalls: [:], selfTimes: [:])
    }
}
