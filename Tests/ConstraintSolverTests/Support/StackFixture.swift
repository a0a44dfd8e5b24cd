import ConstraintSolver

/// A vertical stack of rows, the layout chain the sparse tableau is built for: `top[0] == 0`,
/// `top[i] == top[i-1] + height[i-1] + 8` (required) and `height[i] == 44 | strong`, so that
/// `top[i] == 52 × i` in closed form.
struct StackFixture {
    let tops: [Variable]
    let heights: [Variable]
    let pin: Constraint
    let links: [Constraint]
    let preferredHeights: [Constraint]

    init(rows: Int) {
        tops = (0..<rows).map { Variable("top\($0)") }
        heights = (0..<rows).map { Variable("height\($0)") }
        pin = tops[0] == 0
        links = (1..<rows).map { [tops, heights] in tops[$0] == tops[$0 - 1] + heights[$0 - 1] + 8 }
        preferredHeights = heights.map { ($0 == 44) | .strong }
    }

    /// Every constraint, top row first.
    var constraints: [Constraint] { [pin] + links + preferredHeights }
    var variables: [Variable] { tops + heights }
}

/// The same comparison with another expression constant (a new constraint object), to build the
/// fresh solver that `updateConstant(of:to:)` must agree with.
func withConstant(_ constraint: Constraint, _ constant: Double) -> Constraint {
    var expression = constraint.expression
    expression.constant = constant
    return Constraint(expression, constraint.relation, strength: constraint.strength)
}

/// A new solver holding `constraints`, added in order; published.
func freshSolver(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    return solver
}
