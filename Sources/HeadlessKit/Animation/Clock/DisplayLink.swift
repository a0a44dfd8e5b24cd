import Foundation

/// A timer that fires once per frame of the display, on the run loop's clock — Core Animation's
/// `CADisplayLink`.
///
/// Create one with a handler, or with a target and one of its methods (UIKit's
/// `init(target:selector:)`, with a method reference in place of the selector), and add it to a
/// loop for the modes it should fire in. It fires on every frame of the display (60 per second
/// unless its screen says otherwise), on the grid of frame times the loop's other frame ticks use,
/// or on every *k*-th frame when ``preferredFramesPerSecond`` or ``preferredFrameRateRange`` asks
/// for a lower rate (*k* the display's rate divided by the rate asked for, rounded). Added for
/// ``RunLoopMode/common``, it fires in ``RunLoopMode/tracking`` too; added for
/// ``RunLoopMode/default`` only, it skips the frames while the loop tracks a touch.
///
/// ```swift
/// final class Ticker {
///     var frames: [TimeInterval] = []
///     func step(_ link: DisplayLink) { frames.append(link.timestamp) }
/// }
/// let ticker = Ticker()
/// let link = DisplayLink(target: ticker, selector: Ticker.step)
/// link.add(to: loop, forMode: .common)
/// loop.run(for: .milliseconds(50))   // ticker.frames: the three frames at 1/60, 2/60, 3/60 s
/// link.invalidate()
/// ```
///
/// As in Core Animation, the run loop retains a display link added to it, and the link retains its
/// target until it is invalidated. While it is not paused it keeps the loop busy in the modes it
/// was added for (and only in those, as CFRunLoop services a source): there a
/// ``MainRunLoop/runUntilIdle(timeLimit:)`` runs it until the time limit and returns
/// ``RunLoopStopReason/neverIdle(_:)`` naming the display link, as it names any repeating timer.
/// Pause or invalidate it to let the loop go idle.
///
/// Adding a link to a mode it is already in, to a second run loop, or after it was invalidated is
/// refused with an ``Diagnostic/Kind/invalidDisplayLinkRegistration`` diagnostic **(chosen)**: Core
/// Animation ignores the first and leaves the others undefined. A negative
/// ``preferredFramesPerSecond``, or a ``preferredFrameRateRange`` that is not finite or whose
/// bounds are out of order, is refused with an ``Diagnostic/Kind/invalidFrameRate`` diagnostic and
/// the old value kept.
@MainActor
public final class DisplayLink {
    /// The code called every frame; `nil` once the link is invalidated (which releases the target).
    private var action: (@MainActor (DisplayLink) -> Void)?
    private var loopReference: RunLoopReference?
    private var modes: [RunLoopMode] = []
    /// One frame clock per mode the link's ticks are serviced in (see `restartClock()`).
    private var clocks: [FrameClock] = []
    private var isInvalidated = false

    /// The display's own rate, in frames per second: 60 unless the screen the link belongs to
    /// says otherwise.
    package var displayFramesPerSecond = 60 {
        didSet {
            displayFramesPerSecond = max(displayFramesPerSecond, 1)
            restartClock()
        }
    }

    /// The time of the frame the link last fired for, in the loop's media time; 0 before it first fires.
    public private(set) var timestamp: TimeInterval = 0

    /// The time of the frame after it, when the link will next fire; 0 before it first fires.
    public private(set) var targetTimestamp: TimeInterval = 0

    /// The time between two frames of the display; 0 before the link first fires.
    public private(set) var duration: TimeInterval = 0

