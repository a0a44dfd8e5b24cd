// The primal simplex (after adds and removes), the dual simplex (after a constant moves), and
// in-place constant changes. Entering symbols are chosen by lowest index and ties in the ratio
// test go to the lowest basic index (Bland's rule), so degenerate pivots cannot cycle.

extension Tableau {
    /// Minimises an objective row until no symbol in it has a negative coefficient.
    mutating func optimize(_ goal: Int32) {
        while let entering = negatives(of: goal).min() {
            var best: (slot: Int32, ratio: Double, basic: Int32)?
            for entry in columns[Int(entering)] {
                let row = rows[Int(entry.row)]
                guard !row.isObjective, kinds[Int(row.basic)].isRestrictedBasic else { continue }
                let coefficient = row.cells[Int(entry.cell)].coefficient
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if let current = best, ratio > current.ratio || (ratio == current.ratio && row.basic > current.basic) {
                    continue
                }
                best = (entry.row, ratio, row.basic)
            }
            // The objective is a weighted sum of non-negative errors, so it is bounded below: a
            // negative coefficient no restricted row bounds is round-off left by cancelling large
            // weights (they span twelve orders of magnitude), not a direction of descent. Drop it.
            guard let best else {
                let position = cellIndex(row: goal, symbol: entering)
                #if HEADLESSKIT_INVARIANTS
                // Round-off only: a coefficient of a real weight here would be a solver bug.
                let dropped = position.map { rows[Int(goal)].cells[Int($0)].coefficient } ?? 0
                precondition(abs(dropped) <= 100 * objectiveEpsilon, "ConstraintSolver: objective is unbounded (\(dropped))")
                #endif
                if let position { removeCell(row: goal, at: position) }
                removeNegative(entering, row: goal)
                continue
            }
            pivot(row: best.slot, entering: entering)
        }
    }

