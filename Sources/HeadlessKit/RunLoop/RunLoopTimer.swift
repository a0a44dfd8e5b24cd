/// A one-shot or repeating timer on a ``MainRunLoop``'s clock, like Foundation's `Timer`.
///
/// Create timers with ``MainRunLoop/scheduleTimer(withTimeInterval:repeats:mode:block:)``. A
/// repeating timer's next fire date is its previous fire date plus ``timeInterval``, so it does
/// not drift; a repeating interval below 0.1 ms is raised to 0.1 ms, as Foundation does.
@MainActor
public final class RunLoopTimer {
    /// The interval between firings of a repeating timer (zero or the delay for a one-shot one).
    public let timeInterval: Duration
    /// Whether the timer re-arms after firing.
    public let repeats: Bool
    /// The mode the timer was added to.
    public let mode: RunLoopMode
    /// The run loop time at which the timer next fires.
    public internal(set) var fireDate: Duration
    /// Whether the timer will fire again.
    public private(set) var isValid = true

    let block: @MainActor (RunLoopTimer) -> Void

    static let minimumRepeatInterval = Duration.microseconds(100)

    init(
        interval: Duration, repeats: Bool, mode: RunLoopMode, fireDate: Duration,
        block: @escaping @MainActor (RunLoopTimer) -> Void
    ) {
        self.timeInterval = repeats ? max(interval, Self.minimumRepeatInterval) : interval
        self.repeats = repeats
        self.mode = mode
        self.fireDate = fireDate
        self.block = block
    }

    /// Stops the timer; it will not fire again.
    public func invalidate() {
        isValid = false
    }
}
