// Comparisons that build required constraints, and `|` that sets a strength. `Variable`,
// `Term` and `LinearExpression` are deliberately not `Equatable`, so `==` here is never ambiguous.

/// Something that can stand on either side of a constraint comparison.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Term: LinearExpressionConvertible {
    /// The one-term expression.
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 × self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Constraint {
    /// The required constraint `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation,
        _ rhs: some LinearExpressionConvertible, strength: Strength = .required
    ) {
        self.init(lhs.linearExpression - rhs.linearExpression, relation, strength: strength)
    }
}

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs, .equal, rhs) }

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

/// The same comparison at another strength: `(w == 60) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
