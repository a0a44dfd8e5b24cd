/// Why the solver refused an operation; the solver is left exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added. `conflicting`
    /// lists those that, with it, admit no solution (the explanation the simplex found).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint was already added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint was never added to this solver, or has been removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a suggestion has to be able to give way.
    case badRequiredStrength(Variable)

    /// A one-line account naming the offending object.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicting):
            "unsatisfiable constraint \(constraint); conflicts with \(conflicting.map(\.description))"
        case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable \(variable)"
        case .badRequiredStrength(let variable): "edit variable \(variable) cannot be required"
        }
    }
}
