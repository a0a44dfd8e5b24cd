extension Responder: Hashable {
    /// Whether `lhs` and `rhs` are the same object — the identity equality UIKit's responders
    /// inherit from `NSObject`, so that `controllers == [home]`, `firstIndex(of:)` and sets of
    /// views read as they do in UIKit code.
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
