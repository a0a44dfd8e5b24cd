import Foundation
import Testing
@testable import HeadlessKit

/// The snapshot's queries and edits, and the edits it refuses.
@MainActor
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    /// A loop collecting diagnostics, bound as the current one while `body` runs.
    private func collecting(_ body: (MainRunLoop) -> Void) -> [Diagnostic] {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        loop.withCurrent { body(loop) }
        return loop.diagnostics.collected
    }

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func queriesAnswerFromTheSectionsAndItemsInOrder() {
        let diagnostics = collecting { _ in
            let snapshot = sample()
            #expect(snapshot.numberOfSections == 2)
            #expect(snapshot.numberOfItems == 5)
            #expect(snapshot.sectionIdentifiers == ["A", "B"])
            #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
            #expect(snapshot.numberOfItems(inSection: "A") == 3)
            #expect(snapshot.indexOfItem(4) == 3)
            #expect(snapshot.indexOfItem(9) == nil)
            #expect(snapshot.indexOfSection("B") == 1)
            #expect(snapshot.sectionIdentifier(containingItem: 2) == "A")
            #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        }
        #expect(diagnostics == [])
    }

    @Test func itemsInsertBeforeAndAfterAnItemInItsSection() {
        _ = collecting { _ in
            var snapshot = sample()
            snapshot.insertItems([10, 11], beforeItem: 2)
            snapshot.insertItems([12], afterItem: 5)
            #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 10, 11, 2, 3])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 12])
            #expect(snapshot.indexOfItem(2) == 3)
            #expect(snapshot.indexOfItem(12) == 7)
        }
    }

    @Test func itemsMoveWithinAndAcrossSections() {
        _ = collecting { _ in
            var snapshot = sample()
            snapshot.moveItem(1, afterItem: 3)
            snapshot.moveItem(2, beforeItem: 5)
            #expect(snapshot.itemIdentifiers(inSection: "A") == [3, 1])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 2, 5])
            #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
            #expect(snapshot.indexOfItem(5) == 4)
        }
    }

    @Test func sectionsInsertMoveAndDeleteWithTheirItems() {
        _ = collecting { _ in
            var snapshot = sample()
            snapshot.insertSections(["Z"], beforeSection: "A")
            snapshot.insertSections(["C"], afterSection: "A")
            #expect(snapshot.sectionIdentifiers == ["Z", "A", "C", "B"])
            snapshot.moveSection("A", afterSection: "B")
            #expect(snapshot.sectionIdentifiers == ["Z", "C", "B", "A"])
            #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
            snapshot.deleteSections(["B"])
            #expect(snapshot.sectionIdentifiers == ["Z", "C", "A"])
            #expect(snapshot.itemIdentifiers == [1, 2, 3])
            #expect(snapshot.indexOfItem(4) == nil)
            #expect(snapshot.indexOfSection("A") == 2)
        }
    }

    @Test func deletingItemsAndAllItemsKeepsTheSections() {
        _ = collecting { _ in
            var snapshot = sample()
            snapshot.deleteItems([2, 4])
            #expect(snapshot.itemIdentifiers == [1, 3, 5])
            #expect(snapshot.indexOfItem(5) == 2)
            snapshot.deleteAllItems()
            #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifiers == ["A", "B"])
        }
    }

    @Test func reloadAndReconfigureMarksKeepTheirOrderOnceAndForgetDeletedItems() {
        _ = collecting { _ in
            var snapshot = sample()
            snapshot.reloadItems([3, 1, 3])
            snapshot.reconfigureItems([5])
            snapshot.reloadSections(["B"])
            #expect(snapshot.reloadedItemIdentifiers == [3, 1])
            #expect(snapshot.reconfiguredItemIdentifiers == [5])
            #expect(snapshot.reloadedSectionIdentifiers == ["B"])
            snapshot.deleteItems([3])
            snapshot.deleteSections(["B"])
            #expect(snapshot.reloadedItemIdentifiers == [1])
            #expect(snapshot.reconfiguredItemIdentifiers == [])
            #expect(snapshot.reloadedSectionIdentifiers == [])
        }
    }

    /// UIKit raises "supplied item identifiers are not unique" for an item appended twice; the
    /// snapshot refuses the whole append and stays as it was.
    @Test func appendingAnItemAlreadyThereIsRefusedWithUIKitsTextAndChangesNothing() {
        var snapshot = Snapshot()
        let diagnostics = collecting { _ in
            snapshot = sample()
            snapshot.appendItems([6, 2, 7], toSection: "B")
        }
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.indexOfItem(6) == nil)
        #expect(diagnostics.map(\.kind) == [.duplicateSnapshotIdentifier])
        #expect(diagnostics.first?.message.hasPrefix(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}. "
                + "HeadlessKit refused DiffableDataSourceSnapshot.appendItems(_:toSection:)") == true)
    }

    @Test func anItemNamedTwiceInOneAppendIsRefused() {
        var snapshot = Snapshot()
        let diagnostics = collecting { _ in
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2, 1])
        }
        #expect(snapshot.numberOfItems == 0)
        #expect(diagnostics.map(\.kind) == [.duplicateSnapshotIdentifier])
        #expect(diagnostics.first?.message.hasPrefix("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1)}") == true)
    }

    @Test func appendingASectionAlreadyThereIsRefused() {
        var snapshot = Snapshot()
        let diagnostics = collecting { _ in
            snapshot = sample()
            snapshot.appendSections(["C", "A"])
        }
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(diagnostics.map(\.kind) == [.duplicateSnapshotIdentifier])
        #expect(diagnostics.first?.message.hasPrefix("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}") == true)
    }

    @Test func changesNamingAnAbsentIdentifierAreRefusedAndChangeNothing() {
        var snapshot = Snapshot()
        let diagnostics = collecting { _ in
            snapshot = sample()
            snapshot.insertItems([8], afterItem: 99)
            snapshot.deleteItems([1, 99])
            snapshot.moveItem(1, beforeItem: 99)
            snapshot.reloadItems([99])
            snapshot.reconfigureItems([99])
            snapshot.appendItems([8], toSection: "Q")
            snapshot.deleteSections(["A", "Q"])
            snapshot.moveSection("A", afterSection: "Q")
            snapshot.insertSections(["C"], beforeSection: "Q")
            snapshot.reloadSections(["Q"])
            snapshot.moveItem(1, beforeItem: 1)
        }
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.reloadedItemIdentifiers == [] && snapshot.reloadedSectionIdentifiers == [])
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidSnapshotIdentifier, count: 11))
        #expect(diagnostics.first?.message.hasPrefix(
            "Invalid item identifier specified. Item identifiers not in the snapshot: {(99)}") == true)
        #expect(diagnostics[5].message.hasPrefix(
            "Invalid section identifier specified. Section identifiers not in the snapshot: {(Q)}") == true)
    }

    @Test func appendingItemsWithoutSectionsIsRefusedWithUIKitsText() {
        var snapshot = Snapshot()
        let diagnostics = collecting { _ in snapshot.appendItems([1]) }
        #expect(snapshot.numberOfItems == 0)
        #expect(diagnostics.map(\.kind) == [.invalidSnapshotIdentifier])
        #expect(diagnostics.first?.message.hasPrefix(
            "There are currently no sections in the data source. Please add a section first.") == true)
    }

    /// A 100,000-item snapshot answers lookups from its maps: the last item's index and section
    /// are found without scanning.
    @Test func aHundredThousandItemSnapshotFindsItsItems() {
        _ = collecting { _ in
            var snapshot = Snapshot()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems(Array(0..<50_000), toSection: "A")
            snapshot.appendItems(Array(50_000..<100_000), toSection: "B")
            #expect(snapshot.numberOfItems == 100_000)
            #expect(snapshot.indexOfItem(99_999) == 99_999)
            #expect(snapshot.sectionIdentifier(containingItem: 50_000) == "B")
            #expect(snapshot.indexPath(ofItem: 50_001) == IndexPath(row: 1, section: 1))
        }
    }
}
