/// The simplex tableau behind ``Solver``: sparse rows, a column index, and the bookkeeping that
/// keeps every operation proportional to the rows it touches rather than to the whole system.
///
/// Representation (see the DocC article "How the solver stays linear"):
/// - A symbol is an `Int32` index into per-symbol arrays (`kinds`, `rowOfSymbol`, `columns`, `values`).
/// - A row says `basic = constant + Σ coefficient × symbol`. Rows live in `rows` slots; `columns[s]`
///   lists every (row, cell) holding symbol `s`, so substitution and ratio tests visit only the rows
///   that mention a symbol.
/// - Restricted rows (basic slack, error or dummy) and the objective hold parametric symbols only,
///   as in textbook Cassowary. **Rows whose basic symbol is external may also hold other external
///   basic symbols** ("references"), always to rows born earlier. A chain such as a vertical stack
///   (`T[i] = T[i-1] + H[i-1] + 8`) then stays three cells per row instead of accumulating the
///   error symbols of every view above it. External rows never take part in ratio tests, so the
///   simplex sees exactly the textbook tableau; values are evaluated through references in birth
///   (topological) order.
/// - Parametric external symbols appear in external rows only, so choosing an external subject
///   never makes a restricted row infeasible.
struct Tableau {
    var kinds: [SymbolKind] = []
    var rowOfSymbol: [Int32] = []
    var columns: [[ColumnEntry]] = []
    var values: [Double] = []
    var isDirty: [Bool] = []
    var freeSymbols: [Int32] = []

    var rows: [Row] = []
    /// The counters ``Solver/statistics`` reads; `rows` is filled in there.
    var statistics = Solver.Statistics()
    var freeRows: [Int32] = []
    var nextBirth = 0
    /// External basic rows in birth order, as (slot, birth); stale entries are skipped and compacted.
    var birthOrder: [(slot: Int32, birth: Int)] = []
    var liveExternalRows = 0

    var objective: Int32 = -1
    /// Indexed by symbol: its cell's index in the objective row, or -1. The objective holds every
    /// error symbol (thousands); a dense map keeps its lookups off the hash table.
    var objectivePositions: [Int32] = []
    /// The objective's entering candidates: non-dummy symbols with a negative coefficient.
    var objectiveNegatives = Set<Int32>()
    /// The phase-one goal row while one exists, and its entering candidates.
    var goal: Int32 = -1
    var goalNegatives = Set<Int32>()
    var largeRowLookups: [Int32: [Int32: Int32]] = [:]
    /// Rows whose basic symbol is a dummy: required equalities implied by others. Usually none,
    /// so asking whether a marker sits in one is cheap even when its column is long.
    var dummyRows = Set<Int32>()
    var infeasible: [Int32] = []
    var dirtySymbols: [Int32] = []
    var structureVersion = 0
    #if HEADLESSKIT_INVARIANTS
    /// Operations since the invariants were last checked (see `checkInvariants()`).
    var operationsSinceCheck = 0
    #endif
    var evaluationPlan = EvaluationPlan()

    // Ownership: which constraint a marker belongs to, which variable an external symbol stands for.
    /// Constraint → its slot in `tagStore`. Tags live in a dense store, not in the dictionary, so
    /// that growing the dictionary moves 12-byte entries rather than 40-byte tags.
    var tagSlots: [ObjectIdentifier: Int32] = [:]
    /// The tags of the constraints present, by slot; `nil` marks a free slot.
    var tagStore: [Tag?] = []
    var freeTagSlots: [Int32] = []
    /// Indexed by symbol, like the arrays above: the constraint whose marker (or second symbol) it is.
    var markerOwner: [Constraint?] = []
    var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
    /// Indexed by symbol: the variable an external symbol stands for.
    var variableOfSymbol: [Variable?] = []
    var edits: [ObjectIdentifier: EditInfo] = [:]

    init() {
        objective = allocateRow(basic: -1, constant: 0, isObjective: true)
    }

    static let epsilon = 1.0e-8
    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The objective's zero: its coefficients are weights times row coefficients, so one that
    /// cancels exactly in theory keeps round-off of about the largest weight × 1e-16. With weights
    /// from about 1e-3 (priority 1) to 1e9 (priority 999) that is far above `epsilon`, so the
    /// objective's zero grows with the largest weight it has held: 1e-14 of it, never below
    /// `epsilon` (about 1e-5 with a priority-999 weight, a hundredth of priority 1's weight).
    /// It only grows, until `reset()`: removing the heavy constraint later could leave round-off
    /// of its size behind, so the zero it set stays.
    var objectiveEpsilon = Tableau.epsilon
    /// The share of the largest weight below which an objective coefficient is round-off.
    static let objectiveRoundOff = 1.0e-14
    /// Round-off a sum of two terms can keep, relative to the larger term.
    static let relativeEpsilon = 1.0e-13
    /// Whether a row's coefficient `sum` (of `first` and `second`) is zero up to round-off: near
    /// zero (by the objective's own measure in the objective), or so small beside its terms that
    /// only their cancellation error is left.
    func cancels(_ sum: Double, _ first: Double, _ second: Double, row slot: Int32) -> Bool {
        if slot == objective ? abs(sum) < objectiveEpsilon : Tableau.isNearZero(sum) { return true }
        return abs(sum) <= Tableau.relativeEpsilon * max(abs(first), abs(second))
    }
}

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The non-negative slack of an inequality (or the artificial variable of phase one).
    case slack
    /// A non-negative error term of a non-required constraint; it is in the objective.
    case error
    /// The marker of a required equality; always zero, never enters the basis by choice.
    case dummy

    /// Rows with a restricted basic symbol must keep a non-negative constant.
    var isRestrictedBasic: Bool { self != .external }
    /// Slack and error symbols are the only ones the simplex may pivot on freely.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// One non-zero entry of a row.
struct Cell {
    // The coefficient first: 16 bytes a cell instead of 24 with the padding after `symbol`.
    var coefficient: Double
    var symbol: Int32
    /// This cell's position in `columns[symbol]`.
    var slot: Int32
}

/// One entry of a column: the row slot and the cell's index in that row.
struct ColumnEntry: Equatable {
    var row: Int32
    var cell: Int32
}

/// `basic = constant + Σ cells`; objective rows have no basic symbol.
///
/// Kept to 32 bytes: every operation walks rows, so what only the objective rows or a few large
/// rows need (negative sets, lookup tables) lives in side tables of the tableau.
struct Row {
    var basic: Int32
    var isLive = true
    /// The objective or a phase-one goal; its entering candidates are `Tableau.negatives(of:)`.
    var isObjective = false
    /// Whether `Tableau.largeRowLookups` holds a symbol → cell index table for this row (rows
    /// longer than `Row.lookupThreshold` other than the objective, which has `objectivePositions`).
    var hasLookup = false
    var constant: Double
    var birth: Int
    var cells: [Cell] = []

    static let lookupThreshold = 24
}

/// A constraint's own symbols: `marker` always, `other` for non-required ones that need two.
struct Tag {
    var constraint: Constraint
    var marker: Int32
    var other: Int32 = -1
    /// The marker's coefficient in the constraint's equation before any sign change; a change of
    /// the constraint's constant by δ moves the marker by δ / markerCoefficient.
    var markerCoefficient: Double
    var otherCoefficient: Double = 0
    /// The constant the constraint currently has (it can be changed in place).
    var constant: Double
}

/// An edit variable's constraint and the value last suggested.
struct EditInfo {
    var variable: Variable
    var constraint: Constraint
    var suggested: Double
}
