import Foundation

/// Where a consistent batch update took every item: each index path before the update to its
/// index path after it (or nowhere, deleted), and each index path after it to where it came from.
///
/// Lookups cost O(log k + k) in the k changes of the section involved, and a list of a whole
/// section's origins O(n + k), so a list of 100,000 rows that inserts one row pays for one.
struct ListUpdateMapping: Equatable, Sendable {
    /// Where an item after the update came from.
    enum ItemOrigin: Equatable, Sendable {
        /// A new item: inserted, or in a section inserted or reloaded.
        case inserted
        /// The item at this index path before the update, reloaded: it needs a new cell.
        case reloaded(IndexPath)
        /// The item at this index path before the update, moved here by a move.
        case moved(IndexPath)
        /// The item at this index path before the update, shifted by the changes around it.
        case kept(IndexPath)

        /// The index path before the update, or `nil` for a new item.
        var oldIndexPath: IndexPath? {
            switch self {
            case .inserted: nil
            case .reloaded(let path), .moved(let path), .kept(let path): path
            }
        }
    }

    /// The changes to the items of one section that survived the update without a reload.
    struct SectionPlan: Equatable, Sendable {
        /// The section's index before the update.
        var oldSection: Int
        /// Old rows that leave the section's order: deleted or moved away, ascending.
        var removedOldRows: [Int] = []
        /// New rows that do not follow from the old order: inserted or moved here, ascending.
        var fixedNewRows: [Int] = []
        /// Old rows deleted.
        var deletedOldRows: Set<Int> = []
        /// Old rows reloaded (they stay in the order).
        var reloadedOldRows: Set<Int> = []
        /// Where each old row moved away went.
        var moveDestinations: [Int: IndexPath] = [:]
        /// Where each new row moved here came from.
        var moveSources: [Int: IndexPath] = [:]

        /// Whether the section's items are exactly those before the update, in order.
        var isIdentity: Bool {
            removedOldRows.isEmpty && fixedNewRows.isEmpty && reloadedOldRows.isEmpty
        }
    }

    /// The item counts per section before the update.
    let oldItemCounts: [Int]
    /// The item counts per section after the update.
    let newItemCounts: [Int]
    /// Each old section's index after the update; `nil` for a deleted one (a reloaded section
    /// has one, but none of its items survive).
    let newSectionOfOld: [Int?]
    /// Each new section's index before the update; `nil` for an inserted one.
    let oldSectionOfNew: [Int?]
    /// The sections after the update that were reloaded (their indexes after the update).
    let reloadedSections: IndexSet
    /// The sections after the update that were inserted.
    let insertedSections: IndexSet
    /// Each surviving, not reloaded, section's item changes, by its index after the update.
    let plans: [Int: SectionPlan]

    /// The index of old section `section` after the update, or `nil` if it was deleted.
    func newSection(forOld section: Int) -> Int? {
        newSectionOfOld.indices.contains(section) ? newSectionOfOld[section] : nil
    }

    /// The index of new section `section` before the update, or `nil` if it was inserted.
    func oldSection(forNew section: Int) -> Int? {
        oldSectionOfNew.indices.contains(section) ? oldSectionOfNew[section] : nil
    }

    /// Whether new section `section` is a section before the update with the same items in the
    /// same order, none reloaded (it may have moved).
    func keepsItems(ofNewSection section: Int) -> Bool {
        guard oldSection(forNew: section) != nil, !reloadedSections.contains(section) else { return false }
        return plans[section]?.isIdentity ?? true
    }

    /// The index path after the update of the item at `indexPath` before it, or `nil` if the item
    /// was deleted (alone, or with its section, or by reloading its section). A reloaded item has
    /// one: its place after the update.
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2, let newSection = newSection(forOld: indexPath.section),
              !reloadedSections.contains(newSection),
              (0..<oldItemCounts[indexPath.section]).contains(indexPath.row) else { return nil }
        guard let plan = plans[newSection] else { return IndexPath(row: indexPath.row, section: newSection) }
        if plan.deletedOldRows.contains(indexPath.row) { return nil }
        if let destination = plan.moveDestinations[indexPath.row] { return destination }
        let rank = indexPath.row - Self.count(of: plan.removedOldRows, below: indexPath.row)
        return IndexPath(row: Self.position(ofRank: rank, skipping: plan.fixedNewRows), section: newSection)
    }

    /// Where the item at `indexPath` after the update came from.
    func origin(ofNew indexPath: IndexPath) -> ItemOrigin {
        guard indexPath.count == 2, let oldSection = oldSection(forNew: indexPath.section),
              !reloadedSections.contains(indexPath.section) else { return .inserted }
        guard let plan = plans[indexPath.section] else { return .kept(IndexPath(row: indexPath.row, section: oldSection)) }
        if let source = plan.moveSources[indexPath.row] { return .moved(source) }
        if Self.contains(plan.fixedNewRows, indexPath.row) { return .inserted }
        let rank = indexPath.row - Self.count(of: plan.fixedNewRows, below: indexPath.row)
        let oldRow = Self.position(ofRank: rank, skipping: plan.removedOldRows)
        let old = IndexPath(row: oldRow, section: oldSection)
        return plan.reloadedOldRows.contains(oldRow) ? .reloaded(old) : .kept(old)
    }

    /// Where every item of new section `section` came from, in order; O(n + k).
    func origins(inNewSection section: Int) -> [ItemOrigin] {
        let count = newItemCounts.indices.contains(section) ? newItemCounts[section] : 0
        guard let oldSection = oldSection(forNew: section), !reloadedSections.contains(section) else {
            return Array(repeating: .inserted, count: count)
        }
        let plan = plans[section] ?? SectionPlan(oldSection: oldSection)
        var origins: [ItemOrigin] = []
        origins.reserveCapacity(count)
        var fixed = plan.fixedNewRows[...]
        var removed = plan.removedOldRows[...]
        var oldRow = 0
        for newRow in 0..<count {
            if fixed.first == newRow {
                fixed.removeFirst()
                origins.append(plan.moveSources[newRow].map(ItemOrigin.moved) ?? .inserted)
                continue
            }
            while removed.first == oldRow {
                removed.removeFirst()
                oldRow += 1
            }
            let old = IndexPath(row: oldRow, section: oldSection)
            origins.append(plan.reloadedOldRows.contains(oldRow) ? .reloaded(old) : .kept(old))
            oldRow += 1
        }
        return origins
    }

    // MARK: - Sorted-list arithmetic

    /// How many of the ascending `values` are below `value`.
    private static func count(of values: [Int], below value: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the ascending `values` contain `value`.
    private static func contains(_ values: [Int], _ value: Int) -> Bool {
        let index = count(of: values, below: value)
        return index < values.count && values[index] == value
    }

    /// The `rank`-th position (from 0) among the positions not in the ascending `skipped`.
    private static func position(ofRank rank: Int, skipping skipped: [Int]) -> Int {
        var position = rank
        for value in skipped {
            guard value <= position else { break }
            position += 1
        }
        return position
    }
}
