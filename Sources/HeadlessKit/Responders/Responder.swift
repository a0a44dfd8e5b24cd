/// An object that can take part in the responder chain — HeadlessKit's `UIResponder`.
///
/// Views, windows, the application and (optionally) the app delegate are responders. The chain
/// runs view → superview … → window → application → app delegate (when it is a responder).
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    ///
    /// The default returns `nil`; ``ViewNode`` returns its superview, ``Window`` its application,
    /// and ``Application`` its delegate when that is a responder. Override to splice an object
    /// into the chain; `super` need not be called.
    open var next: Responder? { nil }

    /// The chain from this responder to its end, this responder first.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var responder: Responder? = self
        while let current = responder, chain.count < 10_000 {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}

/// An input event delivered to views — HeadlessKit's `UIEvent`.
///
/// For now it carries only its time; touches and presses will join it.
public struct Event: Sendable, Equatable {
    /// The run loop time at which the event happened.
    public var timestamp: Duration

    /// Creates an event at the given run loop time.
    public init(timestamp: Duration) {
        self.timestamp = timestamp
    }
}
