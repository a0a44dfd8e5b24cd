/// An input event delivered to views — HeadlessKit's `UIEvent`.
///
/// For now it carries only its time; touches and presses arrive with the gesture issues.
public struct Event: Sendable, Equatable {
    /// The run loop time at which the event happened.
    public var timestamp: Duration

    /// Creates an event at the given run loop time.
    public init(timestamp: Duration) {
        self.timestamp = timestamp
    }
}