    /// Whether the link is paused: it does not fire, and does not keep its loop busy; `false` by default.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            restartClock()
        }
    }

    /// The rate the link asks to fire at, in frames per second; 0 (the default) means the
    /// display's rate. A rate the display cannot show is rounded to one it can: the display's
    /// rate divided by a whole number.
    public var preferredFramesPerSecond = 0 {
        didSet {
            guard preferredFramesPerSecond >= 0 else {
                let refused = preferredFramesPerSecond
                preferredFramesPerSecond = oldValue
                report(.invalidFrameRate, "HeadlessKit refused preferredFramesPerSecond = \(refused) on a display link: "
                    + "a frame rate must not be negative (0 means the display's rate). It stays \(oldValue).")
                return
            }
            if preferredFramesPerSecond != oldValue { restartClock() }
        }
    }

    /// The range of rates the link asks to fire at; ``FrameRateRange/default`` (the default)
    /// means the display's rate. When set, its preferred rate (else its maximum) replaces
    /// ``preferredFramesPerSecond``.
    public var preferredFrameRateRange = FrameRateRange.default {
        didSet {
            guard preferredFrameRateRange.isValid else {
                let refused = preferredFrameRateRange
                preferredFrameRateRange = oldValue
                report(.invalidFrameRate, "HeadlessKit refused preferredFrameRateRange = \(refused) on a display link: "
                    + "the rates must be finite and not negative, the minimum at most the maximum, and the preferred "
                    + "rate between them. The range stays as it was.")
                return
            }
            if preferredFrameRateRange != oldValue { restartClock() }
        }
    }

    /// Creates a display link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (DisplayLink) -> Void) {
        action = handler
    }

    /// Creates a display link that calls a method of `target` taking the link — UIKit's
    /// `init(target:selector:)` with `MyView.step` in place of `#selector(step(_:))`. The link
    /// retains `target` until it is invalidated, as Core Animation's does.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> (DisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// Creates a display link that calls a method of `target` taking no argument.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Registers the link with `runloop` for `mode`; a link may be in several modes of one loop.
    /// The loop retains the link until it is removed from every mode or invalidated.
    public func add(to runloop: MainRunLoop, forMode mode: RunLoopMode) {
        let problem: String? =
            if isInvalidated { "the display link was invalidated; make a new one" }
            else if let current = loopReference?.loop, current !== runloop {
                "the display link is already added to another run loop; remove it from that loop first"
            } else if modes.contains(mode) { "the display link is already added for the mode \(mode); add it once" }
            else { nil }
        if let problem {
            reportAnimationMisuse(
                .invalidDisplayLinkRegistration,
                "HeadlessKit refused add(to:forMode: \(mode)) on a display link: \(problem). Nothing changed.",
                objects: [self], sink: runloop.diagnostics)
            return
        }
        if loopReference == nil {
            loopReference = runloop.reference
            runloop.animationDriver.attach(self)
        }
        modes.append(mode)
        restartClock()
    }

    /// Removes the link from `runloop` for `mode`; once in no mode, the loop releases it. Does
    /// nothing for a loop or mode the link is not in.
    public func remove(from runloop: MainRunLoop, forMode mode: RunLoopMode) {
        guard loopReference?.loop === runloop, let index = modes.firstIndex(of: mode) else { return }
        modes.remove(at: index)
        if modes.isEmpty { detach() } else { restartClock() }
    }

    /// Removes the link from every mode of its run loop and releases its target; it never fires again.
    public func invalidate() {
        isInvalidated = true
        action = nil
        detach()
    }

    /// Whether the link is added to a loop, not paused and not invalidated: it fires every frame.
    package var isRunning: Bool { clocks.contains(where: \.isRunning) }

    /// Whether the link fires while its loop runs in `mode`: it is running and added for a mode
    /// that includes `mode`.
    package func isFiring(in mode: RunLoopMode) -> Bool {
        isRunning && modes.contains { $0.includes(mode) }
    }

    /// The loop the link is added to, if any.
    package var addedLoop: MainRunLoop? { loopReference?.loop }

    /// The modes the link is added for, in the order they were added.
    package var addedModes: [RunLoopMode] { modes }

    /// How many display frames pass between two firings.
    var framesPerFiring: Int {
        let display = Float(displayFramesPerSecond)
        let requested = preferredFrameRateRange == .default ? Float(preferredFramesPerSecond) : preferredFrameRateRange.requestedRate
        guard requested > 0, requested < display else { return 1 }
        return max(1, Int((display / requested).rounded()))
    }

    // MARK: - Firing

    private func detach() {
        clocks.forEach { $0.stop() }
        clocks.removeAll()
        modes.removeAll()
        let loop = loopReference?.loop
        loopReference = nil
        loop?.animationDriver.detach(self)
    }

    /// Starts, restarts or stops the link's frame ticks for its current loop, modes, rate and pause.
    ///
    /// The ticks are timers in the link's own modes, as CFRunLoop services a source only in the
    /// modes it was added for: a link for ``RunLoopMode/default`` alone neither fires nor keeps
    /// the loop busy while it tracks. One timer serves the common modes when the link is in them
    /// (or in both of their members), so that it fires once per frame whichever of them runs.
    private func restartClock() {
        clocks.forEach { $0.stop() }
        clocks.removeAll()
        guard let loop = loopReference?.loop, !modes.isEmpty, !isPaused, !isInvalidated else { return }
        let interval = Duration.seconds(1) / displayFramesPerSecond * framesPerFiring
        let coversCommon = modes.contains(.common) || (modes.contains(.default) && modes.contains(.tracking))
        let timerModes = coversCommon ? [.common] + modes.filter { !$0.isCommonMember && $0 != .common } : modes
        for mode in timerModes {
            let clock = FrameClock(interval: interval, mode: mode, loop: loop, purpose: {
                "display link firing every \(interval) in \(mode)"
            }, onTick: { [unowned self] in
                // Unowned: the link stops its clocks before it can go away (it is retained while
                // added), and a weak reference would slow every retain of it.
                self.fire()
            })
            clocks.append(clock)
            clock.start()
        }
    }

    private func fire() {
        guard let loop = loopReference?.loop, let interval = clocks.first?.interval, let action else { return }
        // Once per frame, whichever of its timers the frame comes through; and only on a frame: a
        // timer that comes due while its mode is not running fires late when the mode returns,
        // and a display fires at its next frame instead.
        guard modes.contains(where: { $0.includes(loop.currentMode) }), loop.mediaTime != timestamp,
              loop.now.attoseconds % interval.attoseconds == 0 else { return }
        timestamp = loop.mediaTime
        targetTimestamp = (loop.now + interval).mediaSeconds
        duration = (Duration.seconds(1) / displayFramesPerSecond).mediaSeconds
        action(self)
    }

    private func report(_ kind: Diagnostic.Kind, _ message: String) {
        reportAnimationMisuse(kind, message, objects: [self], sink: loopReference?.loop?.diagnostics)
    }
}
