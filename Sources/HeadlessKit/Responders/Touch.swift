import Foundation

/// One finger on the screen, from touch-down to lift — HeadlessKit's `UITouch`.
///
/// The same object describes the finger for its whole life; its ``phase``, location and
/// ``timestamp`` change with each event that carries it. Touches are made by the framework (the
/// touch simulation on ``Window`` makes them, as the system does on a device); you receive them in
/// ``Responder/touchesBegan(_:with:)`` and its siblings, and in gesture recognizers.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down in this event.
        case began
        /// The finger moved since the previous event.
        case moved
        /// The finger is down and did not move since the previous event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system stopped tracking the touch (a recognizer took it, or its view went away).
        case cancelled

        /// The phase's name, as UIKit spells it.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The touch's phase in the event being delivered.
    public internal(set) var phase: Phase

    /// The run loop time of the event that last changed the touch.
    public internal(set) var timestamp: Duration

    /// How many times the finger tapped at about this place in quick succession (1 for a single
    /// tap, 2 for the second tap of a double tap).
    public internal(set) var tapCount: Int

    /// The location in the window's coordinates.
    var locationInWindow: CGPoint
    /// The location in the window's coordinates at the previous event.
    var previousLocationInWindow: CGPoint
    /// The view the touch hit when it began (typed by the views room).
    weak var hitResponder: Responder?
    /// The window the touch is in (typed by the views room).
    weak var windowResponder: Responder?

    init(phase: Phase = .began, location: CGPoint, timestamp: Duration, tapCount: Int = 1) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// Whether two touches are the same finger (identity).
    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
