import ConstraintSolver
import Foundation

// The solver workloads of Benchmarks/Kiwi/SolverWorkloads.md, run exactly as written there, with
// the closed-form checksums checked. Prints one JSON object per line in kiwi_bench.py's schema
// (impl "headlesskit-swift") so the two outputs can be put side by side; with `--kiwi FILE`
// (that script's output from the same session) it also prints the ratio table.
//
//   swift run -c release SolverBenchmarks [--quick] [--sizes 100,1000,10000] [--kiwi kiwi.jsonl]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let isQuick = arguments.contains("--quick")
let sizes = isQuick ? [100] : (option("--sizes") ?? "100,1000,10000").split(separator: ",").map { Int($0)! }
let families = (option("--families") ?? "flat,stack,nested").split(separator: ",").map { Family(rawValue: String($0))! }
let operations = Set((option("--ops") ?? "build,toggle,resize,suggest").split(separator: ",").map(String.init))
/// (build repetitions, operation repetitions) per N, as kiwi_bench.py's PLAN.
let plan: [Int: (build: Int, operation: Int)] = [100: (21, 7), 1000: (7, 5), 10000: (3, 3)]

var records: [Record] = []
var allOK = true
for count in sizes {
    for family in families {
        var repetitions = plan[count] ?? (3, 3)
        if isQuick { repetitions = (5, 3) }
        let (familyRecords, ok) = try run(family, count: count, repetitions: repetitions, operations: operations)
        records += familyRecords
        allOK = allOK && ok
    }
}
print(#"{"impl": "headlesskit-swift", "all_ok": \#(allOK)}"#)
if let kiwiPath = option("--kiwi") {
    printRatioTable(ours: records, kiwiPath: kiwiPath)
}
exit(allOK ? 0 : 1)
