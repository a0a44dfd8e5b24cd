import HeadlessKit

extension LayoutMeasurement {
    /// The median, minimum and maximum of a set of durations; all zero for none.
    public struct Statistics: Sendable, Equatable {
        /// The middle duration (the mean of the two middle ones for an even count).
        public let median: Duration
        /// The shortest duration.
        public let minimum: Duration
        /// The longest duration.
        public let maximum: Duration

        init(of durations: [Duration]) {
            let sorted = durations.sorted()
            guard let first = sorted.first, let last = sorted.last else {
                median = .zero; minimum = .zero; maximum = .zero
                return
            }
            let middle = sorted.count / 2
            median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
            minimum = first
            maximum = last
        }
    }

    /// The statistics of one phase's time per iteration.
    public struct PhaseStatistics: Sendable, Equatable {
        /// Which phase.
        public let name: CommitReport.Phase.Name
        /// The median, minimum and maximum of the phase's time per iteration.
        public let duration: Statistics
    }

    /// One measured iteration: the change and every commit it caused.
    ///
    /// Two iterations are equal when their times and counts are; their ``reports`` are not
    /// compared.
    public struct Iteration: Sendable, Equatable {
        /// The wall time of the iteration's commits, added up.
        public let duration: Duration
        /// Each phase's wall time in the iteration's commits, added up, in commit order.
        public let phaseDurations: [Duration]
        /// The exact work of the iteration's commits.
        public let counts: Counts
        /// The profiler's report of each of the iteration's commits, in order: what only a
        /// single commit tells — its dirty roots, the views laid out more than once by
        /// description, its feedback loops and its slowest hooks.
        public let reports: [CommitReport]

        /// The time of the phase `name`.
        public func phaseDuration(_ name: CommitReport.Phase.Name) -> Duration {
            CommitReport.Phase.Name.allCases.firstIndex(of: name).map { phaseDurations[$0] } ?? .zero
        }

        /// The iteration made of `reports`, the commits that followed one change.
        init(reports: some Collection<CommitReport>) {
            duration = reports.reduce(.zero) { $0 + $1.duration }
            phaseDurations = CommitReport.Phase.Name.allCases.map { name in
                reports.reduce(.zero) { $0 + $1.phase(name).duration }
            }
            counts = Counts(reports: reports)
            self.reports = Array(reports)
        }

        /// Whether `lhs` and `rhs` have the same times and counts.
        public static func == (lhs: Iteration, rhs: Iteration) -> Bool {
            lhs.duration == rhs.duration && lhs.phaseDurations == rhs.phaseDurations && lhs.counts == rhs.counts
        }
    }

    /// The exact work of an iteration's commits, added up: the same on every run of the same
    /// change on the same screen.
    public struct Counts: Sendable, Equatable {
        /// How many commits the change caused (usually one).
        public let commits: Int
        /// How many windows those commits committed.
        public let windowsCommitted: Int
        /// `updateConstraints()` calls (a root view's controller's `updateViewConstraints()`
        /// counted in its view's place).
        public let updateConstraints: Int
        /// Layout steps: `layoutSubviews()` calls.
        public let layoutSubviews: Int
        /// `draw(_:)` calls.
        public let draw: Int
        /// How many views were laid out more than once in a commit.
        public let viewsLaidOutMoreThanOnce: Int
        /// How many layout feedback loops were detected.
        public let feedbackLoopWarnings: Int
        /// What the constraint solvers did; the tableau rows are the last commit's.
        public let solver: CommitReport.SolverWork
        /// Each phase's runs and views visited, in commit order.
        public let phases: [PhaseCounts]

        /// The runs and views visited of the phase `name`.
        public func phase(_ name: CommitReport.Phase.Name) -> PhaseCounts {
            phases.first { $0.name == name } ?? PhaseCounts(name: name, runs: 0, viewsVisited: 0)
        }

        init(reports: some Collection<CommitReport>) {
            commits = reports.count
            windowsCommitted = reports.reduce(0) { $0 + $1.windowsCommitted }
            updateConstraints = reports.reduce(0) { $0 + $1.counts.updateConstraints }
            layoutSubviews = reports.reduce(0) { $0 + $1.counts.layoutSubviews }
            draw = reports.reduce(0) { $0 + $1.counts.draw }
            viewsLaidOutMoreThanOnce = reports.reduce(0) { $0 + $1.counts.viewsLaidOutMoreThanOnce.count }
            feedbackLoopWarnings = reports.reduce(0) { $0 + $1.feedbackLoopWarnings.count }
            var solver = CommitReport.SolverWork()
            for report in reports {
                solver.constraintsAdded += report.solver.constraintsAdded
                solver.constraintsRemoved += report.solver.constraintsRemoved
                solver.constantUpdates += report.solver.constantUpdates
                solver.editSuggestions += report.solver.editSuggestions
                solver.pivots += report.solver.pivots
                solver.tableauRows = report.solver.tableauRows
            }
            self.solver = solver
            phases = CommitReport.Phase.Name.allCases.map { name in
                PhaseCounts(name: name, runs: reports.reduce(0) { $0 + $1.phase(name).runs },
                            viewsVisited: reports.reduce(0) { $0 + $1.phase(name).viewsVisited })
            }
        }

        /// The counts by their JSON keys, in a fixed order (phases excluded).
        var namedValues: [(name: String, value: Int)] {
            [("commits", commits), ("windowsCommitted", windowsCommitted), ("updateConstraints", updateConstraints),
             ("layoutSubviews", layoutSubviews), ("draw", draw), ("viewsLaidOutMoreThanOnce", viewsLaidOutMoreThanOnce),
             ("feedbackLoopWarnings", feedbackLoopWarnings), ("constraintsAdded", solver.constraintsAdded),
             ("constraintsRemoved", solver.constraintsRemoved), ("constantUpdates", solver.constantUpdates),
             ("editSuggestions", solver.editSuggestions), ("pivots", solver.pivots), ("tableauRows", solver.tableauRows)]
        }

        /// Every count, the phases' included (named `layout.runs`, `layout.viewsVisited`, …).
        var comparedValues: [(name: String, value: Int)] {
            namedValues + phases.flatMap { [("\($0.name.rawValue).runs", $0.runs), ("\($0.name.rawValue).viewsVisited", $0.viewsVisited)] }
        }
    }

    /// How many times one phase ran in an iteration and how many views its walks looked at.
    public struct PhaseCounts: Sendable, Equatable {
        /// Which phase.
        public let name: CommitReport.Phase.Name
        /// How many times the phase ran.
        public let runs: Int
        /// How many views its walks stepped on.
        public let viewsVisited: Int
    }
}
