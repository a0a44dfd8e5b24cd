import ConstraintSolver
import Testing

/// Every ``SolverError`` case. A refused operation leaves the solver exactly as it was (values,
/// membership, constants, edit variables, count), and the solver keeps working afterwards.
@Suite struct SolverErrorTests {
    // kiwi: a required constraint contradicting the required ones present is refused, and the
    // explanation names exactly the required constraints it contradicts.
    @Test func aContradictoryEqualityIsRefusedNamingTheEqualityItContradicts() throws {
        let x = Variable("x")
        let five = x == 5, ten = x == 10
        let solver = try freshSolver([five])
        let error = expectRefusal(solver, observing: [x], [five, ten]) { () throws(SolverError) in
            try solver.addConstraint(ten)
        }
        guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(refused === ten)
        #expect(identities(conflicting) == identities([five]) && conflicting.count == 1)
        // Still usable: swap the equalities.
        try solver.removeConstraint(five)
        try solver.addConstraint(ten)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10))
    }

    // Bounds that cannot both hold: x >= 10 then x <= 5 names x >= 10 only.
    @Test func contradictoryBoundsAreRefusedNamingTheBound() throws {
        let x = Variable("x")
        let floor = x >= 10, ceiling = x <= 5
        let solver = try freshSolver([floor, (x == 0) | .weak])
        let error = expectRefusal(solver, observing: [x], [floor, ceiling]) { () throws(SolverError) in
            try solver.addConstraint(ceiling)
        }
        #expect(conflictingSet(error, refused: ceiling) == identities([floor]))
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10))
    }

    // A chain x >= 10, y >= x against y <= 5 names both links and nothing unrelated (not the
    // independent required z == 3, not the non-required preferences).
    @Test func aContradictoryChainNamesEveryLinkAndNothingElse() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let floor = x >= 10, link = y >= x, unrelated = z == 3, ceiling = y <= 5
        let preferences = [(y == 0) | .strong, (x <= 0) | .medium]
        let solver = try freshSolver([floor, unrelated, link] + preferences)
        let error = expectRefusal(solver, observing: [x, y, z], [floor, link, unrelated, ceiling] + preferences) {
            () throws(SolverError) in
            try solver.addConstraint(ceiling)
        }
        #expect(conflictingSet(error, refused: ceiling) == identities([floor, link]))
        try solver.addConstraint(y <= 50)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10) && isClose(solver.value(of: y), 10) && isClose(solver.value(of: z), 3))
    }

    // Adding the same constraint object twice is refused, required or not; an equal-looking
    // separate object is a new constraint.
    @Test(arguments: [Strength.required, .weak])
    func addingTheSameConstraintTwiceIsRefused(strength: Strength) throws {
        let x = Variable("x")
        let constraint = (x == 4) | strength
        let solver = try freshSolver([constraint])
        let error = expectRefusal(solver, observing: [x], [constraint]) { () throws(SolverError) in
            try solver.addConstraint(constraint)
        }
        guard case .duplicateConstraint(let duplicate) = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(duplicate === constraint)
        try solver.addConstraint((x == 4) | strength)
        #expect(solver.constraints.count == 2)
        try solver.removeConstraint(constraint)
        try solver.addConstraint(constraint)
        #expect(solver.constraints.count == 2)
    }

    // Removing or updating a constraint the solver does not hold: never added, or removed already.
    @Test func removingOrUpdatingAnUnknownConstraintIsRefused() throws {
        let x = Variable("x")
        let held = x == 3, removed = (x >= 1) | .medium, stranger = x <= 9
        let solver = try freshSolver([held, removed])
        try solver.removeConstraint(removed)
        let all = [held, removed, stranger]
        for constraint in [removed, stranger] {
            let removal = expectRefusal(solver, observing: [x], all) { () throws(SolverError) in
                try solver.removeConstraint(constraint)
            }
            let update = expectRefusal(solver, observing: [x], all) { () throws(SolverError) in
                try solver.updateConstant(of: constraint, to: 1)
            }
            for error in [removal, update] {
                guard case .unknownConstraint(let unknown) = error else {
                    Issue.record("expected unknownConstraint, got \(String(describing: error))")
                    continue
                }
                #expect(unknown === constraint)
            }
        }
        try solver.updateConstant(of: held, to: -8)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 8))
    }

    // An edit variable cannot be added twice (even at another strength).
    @Test func addingAnEditVariableTwiceIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 12)
        let error = expectRefusal(solver, observing: [x], []) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .medium)
        }
        guard case .duplicateEditVariable(let duplicate) = error else {
            Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
            return
        }
        #expect(duplicate === x)
        try solver.suggestValue(x, 13)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 13))
    }

    // Suggesting to or removing a variable that is not (or no longer) an edit variable.
    @Test func suggestingOrRemovingAnUnknownEditVariableIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try freshSolver([(x == 2) | .weak, y == x + 1])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 6)
        try solver.addEditVariable(y, strength: .weak)
        try solver.removeEditVariable(y)
        for variable in [y, Variable("stranger")] {
            let suggestion = expectRefusal(solver, observing: [x, y], []) { () throws(SolverError) in
                try solver.suggestValue(variable, 100)
            }
            let removal = expectRefusal(solver, observing: [x, y], []) { () throws(SolverError) in
                try solver.removeEditVariable(variable)
            }
            for error in [suggestion, removal] {
                guard case .unknownEditVariable(let unknown) = error else {
                    Issue.record("expected unknownEditVariable, got \(String(describing: error))")
                    continue
                }
                #expect(unknown === variable)
            }
        }
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 6) && isClose(solver.value(of: y), 7))
    }

    // Edit variables must be weaker than required; weights at or above required's clamp to it.
    @Test(arguments: [Strength.required, Strength(weight: 5e9), Strength(strong: 1000, medium: 1000, weak: 1000)])
    func aRequiredEditVariableIsRefused(strength: Strength) throws {
        let x = Variable("x")
        let solver = try freshSolver([(x == 1) | .weak])
        let error = expectRefusal(solver, observing: [x], []) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: strength)
        }
        guard case .badRequiredStrength(let variable) = error else {
            Issue.record("expected badRequiredStrength, got \(String(describing: error))")
            return
        }
        #expect(variable === x)
        #expect(!solver.hasEditVariable(x) && solver.constraints.count == 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 5))
    }

    // updateConstant that makes a required constraint impossible is refused, naming the required
    // constraints it would contradict; the old constant stays and later updates still work.
    @Test func anImpossibleRequiredConstantIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10, link = x <= y, ceiling = y == 20
        let solver = try freshSolver([floor, link, ceiling, (x == 0) | .weak])
        let error = expectRefusal(solver, observing: [x, y], [floor, link, ceiling]) { () throws(SolverError) in
            try solver.updateConstant(of: floor, to: -30)
        }
        #expect(conflictingSet(error, refused: floor) == identities([link, ceiling]))
        #expect(solver.constant(of: floor) == -10)
        try solver.updateConstant(of: floor, to: -15)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 15))
    }

    // A required equality implied by others (here restated: x == 5 twice, or x + y == 8 beside
    // x == 5 and y == 3) cannot take another constant, whichever of them is updated and in
    // whichever direction; the refusal names the others and changes nothing.
    @Test(arguments: [0, 1, 2], [-1.0, 1.0])
    func changingAnImpliedEqualityIsRefused(updated: Int, shift: Double) throws {
        let x = Variable("x"), y = Variable("y")
        let first = x == 5, restated = x == 5, sum = x + y == 8, pinY = y == 3
        let (constraints, target, others): ([Constraint], Constraint, [Constraint]) =
            switch updated {
            case 0: ([first, restated], first, [restated])
            case 1: ([first, restated], restated, [first])
            default: ([first, pinY, sum], first, [pinY, sum])
            }
        let solver = try freshSolver(constraints)
        let error = expectRefusal(solver, observing: [x, y], constraints) { () throws(SolverError) in
            try solver.updateConstant(of: target, to: -5 + shift)
        }
        #expect(conflictingSet(error, refused: target) == identities(others))
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 5))
        #expect(solver.constant(of: target) == -5)
    }

    // Descriptions name the offending object.
    @Test func errorDescriptionsNameTheObject() {
        let width = Variable("width")
        let constraint = width == 3
        #expect(SolverError.unknownEditVariable(width).description == "unknown edit variable width")
        #expect(SolverError.duplicateConstraint(constraint).description == "duplicate constraint width + -3.0 == 0 | required")
        #expect(SolverError.badRequiredStrength(width).description == "edit variable width cannot be required")
    }

    /// The `conflicting` list of an `unsatisfiableConstraint` refusing `refused`, as identities.
    private func conflictingSet(
        _ error: SolverError?, refused: Constraint, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Set<ObjectIdentifier>? {
        guard case .unsatisfiableConstraint(let named, let conflicting) = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))", sourceLocation: sourceLocation)
            return nil
        }
        #expect(named === refused, sourceLocation: sourceLocation)
        return identities(conflicting)
    }
}
