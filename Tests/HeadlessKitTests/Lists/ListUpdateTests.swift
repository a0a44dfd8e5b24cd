import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// The batch-update engine shared by tables and collection views: UIKit's index-path rules,
/// its refusals, and the mapping of old index paths to new ones.
@Suite struct ListUpdateTests {
    private func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    private func resolve(
        _ old: [Int], _ new: [Int], vocabulary: ListUpdateVocabulary = .tableView, _ build: (inout ListUpdate) -> Void
    ) -> Result<ListUpdateMapping, ListUpdateError> {
        var update = ListUpdate()
        build(&update)
        return update.resolved(oldItemCounts: old, newItemCounts: new, vocabulary: vocabulary)
    }

    private func message(_ result: Result<ListUpdateMapping, ListUpdateError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    private func mapping(_ result: Result<ListUpdateMapping, ListUpdateError>) throws -> ListUpdateMapping {
        try result.get()
    }

    /// UIKit's UITableView performBatchUpdates documentation: deletions use index paths before
    /// the update, insertions after it, whatever the order of the calls.
    @Test func deletionsNameOldIndexPathsAndInsertionsNewOnesWhateverTheOrder() throws {
        let result = try mapping(resolve([5], [5]) { update in
            update.insertItems(at: [path(0, 0)])
            update.deleteItems(at: [path(4, 0)])
        })
        #expect((0..<5).map { result.newIndexPath(forOld: path($0, 0)) } == [path(1, 0), path(2, 0), path(3, 0), path(4, 0), nil])
        #expect(result.origins(inNewSection: 0) == [.inserted, .kept(path(0, 0)), .kept(path(1, 0)), .kept(path(2, 0)), .kept(path(3, 0))])
        #expect((0..<5).map { result.origin(ofNew: path($0, 0)) } == result.origins(inNewSection: 0))
    }

    @Test func aMoveWithinASectionShiftsTheRowsBetween() throws {
        let result = try mapping(resolve([4], [4]) { $0.moveItem(at: path(0, 0), to: path(3, 0)) })
        #expect((0..<4).map { result.newIndexPath(forOld: path($0, 0)) } == [path(3, 0), path(0, 0), path(1, 0), path(2, 0)])
        #expect(result.origins(inNewSection: 0) == [.kept(path(1, 0)), .kept(path(2, 0)), .kept(path(3, 0)), .moved(path(0, 0))])
        #expect(!result.keepsItems(ofNewSection: 0))
    }

    @Test func aMoveBetweenSectionsCountsAsMovedOutAndIn() throws {
        let result = try mapping(resolve([2, 1], [1, 2]) { $0.moveItem(at: path(1, 0), to: path(0, 1)) })
        #expect(result.newIndexPath(forOld: path(1, 0)) == path(0, 1))
        #expect(result.newIndexPath(forOld: path(0, 1)) == path(1, 1))
        #expect(result.origins(inNewSection: 1) == [.moved(path(1, 0)), .kept(path(0, 1))])
    }

    @Test func reloadedItemsKeepTheirPlaceAndAreMarkedReloaded() throws {
        let result = try mapping(resolve([3], [3]) { $0.reloadItems(at: [path(1, 0)]) })
        #expect(result.newIndexPath(forOld: path(1, 0)) == path(1, 0))
        #expect(result.origins(inNewSection: 0) == [.kept(path(0, 0)), .reloaded(path(1, 0)), .kept(path(2, 0))])
    }

    @Test func sectionsInsertedDeletedAndMovedMapTheOthersInOrder() throws {
        let result = try mapping(resolve([1, 2, 3, 4], [9, 1, 4, 3]) { update in
            update.insertSections(IndexSet([0]))
            update.deleteSections(IndexSet([1]))
            update.moveSection(3, toSection: 2)
        })
        #expect(result.newSectionOfOld == [1, nil, 3, 2])
        #expect(result.oldSectionOfNew == [nil, 0, 3, 2])
        #expect(result.newIndexPath(forOld: path(1, 2)) == path(1, 3))
        #expect(result.newIndexPath(forOld: path(0, 1)) == nil)
        #expect(result.origins(inNewSection: 0) == Array(repeating: .inserted, count: 9))
        #expect(result.keepsItems(ofNewSection: 2) && !result.keepsItems(ofNewSection: 0))
    }

    @Test func aReloadedSectionLosesItsItemsAndTakesNewOnes() throws {
        let result = try mapping(resolve([2, 2], [2, 5]) { $0.reloadSections(IndexSet([1])) })
        #expect(result.newIndexPath(forOld: path(0, 1)) == nil)
        #expect(result.origins(inNewSection: 1) == Array(repeating: .inserted, count: 5))
        #expect(result.reloadedSections == IndexSet([1]))
    }

    @Test func rowsChangedInADeletedSectionGoWithTheSection() throws {
        let result = try mapping(resolve([2, 2], [2]) { update in
            update.deleteSections(IndexSet([1]))
            update.deleteItems(at: [path(0, 1)])
        })
        #expect(result.newIndexPath(forOld: path(1, 0)) == path(1, 0))
    }

    @Test func aWrongRowCountIsRefusedWithUIKitsText() {
        let result = resolve([3, 2], [2, 5]) { update in
            update.insertItems(at: [path(0, 1)])
            update.moveItem(at: path(0, 0), to: path(1, 1))
        }
        #expect(message(result) == "Invalid update: invalid number of rows in section 1. The number of rows contained in an "
            + "existing section after the update (5) must be equal to the number of rows contained in that section before "
            + "the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) "
            + "and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).")
    }

