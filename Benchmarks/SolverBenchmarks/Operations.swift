import ConstraintSolver

/// Seconds since an arbitrary start, from the monotonic clock (benchmarks only; tests never read it).
func now() -> Double {
    let elapsed = ContinuousClock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) * 1e-18
}
let start = ContinuousClock.now

/// Builds a family at one size, then runs toggle, resize and suggest on the system built last,
/// exactly as `Benchmarks/Kiwi/kiwi_bench.py` does; returns the records and whether every checksum matched.
func run(
    _ family: Family, count: Int, repetitions: (build: Int, operation: Int), operations: Set<String>
) throws -> ([Record], Bool) {
    var records: [Record] = []
    var system: WorkloadSystem?
    var times: [Double] = []
    for _ in 0..<repetitions.build {
        system = nil
        let begin = now()
        system = try WorkloadSystem(family, count: count)
        times.append((now() - begin) * 1e3)
    }
    let built = system!
    let solver = built.solver
    let base = built.checksum()
    if operations.contains("build") {
        records.append(Record("build", family, n: count, unit: "ms_per_build", samples: times, inner: 1,
                              checksum: base, expected: WorkloadSystem.expectedChecksum(family, count: count, windowWidth: 800)))
    }
    if operations.contains("toggle") {
        let toggle = built.toggleConstraint()
        let begin = now()
        try solver.addConstraint(toggle)
        solver.updateVariables()
        let toggled = built.checksum()
        try solver.removeConstraint(toggle)
        solver.updateVariables()
        let single = now() - begin
        let cycles = Int(max(1, min(200, 0.1 / max(single, 1e-9))))
        times = []
        for _ in 0..<repetitions.operation {
            let begin = now()
            for _ in 0..<cycles {
                try solver.addConstraint(toggle)
                try solver.removeConstraint(toggle)
            }
            times.append((now() - begin) * 1e6 / Double(cycles))
        }
        solver.updateVariables()
        var record = Record("toggle", family, n: count, unit: "us_per_add_remove_pair", samples: times, inner: cycles,
                            checksum: toggled, expected: WorkloadSystem.expectedChecksum(family, count: count, windowWidth: 800, toggled: true))
        if abs(built.checksum() - base) > 1e-6 * max(1, abs(base)) { record.ok = false }
        records.append(record)
    }
    if operations.contains("resize") || operations.contains("suggest") {
        let width = built.windowWidth
        let begin = now()
        for k in 0..<100 {
            try solver.suggestValue(width, 1192 - 8 * Double(k % 100))
            solver.updateVariables()
        }
        let period = now() - begin
        let periods = Int(max(1, min(10, 0.2 / max(period, 1e-9))))
        let sequence = (0..<(100 * periods)).map { 1192 - 8 * Double($0 % 100) }
        let expected = WorkloadSystem.expectedChecksum(family, count: count, windowWidth: 400)
        if operations.contains("resize") {
            times = []
            for _ in 0..<repetitions.operation {
                let begin = now()
                for value in sequence {
                    try solver.suggestValue(width, value)
                    solver.updateVariables()
                }
                times.append((now() - begin) * 1e6 / Double(sequence.count))
            }
            records.append(Record("resize", family, n: count, unit: "us_per_suggest_plus_update", samples: times,
                                  inner: sequence.count, checksum: built.checksum(), expected: expected))
        }
        if operations.contains("suggest") {
            times = []
            for _ in 0..<repetitions.operation {
                let begin = now()
                for value in sequence { try solver.suggestValue(width, value) }
                times.append((now() - begin) * 1e6 / Double(sequence.count))
            }
            solver.updateVariables()
            records.append(Record("suggest", family, n: count, unit: "us_per_suggest", samples: times,
                                  inner: sequence.count, checksum: built.checksum(), expected: expected))
        }
    }
    for record in records { record.printLine() }
    return (records, records.allSatisfy(\.ok))
}
