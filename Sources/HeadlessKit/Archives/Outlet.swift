/// A property a nib can connect by name — HeadlessKit's `@IBOutlet`.
///
/// Declare outlets as UIKit code does, with `@Outlet` in place of `@IBOutlet weak`:
///
/// ```swift
/// final class LoginViewController: ViewControllerBase {
///     @Outlet var nameField: TextField!
///     @Outlet var logInButton: Button!
/// }
/// ```
///
/// A nib's `"outlets": {"nameField": "name"}` finds the property by its name (through `Mirror`,
/// inherited outlets included) and sets it once every object of the nib is made, checking the
/// object's type first: an object of another type refuses the load. The outlet holds its object
/// strongly **(chosen)**: Swift has no weak property wrappers, and a view's subviews outlive the
/// controller's use of them anyway.
@MainActor
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    private let storage = OutletStorage<Value>()

    /// Creates an outlet not connected yet.
    public init() {}

    /// Creates an outlet holding `wrappedValue`.
    public init(wrappedValue: Value?) { storage.value = wrappedValue }

    /// The connected object, or `nil` before the nib connects it.
    public var wrappedValue: Value? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The outlet as its nib connects it.
    var archiveOutlet: ArchiveOutlet {
        let storage = storage
        return ArchiveOutlet(accepting: Value.self) { storage.value = $0 }
    }
}

/// The shared box an ``Outlet`` keeps its object in, so that the copy `Mirror` hands out sets
/// the property itself.
@MainActor
final class OutletStorage<Value: AnyObject> {
    var value: Value?
}

/// What the loader sees of an ``Outlet`` found through `Mirror`, whatever its type.
@MainActor
protocol OutletWrapper {
    var archiveOutlet: ArchiveOutlet { get }
}

extension Outlet: OutletWrapper {}
