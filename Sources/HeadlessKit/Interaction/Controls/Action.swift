import Foundation

/// A closure-based action with a title and an identifier — HeadlessKit's `UIAction`.
///
/// Register one on a control with ``Control/addAction(_:for:)``; the control runs its handler,
/// with ``sender`` set to itself, when one of the events it was registered for happens.
///
/// ```swift
/// button.addAction(Action(title: "Save") { [weak self] _ in self?.save() }, for: .touchUpInside)
/// ```
@MainActor
public final class Action {
    /// A string that identifies an action: a control keeps one action per identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The identifier's string.
        public var description: String { rawValue }
    }

    /// The action's title.
    public var title: String

    /// The action's identifier; a unique one is made when none is given.
    public let identifier: Identifier

    /// The object that sent the action — the control, while the handler runs; `nil` otherwise.
    public internal(set) weak var sender: AnyObject?

    /// The closure the action runs.
    let handler: @MainActor (Action) -> Void

    /// Creates an action that runs `handler` with itself.
    ///
    /// Without an `identifier`, the action gets a unique one, as UIKit's does.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier("com.headlesskit.action." + UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` set for the call's duration (restored after, so nested
    /// sends read their own sender).
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
