/// Work waiting for a deadline: a timer firing or a delayed block.
@MainActor
enum ScheduledWork {
    case timer(RunLoopTimer)
    case block(@MainActor () -> Void)
}
