/// The rows a resize loop re-evaluates every step, flattened once: for each target symbol in
/// topological order, the slot whose constant it starts from and the (coefficient, basic symbol)
/// terms it adds. Parametric symbols are left out (their value is zero).
///
/// A plan is valid while the tableau's `structureVersion` is unchanged: only constants move then,
/// and the plan reads those from the rows each time it runs. Running it is one pass over three
/// dense arrays instead of a walk through row structs, cell arrays and the basic-symbol map.
struct EvaluationPlan {
    var version = -1
    /// The dirty symbols the plan was made for, in the order they were marked.
    var roots: [Int32] = []
    private var targets: [Int32] = []
    /// Row slot of each target, or -1 for a symbol that is no longer basic (its value is zero).
    private var slots: [Int32] = []
    /// One past the last term of each target.
    private var ends: [Int32] = []
    private var termSymbols: [Int32] = []
    private var termCoefficients: [Double] = []

    init() {}

    init(version: Int, roots: [Int32], order: [Int32], in tableau: Tableau) {
        self.version = version
        self.roots = roots
        targets = order
        slots.reserveCapacity(order.count)
        ends.reserveCapacity(order.count)
        for symbol in order {
            let slot = tableau.rowOfSymbol[Int(symbol)]
            slots.append(slot)
            if slot >= 0 {
                for cell in tableau.rows[Int(slot)].cells where tableau.rowOfSymbol[Int(cell.symbol)] >= 0 {
                    termSymbols.append(cell.symbol)
                    termCoefficients.append(cell.coefficient)
                }
            }
            ends.append(Int32(termSymbols.count))
        }
    }

    /// Writes every target's value, reading constants from `rows`.
    func run(rows: UnsafeBufferPointer<Row>, values: UnsafeMutableBufferPointer<Double>) {
        targets.withUnsafeBufferPointer { targets in
            slots.withUnsafeBufferPointer { slots in
                ends.withUnsafeBufferPointer { ends in
                    termSymbols.withUnsafeBufferPointer { symbols in
                        termCoefficients.withUnsafeBufferPointer { coefficients in
                            var term = 0
                            for index in 0..<targets.count {
                                let slot = Int(slots[index])
                                var value = slot >= 0 ? rows[slot].constant : 0
                                let end = Int(ends[index])
                                while term < end {
                                    value += coefficients[term] * values[Int(symbols[term])]
                                    term += 1
                                }
                                values[Int(targets[index])] = value
                            }
                        }
                    }
                }
            }
        }
    }
}
