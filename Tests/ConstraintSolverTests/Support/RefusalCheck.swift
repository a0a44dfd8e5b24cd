import ConstraintSolver
import Testing

/// Runs an operation that must be refused, and checks the refusal left the solver exactly as it
/// was (values after `updateVariables()`, `hasConstraint`, `constant(of:)`, edit variables and
/// `constraints.count` over the given objects). Returns the error for the caller to match.
@discardableResult
func expectRefusal(
    _ solver: Solver, observing variables: [Variable], _ constraints: [Constraint],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: () throws(SolverError) -> Void
) -> SolverError? {
    let before = SolverSnapshot(solver, variables: variables, constraints: constraints)
    do {
        try operation()
    } catch {
        let after = SolverSnapshot(solver, variables: variables, constraints: constraints)
        #expect(after.matches(before), "refusal changed the solver: \(before) → \(after)", sourceLocation: sourceLocation)
        return error
    }
    Issue.record("the operation was accepted but should have been refused", sourceLocation: sourceLocation)
    return nil
}
