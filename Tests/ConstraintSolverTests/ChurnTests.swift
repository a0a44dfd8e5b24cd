import ConstraintSolver
import Testing
import TestSupport

/// Long add/remove histories on a stack must leave the solver exactly where a freshly built
/// solver with the same final constraint set is: incremental re-optimisation, marker pivots out
/// of external rows, and symbol recycling must not leave residue behind.
@Suite struct ChurnTests {
    /// A stack whose optimum is unique for every subset of its optional constraints: heights feel
    /// weak 20, strong 44, medium >= 50 and required <= 40 or >= 45 (odd integer slopes), tops are
    /// pinned towards 1000 with weights 0.01 / 2^row (no signed sum of them is zero), so fresh and
    /// incremental solvers must agree value for value.
    struct ChurnStack {
        let stack: StackFixture
        let base: [Constraint]
        let optional: [Constraint]
        /// For each optional required bound, the bound it contradicts.
        let contradicts: [ObjectIdentifier: Constraint]

        init(rows: Int) {
            stack = StackFixture(rows: rows)
            let (tops, heights) = (stack.tops, stack.heights)
            base = [stack.pin] + heights.map { ($0 == 20) | .weak }
                + tops.indices.map { (tops[$0] == 1000) | Strength(weight: 0.01 / Double(1 << $0)) }
            let maxima = heights.map { $0 <= 40 }, minima = heights.map { $0 >= 45 }
            optional = stack.links + stack.preferredHeights + maxima + minima + heights.map { ($0 >= 50) | .medium }
            var contradicts: [ObjectIdentifier: Constraint] = [:]
            for (maximum, minimum) in zip(maxima, minima) {
                contradicts[ObjectIdentifier(maximum)] = minimum
                contradicts[ObjectIdentifier(minimum)] = maximum
            }
            self.contradicts = contradicts
        }
    }

    @Test(arguments: [1, 2] as [UInt64])
    func fiveHundredAddsAndRemovesEndWhereAFreshSolverIs(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let fixture = ChurnStack(rows: 8)
        let solver = try freshSolver(fixture.base)
        var held = Set<ObjectIdentifier>()
        for operation in 1...500 {
            let constraint = fixture.optional.randomElement(using: &generator)!
            let id = ObjectIdentifier(constraint)
            if held.contains(id) {
                try solver.removeConstraint(constraint)
                held.remove(id)
            } else {
                do {
                    try solver.addConstraint(constraint)
                    held.insert(id)
                } catch {
                    // Only a required bound whose contradicting bound is held may be refused, naming it.
                    let partner = fixture.contradicts[id]
                    #expect(partner.map { held.contains(ObjectIdentifier($0)) } == true, "seed \(seed) op \(operation): \(error)")
                    if case .unsatisfiableConstraint(_, let conflicting) = error, let partner {
                        #expect(identities(conflicting) == identities([partner]), "seed \(seed) op \(operation)")
                    } else {
                        Issue.record("seed \(seed) op \(operation): unexpected \(error)")
                    }
                }
            }
            if operation % 50 == 0 {
                try expectMatchesFreshSolver(solver, fixture, held: held, "seed \(seed) op \(operation)", checkReference: operation == 500)
            }
        }
    }

    /// Compares every value with a fresh solver built from the same constraints (base first, then
    /// the held optional ones in fixture order) and checks membership; at the end also the weighted
    /// error against the reference optimum.
    private func expectMatchesFreshSolver(
        _ solver: Solver, _ fixture: ChurnStack, held: Set<ObjectIdentifier>, _ context: String,
        checkReference: Bool
    ) throws {
        let current = fixture.base + fixture.optional.filter { held.contains(ObjectIdentifier($0)) }
        let fresh = try freshSolver(current)
        solver.updateVariables()
        for variable in fixture.stack.variables {
            #expect(isClose(solver.value(of: variable), fresh.value(of: variable)), "\(context): \(variable)")
        }
        #expect(solver.constraints.count == current.count, "\(context)")
        #expect(fixture.optional.allSatisfy { solver.hasConstraint($0) == held.contains(ObjectIdentifier($0)) }, "\(context)")
        let tracked = current.map { TrackedConstraint($0) }
        #expect(SolutionCheck.brokenRequired(tracked, in: solver).isEmpty, "\(context)")
        guard checkReference else { return }
        let reference = try #require(ReferenceOptimum.solve(tracked), "\(context)")
        #expect(isCloseRelative(SolutionCheck.weightedError(tracked, in: solver), reference.objective), "\(context)")
    }
}
