import ConstraintSolver
import Foundation
import Testing
import TestSupport

/// Weights from the whole range of Auto Layout priorities at once: HeadlessKit maps priority p
/// (1…999) to `1000^(p/250 − 1)`, about 1e-3 to 1e9, and 1000 to required. Twelve orders of
/// magnitude in one objective leave round-off far above the tableau's absolute epsilon; no
/// sequence of adds, removes, constant changes and edits may trap (invariant checks included) or
/// break a required constraint.
@Suite struct PriorityRangeTests {
    /// The priorities most likely to expose precision problems, and then any priority at all.
    static let pinnedPriorities: [Double] = [1, 2, 50, 100, 250, 500, 750, 998, 999, 1000]

    static func strength(priority: Double) -> Strength {
        priority >= 1000 ? .required : Strength(weight: pow(1000, priority / 250 - 1))
    }

    static func randomConstraint(_ variables: [Variable], using generator: inout SplitMix64) -> Constraint {
        let random = RandomConstraintSystem.randomConstraint(variables, using: &generator)
        let priority = Bool.random(using: &generator)
            ? pinnedPriorities.randomElement(using: &generator)!
            : Double(Int.random(in: 1...1000, using: &generator))
        return Constraint(random.expression, random.relation, strength: strength(priority: priority))
    }

    @Test(arguments: Array(0..<40) as [UInt64])
    func mixedOperationsAcrossEveryPriorityNeverTrapAndKeepRequiredConstraints(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let variables = (0..<4).map { Variable("x\($0)") }
        let checked = CheckedSolver(variables: variables, context: "seed \(seed)")
        var edited: [Variable] = []
        for step in 0..<60 {
            checked.context = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                checked.add(Self.randomConstraint(variables, using: &generator))
            case 4..<7 where !checked.accepted.isEmpty:
                checked.remove(at: Int.random(in: 0..<checked.accepted.count, using: &generator))
            case 7 where !checked.accepted.isEmpty:
                let index = Int.random(in: 0..<checked.accepted.count, using: &generator)
                checked.updateConstant(at: index, to: Double(Int.random(in: -200...200, using: &generator)))
            case 8:
                let variable = variables.randomElement(using: &generator)!
                if edited.contains(where: { $0 === variable }) {
                    checked.suggest(variable, Double(Int.random(in: -200...200, using: &generator)))
                } else {
                    let priority = Double(Int.random(in: 1...999, using: &generator))
                    checked.addEditVariable(variable, strength: Self.strength(priority: priority))
                    edited.append(variable)
                }
            default:
                guard let variable = edited.popLast() else { continue }
                #expect(throws: Never.self, "seed \(seed) step \(step)") { try checked.solver.removeEditVariable(variable) }
                checked.dropEdit(variable)
            }
            checked.solver.updateVariables()
            let broken = SolutionCheck.brokenRequired(checked.problem, in: checked.solver)
            #expect(broken.isEmpty, "seed \(seed) step \(step): required constraints broken: \(broken)")
            #expect(variables.allSatisfy { checked.solver.value(of: $0).isFinite }, "seed \(seed) step \(step)")
        }
        // Taking everything away leaves an empty objective, whatever round-off the weights left.
        while !checked.accepted.isEmpty { checked.remove(at: checked.accepted.count - 1) }
        for variable in edited { #expect(throws: Never.self) { try checked.solver.removeEditVariable(variable) } }
        #expect(checked.solver.constraints.isEmpty, "seed \(seed)")
    }

    // The smallest reproduction: a priority-1 (or 100) preference and a priority-999 bound on one
    // variable whose other side is pinned, removed low first, then high.
    @Test(arguments: [1, 100] as [Double])
    func removingALowThenAHighPriorityConstraintLeavesAnEmptySolver(lowPriority: Double) throws {
        let solver = Solver()
        let width = Variable("width"), pinned = Variable("pinned")
        try solver.addConstraint(pinned == 8)
        let low = (width == 76) | Self.strength(priority: lowPriority)
        let high = (width >= pinned + 159) | Self.strength(priority: 999)
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        solver.updateVariables()
        #expect(solver.value(of: width) == 167)
        try solver.removeConstraint(low)
        try solver.removeConstraint(high)
        solver.updateVariables()
        #expect(solver.value(of: pinned) == 8)
        #expect(solver.constraints.count == 1)
    }
}
