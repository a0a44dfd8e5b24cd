/// Something that measures a run loop's commits — the views room's layout profiler — declared
/// here so that the loop can hand its commit over without naming the room above it.
///
/// The loop asks ``MainRunLoop/isProfiled`` once per commit; when it is set, the whole commit goes
/// through the profiler, which commits each target itself (timing it as it goes), so the loop's
/// own commit path carries nothing for profiling but that one branch.
@MainActor
protocol RunLoopCommitProfiler: AnyObject {
    /// Runs one commit of `targets` (in the order they asked), measuring it; returns the feedback
    /// loop that stopped a target's layout, if one did. Called for a nested commit too (a hook
    /// that drives the loop), which the profiler counts in the commit around it.
    func profileCommit(of targets: [any RunLoopCommitTarget]) -> LayoutFeedbackLoop?
}
