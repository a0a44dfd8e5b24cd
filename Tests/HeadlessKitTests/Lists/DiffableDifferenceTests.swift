import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// The difference between two snapshots: exact changes for small cases, and, for seeded random
/// snapshots, that applying the changes as a table's batch update turns the old list into the new.
@MainActor
@Suite struct DiffableDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    private func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        MainRunLoop().withCurrent {
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
        }
        return snapshot
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func equalSnapshotsDifferInNothing() {
        let old = snapshot([(0, [1, 2, 3]), (1, [4])])
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
    }

    @Test func itemsAddedAtTheEndAreInsertionsOnly() {
        let old = snapshot([(0, [1, 2, 3])])
        let new = snapshot([(0, [1, 2, 3, 4, 5])])
        var expected = SnapshotDifference()
        expected.insertedItems = [path(0, 3), path(0, 4)]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    /// Deleting and inserting around an unchanged run moves nothing: the survivors keep their order.
    @Test func deletionsAndInsertionsAroundAnUnchangedRunMoveNothing() {
        let old = snapshot([(0, [1, 2, 3, 4, 5])])
        let new = snapshot([(0, [9, 2, 3, 4, 8])])
        var expected = SnapshotDifference()
        expected.deletedItems = [path(0, 0), path(0, 4)]
        expected.insertedItems = [path(0, 0), path(0, 4)]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    @Test func oneItemTakenFromTheFrontToTheBackIsOneMove() {
        let old = snapshot([(0, [1, 2, 3, 4])])
        let new = snapshot([(0, [2, 3, 4, 1])])
        var expected = SnapshotDifference()
        expected.movedItems = [.init(from: path(0, 0), to: path(0, 3))]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    @Test func anItemChangingSectionsMovesBetweenThem() {
        let old = snapshot([(0, [1, 2]), (1, [3])])
        let new = snapshot([(0, [1]), (1, [2, 3])])
        var expected = SnapshotDifference()
        expected.movedItems = [.init(from: path(0, 1), to: path(1, 0))]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    @Test func sectionsMoveWithTheirItemsAndDeletedSectionsTakeTheirItems() {
        let old = snapshot([(0, [1]), (1, [2]), (2, [3])])
        let new = snapshot([(2, [3]), (1, [2]), (3, [])])
        let difference = SnapshotDifference(from: old, to: new)
        var expected = SnapshotDifference()
        expected.deletedSections = [0]
        expected.insertedSections = [2]
        expected.movedSections = [.init(from: 2, to: 0)]
        #expect(difference == expected)
    }

    /// A reloaded item that stays put is reloaded; one that also moves is deleted and inserted
    /// (chosen: a table cannot move and reload one row in one update).
    @Test func reloadedItemsReloadInPlaceOrAreReplacedWhenTheyMove() {
        let old = snapshot([(0, [1, 2, 3])])
        var new = snapshot([(0, [3, 1, 2])])
        MainRunLoop().withCurrent { new.reloadItems([1, 3]) }
        var expected = SnapshotDifference()
        expected.deletedItems = [path(0, 2)]
        expected.insertedItems = [path(0, 0)]
        expected.reloadedItems = [path(0, 0)]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    @Test func reconfiguredItemsAreNamedByTheirNewIndexPaths() {
        let old = snapshot([(0, [1, 2, 3])])
        var new = snapshot([(0, [0, 1, 2, 3])])
        MainRunLoop().withCurrent { new.reconfigureItems([3]) }
        var expected = SnapshotDifference()
        expected.insertedItems = [path(0, 0)]
        expected.reconfiguredItems = [path(0, 3)]
        #expect(SnapshotDifference(from: old, to: new) == expected)
    }

    /// Applying the changes as a table applies a batch update — deletions and move sources on the
    /// old list, then insertions and move destinations on the new — gives the new snapshot's list
    /// exactly, for seeded random pairs of snapshots.
    @Test(arguments: Array(0..<200) as [UInt64])
    func applyingTheDifferenceToTheOldListGivesTheNewList(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        loop.withCurrent {
            let old = Self.randomSnapshot(&random)
            let new = Self.randomEdit(of: old, &random)
            let difference = SnapshotDifference(from: old, to: new)
            let result = Self.apply(difference, to: old, new: new)
            #expect(result.sections == new.sectionIdentifiers, "seed \(seed)")
            #expect(result.items == new.sectionItems, "seed \(seed)")
            // Items that keep their order never move: at most as many moves as items whose order changed.
            #expect(difference.movedItems.count <= new.numberOfItems, "seed \(seed)")
        }
        #expect(loop.diagnostics.collected == [])
    }

    /// An unchanged snapshot with some items deleted and some inserted has no moves at all.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func deletionsAndInsertionsAloneNeverMove(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        MainRunLoop().withCurrent {
            let old = Self.randomSnapshot(&random)
            var new = old
            let doomed = old.itemIdentifiers.filter { _ in random.next() % 4 == 0 }
            new.deleteItems(doomed)
            for section in new.sectionIdentifiers where random.next() % 2 == 0 {
                new.appendItems([1_000 + Int(random.next() % 1_000) * 10 + section].filter { new.indexOfItem($0) == nil }, toSection: section)
            }
            let difference = SnapshotDifference(from: old, to: new)
            #expect(difference.movedItems == [] && difference.movedSections == [], "seed \(seed)")
            #expect(difference.deletedItems.count == doomed.count, "seed \(seed)")
        }
    }

    // MARK: - Random snapshots and the batch-update model

    static func randomSnapshot(_ random: inout SplitMix64) -> Snapshot {
        var snapshot = Snapshot()
        let sectionCount = Int(random.next() % 5)
        var next = 0
        for section in 0..<sectionCount {
            snapshot.appendSections([section])
            let count = Int(random.next() % 12)
            snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        return snapshot
    }

    /// A copy of `old` with random section and item edits and reload marks.
    static func randomEdit(of old: Snapshot, _ random: inout SplitMix64) -> Snapshot {
        var new = old
        var nextItem = 500
        var nextSection = 100
        func pick<T>(_ values: [T]) -> T? { values.isEmpty ? nil : values[Int(random.next() % UInt64(values.count))] }
        for _ in 0..<Int(random.next() % 12) {
            let items = new.itemIdentifiers
            let sections = new.sectionIdentifiers
            switch random.next() % 10 {
            case 0: if let item = pick(items) { new.deleteItems([item]) }
            case 1: if let section = pick(sections) { new.appendItems([nextItem], toSection: section); nextItem += 1 }
            case 2: if let item = pick(items) { new.insertItems([nextItem], beforeItem: item); nextItem += 1 }
            case 3: if let a = pick(items), let b = pick(items), a != b { new.moveItem(a, afterItem: b) }
            case 4: if let a = pick(items), let b = pick(items), a != b { new.moveItem(a, beforeItem: b) }
            case 5: if let a = pick(sections), let b = pick(sections), a != b { new.moveSection(a, beforeSection: b) }
            case 6: if let section = pick(sections) { new.deleteSections([section]) }
            case 7: new.appendSections([nextSection]); nextSection += 1
            case 8: if let item = pick(items) { new.reloadItems([item]) }
            default: if let section = pick(sections) { new.reloadSections([section]) }
            }
        }
        return new
    }

    /// The old list after the difference is applied as a table applies a batch update: deletions
    /// and move sources removed (by old index path), sections and then rows inserted and moved in
    /// (by new index path, ascending), the new rows' and reloaded sections' contents read from
    /// the new snapshot — as a table asks its data source.
    static func apply(_ difference: SnapshotDifference, to old: Snapshot, new: Snapshot)
        -> (sections: [Int], items: [[Int]]) {
        var sections = old.sectionIdentifiers.map { Optional($0) }
        var items: [[Int?]] = old.sectionItems.map { $0.map { Optional($0) } }
        // Removals: items first (by old index path), then sections.
        var movedItems: [IndexPath: Int] = [:]
        for move in difference.movedItems { movedItems[move.to] = old.sectionItems[move.from.section][move.from.row] }
        for indexPath in difference.deletedItems + difference.movedItems.map(\.from) {
            items[indexPath.section][indexPath.row] = nil
        }
        var movedSections: [Int: (Int, [Int?])] = [:]
        for move in difference.movedSections { movedSections[move.to] = (old.sections[move.from], items[move.from].filter { $0 != nil }) }
        for index in difference.deletedSections + difference.movedSections.map(\.from) { sections[index] = nil }
        var keptSections: [(Int, [Int?])] = []
        for (index, section) in sections.enumerated() {
            if let section { keptSections.append((section, items[index].filter { $0 != nil })) }
        }
        // Insertions: sections, then rows, ascending by new index.
        let arriving = (difference.insertedSections + difference.movedSections.map(\.to)).sorted()
        for index in arriving {
            let section = movedSections[index] ?? (new.sections[index], new.sectionItems[index].map { Optional($0) })
            keptSections.insert(section, at: index)
        }
        let arrivingItems = (difference.insertedItems + difference.movedItems.map(\.to)).sorted()
        for indexPath in arrivingItems {
            let item = movedItems[indexPath] ?? new.sectionItems[indexPath.section][indexPath.row]
            keptSections[indexPath.section].1.insert(item, at: indexPath.row)
        }
        // Reloaded sections take the new contents where they now stand.
        for index in difference.reloadedSections {
            let identifier = old.sections[index]
            if let now = keptSections.firstIndex(where: { $0.0 == identifier }) {
                keptSections[now].1 = new.itemIdentifiers(inSection: identifier).map { Optional($0) }
            }
        }
        return (keptSections.map(\.0), keptSections.map { $0.1.compactMap { $0 } })
    }
}
