extension Solver {
    /// How much work a solver has done since it was made (or last ``Solver/reset()``): counters
    /// that only grow, and the size of its tableau now.
    ///
    /// Counting is a few integer additions per operation, so it is always on. Subtract two
    /// readings to learn what one batch of changes cost:
    ///
    /// ```swift
    /// let before = solver.statistics
    /// try solver.updateConstant(of: constraint, to: 12)
    /// let pivots = solver.statistics.pivots - before.pivots
    /// ```
    public struct Statistics: Sendable, Equatable {
        /// Constraints added, edit variables' constraints included.
        public internal(set) var constraintsAdded = 0
        /// Constraints removed, edit variables' constraints included.
        public internal(set) var constraintsRemoved = 0
        /// Constants changed in place by ``Solver/updateConstant(of:to:)``.
        public internal(set) var constantUpdates = 0
        /// Values suggested for edit variables by ``Solver/suggestValue(_:_:)``.
        public internal(set) var editSuggestions = 0
        /// Simplex pivots: a basic symbol leaving its row for another, in the primal simplex, the
        /// dual simplex, or when a constraint's marker leaves the basis to be removed.
        public internal(set) var pivots = 0
        /// Rows in the tableau now (not a counter): one per basic symbol, plus the objective.
        public internal(set) var rows = 0

        /// No work done, an empty tableau.
        public init() {}
    }

    /// The work this solver has done so far, and the rows its tableau holds now.
    public var statistics: Statistics {
        var statistics = tableau.statistics
        statistics.rows = tableau.rows.count - tableau.freeRows.count
        return statistics
    }
}
