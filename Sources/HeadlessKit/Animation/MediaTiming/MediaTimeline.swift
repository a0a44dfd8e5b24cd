import Foundation

/// The eight `CAMediaTiming` properties of one timed object as a value, and the mapping from its
/// parent's time to where it is in its own basic duration.
///
/// ```swift
/// var timeline = MediaTimeline(beginTime: 1, duration: 2)
/// timeline.autoreverses = true
/// timeline.sample(atParentTime: 2)?.progress     // 0.5: halfway forwards
/// timeline.sample(atParentTime: 4.5)?.progress   // 0.25: on the way back
/// timeline.sample(atParentTime: 5.5)             // nil: over, and the fill mode is .removed
/// ```
///
/// The mapping, in the terms of `CAMediaTiming.h`:
///
/// 1. **Active time.** With `d` the ``simpleDuration`` (``duration``, or 0.25 s when it is 0) and
///    `c` a cycle (`d`, or `2d` when ``autoreverses``), the active duration `A` is
///    ``repeatDuration`` if set, else `repeatCount × c` if set, else `c` — the smaller of the two
///    when both are set **(chosen**: Core Animation leaves that undefined; SMIL, its model, takes
///    the smaller**)**. The object is active while `(parentTime − beginTime) × |speed|` lies in
///    `[0, A)`; a speed of 0 holds it active forever once begun.
/// 2. **Fill.** Before ``beginTime`` the object shows its initial state if the fill mode fills
///    backwards, after the active duration its final state if it fills forwards; otherwise it has
///    no effect there (``sample(atParentTime:)`` returns `nil`).
/// 3. **Offset.** The position in the active duration is the active local time
///    `(parentTime − beginTime) × speed + timeOffset`, wrapped into `[0, A]`: a time offset starts
///    the object part-way through and wraps round to its beginning, without changing how long it
///    is active. A negative speed plays the active duration backwards over the same span of parent
///    time **(chosen**: Core Animation documents only the formula; this keeps it active as long as
///    at the positive speed**)**.
/// 4. **Basic time.** The position is split into an iteration and a time within the cycle; past
///    `d` in an autoreversing cycle the time runs back from `d` to 0. At the very end of the active
///    duration the final state is the end of the last cycle (not the start of the next).
public struct MediaTimeline: Hashable, Sendable {
    /// When the object begins, in its parent's time.
    public var beginTime: TimeInterval
    /// The basic duration; 0 means ``defaultDuration``.
    public var duration: TimeInterval
    /// How fast local time runs against parent time.
    public var speed: Float
    /// An offset added in active local time.
    public var timeOffset: TimeInterval
    /// How many cycles play; 0 means one, `.infinity` forever.
    public var repeatCount: Float
    /// How long the object repeats for; 0 means not used.
    public var repeatDuration: TimeInterval
    /// Whether each cycle plays forwards, then backwards.
    public var autoreverses: Bool
    /// What the object shows outside its active duration.
    public var fillMode: MediaTimingFillMode

    /// The duration Core Animation gives an animation whose ``duration`` is 0: 0.25 seconds.
    public static let defaultDuration: TimeInterval = 0.25

