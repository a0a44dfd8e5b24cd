import Foundation

/// The abstract base of every animation — Core Animation's `CAAnimation`: timing, pacing, a
/// delegate, and whether it is removed when it completes.
///
/// An animation is a value that says what it does at each moment of its parent's time (for an
/// animation attached to a layer, the layer's time). Its ``MediaTiming`` properties place it on
/// that timeline; ``timingFunction`` paces each pass through its ``duration``.
///
/// Core Animation copies an animation when it is added to a layer, so an animation object can be
/// configured, added, changed and added again; ``copy()`` makes that copy. The copy shares the
/// original's ``delegate``, which an animation **retains** — as Core Animation documents for
/// `CAAnimation.delegate`, a rare exception to delegates being weak — until the animation is
/// released, so a delegate that holds its animation must let go of it (or be released with it).
///
/// Timing values that are NaN, or infinite where a finite value is needed (only ``repeatCount``
/// and ``repeatDuration`` may be `.infinity`), or negative where a duration or count is needed,
/// are refused: the property keeps its value and an ``Diagnostic/Kind/invalidAnimationTiming``
/// diagnostic goes to the sink of ``MainRunLoop/current`` **(chosen)** — Core Animation documents
/// no check.
@MainActor
open class Animation: MediaTiming, CustomStringConvertible {
    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// The animation's timing as a value — its eight ``MediaTiming`` properties — for mapping its
    /// parent's time with ``MediaTimeline/sample(atParentTime:)``. (Kept as one value, so that a
    /// frame reads it in one access.)
    public private(set) var timeline = MediaTimeline()

    /// When the animation begins, in its parent's time; 0 (the default) means when it is added.
    public var beginTime: TimeInterval {
        get { timeline.beginTime }
        set { if accepts(newValue, "beginTime", timeline.beginTime, .finite) { timeline.beginTime = newValue } }
    }

    /// The basic duration, in seconds; 0 (the default) means 0.25 s, Core Animation's default.
    public var duration: TimeInterval {
        get { timeline.duration }
        set { if accepts(newValue, "duration", timeline.duration, .finiteNotNegative) { timeline.duration = newValue } }
    }

    /// How fast the animation's time runs against its parent's; 1 by default.
    public var speed: Float {
        get { timeline.speed }
        set { if accepts(Double(newValue), "speed", Double(timeline.speed), .finite) { timeline.speed = newValue } }
    }

    /// An offset into the animation's active time; 0 by default.
    public var timeOffset: TimeInterval {
        get { timeline.timeOffset }
        set { if accepts(newValue, "timeOffset", timeline.timeOffset, .finite) { timeline.timeOffset = newValue } }
    }

    /// How many times the animation repeats, possibly fractional; 0 (once) by default, `.infinity`
    /// for ever.
    public var repeatCount: Float {
        get { timeline.repeatCount }
        set {
            if accepts(Double(newValue), "repeatCount", Double(timeline.repeatCount), .notNegative) { timeline.repeatCount = newValue }
        }
    }

    /// How long the animation repeats for; 0 (not used) by default, `.infinity` for ever.
    public var repeatDuration: TimeInterval {
        get { timeline.repeatDuration }
        set {
            if accepts(newValue, "repeatDuration", timeline.repeatDuration, .notNegative) { timeline.repeatDuration = newValue }
        }
    }

    /// Whether each repetition plays backwards after playing forwards; `false` by default.
    public var autoreverses: Bool {
        get { timeline.autoreverses }
        set { timeline.autoreverses = newValue }
    }

    /// What the animation shows outside its active duration; ``MediaTimingFillMode/removed`` by
    /// default.
    public var fillMode: MediaTimingFillMode {
        get { timeline.fillMode }
        set { timeline.fillMode = newValue }
    }

    /// The pacing of each pass through the duration; `nil` (the default) is linear.
    public var timingFunction: MediaTimingFunction?

    /// Whether the animation is removed from its layer when it completes; `true` by default.
    public var isRemovedOnCompletion = true

    /// The object told when the animation starts and stops. The animation **retains** it, as
    /// Core Animation's animations do.
    public var delegate: (any AnimationDelegate)?

    /// Values stored under keys of the app's choosing, as Core Animation's animations accept any
    /// key through key-value coding (apps tag animations this way).
    private var storedValues: [String: Any] = [:]

    /// Stores `value` under `key`; `nil` removes it.
    public func setValue(_ value: Any?, forKey key: String) {
        storedValues[key] = value
    }

    /// The value stored under `key`, if any.
    public func value(forKey key: String) -> Any? {
        storedValues[key]
    }

    /// A copy of the animation, as Core Animation makes when the animation is added to a layer.
    ///
    /// The default copies every property of ``Animation``, sharing the timing function (it is
    /// immutable) and the delegate (which the copy retains too). Subclasses that add state
    /// override it, call `super` first, cast the result to their type and copy their own
    /// properties. Core Animation calls it when an animation is added to a layer.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.timeline = timeline
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.storedValues = storedValues
        return copy
    }

    /// The class name, with the key path of a property animation.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            if let keyPath = (self as? PropertyAnimation)?.keyPath { return "\(type(of: self))(\(keyPath))" }
            return "\(type(of: self))"
        }
    }

    /// Where the animation is at `parentTime`, with its basic time paced by ``timingFunction``:
    /// `progress` is the paced fraction of the basic duration, `time` the same in seconds. `nil`
    /// when the animation has no effect then.
    func pacedSample(at parentTime: TimeInterval) -> (sample: MediaTimeline.Sample, progress: Double, time: TimeInterval)? {
        guard let sample = timeline.sample(atParentTime: parentTime) else { return nil }
        let progress = timingFunction.map { $0.value(at: sample.progress) } ?? sample.progress
        return (sample, progress, progress * sample.simpleDuration)
    }

    // MARK: - Refusing timing values

    enum TimingRule {
        case finite, finiteNotNegative, notNegative

        func accepts(_ value: Double) -> Bool {
            switch self {
            case .finite: value.isFinite
            case .finiteNotNegative: value.isFinite && value >= 0
            case .notNegative: !value.isNaN && value >= 0
            }
        }

        var text: String {
            switch self {
            case .finite: "must be finite"
            case .finiteNotNegative: "must be finite and not negative"
            case .notNegative: "must not be NaN or negative (it may be infinite)"
            }
        }
    }

    /// Whether `value` keeps `rule`; when it does not, reports a diagnostic (the property keeps `old`).
    private func accepts(_ value: Double, _ name: String, _ old: Double, _ rule: TimingRule) -> Bool {
        guard !rule.accepts(value) else { return true }
        reportAnimationMisuse(
            .invalidAnimationTiming,
            "HeadlessKit refused \(name) = \(value) on \(self): \(name) \(rule.text). It stays \(old).",
            objects: [self])
        return false
    }
}

/// Reports misuse of an animation, a timing object or a display link that belongs to no run loop
/// to the sink of the loop driving the current task (standard error when there is none).
@MainActor
func reportAnimationMisuse(_ kind: Diagnostic.Kind, _ message: String, objects: [AnyObject] = [], sink: DiagnosticsSink? = nil) {
    DiagnosticsSink.report(
        Diagnostic(kind: kind, message: message, objects: objects), to: sink ?? MainRunLoop.current?.diagnostics)
}
