/// Adding timers, blocks and observers.
extension MainRunLoop {
    /// Schedules a timer on this loop's clock, like `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    ///
    /// The first firing is `interval` from now. Timers in ``RunLoopMode/default`` (the default)
    /// do not fire while the loop runs in ``RunLoopMode/tracking``; use ``RunLoopMode/common`` for
    /// a timer that must.
    @discardableResult
    public func scheduleTimer(
        withTimeInterval interval: Duration, repeats: Bool, mode: RunLoopMode = .default,
        block: @escaping @MainActor (RunLoopTimer) -> Void
    ) -> RunLoopTimer {
        let timer = RunLoopTimer(
            interval: interval, repeats: repeats, mode: mode,
            fireDate: now + max(interval, .zero), block: block)
        enqueue(.timer(timer), at: timer.fireDate, mode: mode)
        return timer
    }

    /// Schedules a repeating timer whose first firing is at `fireDate` (on this loop's clock) and
    /// every `interval` after — what `Timer(fire:interval:repeats:block:)` is to Foundation. Frame
    /// ticks use it to fire on a grid of frame times, whenever they start.
    @discardableResult
    func scheduleRepeatingTimer(
        firstFireDate fireDate: Duration, interval: Duration, mode: RunLoopMode,
        block: @escaping @MainActor (RunLoopTimer) -> Void
    ) -> RunLoopTimer {
        let timer = RunLoopTimer(interval: interval, repeats: true, mode: mode, fireDate: max(fireDate, now), block: block)
        enqueue(.timer(timer), at: timer.fireDate, mode: mode)
        return timer
    }

    /// Runs `block` on the turn at which `delay` has passed, like `DispatchQueue.main.asyncAfter`.
    ///
    /// A zero delay scheduled from a timer or block runs in that same turn (from a before-waiting
    /// observer or the commit, in the next). Delayed blocks are serviced in every common mode
    /// unless a `mode` is given.
    public func perform(after delay: Duration, mode: RunLoopMode = .common, _ block: @escaping @MainActor () -> Void) {
        enqueue(.block(block), at: now + max(delay, .zero), mode: mode)
    }

    /// Runs `block` in the sources phase of the current turn if it has not passed yet, otherwise
    /// of the next one, like `CFRunLoopPerformBlock`. Blocks run in the order they were added.
    public func perform(mode: RunLoopMode = .common, _ block: @escaping @MainActor () -> Void) {
        performedBlocks.append((mode, block))
    }

    /// Adds an observer notified at the given points of every turn, like `CFRunLoopObserverCreateWithHandler`.
    ///
    /// Observers run in ascending `order`; equal orders run in the order they were added.
    @discardableResult
    public func addObserver(
        activities: RunLoopActivity, order: Int = 0, repeats: Bool = true, mode: RunLoopMode = .common,
        _ callback: @escaping @MainActor (RunLoopActivity) -> Void
    ) -> RunLoopObserver {
        let observer = RunLoopObserver(
            activities: activities, order: order, repeats: repeats, mode: mode,
            sequence: takeSequence(), callback: callback)
        let index = observers.firstIndex { $0.order > order } ?? observers.endIndex
        observers.insert(observer, at: index)
        observedActivities.formUnion(activities)
        return observer
    }

    /// Removes an observer; it is not notified again.
    public func removeObserver(_ observer: RunLoopObserver) {
        observer.invalidate()
        observers.removeAll { $0 === observer }
    }

    func enqueue(_ work: ScheduledWork, at deadline: Duration, mode: RunLoopMode) {
        deadlineQueues.insert(.init(deadline: deadline, sequence: takeSequence(), work: work), in: mode)
    }
}

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

    /// What the timer is for, in words, for ``RunLoopStopReason/neverIdle(_:)`` (a display link,
    /// the frame ticks of animations); `nil` for an app's own timer.
    var purpose: (@MainActor () -> String)?

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
