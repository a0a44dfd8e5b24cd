import ConstraintSolver
import Testing
import TestSupport

/// Seeded random systems checked against an independent dense LP (``ReferenceOptimum``). The
/// optimum need not be unique, so the tests compare the weighted error `Σ weight × violation` of
/// the solver's values with the reference optimum, and check that every required constraint holds.
@Suite struct RandomSystemTests {
    static let seeds = Array(0..<200) as [UInt64]

    /// Builds the seed's system one constraint at a time; refusals are checked as genuine conflicts.
    static func build(seed: UInt64, generator: inout SplitMix64, checkEachStep: Bool) -> CheckedSolver {
        let system = RandomConstraintSystem(using: &generator)
        let checked = CheckedSolver(variables: system.variables, context: "seed \(seed)")
        for (step, constraint) in system.constraints.enumerated() {
            checked.add(constraint)
            if checkEachStep { checked.expectOptimal("after add #\(step) \(constraint)") }
        }
        return checked
    }

    // Incremental addConstraint (free-variable subject, kiwi subject rules, artificial variable)
    // reaches the global optimum after every step, and refuses only genuinely conflicting
    // required constraints, with a sound `conflicting` explanation.
    @Test(arguments: seeds)
    func addingConstraintsOneByOneReachesTheReferenceOptimum(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        _ = Self.build(seed: seed, generator: &generator, checkEachStep: true)
    }

    // removeConstraint re-optimises: after each of up to eight removals, the optimum of what is left.
    @Test(arguments: seeds)
    func removingConstraintsInRandomOrderKeepsTheReferenceOptimum(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let checked = Self.build(seed: seed, generator: &generator, checkEachStep: false)
        checked.expectOptimal("after building")
        for _ in 0..<8 where !checked.accepted.isEmpty {
            let index = Int.random(in: 0..<checked.accepted.count, using: &generator)
            let removed = checked.accepted[index].constraint
            checked.remove(at: index)
            checked.expectOptimal("after removing \(removed)")
            #expect(!checked.solver.hasConstraint(removed), "seed \(seed)")
        }
    }

    // suggestValue (dual simplex) keeps the optimum as suggestions move, for strong, medium and
    // weak edit variables, and removeEditVariable hands the variable back to the other constraints.
    @Test(arguments: seeds)
    func suggestingEditValuesKeepsTheReferenceOptimum(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let checked = Self.build(seed: seed, generator: &generator, checkEachStep: false)
        let edited = Array(checked.variables.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
        for variable in edited {
            checked.addEditVariable(variable, strength: [Strength.strong, .medium, .weak].randomElement(using: &generator)!)
            checked.expectOptimal("after addEditVariable \(variable)")
        }
        for round in 0..<4 {
            let variable = edited.randomElement(using: &generator)!
            let value = Double(Int.random(in: -40...40, using: &generator)) / 2
            checked.suggest(variable, value)
            checked.expectOptimal("round \(round): after suggesting \(variable) = \(value)")
        }
        #expect(throws: Never.self, "seed \(seed)") { try checked.solver.removeEditVariable(edited[0]) }
        checked.dropEdit(edited[0])
        checked.expectOptimal("after removeEditVariable \(edited[0])")
    }

    // updateConstant moves a constant in place (dual simplex); a required change that makes the
    // system infeasible is refused with the solver unchanged.
    @Test(arguments: seeds)
    func updatingConstantsMatchesTheReferenceOptimum(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let checked = Self.build(seed: seed, generator: &generator, checkEachStep: false)
        for round in 0..<5 where !checked.accepted.isEmpty {
            let index = Int.random(in: 0..<checked.accepted.count, using: &generator)
            let constraint = checked.accepted[index].constraint
            let constant = Double(Int.random(in: -12...12, using: &generator))
            checked.updateConstant(at: index, to: constant)
            checked.expectOptimal("round \(round): after updateConstant(\(constraint), \(constant))")
            #expect(checked.solver.constant(of: constraint) == checked.accepted[index].constant, "seed \(seed)")
        }
    }
}
