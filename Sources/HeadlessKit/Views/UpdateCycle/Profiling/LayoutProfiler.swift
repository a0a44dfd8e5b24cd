/// Measures every commit of one run loop: where its time went, which hooks ran and how often,
/// which views were laid out more than once, what started it and what the constraint solver did.
///
/// Attach a profiler to a loop, drive the loop, and read one ``CommitReport`` per commit:
///
/// ```swift
/// let profiler = LayoutProfiler()
/// profiler.attach(to: loop)
/// window.frame.size.width = 600
/// loop.runUntilIdle()
/// let report = profiler.reports.last!
/// report.counts.layoutSubviews        // how many layout steps ran
/// report.phase(.solve).duration       // wall time of the solve
/// profiler.detach()
/// ```
///
/// A loop with no profiler pays one branch per commit for the feature. While one is attached,
/// every hook of a commit is timed with a monotonic clock; the loop's own clock stays virtual
/// and nothing the loop does depends on those readings. A loop has at most one profiler and a
/// profiler belongs to at most one loop: attaching either twice is refused with a
/// ``Diagnostic/Kind/layoutProfilerInUse`` diagnostic.
@MainActor
public final class LayoutProfiler {
    /// The reports of the commits measured so far, oldest first.
    public private(set) var reports: [CommitReport] = []

    /// Called with each report as its commit ends (after it joined ``reports``), or `nil`.
    public var onReport: (@MainActor (CommitReport) -> Void)?

    /// How many of a commit's slowest hook calls each report lists (``CommitReport/slowestHooks``);
    /// 10 by default.
    public var slowestHookCount = 10

    /// The loop this profiler is attached to, if any.
    public var runLoop: MainRunLoop? { attachment?.loop }

    private var attachment: RunLoopReference?
    /// The measurements of the commit running now, if one is.
    private(set) var recorder: CommitRecorder?

    /// A profiler attached to no loop.
    public init() {}

    /// Starts measuring `loop`'s commits, from its next commit on.
    ///
    /// Attaching to the loop the profiler is already attached to does nothing. A profiler
    /// attached to another loop, or a loop that has another profiler, is refused with a
    /// ``Diagnostic/Kind/layoutProfilerInUse`` diagnostic and nothing changes **(chosen: one
    /// profiler sees every commit of its loop, so no report is ever split between two)**.
    public func attach(to loop: MainRunLoop) {
        if let current = runLoop {
            guard current !== loop else { return }
            refuse(on: loop, "this profiler is attached to another run loop; call detach() first")
            return
        }
        if loop.commitProfiler != nil {
            refuse(on: loop, "the run loop has another profiler attached; detach it first")
            return
        }
        attachment = loop.reference
        loop.commitProfiler = self
    }

    /// Stops measuring: a commit running now (the profiler is detached from one of its hooks) is
    /// not reported. Does nothing when the profiler is attached to no loop. Reports are kept.
    public func detach() {
        if let loop = runLoop, loop.commitProfiler === self { loop.commitProfiler = nil }
        attachment = nil
        recorder = nil
    }

    /// Forgets every report collected so far.
    public func removeAllReports() {
        reports.removeAll()
    }

    private func refuse(on loop: MainRunLoop, _ reason: String) {
        loop.diagnostics.report(Diagnostic(
            kind: .layoutProfilerInUse,
            message: "LayoutProfiler.attach(to:) was refused (HeadlessKit's check): \(reason). A run loop has at most one "
                + "layout profiler and a profiler measures one loop; nothing was attached.",
            objects: [self]))
    }
}

extension LayoutProfiler: RunLoopCommitProfiler {
    func profileCommit(of targets: [any RunLoopCommitTarget]) -> LayoutFeedbackLoop? {
        // A hook that drives the loop commits inside this commit: counted in it.
        if let recorder {
            recorder.nestedCommits += 1
            defer { recorder.nestedCommits -= 1 }
            return Self.commit(targets, recorder: recorder)
        }
        let recorder = CommitRecorder(slowestHookCount: slowestHookCount)
        self.recorder = recorder
        let feedbackLoop = Self.commit(targets, recorder: recorder)
        // Detached (or detached and attached again) by a hook: this commit is not reported.
        guard self.recorder === recorder, let loop = runLoop else { return feedbackLoop }
        self.recorder = nil
        // Every window that asked for the commit was freed before it: nothing was committed.
        guard recorder.windowsCommitted > 0 else { return feedbackLoop }
        let report = recorder.report(turn: loop.turnCount, time: loop.now)
        reports.append(report)
        onReport?(report)
        return feedbackLoop
    }

    private static func commit(_ targets: [any RunLoopCommitTarget], recorder: CommitRecorder) -> LayoutFeedbackLoop? {
        var feedbackLoop: LayoutFeedbackLoop?
        for target in targets {
            let stopped = if let window = target as? Window { recorder.commit(window) } else { target.commit() }
            if let stopped { feedbackLoop = stopped }
        }
        return feedbackLoop
    }
}

extension MainRunLoop {
    /// The layout profiler attached to this loop with ``LayoutProfiler/attach(to:)``, if any.
    public var layoutProfiler: LayoutProfiler? {
        commitProfiler as? LayoutProfiler
    }

    /// The recorder of the profiled commit running on this loop now, if any: one load and branch
    /// when no profiler is attached.
    @inline(__always)
    var activeCommitRecorder: CommitRecorder? {
        guard isProfiled else { return nil }
        return (commitProfiler as? LayoutProfiler)?.recorder
    }
}