    @Test func aCollectionViewsMessageSpeaksOfItems() {
        let result = resolve([3], [2], vocabulary: .collectionView) { _ in }
        #expect(message(result) == "Invalid update: invalid number of items in section 0. The number of items contained in an "
            + "existing section after the update (2) must be equal to the number of items contained in that section before "
            + "the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) "
            + "and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func aWrongSectionCountIsRefusedWithUIKitsText() {
        let result = resolve([1, 1], [1, 1, 1]) { $0.deleteSections(IndexSet([0])) }
        #expect(message(result) == "Invalid update: invalid number of sections. The number of sections contained in the table "
            + "view after the update (3) must be equal to the number of sections contained in the table view before the update "
            + "(2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    @Test func indexPathsOutOfRangeAreRefused() {
        #expect(message(resolve([3], [2]) { $0.deleteItems(at: [path(3, 0)]) })
            == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        #expect(message(resolve([3], [4]) { $0.insertItems(at: [path(4, 0)]) })
            == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update")
        #expect(message(resolve([3], [3]) { $0.reloadItems(at: [path(0, 1)]) })
            == "attempt to reload row 0 from section 1, but there are only 1 sections before the update")
        #expect(message(resolve([3], [4]) { $0.insertSections(IndexSet([1])) })
            == "attempt to insert section 1 but there are only 1 sections after the update")
    }

    @Test func conflictingChangesOfOneItemAreRefused() {
        #expect(message(resolve([3], [2]) { update in
            update.deleteItems(at: [path(0, 0)])
            update.moveItem(at: path(0, 0), to: path(1, 0))
        }) == "attempt to delete and move the same index path (row 0 in section 0)")
        #expect(message(resolve([3], [5]) { $0.insertItems(at: [path(1, 0), path(1, 0)]) })
            == "attempt to insert the same index path more than once (row 1 in section 0)")
        #expect(message(resolve([3], [2]) { update in
            update.deleteItems(at: [path(1, 0)])
            update.reloadItems(at: [path(1, 0)])
        }) == "attempt to delete and reload the same index path (row 1 in section 0)")
    }

    @Test func anUpdateOfAHundredThousandRowsMapsWithoutListingThem() throws {
        let result = try mapping(resolve([100_000], [100_000]) { update in
            update.insertItems(at: [path(50_000, 0)])
            update.deleteItems(at: [path(0, 0)])
        })
        #expect(result.newIndexPath(forOld: path(99_999, 0)) == path(99_999, 0))
        #expect(result.newIndexPath(forOld: path(50_000, 0)) == path(49_999, 0))
        #expect(result.newIndexPath(forOld: path(50_001, 0)) == path(50_001, 0))
        #expect(result.newIndexPath(forOld: path(49_999, 0)) == path(49_998, 0))
        #expect(result.origin(ofNew: path(50_000, 0)) == .inserted)
    }

    /// Seeded: every resolved mapping is a bijection between the kept old items and the new
    /// items that are not inserted, and agrees with the section's list of origins.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func randomConsistentUpdatesMapOneToOne(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...6, using: &random) }
            var new = old
            var update = ListUpdate()
            let section = Int.random(in: 0..<old.count, using: &random)
            if old[section] > 0, Bool.random(using: &random) {
                update.deleteItems(at: [path(Int.random(in: 0..<old[section], using: &random), section)])
                new[section] -= 1
            }
            if Bool.random(using: &random) {
                new[section] += 1
                update.insertItems(at: [path(Int.random(in: 0..<new[section], using: &random), section)])
            }
            let result = try #require(try? update.resolved(oldItemCounts: old, newItemCounts: new, vocabulary: .tableView).get(), "seed \(seed)")
            var seen = Set<IndexPath>()
            for oldSection in old.indices {
                for row in 0..<old[oldSection] {
                    guard let target = result.newIndexPath(forOld: path(row, oldSection)) else { continue }
                    #expect(seen.insert(target).inserted, "seed \(seed)")
                    #expect(result.origin(ofNew: target).oldIndexPath == path(row, oldSection), "seed \(seed)")
                }
            }
            for newSection in new.indices {
                #expect(result.origins(inNewSection: newSection) == (0..<new[newSection]).map { result.origin(ofNew: path($0, newSection)) }, "seed \(seed)")
            }
        }
    }
}
