import ConstraintSolver
import Testing

/// Small systems whose optimum is known in closed form (Cassowary/kiwi semantics: required
/// constraints hold exactly; among the rest the weighted error is minimised).
@Suite struct TextbookSystemTests {
    // Required equalities are solved exactly, including through rows that refer to other rows.
    @Test func requiredEqualitiesAreSolvedExactly() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = try freshSolver([x == 10, y == x + 5, z == 2 * y - x, w + z == 0])
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(solver.value(of: y), 15))
        #expect(isClose(solver.value(of: z), 20))
        #expect(isClose(solver.value(of: w), -20))
    }

    // A variable written twice in one expression counts once with the summed coefficient; one whose
    // terms cancel takes no part (and reads zero, as an unknown variable does).
    @Test func repeatedTermsAddTheirCoefficients() throws {
        let x = Variable("x"), y = Variable("y"), cancelled = Variable("cancelled")
        let solver = try freshSolver([x + x + 2 * y == 10, y == 1, cancelled - cancelled + y <= 5])
        #expect(isClose(solver.value(of: x), 4))
        #expect(isClose(solver.value(of: y), 1))
        #expect(solver.value(of: cancelled) == 0)
        #expect(solver.value(of: Variable("never added")) == 0)
    }

    // x <= 10 (required) with x == 20 | weak: the weak preference gives way exactly to the bound.
    @Test func aRequiredBoundBeatsAWeakPreference() throws {
        let x = Variable("x")
        let solver = try freshSolver([x <= 10, (x == 20) | .weak])
        #expect(isClose(solver.value(of: x), 10))
    }

    // Two competing preferences: the stronger wins whatever the order they are added in.
    @Test(arguments: [false, true])
    func theStrongerOfTwoPreferencesWins(strongFirst: Bool) throws {
        let x = Variable("x")
        let strong = (x == 10) | .strong, weak = (x == 20) | .weak
        let solver = try freshSolver(strongFirst ? [strong, weak] : [weak, strong])
        #expect(isClose(solver.value(of: x), 10))
    }

    // 5 <= x <= 15 with a weak preference: clamped at either end, exact inside the range.
    @Test(arguments: zip([-5.0, 8.0, 100.0], [5.0, 8.0, 15.0]))
    func inequalitiesPinARange(preferred: Double, expected: Double) throws {
        let x = Variable("x")
        let solver = try freshSolver([x >= 5, x <= 15, (x == preferred) | .weak])
        #expect(isClose(solver.value(of: x), expected))
    }

    // The Cassowary paper's example: mid == (left + right) / 2, left + 10 <= right, right <= 100,
    // left >= 0, with stays left == 10 | weak and right == 90 | medium and mid a strong edit.
    // Suggestions outside [5, 95] cannot be met: the strong edit gives way to the required bounds.
    // Inside, the medium stay on right outweighs the weak one on left (mid 40: left 0, right 80).
    @Test func classicMidpointExampleFollowsEdits() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = try freshSolver([
            mid == (left + right) / 2, left + 10 <= right, right <= 100, left >= 0,
            (left == 10) | .weak, (right == 90) | .medium,
        ])
        #expect(isClose(solver.value(of: left), 10) && isClose(solver.value(of: mid), 50) && isClose(solver.value(of: right), 90))
        try solver.addEditVariable(mid, strength: .strong)
        let expectations: [(suggestion: Double, left: Double, mid: Double, right: Double)] = [
            (50, 10, 50, 90), (60, 30, 60, 90), (95, 90, 95, 100), (120, 90, 95, 100),
            (2, 0, 5, 10), (40, 0, 40, 80), (50, 10, 50, 90),
        ]
        for step in expectations {
            try solver.suggestValue(mid, step.suggestion)
            solver.updateVariables()
            #expect(isClose(solver.value(of: left), step.left), "mid → \(step.suggestion)")
            #expect(isClose(solver.value(of: mid), step.mid), "mid → \(step.suggestion)")
            #expect(isClose(solver.value(of: right), step.right), "mid → \(step.suggestion)")
        }
    }

    // The stack chain: top[i] == 52 × i, heights 44, whichever end the rows are added from (top
    // first takes the free-variable path with references; bottom first substitutes).
    @Test(arguments: [false, true])
    func aStackOfRowsHasClosedFormTops(bottomFirst: Bool) throws {
        let stack = StackFixture(rows: 30)
        let solver = try freshSolver(bottomFirst ? stack.constraints.reversed() : stack.constraints)
        for row in 0..<30 {
            #expect(isClose(solver.value(of: stack.tops[row]), 52 * Double(row)), "row \(row)")
            #expect(isClose(solver.value(of: stack.heights[row]), 44), "row \(row)")
        }
    }

    // A required height beats the strong preference and shifts every row below it; removing it
    // restores the closed form exactly.
    @Test func removingAConstraintRestoresThePreviousOptimum() throws {
        let stack = StackFixture(rows: 12)
        let solver = try freshSolver(stack.constraints)
        let tall = stack.heights[3] == 100
        try solver.addConstraint(tall)
        solver.updateVariables()
        for row in 0..<12 {
            let expected = 52 * Double(row) + (row > 3 ? 56 : 0)
            #expect(isClose(solver.value(of: stack.tops[row]), expected), "row \(row) with the tall row")
        }
        #expect(isClose(solver.value(of: stack.heights[3]), 100))
        try solver.removeConstraint(tall)
        solver.updateVariables()
        for row in 0..<12 {
            #expect(isClose(solver.value(of: stack.tops[row]), 52 * Double(row)), "row \(row) after removal")
        }
        #expect(isClose(solver.value(of: stack.heights[3]), 44))
    }

    // Restated required equalities (x == 3 twice, 2x == 6) imply one another: removing any one of
    // them leaves the others in force, whichever side the weak preference pulls from. Only when
    // the last is gone does the preference take over.
    @Test(arguments: [-2.0, 8.0])
    func removingOneOfSeveralIdenticalEqualitiesKeepsTheOthers(preference: Double) throws {
        let x = Variable("x")
        let first = x == 3, second = x == 3, doubled = 2 * x == 6
        let solver = try freshSolver([(x == preference) | .weak, first, second, doubled])
        for (removed, expected) in [(first, 3.0), (doubled, 3), (second, preference)] {
            try solver.removeConstraint(removed)
            solver.updateVariables()
            #expect(isClose(solver.value(of: x), expected), "after removing \(removed)")
        }
    }

    // A bound removed in the middle of a history: x returns to its weak preference, then follows
    // the next bound.
    @Test func removingABoundReturnsToThePreference() throws {
        let x = Variable("x")
        let floor = x >= 20, ceiling = (x <= 15) | .medium
        let solver = try freshSolver([(x == 10) | .weak, floor])
        #expect(isClose(solver.value(of: x), 20))
        try solver.addConstraint(ceiling)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 20))
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10))
        try solver.removeConstraint(ceiling)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10))
    }

    // hasConstraint and constraints follow adds and removes; an edit variable counts as one
    // constraint of its own; reset forgets everything.
    @Test func membershipFollowsAddsRemovesEditsAndReset() throws {
        let x = Variable("x"), y = Variable("y")
        let first = x == 1, second = (y >= x) | .medium, lookalike = x == 1
        let solver = Solver()
        #expect(solver.constraints.isEmpty)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(solver.hasConstraint(first) && solver.hasConstraint(second) && !solver.hasConstraint(lookalike))
        #expect(identities(solver.constraints) == identities([first, second]))
        try solver.addEditVariable(y, strength: .strong)
        #expect(solver.constraints.count == 3)
        try solver.removeConstraint(first)
        #expect(!solver.hasConstraint(first) && solver.hasConstraint(second))
        #expect(solver.constraints.count == 2)
        try solver.removeEditVariable(y)
        #expect(identities(solver.constraints) == identities([second]))
        solver.reset()
        #expect(solver.constraints.isEmpty && !solver.hasConstraint(second))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    }

    // updateConstant on required constraints (the pin, a link, an inequality, both tightening and
    // loosening) gives what a fresh solver built with that constant gives.
    @Test func updatingARequiredConstantMatchesAFreshSolver() throws {
        let stack = StackFixture(rows: 10)
        let floor = stack.heights[0] >= 30
        try expectUpdatesMatchFreshSolvers(
            stack.constraints + [floor], observing: stack.variables,
            changes: [(stack.pin, -100), (stack.links[4], -28), (floor, -50), (floor, -20)])
        // Closed form for the pin and link changes: tops start at 100, the gap under row 4 is 28.
        let solver = try freshSolver(stack.constraints)
        try solver.updateConstant(of: stack.pin, to: -100)
        try solver.updateConstant(of: stack.links[4], to: -28)
        solver.updateVariables()
        #expect(isClose(solver.value(of: stack.tops[5]), 100 + 4 * 52 + 44 + 28))
        #expect(isClose(solver.value(of: stack.tops[9]), 100 + 9 * 52 + 20))
    }

    // updateConstant on a strong preference and on a medium bound (active, then inactive, then
    // active again) re-solves like a fresh solver.
    @Test func updatingANonRequiredConstantMatchesAFreshSolver() throws {
        let stack = StackFixture(rows: 8)
        let spacer = Variable("spacer")
        let cap = (spacer <= 30) | .medium
        try expectUpdatesMatchFreshSolvers(
            stack.constraints + [(spacer == 50) | .weak, cap], observing: stack.variables + [spacer],
            changes: [(stack.preferredHeights[2], -60), (cap, -10), (cap, -80), (cap, -30), (stack.preferredHeights[2], -44)])
    }

    /// Applies each change with updateConstant and compares every variable with a fresh solver
    /// built from the same constraints with the changed constants.
    private func expectUpdatesMatchFreshSolvers(
        _ constraints: [Constraint], observing variables: [Variable], changes: [(Constraint, Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let solver = try freshSolver(constraints)
        var constants = constraints.map(\.expression.constant)
        for (constraint, constant) in changes {
            try solver.updateConstant(of: constraint, to: constant)
            solver.updateVariables()
            constants[constraints.firstIndex { $0 === constraint }!] = constant
            let fresh = try freshSolver(zip(constraints, constants).map(withConstant))
            for variable in variables {
                #expect(
                    isClose(solver.value(of: variable), fresh.value(of: variable)),
                    "\(variable) after \(constraint) → \(constant)", sourceLocation: sourceLocation)
            }
            #expect(solver.constant(of: constraint) == constant, sourceLocation: sourceLocation)
        }
    }

    // constant(of:) is the expression constant as added, then as updated; nil once removed or if
    // never added.
    @Test func constantOfReportsTheCurrentConstant() throws {
        let x = Variable("x")
        let bound = x + 3 <= 10
        let solver = Solver()
        #expect(solver.constant(of: bound) == nil)
        try solver.addConstraint(bound)
        #expect(solver.constant(of: bound) == -7)
        try solver.updateConstant(of: bound, to: 2)
        #expect(solver.constant(of: bound) == 2)
        try solver.removeConstraint(bound)
        #expect(solver.constant(of: bound) == nil)
    }
}
