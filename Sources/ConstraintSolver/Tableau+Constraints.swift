// Adding and removing constraints: Cassowary's addConstraint/removeConstraint, with a subject
// choice that keeps rows sparse (a free external variable first) and a snapshot only on the
// artificial-variable path, the one path that can fail after changing the tableau.

extension Tableau {
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        if tagSlots[id] != nil { throw .duplicateConstraint(constraint) }
        var created: [Int32] = []
        let direct = directCells(of: constraint.expression, created: &created)
        let (tag, tagCells, errors) = makeTag(for: constraint, created: &created)

        // A variable no row mentions yet can be solved for without touching any other row, and the
        // new row may keep references to other external rows: the common, linear-time case.
        if let subject = firstFreeSymbol(in: direct) {
            let slot = allocateRow(basic: -1, constant: constraint.expression.constant)
            for (symbol, coefficient) in direct + tagCells {
                appendCell(row: slot, symbol: symbol, coefficient: coefficient)
            }
            addErrorsToObjective(errors, constraint.strength)
            solve(row: slot, for: subject)
            setBasic(slot, subject)
            register(tag)
            optimize(objective)
            return
        }

        var (cells, constant) = reduced(direct, constant: constraint.expression.constant)
        cells += tagCells
        if constant < 0 {
            constant = -constant
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }
        var subject = chooseSubject(cells, constant: constant, tag: tag)
        if subject == nil && areAllDummies(cells) {
            guard Tableau.isNearZero(constant) else {
                let conflicts = owners(of: cells.map(\.symbol))
                releaseAll(created)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicts)
            }
            subject = tag.marker
        }
        if let subject {
            let slot = allocateRow(basic: -1, constant: constant)
            for (symbol, coefficient) in cells { appendCell(row: slot, symbol: symbol, coefficient: coefficient) }
            addErrorsToObjective(errors, constraint.strength)
            solve(row: slot, for: subject)
            setBasic(slot, subject)
            substitute(subject, from: slot)
            infeasible.removeAll()
            register(tag)
            optimize(objective)
            return
        }

        // Phase one with an artificial variable. Only required constraints get here, and they can
        // fail after pivoting: keep the state to restore (copy-on-write, so cheap until written).
        let saved = self
        let outcome = addWithArtificialVariable(cells, constant: constant)
        guard outcome.succeeded else {
            self = saved
            releaseAll(created)
            throw .unsatisfiableConstraint(constraint, conflicting: outcome.conflicts)
        }
        register(tag)
        optimize(objective)
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tagSlot = tagSlots.removeValue(forKey: ObjectIdentifier(constraint)),
              let tag = tagStore[Int(tagSlot)]
        else { throw .unknownConstraint(constraint) }
        tagStore[Int(tagSlot)] = nil
        freeTagSlots.append(tagSlot)
        markerOwner[Int(tag.marker)] = nil
        if tag.other >= 0 { markerOwner[Int(tag.other)] = nil }
        let weight = constraint.strength.weight
        if kinds[Int(tag.marker)] == .error { removeErrorEffects(tag.marker, weight) }
        if tag.other >= 0 && kinds[Int(tag.other)] == .error { removeErrorEffects(tag.other, weight) }

        if isBasic(tag.marker) {
            freeRow(rowOfSymbol[Int(tag.marker)])
        } else if let slot = markerLeavingRow(tag.marker) {
            // A marker that only external rows hold has no place in the objective once its own
            // error terms are gone (every other error's row is restricted): what is left there is
            // round-off, and the pivot would carry it onto the external symbol leaving the basis.
            if kinds[Int(rows[Int(slot)].basic)] == .external,
               let position = cellIndex(row: objective, symbol: tag.marker)
            {
                removeCell(row: objective, at: position)
            }
            pivot(row: slot, entering: tag.marker)
            freeRow(rowOfSymbol[Int(tag.marker)])
        }
        // The second symbol of a removed non-required constraint stays where pivots left it, as
        // in kiwi: it can still be carrying part of the remaining rows' freedom.
        releaseSymbol(tag.marker)
        if tag.other >= 0 && !isBasic(tag.other) && columns[Int(tag.other)].isEmpty { releaseSymbol(tag.other) }
        releaseUnusedVariables(of: constraint.expression)
        optimize(objective)
    }

    // MARK: Building rows

    // Loops rather than closures over `self` in the hot paths: a closure capturing the tableau
    // copies the struct (a retain of every stored array) on each call.
    func firstFreeSymbol(in cells: [(symbol: Int32, coefficient: Double)]) -> Int32? {
        for cell in cells where isFree(cell.symbol) { return cell.symbol }
        return nil
    }

    func areAllDummies(_ cells: [(symbol: Int32, coefficient: Double)]) -> Bool {
        for cell in cells where kinds[Int(cell.symbol)] != .dummy { return false }
        return true
    }

    func isFree(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && !isBasic(symbol) && columns[Int(symbol)].isEmpty
    }

    /// The expression's terms as (symbol, coefficient), one per variable, registering new variables.
    mutating func directCells(
        of expression: LinearExpression, created: inout [Int32]
    ) -> [(symbol: Int32, coefficient: Double)] {
        var cells: [(symbol: Int32, coefficient: Double)] = []
        for term in expression.terms where !Tableau.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, created: &created)
            if let index = cells.firstIndex(where: { $0.symbol == symbol }) {
                cells[index].coefficient += term.coefficient
            } else {
                cells.append((symbol, term.coefficient))
            }
        }
        cells.removeAll { Tableau.isNearZero($0.coefficient) }
        return cells
    }

    mutating func symbol(for variable: Variable, created: inout [Int32]) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[id] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[id] = symbol
        variableOfSymbol[Int(symbol)] = variable
        created.append(symbol)
        return symbol
    }

    /// The constraint's slack, error or dummy symbols and their cells (kiwi's createRow).
    mutating func makeTag(
        for constraint: Constraint, created: inout [Int32]
    ) -> (Tag, [(symbol: Int32, coefficient: Double)], [Int32]) {
        let required = constraint.strength.isRequired
        func fresh(_ kind: SymbolKind) -> Int32 {
            let symbol = newSymbol(kind)
            created.append(symbol)
            return symbol
        }
        var tag = Tag(
            constraint: constraint, marker: -1, markerCoefficient: 0,
            constant: constraint.expression.constant)
        var errors: [Int32] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = fresh(.slack)
            tag.markerCoefficient = sign
            if !required {
                tag.other = fresh(.error)
                tag.otherCoefficient = -sign
                errors.append(tag.other)
            }
        case .equal:
            if required {
                tag.marker = fresh(.dummy)
                tag.markerCoefficient = 1
            } else {
                tag.marker = fresh(.error)
                tag.markerCoefficient = -1
                tag.other = fresh(.error)
                tag.otherCoefficient = 1
                errors = [tag.marker, tag.other]
            }
        }
        var cells = [(symbol: tag.marker, coefficient: tag.markerCoefficient)]
        if tag.other >= 0 { cells.append((tag.other, tag.otherCoefficient)) }
        return (tag, cells, errors)
    }

    mutating func addErrorsToObjective(_ errors: [Int32], _ strength: Strength) {
        if !errors.isEmpty {
            objectiveEpsilon = max(objectiveEpsilon, strength.weight * Tableau.objectiveRoundOff)
        }
        for error in errors { addToCoefficient(row: objective, symbol: error, strength.weight) }
    }

    mutating func register(_ tag: Tag) {
        let slot: Int32
        if let free = freeTagSlots.popLast() {
            slot = free
            tagStore[Int(slot)] = tag
        } else {
            slot = Int32(tagStore.count)
            tagStore.append(tag)
        }
        tagSlots[ObjectIdentifier(tag.constraint)] = slot
        markerOwner[Int(tag.marker)] = tag.constraint
        if tag.other >= 0 { markerOwner[Int(tag.other)] = tag.constraint }
    }

    /// The expression with every external basic symbol replaced by its row, transitively.
    ///
    /// References are expanded in reverse birth order (a row only refers to older rows), so each
    /// row is visited once however many paths lead to it.
    func reduced(
        _ seeds: [(symbol: Int32, coefficient: Double)], constant: Double
    ) -> (cells: [(symbol: Int32, coefficient: Double)], constant: Double) {
        var constant = constant
        var accumulated: [Int32: Double] = [:]
        var multiplier: [Int32: Double] = [:]
        var pending: [Int32] = []
        for (symbol, coefficient) in seeds {
            let slot = rowOfSymbol[Int(symbol)]
            if slot >= 0 {
                if multiplier[slot] == nil { pending.append(slot) }
                multiplier[slot, default: 0] += coefficient
            } else {
                accumulated[symbol, default: 0] += coefficient
            }
        }
        var reached = Set(pending)
        while let slot = pending.popLast() {
            for cell in rows[Int(slot)].cells {
                let referenced = rowOfSymbol[Int(cell.symbol)]
                if referenced >= 0 && reached.insert(referenced).inserted { pending.append(referenced) }
            }
        }
        var newestFirst: [(birth: Int, slot: Int32)] = []
        newestFirst.reserveCapacity(reached.count)
        for slot in reached { newestFirst.append((rows[Int(slot)].birth, slot)) }
        newestFirst.sort { $0.birth > $1.birth }
        for (_, slot) in newestFirst {
            let factor = multiplier[slot] ?? 0
            if factor == 0 { continue }
            constant += factor * rows[Int(slot)].constant
            for cell in rows[Int(slot)].cells {
                let referenced = rowOfSymbol[Int(cell.symbol)]
                if referenced >= 0 {
                    multiplier[referenced, default: 0] += factor * cell.coefficient
                } else {
                    accumulated[cell.symbol, default: 0] += factor * cell.coefficient
                }
            }
        }
        let cells = accumulated.filter { !Tableau.isNearZero($0.value) }.sorted { $0.key < $1.key }
        return (cells.map { ($0.key, $0.value) }, constant)
    }

    /// Rewrites an external row so that it holds parametric symbols only.
    mutating func reduceInPlace(_ slot: Int32) {
        let seeds = rows[Int(slot)].cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
        let (cells, constant) = reduced(seeds, constant: rows[Int(slot)].constant)
        while !rows[Int(slot)].cells.isEmpty {
            removeCell(row: slot, at: Int32(rows[Int(slot)].cells.count - 1))
        }
        rows[Int(slot)].constant = constant
        for (symbol, coefficient) in cells { appendCell(row: slot, symbol: symbol, coefficient: coefficient) }
        touch(slot)
    }

    /// kiwi's subject rules, widened: an external symbol; the constraint's own slack or error with
    /// a negative coefficient; or any slack/error with a negative coefficient whose ratio test shows
    /// the new row is the tightest (so substituting it keeps every restricted row feasible).
    func chooseSubject(
        _ cells: [(symbol: Int32, coefficient: Double)], constant: Double, tag: Tag
    ) -> Int32? {
        var external: Int32?
        for cell in cells where kinds[Int(cell.symbol)] == .external {
            external = min(external ?? cell.symbol, cell.symbol)
        }
        if let external { return external }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)].isPivotable {
            if let cell = cells.first(where: { $0.symbol == symbol }), cell.coefficient < 0 { return symbol }
        }
        for cell in cells.sorted(by: { $0.symbol < $1.symbol })
        where cell.coefficient < 0 && kinds[Int(cell.symbol)].isPivotable {
            let ratio = constant / -cell.coefficient
            let tightest = columns[Int(cell.symbol)].allSatisfy { entry in
                let row = rows[Int(entry.row)]
                guard !row.isObjective, kinds[Int(row.basic)].isRestrictedBasic else { return true }
                let coefficient = row.cells[Int(entry.cell)].coefficient
                return coefficient >= 0 || row.constant / -coefficient >= ratio
            }
            if tightest { return cell.symbol }
        }
        return nil
    }

    /// Phase one: minimise an artificial variable standing for the new row. Succeeds when it
    /// reaches zero; otherwise reports the constraints whose markers hold it above zero.
    mutating func addWithArtificialVariable(
        _ cells: [(symbol: Int32, coefficient: Double)], constant: Double
    ) -> (succeeded: Bool, conflicts: [Constraint]) {
        let artificial = newSymbol(.slack)
        let slot = allocateRow(basic: -1, constant: constant)
        let goal = allocateRow(basic: -1, constant: constant, isObjective: true)
        self.goal = goal
        for (symbol, coefficient) in cells {
            appendCell(row: slot, symbol: symbol, coefficient: coefficient)
            appendCell(row: goal, symbol: symbol, coefficient: coefficient)
        }
        setBasic(slot, artificial)
        optimize(goal)
        var succeeded = Tableau.isNearZero(rows[Int(goal)].constant)
        let conflicts = succeeded ? [] : owners(of: rows[Int(goal)].cells.map(\.symbol))
        freeRow(goal)
        self.goal = -1
        if isBasic(artificial) {
            let row = rowOfSymbol[Int(artificial)]
            if rows[Int(row)].cells.isEmpty {
                freeRow(row)
            } else if let entering = rows[Int(row)].cells.filter({ kinds[Int($0.symbol)].isPivotable })
                .map(\.symbol).min()
            {
                pivot(row: row, entering: entering)
            } else {
                succeeded = false
            }
        }
        if succeeded {
            while let entry = columns[Int(artificial)].last { removeCell(row: entry.row, at: entry.cell) }
            releaseSymbol(artificial)
        }
        return (succeeded, conflicts)
    }

    /// kiwi's getMarkerLeavingRow: the restricted row that can give up its basic symbol to the
    /// marker most cheaply, else an external row (reduced first, so the pivot sees true coefficients).
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        // A row whose basic symbol is a dummy records a required equality implied by this one.
        // Pivoting there first (ratio zero, its constant is zero) hands the equation over to the
        // implied constraint; any other choice would leave that dummy row with a non-zero value.
        if let implied = impliedEquality(holding: marker), rows[Int(implied)].basic != marker {
            return implied
        }
        var first: (slot: Int32, ratio: Double)?
        var second: (slot: Int32, ratio: Double)?
        var externals: [Int32] = []
        for entry in columns[Int(marker)] {
            let row = rows[Int(entry.row)]
            if row.isObjective { continue }
            let coefficient = row.cells[Int(entry.cell)].coefficient
            if kinds[Int(row.basic)] == .external {
                externals.append(entry.row)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio { first = (entry.row, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio { second = (entry.row, ratio) }
            }
        }
        if let slot = first?.slot ?? second?.slot { return slot }
        for slot in externals { reduceInPlace(slot) }
        return columns[Int(marker)].first { !rows[Int($0.row)].isObjective }?.row
    }

    mutating func removeErrorEffects(_ error: Int32, _ weight: Double) {
        let slot = rowOfSymbol[Int(error)]
        if slot >= 0 {
            let row = rows[Int(slot)]
            addCells(row: objective, row.cells, constant: row.constant, times: -weight)
        } else {
            addToCoefficient(row: objective, symbol: error, -weight)
        }
    }

    /// The tag of a constraint this tableau holds.
    func tag(of constraint: Constraint) -> Tag? {
        tagSlots[ObjectIdentifier(constraint)].flatMap { tagStore[Int($0)] }
    }

    /// The required constraints owning the given marker symbols, once each, by symbol index.
    func owners(of symbols: [Int32]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        return symbols.sorted().compactMap { markerOwner[Int($0)] }.filter {
            $0.strength.isRequired && seen.insert(ObjectIdentifier($0)).inserted
        }
    }

    mutating func releaseAll(_ created: [Int32]) {
        for symbol in created.reversed() {
            if let variable = variableOfSymbol[Int(symbol)] {
                symbolOfVariable[ObjectIdentifier(variable)] = nil
            }
            releaseSymbol(symbol)
        }
    }

    /// Forgets variables that no row, edit or constraint mentions any more.
    mutating func releaseUnusedVariables(of expression: LinearExpression) {
        for term in expression.terms {
            let id = ObjectIdentifier(term.variable)
            guard let symbol = symbolOfVariable[id], isFree(symbol), edits[id] == nil else { continue }
            symbolOfVariable[id] = nil
            releaseSymbol(symbol)  // also forgets variableOfSymbol[symbol]
        }
    }
}
