import BenchmarkHarness

// MARK: - Benchmarks to come
//
// The list benchmarks other work will add, each a function taking the runner and recording its
// results, called from main.swift after the table benchmarks (the list `pendingBenchmarks`
// below). Follow the table benchmarks: a same-run baseline beside every timing, deterministic
// counts from the counting source, small sizes under `--quick`.
//
// - Self-sizing: 1,000 Auto Layout cells (a label pinned to the content view's edges, multi-line
//   for every third row) reloaded with `TableView.automaticDimension` rows and an estimate, timed
//   per cell measured, beside the same table with fixed heights; counts: cells measured,
//   constraint solves, heightForRow calls.
// - Diffing: applying a snapshot of 10,000 items with 1% inserted, deleted and moved to a diffable
//   data source, beside the same change applied as reloadData(); counts: rows inserted, deleted,
//   moved, reconfigured, cells asked for.

/// The benchmarks still to write, run in this order after the table benchmarks; each records its
/// own results on the runner. Empty until the self-sizing and diffing work adds theirs.
@MainActor
let pendingBenchmarks: [(BenchmarkRunner) -> Void] = [
    runSelfSizingBenchmarks,
    // runDiffingBenchmarks,
]
