import Foundation

/// The timing of an object on a hierarchical timeline — Core Animation's `CAMediaTiming`, adopted
/// by animations (and by layers).
///
/// Each timed object maps the time of its parent to its own local time in two stages: to *active
/// local time*, `t = (parentTime − beginTime) × speed + timeOffset`, then to *basic local time*,
/// repeating the basic ``duration`` (played forwards then backwards when ``autoreverses``) over the
/// active duration. ``MediaTimeline`` does the arithmetic; <doc:Animations> describes it in full.
@MainActor
public protocol MediaTiming: AnyObject {
    /// When the object starts, in its parent's time; 0 by default.
    var beginTime: TimeInterval { get set }
    /// The basic duration, in local time; 0 by default, which an animation reads as 0.25 s.
    var duration: TimeInterval { get set }
    /// How fast local time runs against parent time; 1 by default, 0 pauses, below 0 reverses.
    var speed: Float { get set }
    /// An offset added in active local time; 0 by default.
    var timeOffset: TimeInterval { get set }
    /// How many times the basic duration plays, possibly fractional; 0 (once) by default, and
    /// `.infinity` to repeat forever.
    var repeatCount: Float { get set }
    /// How long the object repeats for, in local time; 0 (not used) by default.
    var repeatDuration: TimeInterval { get set }
    /// Whether each repetition plays backwards after playing forwards; `false` by default.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active duration; ``MediaTimingFillMode/removed`` by default.
    var fillMode: MediaTimingFillMode { get set }
}

/// What a timed object shows outside its active duration — `CAMediaTimingFillMode`.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a fill mode from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing outside the active duration: the object has no effect before it begins or after
    /// it ends (the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// After the active duration, the object holds its final state.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// Before its begin time, the object holds its initial state.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = MediaTimingFillMode(rawValue: "both")

    /// Whether the object holds its initial state before it begins.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the object holds its final state after it ends.
    var fillsForwards: Bool { self == .forwards || self == .both }

    /// The mode's name.
    public var description: String { rawValue }
}
