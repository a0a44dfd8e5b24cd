/// An input event delivered to views — HeadlessKit's `UIEvent`.
///
/// A touch event carries every finger that is down (``allTouches``), each with the phase it has
/// in this event. A window delivers it with ``Window/sendEvent(_:)``; responders receive it beside
/// the touches that concern them.
@MainActor
public final class Event {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        /// Fingers on the screen.
        case touches
    }

    /// The kind of this event.
    public let type: EventType

    /// The run loop time at which the event happened.
    public internal(set) var timestamp: Duration

    /// The touches of the event, in the order their fingers went down.
    var orderedTouches: [Touch] = []

    /// Creates an empty touch event at the given run loop time, for asking ``Responder``s
    /// questions such as `hitTest(_:with:)`.
    public init(timestamp: Duration) {
        self.type = .touches
        self.timestamp = timestamp
    }

    /// Every touch of the event, or `nil` when it has none.
    public var allTouches: Set<Touch>? {
        orderedTouches.isEmpty ? nil : Set(orderedTouches)
    }
}
