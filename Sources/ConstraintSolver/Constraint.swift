/// A linear relation the solver tries to keep true: `expression <= 0`, `== 0` or `>= 0` at a strength.
///
/// A constraint is an identity (like ``Variable``): adding the same object twice is a
/// ``SolverError/duplicateConstraint(_:)``; an equal-looking but separate constraint is a new one.
/// Build one with the comparison operators, `x + w == winW - 8`, and give it a strength with `|`:
/// `(h == 44) | .strong`. Constraints are immutable and `Sendable`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs` of the written comparison.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the solver cares; ``Strength/required`` (the default) is never violated.
    public let strength: Strength

    /// A constraint `expression relation 0` at a strength.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A copy of this constraint at another strength (a new identity).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// `x + w + -800.0 == 0 | required`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}

/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
