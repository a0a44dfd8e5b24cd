/// An unknown the solver assigns a value to, such as the left edge or the width of a view.
///
/// A variable is an identity: two variables with the same name are different unknowns. It holds
/// no value itself; after ``Solver/updateVariables()`` ask the solver with ``Solver/value(of:)``.
/// Variables are immutable and can be shared between threads and solvers.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name shown in descriptions and diagnostics; it plays no part in solving.
    public let name: String

    /// Creates a new unknown with a name for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or an address-free placeholder when the variable is unnamed.
    public var description: String {
        name.isEmpty ? "v" : name
    }
}
