/// A class that lists its outlets and actions by name, checked by the compiler — the way a nib
/// reaches action methods, which Swift cannot find by name at run time.
///
/// Answer with a `switch`, or from a ``ConnectionTable`` built once:
///
/// ```swift
/// final class LoginViewController: ViewControllerBase, ArchiveConnectable {
///     @Outlet var nameField: TextField!
///     func logIn(_ sender: Button) { … }
///
///     static let connections = ConnectionTable<LoginViewController>([
///         .action("logIn:", LoginViewController.logIn),
///     ])
///     func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }
/// }
/// ```
///
/// Outlets declared with ``Outlet`` need no listing; list a plain property
/// (`var nameField: TextField!`) with `.outlet("nameField", \.nameField)`.
@MainActor
public protocol ArchiveConnectable: AnyObject {
    /// The outlet a nib names `name`, or `nil` when the class has none by that name (the nib
    /// then looks for an ``Outlet`` property and HeadlessKit's built-in outlets).
    func archiveOutlet(named name: String) -> ArchiveOutlet?
    /// The action method a nib names `name` (`"logIn:"`), or `nil` when the class has none.
    func archiveAction(named name: String) -> ArchiveAction?
}

extension ArchiveConnectable {
    /// No listed outlets: ``Outlet`` properties and built-in outlets only.
    public func archiveOutlet(named name: String) -> ArchiveOutlet? { nil }
    /// No actions.
    public func archiveAction(named name: String) -> ArchiveAction? { nil }
}

/// A class's outlets and actions by name, written once with key paths and method references
/// that the compiler checks.
@MainActor
public struct ConnectionTable<Object: AnyObject> {
    /// One outlet or action of the table.
    @MainActor
    public struct Entry {
        let name: String
        let outlet: (@MainActor (Object) -> ArchiveOutlet)?
        let action: (@MainActor (Object) -> ArchiveAction)?

        /// The outlet `name` at `keyPath`.
        public static func outlet<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Object, Value?>) -> Entry {
            let path = KeyPathHolder(keyPath)
            return Entry(name: name, outlet: { ArchiveOutlet($0, path.keyPath) }, action: nil)
        }

        /// The action `name` (`"logIn"`), a method taking no argument.
        public static func action(_ name: String, _ method: @escaping @MainActor (Object) -> () -> Void) -> Entry {
            Entry(name: name, outlet: nil, action: { ArchiveAction($0, method) })
        }

        /// The action `name` (`"logIn:"`), a method taking its sender.
        public static func action<Sender>(_ name: String, _ method: @escaping @MainActor (Object) -> (Sender) -> Void) -> Entry {
            Entry(name: name, outlet: nil, action: { ArchiveAction($0, method) })
        }
    }

    private var outlets: [String: @MainActor (Object) -> ArchiveOutlet] = [:]
    private var actions: [String: @MainActor (Object) -> ArchiveAction] = [:]

    /// Creates a table of `entries`; a later entry of a name replaces an earlier one.
    public init(_ entries: [Entry]) {
        for entry in entries {
            if let outlet = entry.outlet { outlets[entry.name] = outlet }
            if let action = entry.action { actions[entry.name] = action }
        }
    }

    /// The outlet `name` of `object`, or `nil`.
    public func outlet(named name: String, of object: Object) -> ArchiveOutlet? { outlets[name]?(object) }

    /// The action `name` of `object`, or `nil`.
    public func action(named name: String, of object: Object) -> ArchiveAction? { actions[name]?(object) }
}
