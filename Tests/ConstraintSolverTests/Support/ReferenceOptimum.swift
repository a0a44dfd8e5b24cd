import ConstraintSolver

/// The Cassowary problem as an ordinary LP, solved with ``DenseSimplex``: minimise
/// `Σ weight × (e⁺ + e⁻)` (equalities) or `Σ weight × e` (inequalities) over the soft constraints,
/// with every required constraint a hard row. Each free variable is split as `x = x⁺ − x⁻`.
enum ReferenceOptimum {
    /// The outcome: `nil` when the required constraints admit no solution.
    struct Result {
        var objective: Double
        /// The reference's own optimal values (one optimum of possibly many).
        var values: [ObjectIdentifier: Double]
    }

    /// The optimum of the weighted-error objective, or `nil` if the required rows are infeasible.
    static func solve(_ constraints: [TrackedConstraint]) -> Result? {
        var variables: [ObjectIdentifier] = []
        var index: [ObjectIdentifier: Int] = [:]
        for tracked in constraints {
            for term in tracked.constraint.expression.terms where index[ObjectIdentifier(term.variable)] == nil {
                index[ObjectIdentifier(term.variable)] = variables.count
                variables.append(ObjectIdentifier(term.variable))
            }
        }
        // Columns: x⁺ and x⁻ per variable, then each constraint's slack and error columns.
        var extraColumns: [[(row: Int, coefficient: Double, cost: Double)]] = []
        for (row, tracked) in constraints.enumerated() {
            let strength = tracked.constraint.strength
            let weight = strength.isRequired ? 0 : strength.weight
            switch (tracked.constraint.relation, strength.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): extraColumns.append([(row, 1, 0)])
            case (.greaterThanOrEqual, true): extraColumns.append([(row, -1, 0)])
            case (.equal, false): extraColumns += [[(row, -1, weight)], [(row, 1, weight)]]
            case (.lessThanOrEqual, false): extraColumns += [[(row, -1, weight)], [(row, 1, 0)]]
            case (.greaterThanOrEqual, false): extraColumns += [[(row, 1, weight)], [(row, -1, 0)]]
            }
        }
        let structural = 2 * variables.count + extraColumns.count
        var rows = [[Double]](repeating: [Double](repeating: 0, count: structural), count: constraints.count)
        var rhs = [Double](repeating: 0, count: constraints.count)
        var cost = [Double](repeating: 0, count: structural)
        for (row, tracked) in constraints.enumerated() {
            rhs[row] = -tracked.constant
            for term in tracked.constraint.expression.terms {
                let column = index[ObjectIdentifier(term.variable)]!
                rows[row][2 * column] += term.coefficient
                rows[row][2 * column + 1] -= term.coefficient
            }
        }
        for (offset, entries) in extraColumns.enumerated() {
            let column = 2 * variables.count + offset
            for entry in entries {
                rows[entry.row][column] = entry.coefficient
                cost[column] = entry.cost
            }
        }
        switch DenseSimplex.minimise(rows: rows, rhs: rhs, cost: cost) {
        case .infeasible:
            return nil
        case .optimal(let objective, let solution):
            var values: [ObjectIdentifier: Double] = [:]
            for (column, variable) in variables.enumerated() {
                values[variable] = solution[2 * column] - solution[2 * column + 1]
            }
            return Result(objective: objective, values: values)
        }
    }

    /// Whether the required constraints among `constraints` can all hold at once.
    static func requiredAreFeasible(_ constraints: [TrackedConstraint]) -> Bool {
        solve(constraints.filter { $0.constraint.strength.isRequired }) != nil
    }
}
