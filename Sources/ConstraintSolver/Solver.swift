/// An incremental Cassowary constraint solver: add and remove linear constraints, follow edit
/// variables, and read the values that best satisfy everything at once.
///
/// Required constraints always hold; among the rest the solver minimises the weighted sum of
/// errors (see ``Strength`` for how weights combine). Every operation is incremental: adding or
/// removing a constraint re-optimises from the current solution, and ``suggestValue(_:_:)`` moves
/// an edit variable with the dual simplex, touching only the rows that depend on it.
///
/// A failed operation throws a ``SolverError`` and leaves the solver exactly as it was. Values
/// are published by ``updateVariables()`` and read with ``value(of:)``.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width"), window = Variable("window")
/// try solver.addEditVariable(window, strength: .strong)
/// try solver.suggestValue(window, 800)
/// try solver.addConstraint(left == 8)
/// try solver.addConstraint(left + width == window - 8)
/// solver.updateVariables()
/// solver.value(of: width)  // 784
/// ```
///
/// A solver is a reference type meant to be used from one thread at a time.
public final class Solver {
    var tableau = Tableau()

    /// An empty solver.
    public init() {}

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added already;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and contradicts the
    ///   required constraints present (the solver is unchanged).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        defer { tableau.checkInvariants() }
        try tableau.add(constraint)
        tableau.statistics.constraintsAdded &+= 1
    }

    /// Removes a constraint added earlier and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if this solver does not hold it.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        defer { tableau.checkInvariants() }
        try tableau.remove(constraint)
        tableau.statistics.constraintsRemoved &+= 1
    }

    /// Whether the constraint is currently in this solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.tagSlots[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints currently in this solver (edit constraints included), in no particular order.
    public var constraints: [Constraint] {
        tableau.tagStore.compactMap { $0?.constraint }
    }

    /// Changes a constraint's constant in place, as if it had been written with `constant` as its
    /// expression's constant: only the rows that depend on it change, no rows are rebuilt.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; for a required constraint that the new
    ///   constant makes impossible, ``SolverError/unsatisfiableConstraint(_:conflicting:)`` with the
    ///   solver unchanged.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        defer { tableau.checkInvariants() }
        try tableau.changeConstant(of: constraint, to: constant)
        tableau.statistics.constantUpdates &+= 1
    }

    /// The expression constant the constraint currently has in this solver (see
    /// ``updateConstant(of:to:)``), or `nil` if the solver does not hold it.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.tag(of: constraint)?.constant
    }

    /// Makes a variable an edit variable: ``suggestValue(_:_:)`` then pulls it towards a value
    /// with the given (non-required) strength. Its initial suggestion is zero.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or ``SolverError/badRequiredStrength(_:)``
    ///   for a required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        defer { tableau.checkInvariants() }
        let id = ObjectIdentifier(variable)
        if tableau.edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try tableau.add(constraint)
        tableau.statistics.constraintsAdded &+= 1
        tableau.edits[id] = EditInfo(variable: variable, constraint: constraint, suggested: 0)
    }

    /// Stops treating a variable as an edit variable and removes its suggestion.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { tableau.checkInvariants() }
        guard let edit = tableau.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try tableau.remove(edit.constraint)
        tableau.statistics.constraintsRemoved &+= 1
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        defer { tableau.checkInvariants() }
        let id = ObjectIdentifier(variable)
        guard var edit = tableau.edits[id] else { throw .unknownEditVariable(variable) }
        edit.suggested = value
        tableau.edits[id] = edit
        try tableau.changeConstant(of: edit.constraint, to: -value)
        tableau.statistics.editSuggestions &+= 1
    }

    /// Publishes the current solution: afterwards ``value(of:)`` returns it. Only variables whose
    /// value can have changed since the last call are recomputed.
    public func updateVariables() {
        tableau.updateValues()
    }

    /// The value of a variable as of the last ``updateVariables()``; zero for a variable the solver
    /// does not know.
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.values[Int(symbol)]
    }

    /// Whether the variable's value is not pinned down by the constraints: it could change
    /// without making the solution any worse (no constraint holds it, or it rides on a slack or
    /// a free variable that costs nothing to move). Reflects the current tableau.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = tableau.symbolOfVariable[ObjectIdentifier(variable)] else { return true }
        return tableau.isAmbiguous(symbol)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
    }
}
