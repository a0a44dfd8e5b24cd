/// What the update cycle's passes tell a profiler as they run. The passes are generic over it:
/// compiled with ``Unprobed``, whose every method is empty, a pass costs exactly what it cost
/// before profiling existed; with ``Probed`` it reports to the commit's recorder.
@MainActor
protocol PassProbe {
    /// A phase starts (or starts again).
    func beginPhase(_ name: CommitReport.Phase.Name)
    /// The phase started last ends.
    func endPhase(_ name: CommitReport.Phase.Name)
    /// A walk of `phase` stepped on a view.
    func visit(in phase: CommitReport.Phase.Name)
    /// A hook is about to run.
    func beginHook()
    /// The hook begun last has returned; it was `callback`, run for `view`.
    func endHook(_ callback: LifecycleCallback, of view: ViewNode)
    /// A pass stopped at a layout feedback loop.
    func feedbackLoopDetected(_ loop: LayoutFeedbackLoop)
}

/// The probe of a pass nobody measures: every call compiles to nothing.
@MainActor
struct Unprobed: PassProbe {
    @inline(__always) func beginPhase(_ name: CommitReport.Phase.Name) {}
    @inline(__always) func endPhase(_ name: CommitReport.Phase.Name) {}
    @inline(__always) func visit(in phase: CommitReport.Phase.Name) {}
    @inline(__always) func beginHook() {}
    @inline(__always) func endHook(_ callback: LifecycleCallback, of view: ViewNode) {}
    @inline(__always) func feedbackLoopDetected(_ loop: LayoutFeedbackLoop) {}
}

/// The probe of a pass inside a profiled commit: everything goes to the commit's recorder.
@MainActor
struct Probed: PassProbe {
    let recorder: CommitRecorder

    func beginPhase(_ name: CommitReport.Phase.Name) { recorder.beginPhase(name) }
    func endPhase(_ name: CommitReport.Phase.Name) { recorder.endPhase(name) }
    func visit(in phase: CommitReport.Phase.Name) { recorder.visit(in: phase) }
    func beginHook() { recorder.beginHook() }
    func endHook(_ callback: LifecycleCallback, of view: ViewNode) { recorder.endHook(callback, of: view) }
    func feedbackLoopDetected(_ loop: LayoutFeedbackLoop) { recorder.feedbackLoopDetected(loop) }
}
