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
