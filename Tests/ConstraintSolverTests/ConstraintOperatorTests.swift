import ConstraintSolver
import Testing

/// The comparison operators build `lhs - rhs relation 0` for every mix of variables, scaled terms
/// and expressions on either side, so that constraints read as they are written on paper.
@Suite struct ConstraintOperatorTests {
    let x = Variable("x"), y = Variable("y")

    /// The constraint's expression as (variable name, coefficient) pairs sorted by name, and its constant.
    private func shape(_ constraint: Constraint) -> (terms: [String: Double], constant: Double, relation: Relation) {
        var terms: [String: Double] = [:]
        for term in constraint.expression.terms { terms[term.variable.name, default: 0] += term.coefficient }
        return (terms.filter { $0.value != 0 }, constraint.expression.constant, constraint.relation)
    }

    @Test func scaledTermsCompareWithEveryKindOfOperand() {
        let cases: [(Constraint, [String: Double], Double, Relation)] = [
            (2 * x <= 3 * y, ["x": 2, "y": -3], 0, .lessThanOrEqual),
            (2 * x >= y, ["x": 2, "y": -1], 0, .greaterThanOrEqual),
            (x <= 0.5 * y, ["x": 1, "y": -0.5], 0, .lessThanOrEqual),
            (x + 1 >= 4 * y, ["x": 1, "y": -4], 1, .greaterThanOrEqual),
            (4 * y <= x + 1, ["y": 4, "x": -1], -1, .lessThanOrEqual),
            (3 * x >= 6, ["x": 3], -6, .greaterThanOrEqual),
            (2 * x == 2 * y, ["x": 2, "y": -2], 0, .equal),
            (2 * x == y, ["x": 2, "y": -1], 0, .equal),
            (y == 2 * x, ["y": 1, "x": -2], 0, .equal),
            (y + 3 == 2 * x, ["y": 1, "x": -2], 3, .equal),
        ]
        for (index, (constraint, terms, constant, relation)) in cases.enumerated() {
            let actual = shape(constraint)
            #expect(actual.terms == terms && actual.constant == constant && actual.relation == relation, "case \(index)")
        }
    }

    @Test func termComparisonsSolveAsWritten() throws {
        let solver = Solver()
        try solver.addConstraint(2 * x == 3 * y)
        try solver.addConstraint(0.5 * y >= 3)
        try solver.addConstraint((y == 0) | .weak)
        solver.updateVariables()
        #expect(solver.value(of: y) == 6 && solver.value(of: x) == 9)
    }
}
