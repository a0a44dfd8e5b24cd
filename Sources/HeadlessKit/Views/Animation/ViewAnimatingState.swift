/// Where a property animator is in its life — `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: its animations have not run, or are done.
    case inactive = 0
    /// Started or paused: its animations are in progress.
    case active = 1
    /// Stopped before its end, waiting for ``PropertyAnimator/finishAnimation(at:)``.
    case stopped = 2
}

/// Where a property animator's animations ended — `UIViewAnimatingPosition`, passed to its
/// completions.
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values (a reversed animator).
    case start = 1
    /// Where they were when the animator was stopped.
    case current = 2
}
