import Foundation

/// A transition between a layer's old and new content — Core Animation's `CATransition`.
///
/// HeadlessKit renders no pixels, so a transition is recorded: its kind, direction and progress
/// are what a test reads. ``progress(at:)`` says how far it has gone at a moment of its parent's
/// time, between ``startProgress`` and ``endProgress``.
///
/// ```swift
/// let push = Transition()
/// push.type = .push
/// push.subtype = .fromRight
/// push.duration = 0.3
/// push.progress(at: 0.15)   // 0.5
/// ```
@MainActor
open class Transition: Animation {
    /// The kind of transition; ``TransitionType/fade`` by default.
    public var type: TransitionType = .fade
    /// The direction the transition moves in, for the kinds that move; `nil` by default.
    public var subtype: TransitionSubtype?
    /// Where the transition starts, as a fraction of the whole; 0 by default.
    public var startProgress: Float = 0 {
        didSet { refuseProgress(startProgress, "startProgress", oldValue) { startProgress = $0 } }
    }
    /// Where the transition ends, as a fraction of the whole; 1 by default.
    public var endProgress: Float = 1 {
        didSet { refuseProgress(endProgress, "endProgress", oldValue) { endProgress = $0 } }
    }

    /// A copy that also carries the kind, direction and progress range.
    open override func copy() -> Any {
        let copy = super.copy() as! Transition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }

    /// How far the transition has gone at `time` (its parent's time), from ``startProgress`` to
    /// ``endProgress`` paced by the timing function; `nil` when it has no effect then.
    public func progress(at time: TimeInterval) -> Double? {
        guard let (_, progress, _) = pacedSample(at: time) else { return nil }
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * progress
    }

    /// Keeps progress values within 0...1, as Core Animation's documentation requires.
    private func refuseProgress(_ value: Float, _ name: String, _ old: Float, restore: (Float) -> Void) {
        guard !(value.isFinite && (0...1).contains(value)) else { return }
        restore(old)
        reportAnimationMisuse(
            .invalidAnimationTiming,
            "HeadlessKit refused \(name) = \(value) on \(self): a transition's progress must lie in 0...1. "
                + "It stays \(old).",
            objects: [self])
    }
}

/// The kinds of ``Transition`` — `CATransitionType`.
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a kind from its name (Core Animation accepts private names too; they are recorded).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in over the old.
    public static let fade = TransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = TransitionType(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// The direction of a moving ``Transition`` — `CATransitionSubtype`.
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a direction from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right edge.
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}
