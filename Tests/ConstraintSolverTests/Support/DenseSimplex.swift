/// A plain dense two-phase simplex for `minimise cost·x subject to A·x = b, x ≥ 0`, with Bland's
/// rule (lowest index enters, ties leave by lowest basic index) so it cannot cycle.
///
/// It shares nothing with the solver under test: no tableau reuse, no incremental updates, no
/// sparse bookkeeping; it exists only to give independent optima to compare against.
struct DenseSimplex {
    /// The outcome of a solve.
    enum Outcome {
        case infeasible
        case optimal(objective: Double, solution: [Double])
    }

    private let rowCount: Int
    private let structuralCount: Int
    private let columnCount: Int
    /// Row-major `rowCount × columnCount`, always in canonical form for `basis`.
    private var matrix: [Double]
    private var rhs: [Double]
    private var basis: [Int]
    /// Reduced costs of the current phase's cost vector, updated by every pivot.
    private var reducedCosts: [Double] = []

    /// Solves the program; `cost` must be non-negative so the objective is bounded below.
    static func minimise(rows: [[Double]], rhs: [Double], cost: [Double]) -> Outcome {
        var simplex = DenseSimplex(rows: rows, rhs: rhs)
        let phaseOneCost = [Double](repeating: 0, count: simplex.structuralCount)
            + [Double](repeating: 1, count: simplex.rowCount)
        simplex.run(cost: phaseOneCost, enterable: simplex.columnCount)
        if simplex.objective(phaseOneCost) > 1e-7 { return .infeasible }
        simplex.driveOutArtificials()
        let phaseTwoCost = cost + [Double](repeating: 0, count: simplex.rowCount)
        simplex.run(cost: phaseTwoCost, enterable: simplex.structuralCount)
        var solution = [Double](repeating: 0, count: simplex.structuralCount)
        for row in 0..<simplex.rowCount where simplex.basis[row] < simplex.structuralCount {
            solution[simplex.basis[row]] = simplex.rhs[row]
        }
        return .optimal(objective: simplex.objective(phaseTwoCost), solution: solution)
    }

    /// The tableau with one artificial column per row as the starting basis (rows with a
    /// negative right-hand side are negated first).
    private init(rows: [[Double]], rhs: [Double]) {
        let rowCount = rows.count, structuralCount = rows.first?.count ?? 0
        self.rowCount = rowCount
        self.structuralCount = structuralCount
        columnCount = structuralCount + rowCount
        matrix = [Double](repeating: 0, count: rowCount * columnCount)
        self.rhs = rhs
        basis = Array(structuralCount..<(structuralCount + rowCount))
        for row in 0..<rowCount {
            let sign: Double = rhs[row] < 0 ? -1 : 1
            self.rhs[row] *= sign
            for column in 0..<structuralCount { matrix[row * columnCount + column] = sign * rows[row][column] }
            matrix[row * columnCount + structuralCount + row] = 1
        }
    }

    private func objective(_ cost: [Double]) -> Double {
        var total = 0.0
        for row in 0..<rowCount { total += cost[basis[row]] * rhs[row] }
        return total
    }

    /// Primal simplex from the current feasible basis; only columns below `enterable` may enter.
    private mutating func run(cost: [Double], enterable: Int) {
        let tolerance = 1e-11 * max(1, cost.max() ?? 1)
        reducedCosts = cost
        for row in 0..<rowCount where cost[basis[row]] != 0 {
            let weight = cost[basis[row]]
            for column in 0..<columnCount { reducedCosts[column] -= weight * matrix[row * columnCount + column] }
        }
        for _ in 0..<100_000 {
            var entering = -1
            for column in 0..<enterable where reducedCosts[column] < -tolerance {
                entering = column
                break
            }
            if entering < 0 { return }
            var leaving: (row: Int, ratio: Double)?
            for row in 0..<rowCount {
                let coefficient = matrix[row * columnCount + entering]
                guard coefficient > 1e-9 else { continue }
                let ratio = rhs[row] / coefficient
                if let best = leaving,
                    ratio > best.ratio + 1e-12 || (ratio >= best.ratio - 1e-12 && basis[row] > basis[best.row])
                {
                    continue
                }
                leaving = (row, ratio)
            }
            guard let leaving else { preconditionFailure("reference LP unbounded despite non-negative costs") }
            pivot(row: leaving.row, column: entering)
        }
        preconditionFailure("reference simplex did not terminate")
    }

    /// After phase one: pivots every artificial still basic (at zero) out for any structural
    /// column with a non-zero entry; a row with none is redundant and stays inert.
    private mutating func driveOutArtificials() {
        for row in 0..<rowCount where basis[row] >= structuralCount {
            if let column = (0..<structuralCount).first(where: { abs(matrix[row * columnCount + $0]) > 1e-9 }) {
                pivot(row: row, column: column)
            }
        }
    }

    private mutating func pivot(row pivotRow: Int, column pivotColumn: Int) {
        let columns = columnCount
        let rows = rowCount
        let hasReducedCosts = !reducedCosts.isEmpty
        rhs.withUnsafeMutableBufferPointer { rhs in
            matrix.withUnsafeMutableBufferPointer { matrix in
                reducedCosts.withUnsafeMutableBufferPointer { reduced in
                    let pivot = matrix[pivotRow * columns + pivotColumn]
                    for column in 0..<columns { matrix[pivotRow * columns + column] /= pivot }
                    rhs[pivotRow] /= pivot
                    for row in 0..<rows where row != pivotRow {
                        let factor = matrix[row * columns + pivotColumn]
                        if factor == 0 { continue }
                        for column in 0..<columns {
                            matrix[row * columns + column] -= factor * matrix[pivotRow * columns + column]
                        }
                        rhs[row] -= factor * rhs[pivotRow]
                    }
                    if hasReducedCosts {
                        let factor = reduced[pivotColumn]
                        for column in 0..<columns { reduced[column] -= factor * matrix[pivotRow * columns + column] }
                    }
                }
            }
        }
        basis[pivotRow] = pivotColumn
    }
}
