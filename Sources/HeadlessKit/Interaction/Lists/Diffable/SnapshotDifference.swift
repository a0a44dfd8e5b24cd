import Foundation

/// The row and section changes that turn one snapshot's list into another's, in the terms of a
/// table's batch update: deletions at the old index paths, insertions at the new ones, moves from
/// old to new, and reloads at the old ones.
///
/// Found in linear time, in the manner of Heckel's algorithm: one hash-map pass over each
/// snapshot pairs every identifier with its old and new place. A section or item found in both
/// stays where it is without a move when it keeps its order among the others that stayed — the
/// longest increasing run of old positions, taken in new order — so an unchanged stretch never
/// moves; the rest move. The whole costs O(n) lookups plus O(m log m) for the m items whose
/// order changed (O(n) when none did, the common case); see `Benchmarks/DiffBenchmarks`.
///
/// Reading the changes the way a table applies a batch update — every deletion and move source on
/// the old list, then every insertion and move destination on the new one — turns the old list
/// into the new exactly. Sections marked for reloading are reloaded whole (their items take no
/// part in the item changes), and an item marked for reloading is reloaded where it keeps its
/// place, or deleted and inserted where it moves **(chosen)**, as a table cannot both move and
/// reload one row.
package struct SnapshotDifference: Equatable, Sendable {
    /// A section that moved, from its old index to its new one.
    package struct SectionMove: Equatable, Sendable {
        package var from: Int
        package var to: Int
    }

    /// An item that moved, from its old index path to its new one.
    package struct ItemMove: Equatable, Sendable {
        package var from: IndexPath
        package var to: IndexPath
    }

    /// Sections deleted, by old index, ascending.
    package var deletedSections: [Int] = []
    /// Sections inserted, by new index, ascending.
    package var insertedSections: [Int] = []
    /// Sections moved, in new order.
    package var movedSections: [SectionMove] = []
    /// Sections reloaded in place, by old index, ascending.
    package var reloadedSections: [Int] = []
    /// Items deleted, by old index path, ascending.
    package var deletedItems: [IndexPath] = []
    /// Items inserted, by new index path, ascending.
    package var insertedItems: [IndexPath] = []
    /// Items moved, in new order.
    package var movedItems: [ItemMove] = []
    /// Items reloaded in place, by old index path, ascending.
    package var reloadedItems: [IndexPath] = []
    /// Items to reconfigure, by **new** index path, ascending: applied after the update, on the
    /// cells that then show them.
    package var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changes.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    package init() {}

    /// The changes that turn `old` into `new`, honouring `new`'s reload and reconfigure marks.
    package init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        // Sections: a section is "live" on a side when it is in both snapshots and not reloaded;
        // only live sections take part in the item changes.
        let reloadedSectionSet = Set(new.reloadedSectionIdentifiers)
        var liveOld = [Bool](repeating: false, count: old.sections.count)
        var liveNew = [Bool](repeating: false, count: new.sections.count)
        var survivorsOldIndex: [Int] = []
        var survivorsNewIndex: [Int] = []
        for (newIndex, section) in new.sections.enumerated() {
            if let oldIndex = old.sectionPositions[section] {
                survivorsOldIndex.append(oldIndex)
                survivorsNewIndex.append(newIndex)
            } else {
                insertedSections.append(newIndex)
            }
        }
        for (oldIndex, section) in old.sections.enumerated() where new.sectionPositions[section] == nil {
            deletedSections.append(oldIndex)
        }
        let keptSections = Self.longestIncreasingRun(survivorsOldIndex)
        var extraSectionDeletes = false
        for (index, oldIndex) in survivorsOldIndex.enumerated() {
            let newIndex = survivorsNewIndex[index]
            let reloaded = reloadedSectionSet.contains(new.sections[newIndex])
            switch (keptSections[index], reloaded) {
            case (true, false):
                liveOld[oldIndex] = true
                liveNew[newIndex] = true
            case (true, true):
                reloadedSections.append(oldIndex)
            case (false, false):
                movedSections.append(SectionMove(from: oldIndex, to: newIndex))
                liveOld[oldIndex] = true
                liveNew[newIndex] = true
            case (false, true):
                deletedSections.append(oldIndex)
                insertedSections.append(newIndex)
                extraSectionDeletes = true
            }
        }
        if extraSectionDeletes {
            deletedSections.sort()
            insertedSections.sort()
        }
        reloadedSections.sort()

        // Items, new side first: insertions, moves, and the order of those that stayed put.
        let reloadedItemSet = Set(new.reloadedItemIdentifiers)
        var extraItemDeletes: [IndexPath] = []
        var candidateOldRows: [Int] = []
        var candidateNewRows: [Int] = []
        for (newSection, items) in new.sectionItems.enumerated() where liveNew[newSection] {
            let sectionIdentifier = new.sections[newSection]
            candidateOldRows.removeAll(keepingCapacity: true)
            candidateNewRows.removeAll(keepingCapacity: true)
            for (newRow, item) in items.enumerated() {
                let to = IndexPath(row: newRow, section: newSection)
                guard let place = old.itemPlaces[item], let oldSection = old.sectionPositions[place.section], liveOld[oldSection] else {
                    insertedItems.append(to)
                    continue
                }
                if place.section == sectionIdentifier {
                    candidateOldRows.append(place.row)
                    candidateNewRows.append(newRow)
                } else if reloadedItemSet.contains(item) {
                    extraItemDeletes.append(IndexPath(row: place.row, section: oldSection))
                    insertedItems.append(to)
                } else {
                    movedItems.append(ItemMove(from: IndexPath(row: place.row, section: oldSection), to: to))
                }
            }
            guard !candidateOldRows.isEmpty else { continue }
            let oldSection = old.sectionPositions[sectionIdentifier]!
            let kept = Self.longestIncreasingRun(candidateOldRows)
            for index in candidateOldRows.indices {
                let from = IndexPath(row: candidateOldRows[index], section: oldSection)
                let to = IndexPath(row: candidateNewRows[index], section: newSection)
                let reloaded = !reloadedItemSet.isEmpty && reloadedItemSet.contains(items[candidateNewRows[index]])
                switch (kept[index], reloaded) {
                case (true, false): break
                case (true, true): reloadedItems.append(from)
                case (false, false): movedItems.append(ItemMove(from: from, to: to))
                case (false, true):
                    extraItemDeletes.append(from)
                    insertedItems.append(to)
                }
            }
        }
        if !extraItemDeletes.isEmpty { insertedItems.sort() }
        reloadedItems.sort()

        // Old side: the items of live sections that are gone, or that went to a section that is
        // not live.
        for (oldSection, items) in old.sectionItems.enumerated() where liveOld[oldSection] {
            for (oldRow, item) in items.enumerated() {
                if let place = new.itemPlaces[item], let newSection = new.sectionPositions[place.section], liveNew[newSection] { continue }
                deletedItems.append(IndexPath(row: oldRow, section: oldSection))
            }
        }
        if !extraItemDeletes.isEmpty {
            deletedItems.append(contentsOf: extraItemDeletes)
            deletedItems.sort()
        }

        // Reconfigured items that are in both snapshots, at their new index paths.
        for item in new.reconfiguredItemIdentifiers where old.itemPlaces[item] != nil {
            if let indexPath = new.indexPath(ofItem: item), liveNew[indexPath.section] { reconfiguredItems.append(indexPath) }
        }
        reconfiguredItems.sort()
    }

    /// Which elements of `values` (distinct numbers) form a longest strictly increasing
    /// subsequence: O(n) when `values` is already increasing, O(n log n) otherwise.
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var increasing = true
        for index in values.indices.dropFirst() where values[index] <= values[index - 1] {
            increasing = false
            break
        }
        if increasing { return [Bool](repeating: true, count: values.count) }
        // Patience sorting: tails[k] is the index of the smallest last value of a run of k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            kept[cursor] = true
            cursor = previous[cursor]
        }
        return kept
    }
}
