/// One outlet of one object, as a nib connects it: the type it takes and how to set it.
///
/// ``ArchiveConnectable`` classes hand these out by name; make one from a key path.
@MainActor
public struct ArchiveOutlet {
    /// The outlet's type, as diagnostics name it.
    let typeName: String
    /// Whether `value` fits the outlet.
    let accepts: @MainActor (AnyObject) -> Bool
    /// Sets the outlet.
    let set: @MainActor (AnyObject?) -> Void

    /// The outlet at `keyPath` of `object` — an optional (or implicitly unwrapped) property of a
    /// class type or protocol type.
    public init<Object: AnyObject, Value>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value?>) {
        typeName = "\(Value.self)"
        accepts = { $0 is Value }
        let path = KeyPathHolder(keyPath)
        set = { value in object[keyPath: path.keyPath] = value.flatMap { $0 as? Value } }
    }

    /// An outlet taking `Value`s, set by `set`.
    init<Value>(accepting type: Value.Type, set: @escaping @MainActor (Value?) -> Void) {
        typeName = "\(Value.self)"
        accepts = { $0 is Value }
        self.set = { value in set(value.flatMap { $0 as? Value }) }
    }
}

/// One action method of one object, as a nib connects a control to it: the method called with
/// its sender.
@MainActor
public struct ArchiveAction {
    /// Calls the method with the sender.
    let perform: @MainActor (Any?) -> Void

    /// The method `method` of `target` taking no argument (`LoginViewController.logIn`).
    public init<Target: AnyObject>(_ target: Target, _ method: @escaping @MainActor (Target) -> () -> Void) {
        perform = { [weak target] _ in
            guard let target else { return }
            method(target)()
        }
    }

    /// The method `method` of `target` taking its sender (`LoginViewController.logIn(_:)`); a
    /// sender of another type is not sent (as a control's typed target-action skips it).
    public init<Target: AnyObject, Sender>(_ target: Target, _ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
        perform = { [weak target] sender in
            guard let target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }
}

/// Holds a key path for the main actor's closures (a key path to an isolated property is not
/// `Sendable`; the holder, isolated to the main actor, is).
@MainActor
final class KeyPathHolder<Root, Value> {
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(_ keyPath: ReferenceWritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}
