import ConstraintSolver

/// A constraint as a test tracks it, independently of the solver: the object and the expression
/// constant it currently has (after `updateConstant(of:to:)` or, for an edit, the suggestion).
struct TrackedConstraint {
    let constraint: Constraint
    var constant: Double

    init(_ constraint: Constraint, constant: Double? = nil) {
        self.constraint = constraint
        self.constant = constant ?? constraint.expression.constant
    }

    /// The soft equality `variable == suggestion` that an edit variable stands for.
    static func edit(_ variable: Variable, strength: Strength, suggestion: Double) -> TrackedConstraint {
        TrackedConstraint(Constraint(LinearExpression(variable), .equal, strength: strength), constant: -suggestion)
    }

    /// `expression - rhs` evaluated with the current constant.
    func residual(_ value: (Variable) -> Double) -> Double {
        constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// How far the relation is from holding (zero when it holds).
    func violation(_ value: (Variable) -> Double) -> Double {
        let residual = residual(value)
        switch constraint.relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }
}

/// Cassowary's objective and feasibility, computed from published values and the test's own
/// record of the constraints (not from what the solver reports about itself).
enum SolutionCheck {
    /// `Σ weight × violation` over the non-required constraints.
    static func weightedError(_ constraints: [TrackedConstraint], in solver: Solver) -> Double {
        constraints.filter { !$0.constraint.strength.isRequired }.reduce(0) {
            $0 + $1.constraint.strength.weight * $1.violation(solver.value(of:))
        }
    }

    /// The required constraints that the published values break by more than `tolerance`.
    static func brokenRequired(
        _ constraints: [TrackedConstraint], in solver: Solver, tolerance: Double = 1e-6
    ) -> [Constraint] {
        constraints.filter {
            $0.constraint.strength.isRequired && $0.violation(solver.value(of:)) > tolerance
        }.map(\.constraint)
    }
}

/// Everything a caller can observe of a solver about some variables and constraints, to check
/// that a refused operation left the solver exactly as it was.
struct SolverSnapshot: CustomStringConvertible {
    var values: [Double]
    var holds: [Bool]
    var constants: [Double?]
    var isEdit: [Bool]
    var constraintCount: Int

    /// Publishes the solver's values, then records them and the membership answers.
    init(_ solver: Solver, variables: [Variable], constraints: [Constraint]) {
        solver.updateVariables()
        values = variables.map(solver.value(of:))
        holds = constraints.map(solver.hasConstraint)
        constants = constraints.map(solver.constant(of:))
        isEdit = variables.map(solver.hasEditVariable)
        constraintCount = solver.constraints.count
    }

    /// Equal membership answers and counts, and values equal to within `tolerance`.
    func matches(_ other: SolverSnapshot, tolerance: Double = 1e-9) -> Bool {
        holds == other.holds && constants == other.constants && isEdit == other.isEdit
            && constraintCount == other.constraintCount && values.count == other.values.count
            && zip(values, other.values).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    }

    var description: String {
        "values \(values), holds \(holds), constants \(constants), edits \(isEdit), count \(constraintCount)"
    }
}

/// Identity sets of constraints, for comparing `conflicting` lists whose order is unspecified.
func identities(_ constraints: [Constraint]) -> Set<ObjectIdentifier> {
    Set(constraints.map(ObjectIdentifier.init))
}
