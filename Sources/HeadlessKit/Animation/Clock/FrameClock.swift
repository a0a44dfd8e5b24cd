/// The frame ticks of one frame rate on one run loop: a repeating timer in one mode (the common
/// modes for animations, so they tick while the loop tracks a touch, as scroll physics does)
/// whose firings fall on the grid of frame times — whole multiples of the frame interval since
/// the loop began — whenever it is started, so that everything ticking at one rate ticks at the
/// same instants.
@MainActor
final class FrameClock {
    /// The time between two ticks.
    let interval: Duration
    /// The mode the ticks are serviced in.
    let mode: RunLoopMode
    private let loopReference: RunLoopReference
    private var timer: RunLoopTimer?
    private let purpose: @MainActor () -> String
    private let onTick: @MainActor () -> Void

    init(
        interval: Duration, mode: RunLoopMode = .common, loop: MainRunLoop,
        purpose: @escaping @MainActor () -> String, onTick: @escaping @MainActor () -> Void
    ) {
        self.interval = max(interval, RunLoopTimer.minimumRepeatInterval)
        self.mode = mode
        self.loopReference = loop.reference
        self.purpose = purpose
        self.onTick = onTick
    }

    /// Whether the clock is ticking.
    var isRunning: Bool { timer?.isValid ?? false }

    /// Starts ticking at the first frame time after now that is at or after `earliest`; restarts
    /// the clock if it is already ticking.
    func start(notBefore earliest: Duration = .zero) {
        guard let loop = loopReference.loop else { return }
        stop()
        let first = Self.gridTime(after: loop.now, notBefore: earliest, interval: interval)
        // Unowned: a clock's owner stops it before letting it go, so an invalid timer never calls
        // back; a weak reference would give the clock a side table and slow every retain of it.
        let timer = loop.scheduleRepeatingTimer(firstFireDate: first, interval: interval, mode: mode) { [unowned self] timer in
            guard self.timer === timer else { return timer.invalidate() }
            self.onTick()
        }
        timer.purpose = purpose
        self.timer = timer
    }

    /// Stops ticking.
    func stop() {
        timer?.invalidate()
        timer = nil
    }

    /// The first whole multiple of `interval` strictly after `now` and at or after `earliest`.
    static func gridTime(after now: Duration, notBefore earliest: Duration, interval: Duration) -> Duration {
        let step = interval.attoseconds
        let bound = max(now.attoseconds + 1, earliest.attoseconds)
        let count = (bound + step - 1) / step
        return Duration(attoseconds: count * step)
    }
}
