import HeadlessKit

/// A layout benchmark of one screen: a change run many times, each followed by the commit it
/// causes, with the medians, minima and maxima of the commits' wall times and the exact counts of
/// the work they did.
///
/// Measure a window with ``measure(_:iterations:warmUp:change:)`` or a view controller with
/// ``measure(_:screenSize:iterations:warmUp:change:)``, then print ``table`` or write ``json()``:
///
/// ```swift
/// let loop = MainRunLoop()
/// let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
/// // … build the screen in the window …
/// let result = LayoutMeasurement.measure(window, iterations: 20, warmUp: 3) {
///     window.frame.size.width = window.frame.width == 390 ? 600 : 390
/// }
/// print(result.table)
/// ```
///
/// Each iteration calls the change and runs the loop until it is idle; everything the loop
/// commits meanwhile belongs to the iteration (usually one commit). Times come from a
/// `LayoutProfiler` attached to the loop for the measurement only; they vary from run to run.
/// Counts — hook calls, phase runs, views visited, solver work — are exact: a screen whose change
/// does the same work each time has the same counts in every iteration, and ``countsVary`` says
/// when they do not. Tests assert counts, never times.
///
/// A measurement that cannot run (no iterations, a negative warm-up) is refused: the change is
/// never called, ``iterations`` is empty and ``notes`` says why. A change that causes no commit
/// is measured as zero commits, and ``notes`` says so.
///
/// ## JSON
///
/// ``json()`` writes one object with these keys, which stay stable (a new key may be added, and
/// `schemaVersion` changes if a key changes meaning). Durations are **integer nanoseconds**.
///
/// - `schemaVersion` (1), `durationUnit` (`"nanoseconds"`), `iterations` (measured iterations),
///   `warmUpIterations`, `countsVary` (Boolean), `notes` (array of strings).
/// - `duration`: `{ "median", "minimum", "maximum" }` of each iteration's total commit time.
/// - `phases`: one object per phase, in commit order (`constraints`, `solve`, `layout`,
///   `display`): `{ "name", "median", "minimum", "maximum", "runs", "viewsVisited" }`; the runs
///   and views visited are the first iteration's.
/// - `counts`: the first iteration's counts, `{ "commits", "windowsCommitted",
///   "updateConstraints", "layoutSubviews", "draw", "viewsLaidOutMoreThanOnce",
///   "feedbackLoopWarnings", "constraintsAdded", "constraintsRemoved", "constantUpdates",
///   "editSuggestions", "pivots", "tableauRows" }`; `null` when nothing was measured.
/// - `perIteration`: one object per measured iteration, `{ "duration", "phases", "counts" }`,
///   where `phases` maps each phase's name to `{ "duration", "runs", "viewsVisited" }` and
///   `counts` has the keys above.
public struct LayoutMeasurement: Sendable {
    /// How many iterations ran before the measured ones, unmeasured.
    public let warmUpIterations: Int
    /// The measured iterations, in the order they ran; empty when the measurement was refused.
    public let iterations: [Iteration]
    /// The median, minimum and maximum of each iteration's total commit time.
    public let duration: Statistics
    /// The median, minimum and maximum of each phase's time per iteration, in commit order.
    public let phases: [PhaseStatistics]
    /// The first measured iteration's counts, or `nil` when nothing was measured.
    public let counts: Counts?
    /// Whether some iteration's counts differ from the first's: the change does not do the same
    /// work every time (it alternates between two states that differ, or the screen grows).
    public let countsVary: Bool
    /// What a reader of the results must know: a refusal, iterations without a commit, counts
    /// that vary, a loop that did not become idle.
    public let notes: [String]
    /// The last measured commit drawn over the measured window as that commit left it, its views
    /// shaded by how often they were laid out; `nil` when the last iteration committed nothing,
    /// and in a sweep of screens built on a loop, whose window the measurement does not know.
    ///
    /// Write its ``CommitPicture/svg`` to a file to see where the layout went.
    public let commitPicture: CommitPicture?

    /// The measured iterations' commits, in order, against a frame budget of 1/60 s: write its
    /// ``CommitTimeline/svg`` to see them as bars, or read its ``CommitTimeline/hitches``.
    public var timeline: CommitTimeline {
        CommitTimeline(reports: iterations.flatMap(\.reports))
    }

    /// The statistics of the phase `name`.
    public func phase(_ name: CommitReport.Phase.Name) -> PhaseStatistics {
        phases.first { $0.name == name } ?? PhaseStatistics(name: name, duration: Statistics(of: []))
    }

    init(warmUpIterations: Int, iterations: [Iteration], notes: [String], commitPicture: CommitPicture? = nil) {
        self.warmUpIterations = warmUpIterations
        self.commitPicture = commitPicture
        self.iterations = iterations
        duration = Statistics(of: iterations.map(\.duration))
        phases = CommitReport.Phase.Name.allCases.map { name in
            PhaseStatistics(name: name, duration: Statistics(of: iterations.map { $0.phaseDuration(name) }))
        }
        counts = iterations.first?.counts
        let varying = Self.varyingCounts(in: iterations)
        countsVary = !varying.isEmpty
        var notes = notes
        let withoutCommit = iterations.count { $0.counts.commits == 0 }
        if !iterations.isEmpty, withoutCommit == iterations.count {
            notes.append("the change caused no commit: nothing was measured (does it change a window of the measured run loop?)")
        } else if withoutCommit > 0 {
            notes.append("the change caused no commit in \(withoutCommit) of \(iterations.count) iterations")
        }
        if !varying.isEmpty {
            notes.append("counts differ between iterations: \(varying.joined(separator: ", "))")
        }
        self.notes = notes
    }

    /// The names of the counts that differ between iterations, in ``Counts`` order.
    private static func varyingCounts(in iterations: [Iteration]) -> [String] {
        guard let first = iterations.first?.counts.comparedValues else { return [] }
        return first.indices.compactMap { index in
            let values = iterations.map { $0.counts.comparedValues[index].value }
            return Set(values).count > 1 ? first[index].name : nil
        }
    }
}
