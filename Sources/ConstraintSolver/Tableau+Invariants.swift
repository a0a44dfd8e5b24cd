// Consistency checks of the whole tableau, compiled in with -DHEADLESSKIT_INVARIANTS (as CI does)
// and run after public solver operations.

extension Tableau {
    /// A tableau of up to this many rows is checked after every operation; a larger one after every
    /// `rows.count / rowsCheckedPerOperation`-th. A full check walks every cell, so checking a large
    /// tableau after every operation would make building it quadratic (a 1,000-row stack adds 4,000
    /// constraints); this keeps a checked build a constant factor slower than an unchecked one,
    /// while the small tableaus the solver's own tests and the random tester build are still
    /// checked after every operation.
    static let rowsCheckedPerOperation = 32

    /// Checks the whole tableau, or counts the operation towards the next check (see
    /// ``rowsCheckedPerOperation``); a no-op unless built with `-DHEADLESSKIT_INVARIANTS`.
    mutating func checkInvariants() {
        #if HEADLESSKIT_INVARIANTS
        operationsSinceCheck += 1
        guard operationsSinceCheck * Self.rowsCheckedPerOperation >= rows.count else { return }
        operationsSinceCheck = 0
        verifyInvariants()
        #endif
    }

    private func verifyInvariants() {
        #if HEADLESSKIT_INVARIANTS
        for (index, row) in rows.enumerated() where row.isLive {
            let slot = Int32(index)
            if row.basic >= 0 {
                precondition(rowOfSymbol[Int(row.basic)] == slot, "row/basic map disagree")
            }
            let restricted = row.isObjective || kinds[Int(row.basic)].isRestrictedBasic
            if restricted && !row.isObjective {
                precondition(row.constant >= -1e-6, "restricted row \(row.basic) is infeasible: \(row.constant)")
            }
            for (position, cell) in row.cells.enumerated() {
                precondition(cell.symbol != row.basic, "row holds its own basic symbol")
                precondition(!Tableau.isNearZero(cell.coefficient), "zero coefficient kept")
                let entry = columns[Int(cell.symbol)][Int(cell.slot)]
                precondition(entry == ColumnEntry(row: slot, cell: Int32(position)), "column index out of step")
                let referenced = rowOfSymbol[Int(cell.symbol)]
                if restricted {
                    precondition(referenced < 0, "restricted row or objective holds a basic symbol")
                    precondition(kinds[Int(cell.symbol)] != .external, "restricted row holds an external symbol")
                } else if referenced >= 0 {
                    precondition(kinds[Int(cell.symbol)] == .external, "reference to a restricted basic")
                    precondition(rows[Int(referenced)].birth < row.birth, "reference to a younger row")
                }
                if row.hasLookup {
                    precondition(largeRowLookups[slot]?[cell.symbol] == Int32(position), "lookup out of step")
                }
                if slot == objective {
                    precondition(objectivePositions[Int(cell.symbol)] == Int32(position), "objective positions out of step")
                }
                if row.isObjective {
                    let negatives = negatives(of: slot)
                    let negative = cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy
                    precondition(negatives.contains(cell.symbol) == negative, "negative set out of step")
                }
            }
            if row.isObjective {
                precondition(negatives(of: slot).allSatisfy { cellIndex(row: slot, symbol: $0) != nil }, "stale negative")
            }
        }
        for (symbol, column) in columns.enumerated() {
            for entry in column {
                precondition(rows[Int(entry.row)].cells[Int(entry.cell)].symbol == Int32(symbol), "dangling column entry")
            }
        }
        let dummyBasic = rows.indices.filter { rows[$0].isLive && rows[$0].basic >= 0 && kinds[Int(rows[$0].basic)] == .dummy }
        precondition(Set(dummyBasic.map { Int32($0) }) == dummyRows, "dummy rows out of step")
        precondition(objectiveNegatives.isEmpty && goal == -1 && goalNegatives.isEmpty, "objective not optimal")
        precondition(largeRowLookups.keys.allSatisfy { rows[Int($0)].isLive && rows[Int($0)].hasLookup }, "stale lookup")
        let positioned = objectivePositions.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
        precondition(positioned == rows[Int(objective)].cells.count, "stale objective position")
        #endif
    }
}
