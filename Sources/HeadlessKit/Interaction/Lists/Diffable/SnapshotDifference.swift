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
@usableFromInline
package struct SnapshotDifference: Equatable, Sendable {
    /// A section that moved, from its old index to its new one.
    @usableFromInline
    package struct SectionMove: Equatable, Sendable {
        @usableFromInline
        package var from: Int
        @usableFromInline
        package var to: Int

        /// A section moved from old index `from` to new index `to`.
        @inlinable
        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item that moved, from its old index path to its new one.
    @usableFromInline
    package struct ItemMove: Equatable, Sendable {
        @usableFromInline
        package var from: IndexPath
        @usableFromInline
        package var to: IndexPath

        /// An item moved from old index path `from` to new index path `to`.
        @inlinable
        package init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by old index, ascending.
    @usableFromInline
    package var deletedSections: [Int] = []
    /// Sections inserted, by new index, ascending.
    @usableFromInline
    package var insertedSections: [Int] = []
    /// Sections moved, in new order.
    @usableFromInline
    package var movedSections: [SectionMove] = []
    /// Sections reloaded in place, by old index, ascending.
    @usableFromInline
    package var reloadedSections: [Int] = []
    /// Items deleted, by old index path, ascending.
    @usableFromInline
    package var deletedItems: [IndexPath] = []
    /// Items inserted, by new index path, ascending.
    @usableFromInline
    package var insertedItems: [IndexPath] = []
    /// Items moved, in new order.
    @usableFromInline
    package var movedItems: [ItemMove] = []
    /// Items reloaded in place, by old index path, ascending.
    @usableFromInline
    package var reloadedItems: [IndexPath] = []
    /// Items to reconfigure, by **new** index path, ascending: applied after the update, on the
    /// cells that then show them.
    @usableFromInline
    package var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changes.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// Whether any section or row is deleted, inserted, moved or reloaded: whether the
    /// difference needs a batch update (reconfigurations alone do not).
    package var changesStructure: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty)
    }

    @inlinable
    package init() {}

    /// The changes that turn `old` into `new`, honouring `new`'s reload and reconfigure marks.
    ///
    /// Inlinable so that callers with concrete identifier types get it specialised — hashing and
    /// comparing identifiers without going through their protocols, the bulk of its cost
    /// otherwise. It looks each of `new`'s items up once in `old` and marks the old rows it
    /// claims, so the old side costs a scan, not lookups; index paths are made only for changes.
    @inlinable
    package init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        // Sections: a section is "live" on a side when it is in both snapshots and not reloaded;
        // only live sections take part in the item changes.
        let reloadedSectionSet = Set(new.reloadedSectionIdentifiers)
        var liveOld = [Bool](repeating: false, count: old.sections.count)
        var liveNew = [Bool](repeating: false, count: new.sections.count)
        // For each new section, its old index (-1 when it is new).
        var oldIndexOfNewSection = [Int](repeating: -1, count: new.sections.count)
        var survivorsOldIndex: [Int] = []
        var survivorsNewIndex: [Int] = []
        for (newIndex, section) in new.sections.enumerated() {
            if let oldIndex = old.sectionPositions[section] {
                oldIndexOfNewSection[newIndex] = oldIndex
                survivorsOldIndex.append(oldIndex)
                survivorsNewIndex.append(newIndex)
            } else {
                insertedSections.append(newIndex)
            }
        }
        if survivorsOldIndex.count < old.sections.count {
            var survives = [Bool](repeating: false, count: old.sections.count)
            for oldIndex in survivorsOldIndex { survives[oldIndex] = true }
            for oldIndex in survives.indices where !survives[oldIndex] { deletedSections.append(oldIndex) }
        }
        let keptSections = Self.longestIncreasingRun(survivorsOldIndex)
        var extraSectionDeletes = false
        for (index, oldIndex) in survivorsOldIndex.enumerated() {
            let newIndex = survivorsNewIndex[index]
            let reloaded = !reloadedSectionSet.isEmpty && reloadedSectionSet.contains(new.sections[newIndex])
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

        // Items, new side: insertions, moves, and the order of those that stayed put. Every old
        // row a new item keeps (in place or moved) is claimed; the old rows left unclaimed in
        // live sections are the deletions.
        var claimedOffset = [Int](repeating: 0, count: old.sections.count + 1)
        for (oldIndex, items) in old.sectionItems.enumerated() {
            claimedOffset[oldIndex + 1] = claimedOffset[oldIndex] + (liveOld[oldIndex] ? items.count : 0)
        }
        var claimed = [Bool](repeating: false, count: claimedOffset[old.sections.count])
        let reloadedItemSet = Set(new.reloadedItemIdentifiers)
        var candidateOldRows: [Int] = []
        var candidateNewRows: [Int] = []
        var insertsOutOfOrder = false
        for (newSection, items) in new.sectionItems.enumerated() where liveNew[newSection] {
            let sectionIdentifier = new.sections[newSection]
            let sameOldSection = oldIndexOfNewSection[newSection]
            candidateOldRows.removeAll(keepingCapacity: true)
            candidateNewRows.removeAll(keepingCapacity: true)
            for (newRow, item) in items.enumerated() {
                guard let place = old.itemPlaces[item] else {
                    insertedItems.append(IndexPath(row: newRow, section: newSection))
                    continue
                }
                if place.section == sectionIdentifier {
                    candidateOldRows.append(place.row)
                    candidateNewRows.append(newRow)
                    continue
                }
                guard let oldSection = old.sectionPositions[place.section], liveOld[oldSection] else {
                    insertedItems.append(IndexPath(row: newRow, section: newSection))
                    continue
                }
                if !reloadedItemSet.isEmpty && reloadedItemSet.contains(item) {
                    // Left unclaimed: deleted from its old row.
                    insertedItems.append(IndexPath(row: newRow, section: newSection))
                } else {
                    claimed[claimedOffset[oldSection] + place.row] = true
                    movedItems.append(ItemMove(
                        from: IndexPath(row: place.row, section: oldSection), to: IndexPath(row: newRow, section: newSection)))
                }
            }
            guard !candidateOldRows.isEmpty else { continue }
            let base = claimedOffset[sameOldSection]
            let kept = Self.longestIncreasingRun(candidateOldRows)
            for index in candidateOldRows.indices {
                let oldRow = candidateOldRows[index]
                let reloaded = !reloadedItemSet.isEmpty && reloadedItemSet.contains(items[candidateNewRows[index]])
                switch (kept[index], reloaded) {
                case (true, false):
                    claimed[base + oldRow] = true
                case (true, true):
                    claimed[base + oldRow] = true
                    reloadedItems.append(IndexPath(row: oldRow, section: sameOldSection))
                case (false, false):
                    claimed[base + oldRow] = true
                    movedItems.append(ItemMove(
                        from: IndexPath(row: oldRow, section: sameOldSection),
                        to: IndexPath(row: candidateNewRows[index], section: newSection)))
                case (false, true):
                    // Left unclaimed: deleted from its old row, inserted at its new one.
                    insertedItems.append(IndexPath(row: candidateNewRows[index], section: newSection))
                    insertsOutOfOrder = true
                }
            }
        }
        if insertsOutOfOrder { insertedItems.sort() }
        reloadedItems.sort()

        // Old side: the unclaimed rows of live sections, in order.
        for oldSection in old.sections.indices where liveOld[oldSection] {
            let base = claimedOffset[oldSection]
            for oldRow in 0..<(claimedOffset[oldSection + 1] - base) where !claimed[base + oldRow] {
                deletedItems.append(IndexPath(row: oldRow, section: oldSection))
            }
        }

        // Reconfigured items that are in both snapshots, at their new index paths.
        for item in new.reconfiguredItemIdentifiers where old.itemPlaces[item] != nil {
            guard let place = new.itemPlaces[item], let newSection = new.sectionPositions[place.section], liveNew[newSection] else { continue }
            reconfiguredItems.append(IndexPath(row: place.row, section: newSection))
        }
        reconfiguredItems.sort()
    }

    /// Which elements of `values` (distinct numbers) form a longest strictly increasing
    /// subsequence: O(n) when `values` is already increasing, O(n log n) otherwise.
    @usableFromInline
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
