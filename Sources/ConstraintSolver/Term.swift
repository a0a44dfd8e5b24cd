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
