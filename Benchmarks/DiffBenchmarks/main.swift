import BenchmarkHarness
import Foundation
import HeadlessKit

// Diff benchmarks: the difference between two diffable data source snapshots of 10,000 and
// 100,000 items in 10 sections, the second made from the first by a seeded edit of 10 % of the
// items (4 % deleted, 4 % inserted, 2 % moved), each beside a plain hash-map pass over the same
// items — building a [Item: Int] of the new snapshot's items and their indexes — in the same run.
// The 10k → 100k growth of the diff's median is printed against its target (≤ 12× for 10× the
// items: linear, with room for the move search). Counts are the difference's, deterministic.
// Run: swift run -c release DiffBenchmarks [--quick] [--json results.json] [--filter text]

let runner = BenchmarkRunner()
let sizes = runner.isQuick ? [1_000, 10_000] : [10_000, 100_000]
let repetitions = runner.isQuick ? 3 : 15
typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// A deterministic generator (SplitMix64), so every run edits the same items.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `itemCount` items in 10 sections, and a copy with 10 % of them edited.
@MainActor
func snapshots(itemCount: Int) -> (old: Snapshot, new: Snapshot) {
    var old = Snapshot()
    let perSection = itemCount / 10
    for section in 0..<10 {
        old.appendSections([section])
        old.appendItems(Array(section * perSection..<(section + 1) * perSection), toSection: section)
    }
    var random = SeededGenerator(state: 42)
    var new = old
    let changes = itemCount / 100
    var items = old.itemIdentifiers
    items.shuffle(using: &random)
    let deleted = Array(items[0..<4 * changes])
    let moved = Array(items[4 * changes..<6 * changes])
    let anchors = Array(items[6 * changes..<10 * changes])
    new.deleteItems(deleted)
    for (offset, anchor) in anchors.enumerated() { new.insertItems([itemCount + offset], beforeItem: anchor) }
    for (offset, item) in moved.enumerated() { new.moveItem(item, afterItem: anchors[(offset * 7) % anchors.count]) }
    return (old, new)
}

var medians: [Int: Double] = [:]
for itemCount in sizes {
    let name = "diff \(itemCount / 1_000)k items, 10 % changed"
    guard runner.shouldRun(name) else { continue }
    let (old, new) = snapshots(itemCount: itemCount)
    var difference = SnapshotDifference()
    let diff = runner.time(repetitions: repetitions) { difference = SnapshotDifference(from: old, to: new) }
    let newItems = new.itemIdentifiers
    var checksum = 0
    let hashMap = runner.time(repetitions: repetitions) {
        var indexes: [Int: Int] = [:]
        for (index, item) in newItems.enumerated() { indexes[item] = index }
        checksum &+= indexes.count
    }
    precondition(checksum > 0, "the hash-map pass must not be optimised away")
    medians[itemCount] = diff.median
    runner.record(BenchmarkResult(
        name: name, timing: diff, baseline: hashMap, baselineLabel: "hash map",
        counts: ["items": itemCount, "inserts": difference.insertedItems.count, "deletes": difference.deletedItems.count,
                 "moves": difference.movedItems.count]))
}
if let small = medians[sizes[0]], let large = medians[sizes[1]] {
    print("diff growth \(sizes[0] / 1_000)k → \(sizes[1] / 1_000)k items: ×\(String(format: "%.1f", large / small))  [target: ≤ 12×]")
}

try runner.finish()