    /// Restores feasibility of the rows in `infeasible` while keeping optimality. Returns false
    /// when a row cannot be repaired (only possible when a required constant moved).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = rowOfSymbol[Int(leaving)]
            guard slot >= 0, rows[Int(slot)].constant < 0, !Tableau.isNearZero(rows[Int(slot)].constant)
            else { continue }
            var best: (symbol: Int32, ratio: Double)?
            for cell in rows[Int(slot)].cells
            where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                let ratio = coefficient(row: objective, symbol: cell.symbol) / cell.coefficient
                if let current = best, ratio > current.ratio || (ratio == current.ratio && cell.symbol > current.symbol) {
                    continue
                }
                best = (cell.symbol, ratio)
            }
            guard let best else {
                infeasible.removeAll()
                return false
            }
            pivot(row: slot, entering: best.symbol)
        }
        return true
    }

    /// Moves a constraint's constant by `delta` without rebuilding: the change is the same as
    /// shifting its marker (or its second symbol), so only rows holding that symbol change.
    mutating func shiftConstant(of tag: Tag, by delta: Double) {
        if isBasic(tag.marker) {
            shiftRow(rowOfSymbol[Int(tag.marker)], by: -delta / tag.markerCoefficient)
        } else if tag.other >= 0 && isBasic(tag.other) {
            shiftRow(rowOfSymbol[Int(tag.other)], by: -delta / tag.otherCoefficient)
        } else {
            shiftRows(holding: tag.marker, by: delta / tag.markerCoefficient)
        }
    }

    /// Adds `coefficient × amount` to the constant of every row holding `symbol`: the marker of
    /// an edit constraint can sit in thousands of rows (every view tied to the window), so this
    /// is the resize loop's inner loop and works on the buffers directly.
    mutating func shiftRows(holding symbol: Int32, by amount: Double) {
        var dirty: [Int32] = []
        var negative: [Int32] = []
        swap(&dirty, &dirtySymbols)
        swap(&negative, &infeasible)
        let kinds = self.kinds
        columns[Int(symbol)].withUnsafeBufferPointer { column in
            isDirty.withUnsafeMutableBufferPointer { isDirty in
                rows.withUnsafeMutableBufferPointer { rows in
                    for entry in column {
                        let slot = Int(entry.row)
                        guard rows[slot].basic >= 0 else { continue }  // the objective
                        let constant = rows[slot].constant + rows[slot].cells[Int(entry.cell)].coefficient * amount
                        rows[slot].constant = constant
                        let basic = rows[slot].basic
                        if kinds[Int(basic)] == .external {
                            if !isDirty[Int(basic)] {
                                isDirty[Int(basic)] = true
                                dirty.append(basic)
                            }
                        } else if constant < 0 {
                            negative.append(basic)
                        }
                    }
                }
            }
        }
        swap(&dirty, &dirtySymbols)
        swap(&negative, &infeasible)
    }

    /// The dummy-basic row that holds `marker` (or whose basic symbol it is), if any; of several,
    /// the lowest slot.
    func impliedEquality(holding marker: Int32) -> Int32? {
        if kinds[Int(marker)] == .dummy && isBasic(marker) { return rowOfSymbol[Int(marker)] }
        if dummyRows.isEmpty { return nil }
        if dummyRows.count < columns[Int(marker)].count {
            return dummyRows.filter { cellIndex(row: $0, symbol: marker) != nil }.min()
        }
        return columns[Int(marker)].lazy.map(\.row).filter { dummyRows.contains($0) }.min()
    }

    mutating func shiftRow(_ slot: Int32, by amount: Double) {
        rows[Int(slot)].constant += amount
        touch(slot)
        let basic = rows[Int(slot)].basic
        if kinds[Int(basic)].isRestrictedBasic && rows[Int(slot)].constant < 0 { infeasible.append(basic) }
    }

    /// Whether shifting this constraint's constant can make a restricted row negative (and so
    /// whether a required change can fail and needs a snapshot to roll back to).
    func shiftTouchesRestrictedRows(_ tag: Tag) -> Bool {
        if isBasic(tag.marker) { return kinds[Int(tag.marker)].isRestrictedBasic }
        if tag.other >= 0 && isBasic(tag.other) { return true }
        return columns[Int(tag.marker)].contains { entry in
            let row = rows[Int(entry.row)]
            return !row.isObjective && kinds[Int(row.basic)].isRestrictedBasic
        }
    }

    /// Changes a constraint's constant in place (edit suggestions and `Solver.updateConstant`).
    mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tagSlot = tagSlots[ObjectIdentifier(constraint)], var tag = tagStore[Int(tagSlot)] else {
            throw .unknownConstraint(constraint)
        }
        let delta = constant - tag.constant
        if delta == 0 { return }
        // A row whose basic symbol is a dummy says "these required equalities imply one another"
        // (its constant must stay zero). If this constraint's marker is in such a row, or is that
        // row's basic symbol, any other constant contradicts the others: refuse before changing.
        if let implied = impliedEquality(holding: tag.marker) {
            let symbols = rows[Int(implied)].cells.map(\.symbol) + [rows[Int(implied)].basic]
            throw .unsatisfiableConstraint(
                constraint, conflicting: owners(of: symbols).filter { $0 !== constraint })
        }
        let saved = constraint.strength.isRequired && shiftTouchesRestrictedRows(tag) ? self : nil
        tag.constant = constant
        tagStore[Int(tagSlot)] = tag
        shiftConstant(of: tag, by: delta)
        if dualOptimize() { return }
        // Only a required constant can make the system infeasible; undo, then explain with a
        // trial add of the same relation at the new constant on a throwaway copy.
        guard let saved else { preconditionFailure("ConstraintSolver: dual simplex failed on a non-required change") }
        self = saved
        var trial = self
        try? trial.remove(constraint)
        var expression = constraint.expression
        expression.constant = constant
        let probe = Constraint(expression, constraint.relation, strength: constraint.strength)
        var conflicts: [Constraint] = []
        do { try trial.add(probe) } catch {
            if case .unsatisfiableConstraint(_, let found) = error { conflicts = found }
        }
        throw .unsatisfiableConstraint(constraint, conflicting: conflicts)
    }
}
