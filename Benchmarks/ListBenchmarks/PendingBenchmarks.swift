import BenchmarkHarness

// MARK: - Benchmarks to come
//
// The list benchmarks other work will add, each a function taking the runner and recording its
// results, called from main.swift after the table benchmarks (the list `pendingBenchmarks`
// below). Follow the table benchmarks: a same-run baseline beside every timing, deterministic
// counts from the counting source, small sizes under `--quick`.
//
// - Self-sizing (SelfSizingBenchmarks.swift): 1,000 Auto Layout cells shown and measured top to
//   bottom, per row, beside the same cells at a fixed height.
// - Diffing: applying a snapshot of 10,000 items with 1% inserted, deleted and moved to a diffable
//   data source, beside the same change applied as reloadData(); counts: rows inserted, deleted,
//   moved, reconfigured, cells asked for.

/// The benchmarks still to write, run in this order after the table benchmarks; each records its
/// own results on the runner. Diffing is measured by DiffBenchmarks for now.
@MainActor
let pendingBenchmarks: [@MainActor (BenchmarkRunner) -> Void] = [
    runSelfSizingBenchmarks,
    // runDiffingBenchmarks,
]
