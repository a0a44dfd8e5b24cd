// Cell-level primitives: every change to a row goes through these, so the column index, the row's
// lookup table, an objective's negative set and the dirty marks stay consistent.

extension Tableau {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let recycled = freeSymbols.popLast() {
            kinds[Int(recycled)] = kind
            return recycled
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        values.append(0)
        isDirty.append(false)
        objectivePositions.append(-1)
        markerOwner.append(nil)
        variableOfSymbol.append(nil)
        return symbol
    }

    /// Returns a symbol that no row mentions and no map names to the free list.
    mutating func releaseSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        precondition(rowOfSymbol[index] == -1 && columns[index].isEmpty, "released symbol in use")
        values[index] = 0
        markerOwner[index] = nil
        variableOfSymbol[index] = nil
        freeSymbols.append(symbol)
    }

    func isBasic(_ symbol: Int32) -> Bool { rowOfSymbol[Int(symbol)] >= 0 }

    /// A new row, in a freed slot if there is one (keeping that slot's cell storage: rows are
    /// freed and made all the time, and most have two to four cells).
    mutating func allocateRow(basic: Int32, constant: Double, isObjective: Bool = false) -> Int32 {
        let capacity = 4
        structureVersion &+= 1
        if let slot = freeRows.popLast() {
            let index = Int(slot)
            rows[index].basic = basic
            rows[index].constant = constant
            rows[index].birth = 0
            rows[index].cells.reserveCapacity(capacity)
            rows[index].isObjective = isObjective
            rows[index].isLive = true
            return slot
        }
        var cells: [Cell] = []
        cells.reserveCapacity(capacity)
        rows.append(Row(basic: basic, isObjective: isObjective, constant: constant, birth: 0, cells: cells))
        return Int32(rows.count - 1)
    }

    /// Removes every cell of a row and frees its slot (the basic symbol, if any, becomes parametric).
    mutating func freeRow(_ slot: Int32) {
        let index = Int(slot)
        while !rows[index].cells.isEmpty {
            removeCell(row: slot, at: Int32(rows[index].cells.count - 1))
        }
        let basic = rows[index].basic
        if basic >= 0 { clearBasic(slot) }
        rows[index].isLive = false
        rows[index].isObjective = false
        if rows[index].hasLookup {
            rows[index].hasLookup = false
            largeRowLookups[slot] = nil
        }
        freeRows.append(slot)
        structureVersion &+= 1
    }

    func cellIndex(row slot: Int32, symbol: Int32) -> Int32? {
        let index = Int(slot)
        if slot == objective {
            let position = objectivePositions[Int(symbol)]
            return position >= 0 ? position : nil
        }
        if rows[index].hasLookup { return largeRowLookups[slot]![symbol] }
        return rows[index].cells.withUnsafeBufferPointer { cells in
            for position in cells.indices where cells[position].symbol == symbol {
                return Int32(position)
            }
            return nil
        }
    }

    func coefficient(row slot: Int32, symbol: Int32) -> Double {
        guard let position = cellIndex(row: slot, symbol: symbol) else { return 0 }
        return rows[Int(slot)].cells[Int(position)].coefficient
    }

    mutating func appendCell(row slot: Int32, symbol: Int32, coefficient: Double) {
        let index = Int(slot)
        let position = Int32(rows[index].cells.count)
        let columnSlot = Int32(columns[Int(symbol)].count)
        columns[Int(symbol)].append(ColumnEntry(row: slot, cell: position))
        rows[index].cells.append(Cell(coefficient: coefficient, symbol: symbol, slot: columnSlot))
        if slot == objective {
            objectivePositions[Int(symbol)] = position
        } else if rows[index].hasLookup {
            largeRowLookups[slot]![symbol] = position
        } else if rows[index].cells.count > Row.lookupThreshold {
            var lookup: [Int32: Int32] = [:]
            for (position, cell) in rows[index].cells.enumerated() { lookup[cell.symbol] = Int32(position) }
            largeRowLookups[slot] = lookup
            rows[index].hasLookup = true
        }
        if rows[index].isObjective { noteObjectiveCoefficient(row: slot, symbol: symbol, coefficient) }
        structureVersion &+= 1
        touch(slot)
    }

    mutating func removeCell(row slot: Int32, at position: Int32) {
        let index = Int(slot)
        let cell = rows[index].cells[Int(position)]
        let symbol = Int(cell.symbol)
        // Swap-remove from the column, repointing the moved entry's cell.
        let moved = columns[symbol].removeLast()
        if Int(cell.slot) != columns[symbol].count {
            columns[symbol][Int(cell.slot)] = moved
            rows[Int(moved.row)].cells[Int(moved.cell)].slot = cell.slot
        }
        // Swap-remove from the row, repointing the moved cell's column entry.
        let last = rows[index].cells.removeLast()
        if Int(position) != rows[index].cells.count {
            rows[index].cells[Int(position)] = last
            columns[Int(last.symbol)][Int(last.slot)].cell = position
            if slot == objective { objectivePositions[Int(last.symbol)] = position }
            if rows[index].hasLookup { largeRowLookups[slot]![last.symbol] = position }
        }
        if slot == objective { objectivePositions[symbol] = -1 }
        if rows[index].hasLookup { largeRowLookups[slot]![cell.symbol] = nil }
        if rows[index].isObjective { removeNegative(cell.symbol, row: slot) }
        structureVersion &+= 1
        touch(slot)
    }

    /// Adds `delta` to a symbol's coefficient in a row, dropping the cell when it cancels to zero.
    mutating func addToCoefficient(row slot: Int32, symbol: Int32, _ delta: Double) {
        if let position = cellIndex(row: slot, symbol: symbol) {
            let current = rows[Int(slot)].cells[Int(position)].coefficient
            let updated = current + delta
            if cancels(updated, current, delta, row: slot) {
                removeCell(row: slot, at: position)
            } else {
                rows[Int(slot)].cells[Int(position)].coefficient = updated
                if rows[Int(slot)].isObjective {
                    noteObjectiveCoefficient(row: slot, symbol: symbol, updated)
                }
                structureVersion &+= 1  // evaluation plans copy coefficients
                touch(slot)
            }
        } else if !cancels(delta, delta, 0, row: slot) {
            appendCell(row: slot, symbol: symbol, coefficient: delta)
        }
    }

    /// `row += factor × (source cells and constant)`.
    mutating func addCells(row slot: Int32, _ source: [Cell], constant: Double, times factor: Double) {
        rows[Int(slot)].constant += constant * factor
        for cell in source {
            addToCoefficient(row: slot, symbol: cell.symbol, cell.coefficient * factor)
        }
        touch(slot)
    }

    mutating func noteObjectiveCoefficient(row slot: Int32, symbol: Int32, _ coefficient: Double) {
        if coefficient < 0 && kinds[Int(symbol)] != .dummy {
            if slot == objective { objectiveNegatives.insert(symbol) } else { goalNegatives.insert(symbol) }
        } else {
            removeNegative(symbol, row: slot)
        }
    }

    mutating func removeNegative(_ symbol: Int32, row slot: Int32) {
        if slot == objective { objectiveNegatives.remove(symbol) } else { goalNegatives.remove(symbol) }
    }

    /// The entering candidates of an objective row (the objective or the phase-one goal).
    func negatives(of slot: Int32) -> Set<Int32> { slot == objective ? objectiveNegatives : goalNegatives }

    /// Marks an external row's value as needing re-evaluation in `updateVariables`.
    mutating func touch(_ slot: Int32) {
        let basic = rows[Int(slot)].basic
        if basic >= 0 { markDirty(basic) }
    }

    mutating func markDirty(_ symbol: Int32) {
        let index = Int(symbol)
        if kinds[index] == .external && !isDirty[index] {
            isDirty[index] = true
            dirtySymbols.append(symbol)
        }
    }

    /// Makes `symbol` the basic symbol of a row that already reads `symbol = constant + cells`.
    mutating func setBasic(_ slot: Int32, _ symbol: Int32) {
        let index = Int(slot)
        rows[index].basic = symbol
        rows[index].birth = nextBirth
        nextBirth += 1
        rowOfSymbol[Int(symbol)] = slot
        if kinds[Int(symbol)] == .dummy { dummyRows.insert(slot) }
        if kinds[Int(symbol)] == .external {
            birthOrder.append((slot, rows[index].birth))
            liveExternalRows += 1
        }
        markDirty(symbol)
        structureVersion &+= 1
    }

    mutating func clearBasic(_ slot: Int32) {
        let symbol = rows[Int(slot)].basic
        markDirty(symbol)
        rowOfSymbol[Int(symbol)] = -1
        rows[Int(slot)].basic = -1
        if kinds[Int(symbol)] == .dummy { dummyRows.remove(slot) }
        if kinds[Int(symbol)] == .external { liveExternalRows -= 1 }
        structureVersion &+= 1
    }

    /// Turns `0 = constant + cells` into `symbol = …` (the row must have no basic symbol).
    mutating func solve(row slot: Int32, for symbol: Int32) {
        let position = cellIndex(row: slot, symbol: symbol)!
        let coefficient = rows[Int(slot)].cells[Int(position)].coefficient
        removeCell(row: slot, at: position)
        let factor = -1 / coefficient
        rows[Int(slot)].constant *= factor
        rows[Int(slot)].cells.withUnsafeMutableBufferPointer { cells in
            for position in cells.indices { cells[position].coefficient *= factor }
        }
    }

    /// Replaces `symbol` (just made basic in row `source`) in every row that holds it.
    mutating func substitute(_ symbol: Int32, from source: Int32) {
        let expression = rows[Int(source)].cells
        let constant = rows[Int(source)].constant
        while let entry = columns[Int(symbol)].last {
            let target = entry.row
            let coefficient = rows[Int(target)].cells[Int(entry.cell)].coefficient
            removeCell(row: target, at: entry.cell)
            addCells(row: target, expression, constant: constant, times: coefficient)
            let basic = rows[Int(target)].basic
            if basic >= 0 && kinds[Int(basic)].isRestrictedBasic && rows[Int(target)].constant < 0 {
                infeasible.append(basic)
            }
        }
    }

    /// Exchanges a row's basic symbol for `entering` and substitutes it everywhere.
    mutating func pivot(row slot: Int32, entering: Int32) {
        statistics.pivots &+= 1
        let leaving = rows[Int(slot)].basic
        clearBasic(slot)
        appendCell(row: slot, symbol: leaving, coefficient: -1)
        solve(row: slot, for: entering)
        setBasic(slot, entering)
        substitute(entering, from: slot)
    }
}
