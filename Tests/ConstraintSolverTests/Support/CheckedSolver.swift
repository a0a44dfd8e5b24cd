import ConstraintSolver
import Testing

/// A ``Solver`` driven through the test's own record of what it should hold, so that every
/// result can be checked against ``ReferenceOptimum``: accepted constraints with their current
/// constants, and edit variables with their strengths and last suggestions.
final class CheckedSolver {
    let solver = Solver()
    private(set) var accepted: [TrackedConstraint] = []
    private(set) var edits: [(variable: Variable, strength: Strength, suggestion: Double)] = []
    let variables: [Variable]
    /// Prefixes every failure comment (seed and step), so a failure repeats exactly.
    var context: String

    init(variables: [Variable], context: String) {
        self.variables = variables
        self.context = context
    }

    /// Everything the solver should be optimising right now, edits included.
    var problem: [TrackedConstraint] {
        accepted + edits.map { TrackedConstraint.edit($0.variable, strength: $0.strength, suggestion: $0.suggestion) }
    }

    var snapshot: SolverSnapshot {
        SolverSnapshot(solver, variables: variables, constraints: accepted.map(\.constraint))
    }

    /// Adds a constraint; a refusal must be a genuine, correctly explained conflict that changed
    /// nothing. Returns whether the solver accepted it.
    @discardableResult
    func add(_ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let before = snapshot
        do {
            try solver.addConstraint(constraint)
            accepted.append(TrackedConstraint(constraint))
            return true
        } catch {
            expectGenuineConflict(
                error, for: TrackedConstraint(constraint), against: accepted, before: before,
                sourceLocation: sourceLocation)
            return false
        }
    }

    func remove(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let removed = accepted.remove(at: index)
        #expect(throws: Never.self, "\(context): remove \(removed.constraint)", sourceLocation: sourceLocation) {
            try self.solver.removeConstraint(removed.constraint)
        }
    }

    /// Moves an accepted constraint's constant; only a required one may be refused, and only
    /// when the reference agrees the required constraints then conflict.
    func updateConstant(at index: Int, to constant: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = snapshot
        let tracked = accepted[index]
        do {
            try solver.updateConstant(of: tracked.constraint, to: constant)
            accepted[index].constant = constant
        } catch {
            var others = accepted
            others.remove(at: index)
            expectGenuineConflict(
                error, for: TrackedConstraint(tracked.constraint, constant: constant), against: others,
                before: before, sourceLocation: sourceLocation)
        }
    }

    func addEditVariable(_ variable: Variable, strength: Strength, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: Never.self, "\(context): add edit \(variable)", sourceLocation: sourceLocation) {
            try self.solver.addEditVariable(variable, strength: strength)
        }
        edits.append((variable, strength, 0))
    }

    func suggest(_ variable: Variable, _ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: Never.self, "\(context): suggest \(variable) = \(value)", sourceLocation: sourceLocation) {
            try self.solver.suggestValue(variable, value)
        }
        let index = edits.firstIndex { $0.variable === variable }!
        edits[index].suggestion = value
    }

    /// Forgets an edit variable the test removed from the solver itself.
    func dropEdit(_ variable: Variable) {
        edits.removeAll { $0.variable === variable }
    }

    /// Publishes the values and checks them: every required constraint holds, the weighted error
    /// equals the reference optimum, and the solver holds exactly the recorded constraints.
    func expectOptimal(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        solver.updateVariables()
        let problem = problem
        let broken = SolutionCheck.brokenRequired(problem, in: solver)
        #expect(broken.isEmpty, "\(context) \(step): required constraints broken: \(broken)", sourceLocation: sourceLocation)
        guard let reference = ReferenceOptimum.solve(problem) else {
            Issue.record("\(context) \(step): the reference finds the accepted required constraints infeasible", sourceLocation: sourceLocation)
            return
        }
        let objective = SolutionCheck.weightedError(problem, in: solver)
        #expect(
            isCloseRelative(objective, reference.objective),
            "\(context) \(step): solver objective \(objective), reference optimum \(reference.objective); values \(variables.map { "\($0)=\(solver.value(of: $0))" })",
            sourceLocation: sourceLocation)
        #expect(solver.constraints.count == problem.count, "\(context) \(step): constraint count", sourceLocation: sourceLocation)
        #expect(accepted.allSatisfy { solver.hasConstraint($0.constraint) }, "\(context) \(step): hasConstraint", sourceLocation: sourceLocation)
    }

    /// A refusal must be `unsatisfiableConstraint` naming the constraint, with the required
    /// constraints genuinely infeasible, a `conflicting` list drawn from the held required
    /// constraints that is itself infeasible with it, and the solver unchanged.
    private func expectGenuineConflict(
        _ error: SolverError, for tracked: TrackedConstraint, against held: [TrackedConstraint],
        before: SolverSnapshot, sourceLocation: SourceLocation
    ) {
        let constraint = tracked.constraint
        guard case .unsatisfiableConstraint(let named, let conflicting) = error, named === constraint else {
            Issue.record("\(context): unexpected error \(error) for \(constraint)", sourceLocation: sourceLocation)
            return
        }
        #expect(constraint.strength.isRequired, "\(context): a non-required constraint was refused: \(constraint)", sourceLocation: sourceLocation)
        #expect(
            !ReferenceOptimum.requiredAreFeasible(held + [tracked]),
            "\(context): refused \(constraint) but the reference finds the required constraints feasible",
            sourceLocation: sourceLocation)
        let heldRequired = identities(held.filter { $0.constraint.strength.isRequired }.map(\.constraint))
        #expect(
            identities(conflicting).isSubset(of: heldRequired),
            "\(context): conflicting \(conflicting) is not drawn from the held required constraints",
            sourceLocation: sourceLocation)
        let explanation = held.filter { identities(conflicting).contains(ObjectIdentifier($0.constraint)) }
        #expect(
            !ReferenceOptimum.requiredAreFeasible(explanation + [tracked]),
            "\(context): conflicting \(conflicting) does not explain the refusal of \(constraint)",
            sourceLocation: sourceLocation)
        let after = snapshot
        #expect(after.matches(before), "\(context): refused \(constraint) changed the solver: \(before) → \(after)", sourceLocation: sourceLocation)
    }
}
