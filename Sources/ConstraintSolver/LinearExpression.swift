/// A sum of terms plus a constant: `c + a₁x₁ + a₂x₂ + …`.
///
/// Expressions are built with the arithmetic operators on ``Variable``, ``Term``, `Double` and
/// expressions, and compared with `==`, `<=` and `>=` to make a ``Constraint``. A variable may occur
/// in several terms; the solver adds their coefficients.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// A constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression multiplied by a factor.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions.
    public func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// `x + 2.0 * y - 8.0` style text, in term order.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// A variable multiplied by a coefficient, one summand of a ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// What the unknown is multiplied by.
    public var coefficient: Double

    /// A term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2.0 * x`, or `x` when the coefficient is one.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}

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
