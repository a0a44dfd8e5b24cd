// Arithmetic that builds expressions. Concrete overloads (no generics) keep type-checking fast in
// code that imports this module.

/// `variable × coefficient`.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// `coefficient × variable`.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// `term × factor`.
public func * (term: Term, factor: Double) -> Term { Term(term.variable, term.coefficient * factor) }
/// `factor × term`.
public func * (factor: Double, term: Term) -> Term { Term(term.variable, term.coefficient * factor) }
/// `expression × factor`.
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    expression.scaled(by: factor)
}
/// `factor × expression`.
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: factor)
}
/// `variable ÷ divisor`.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// `expression ÷ divisor`.
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}

/// The negated variable, `-1 × variable`.
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The negated term.
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
/// The negated expression.
public prefix func - (expression: LinearExpression) -> LinearExpression { expression.scaled(by: -1) }

extension LinearExpression {
    init(_ term: Term) { self.init([term]) }
}

/// Sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
/// Expression plus a term.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs.adding(.init(rhs)) }
/// Expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(.init(rhs)) }
/// Expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.adding(.init(constant: rhs))
}
/// Term plus an expression.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// Sum of two terms.
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, rhs]) }
/// Term plus a variable.
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs)]) }
/// Term plus a constant.
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: rhs) }
/// Variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs) }
/// Variable plus a term.
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), rhs]) }
/// Sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
/// Variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
/// Constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// Constant plus a term.
public func + (lhs: Double, rhs: Term) -> LinearExpression { rhs + lhs }
/// Constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

/// Difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// Expression minus a term.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + -rhs }
/// Expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// Expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// Term minus an expression.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// Difference of two terms.
public func - (lhs: Term, rhs: Term) -> LinearExpression { lhs + -rhs }
/// Term minus a variable.
public func - (lhs: Term, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// Term minus a constant.
public func - (lhs: Term, rhs: Double) -> LinearExpression { lhs + -rhs }
/// Variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// Variable minus a term.
public func - (lhs: Variable, rhs: Term) -> LinearExpression { lhs + -rhs }
/// Difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// Variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }
/// Constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// Constant minus a term.
public func - (lhs: Double, rhs: Term) -> LinearExpression { lhs + -rhs }
/// Constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + -rhs }
