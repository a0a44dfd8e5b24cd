import ConstraintSolver
import Testing

/// The solver's work counters: one count per operation, pivots as the simplex makes them.
@Suite struct SolverStatisticsTests {
    @Test func eachOperationCountsOnceAndTheRowsAreTheTableausNow() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pinned = x == 10
        try solver.addConstraint(pinned)
        try solver.addConstraint(y == x + 5)
        try solver.updateConstant(of: pinned, to: -20)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 40)
        try solver.removeEditVariable(y)
        try solver.removeConstraint(pinned)
        let statistics = solver.statistics
        #expect(statistics.constraintsAdded == 3)   // two constraints and the edit variable's
        #expect(statistics.constraintsRemoved == 2)
        #expect(statistics.constantUpdates == 1)
        #expect(statistics.editSuggestions == 1)
        // As measured, not derived by hand: the pivots of re-optimising after the edit
        // constraint, the suggestion and the removals.
        #expect(statistics.pivots == 3)
        // The objective, and y's row (y == x + 5 is all that is left).
        #expect(statistics.rows == 2)
    }

    @Test func aFreshSolverHasDoneNothingAndHoldsOnlyItsObjectiveRow() {
        let statistics = Solver().statistics
        #expect([statistics.constraintsAdded, statistics.constraintsRemoved, statistics.constantUpdates,
                 statistics.editSuggestions, statistics.pivots, statistics.rows] == [0, 0, 0, 0, 0, 1])
    }

    @Test func resetStartsTheCountersAgain() throws {
        let solver = Solver()
        try solver.addConstraint(Variable("x") == 1)
        solver.reset()
        #expect(solver.statistics == Solver().statistics)
        #expect(solver.statistics.constraintsAdded == 0)
    }
}
