/// The classes an archive may name, by name — HeadlessKit's replacement for the Objective-C
/// runtime's class lookup.
///
/// A class is found under its own name (`LoginViewController`) and its module-qualified name
/// (`MyApp.LoginViewController`). Register your classes once at launch on the application's
/// registry, or give a registry to the nib or storyboard that names them; HeadlessKit's own views
/// and controllers are always known.
// Unchecked: it holds metatypes only, which are immutable; the compiler cannot prove a metatype of
// a main-actor protocol sendable.
public struct ArchiveClassRegistry: @unchecked Sendable {
    private var types: [String: any ArchiveDecodable.Type] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry of `types`, each under its own and its module-qualified name.
    public init(_ types: [any ArchiveDecodable.Type]) {
        for type in types { register(type) }
    }

    /// Registers `type` under its name and module-qualified name, or only under `name` if given.
    public mutating func register(_ type: any ArchiveDecodable.Type, as name: String? = nil) {
        if let name {
            types[name] = type
        } else {
            types[String(describing: type)] = type
            types[String(reflecting: type)] = type
        }
    }

    /// Registers each of `types` under its name and module-qualified name — the classes an app
    /// registers once at launch: `application.archiveClasses.register([LoginViewController.self, …])`.
    public mutating func register(_ types: [any ArchiveDecodable.Type]) {
        for type in types { register(type) }
    }

    /// Adds every class of `other`; where both name a class, `other`'s wins.
    public mutating func register(contentsOf other: ArchiveClassRegistry) {
        types.merge(other.types) { _, newer in newer }
    }

    /// The class registered under `name`, or `nil`.
    public func type(named name: String) -> (any ArchiveDecodable.Type)? { types[name] }

    /// The registered names, sorted.
    public var names: [String] { types.keys.sorted() }
}
