// Variable values. Only external rows are evaluated, and only those whose value can have
// changed: rows marked dirty since the last update and every row that refers to them.

extension Tableau {
    mutating func updateValues() {
        if dirtySymbols.isEmpty { return }
        if dirtySymbols.count * 2 > liveExternalRows {
            evaluateAllRows()
        } else {
            evaluateClosureOfDirtyRows()
        }
        for symbol in dirtySymbols { isDirty[Int(symbol)] = false }
        dirtySymbols.removeAll(keepingCapacity: true)
    }

    /// Evaluates the given external symbols in order (each after every row it refers to).
    mutating func evaluate(inOrder symbols: [Int32]) {
        symbols.withUnsafeBufferPointer { symbols in
            rowOfSymbol.withUnsafeBufferPointer { rowOfSymbol in
                rows.withUnsafeBufferPointer { rows in
                    values.withUnsafeMutableBufferPointer { values in
                        for symbol in symbols {
                            let slot = Int(rowOfSymbol[Int(symbol)])
                            guard slot >= 0 else {
                                values[Int(symbol)] = 0
                                continue
                            }
                            var value = rows[slot].constant
                            rows[slot].cells.withUnsafeBufferPointer { cells in
                                for cell in cells where rowOfSymbol[Int(cell.symbol)] >= 0 {
                                    value += cell.coefficient * values[Int(cell.symbol)]
                                }
                            }
                            values[Int(symbol)] = value
                        }
                    }
                }
            }
        }
    }

    /// Every external row in birth order: a row refers only to rows born before it.
    mutating func evaluateAllRows() {
        if birthOrder.count > 2 * liveExternalRows + 64 {
            birthOrder = birthOrder.filter { isCurrent($0) }
        }
        var order: [Int32] = []
        order.reserveCapacity(liveExternalRows)
        for entry in birthOrder where isCurrent(entry) { order.append(rows[Int(entry.slot)].basic) }
        evaluate(inOrder: order)
        for symbol in dirtySymbols where !isBasic(symbol) { values[Int(symbol)] = 0 }
    }

    func isCurrent(_ entry: (slot: Int32, birth: Int)) -> Bool {
        let row = rows[Int(entry.slot)]
        return row.isLive && row.birth == entry.birth && row.basic >= 0
            && kinds[Int(row.basic)] == .external
    }

    /// The dirty symbols and the external rows that depend on them, in topological order. The
    /// plan is cached: a resize loop changes constants, not structure, and reuses it every step.
    mutating func evaluateClosureOfDirtyRows() {
        // The roots are compared in the order they were marked: with the structure unchanged, the
        // same shift marks the same rows in the same order, and any order gives a valid closure.
        if evaluationPlan.version != structureVersion || evaluationPlan.roots != dirtySymbols {
            let roots = dirtySymbols.filter { kinds[Int($0)] == .external }
            evaluationPlan = EvaluationPlan(
                version: structureVersion, roots: dirtySymbols, order: dependencyOrder(from: roots), in: self)
        }
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                evaluationPlan.run(rows: rows, values: values)
            }
        }
    }

    /// Reverse post-order of a depth-first walk from the roots along "is referred to by" edges.
    func dependencyOrder(from roots: [Int32]) -> [Int32] {
        var visited = Set<Int32>()
        var postorder: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for root in roots where visited.insert(root).inserted {
            stack.append((root, 0))
            while let top = stack.last {
                let column = columns[Int(top.symbol)]
                if top.next < column.count {
                    stack[stack.count - 1].next += 1
                    let dependent = rows[Int(column[top.next].row)].basic
                    if dependent >= 0 && kinds[Int(dependent)] == .external && visited.insert(dependent).inserted {
                        stack.append((dependent, 0))
                    }
                } else {
                    postorder.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return postorder.reversed()
    }
}

extension Tableau {
    /// A basic variable is ambiguous when its row (references expanded) holds a symbol that can
    /// move at no cost: a parametric external, or a slack/error with a zero objective coefficient
    /// that no restricted row blocks at a zero ratio.
    func isAmbiguous(_ symbol: Int32) -> Bool {
        let slot = rowOfSymbol[Int(symbol)]
        guard slot >= 0 else { return true }
        let seeds = rows[Int(slot)].cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
        for (parametric, _) in reduced(seeds, constant: 0).cells {
            switch kinds[Int(parametric)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                guard Tableau.isNearZero(coefficient(row: objective, symbol: parametric)) else { continue }
                let blocked = columns[Int(parametric)].contains { entry in
                    let row = rows[Int(entry.row)]
                    guard !row.isObjective, kinds[Int(row.basic)].isRestrictedBasic else { return false }
                    return row.cells[Int(entry.cell)].coefficient < 0 && Tableau.isNearZero(row.constant)
                }
                if !blocked { return true }
            }
        }
        return false
    }
}