    /// Creates a timeline; every argument has Core Animation's default.
    public init(
        beginTime: TimeInterval = 0, duration: TimeInterval = 0, speed: Float = 1, timeOffset: TimeInterval = 0,
        repeatCount: Float = 0, repeatDuration: TimeInterval = 0, autoreverses: Bool = false,
        fillMode: MediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The timeline of a timed object, such as an ``Animation``.
    @MainActor
    public init(_ timing: some MediaTiming) {
        self.init(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed,
            timeOffset: timing.timeOffset, repeatCount: timing.repeatCount,
            repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
    }

    /// The basic duration in use: ``duration``, or ``defaultDuration`` when it is 0.
    public var simpleDuration: TimeInterval { duration > 0 ? duration : Self.defaultDuration }

    /// One cycle: the basic duration, twice over when the object autoreverses.
    public var cycleDuration: TimeInterval { autoreverses ? 2 * simpleDuration : simpleDuration }

    /// How long the object is active, in local time; `.infinity` when it repeats forever.
    public var activeDuration: TimeInterval {
        let cycle = cycleDuration
        let repeats = repeatCount > 0 ? Double(repeatCount) * cycle : nil
        let lasting = repeatDuration > 0 ? repeatDuration : nil
        switch (repeats, lasting) {
        case let (repeats?, lasting?): return min(repeats, lasting)
        case let (repeats?, nil): return repeats
        case let (nil, lasting?): return lasting
        case (nil, nil): return cycle
        }
    }

    /// When the active duration ends, in parent time; `.infinity` for an object that repeats
    /// forever or whose speed is 0.
    public var endTime: TimeInterval {
        let active = activeDuration
        guard speed != 0, active.isFinite else { return .infinity }
        return beginTime + active / Double(abs(speed))
    }

    /// The active local time at `parentTime`: `(parentTime − beginTime) × speed + timeOffset`,
    /// the whole mapping for an object that does not repeat, such as a layer.
    public func activeLocalTime(atParentTime parentTime: TimeInterval) -> TimeInterval {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// Where the object is in its basic duration at `parentTime`, or `nil` when it has no effect
    /// then (before it begins or after it ends, unless its fill mode holds it there).
    public func sample(atParentTime parentTime: TimeInterval) -> Sample? {
        let active = activeDuration
        let rate = Double(speed)
        let sinceBegin = parentTime - beginTime
        // How far through the active duration the object is, and in which phase.
        let phase: Phase
        let elapsed: Double
        if sinceBegin < 0 {
            (phase, elapsed) = (.before, 0)
        } else if rate == 0 {
            (phase, elapsed) = (.active, 0)
        } else if sinceBegin * abs(rate) >= active {
            (phase, elapsed) = (.after, active)
        } else {
            (phase, elapsed) = (.active, sinceBegin * abs(rate))
        }
        switch phase {
        case .before where !fillMode.fillsBackwards: return nil
        case .after where !fillMode.fillsForwards: return nil
        default: break
        }
        return sample(phase: phase, position: position(elapsed: elapsed, active: active, reversed: rate < 0))
    }

    /// The position in `[0, A]` (or `[0, ∞)`) of active local time, wrapped as the offset asks.
    private func position(elapsed: Double, active: Double, reversed: Bool) -> Double {
        guard active.isFinite else {
            let time = timeOffset + (reversed ? -elapsed : elapsed)
            return time >= 0 ? time : Self.wrap(time, into: cycleDuration)
        }
        if reversed {
            // Backwards from the end: the mirror of the forward position of elapsed − offset.
            return active - Self.wrapKeepingEnd(elapsed - timeOffset, into: active, reachedEnd: elapsed >= active)
        }
        return Self.wrapKeepingEnd(timeOffset + elapsed, into: active, reachedEnd: elapsed >= active)
    }

    private func sample(phase: Phase, position: Double) -> Sample {
        let basic = simpleDuration, cycle = cycleDuration
        var iteration: Double
        var withinCycle: Double
        if position > 0, position.isFinite, position == activeDuration {
            // The very end: the end of the last (possibly partial) cycle.
            iteration = (position / cycle).rounded(.up) - 1
            withinCycle = position - iteration * cycle
        } else {
            iteration = (position / cycle).rounded(.down)
            withinCycle = position - iteration * cycle
            if withinCycle >= cycle { (iteration, withinCycle) = (iteration + 1, withinCycle - cycle) }
        }
        let isReversing = autoreverses && withinCycle > basic
        let basicTime = isReversing ? max(0, 2 * basic - withinCycle) : min(withinCycle, basic)
        return Sample(
            phase: phase, iteration: iteration >= 9.2e18 ? .max : Int(max(0, iteration)),
            isReversing: isReversing, basicTime: basicTime, simpleDuration: basic)
    }

    /// `value` modulo `length`, into `[0, length)`.
    private static func wrap(_ value: Double, into length: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: length)
        return remainder < 0 ? remainder + length : remainder
    }

    /// `value` modulo `length`, but `length` itself where the object has run to its end and the
    /// value lands exactly on a multiple of the length.
    private static func wrapKeepingEnd(_ value: Double, into length: Double, reachedEnd: Bool) -> Double {
        let wrapped = wrap(value, into: length)
        return wrapped == 0 && reachedEnd && value != 0 ? length : wrapped
    }

    /// Where a timed object is relative to its active duration.
    public enum Phase: Hashable, Sendable {
        /// Before its begin time, held at its initial state by a backwards fill.
        case before
        /// Within its active duration.
        case active
        /// After its active duration, held at its final state by a forwards fill.
        case after
    }

    /// Where a timed object is in its basic duration at one moment.
    public struct Sample: Hashable, Sendable {
        /// Whether the object is active or held by its fill mode.
        public var phase: Phase
        /// Which cycle is playing, counting from 0.
        public var iteration: Int
        /// Whether the cycle is in its backwards half (an autoreversing object).
        public var isReversing: Bool
        /// The time within the basic duration, 0...``MediaTimeline/simpleDuration``.
        public var basicTime: TimeInterval
        /// The basic duration the time is within.
        public var simpleDuration: TimeInterval

        /// The basic time as a fraction of the basic duration, 0...1: what a timing function reads.
        public var progress: Double { basicTime / simpleDuration }
    }
}
