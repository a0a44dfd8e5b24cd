import Foundation
import HeadlessKit

/// Batch updates of the collection views in the random operations: items deleted and inserted,
/// moved, reloaded and reconfigured, sections inserted, deleted and moved — each with its model
/// change, alone or in a block with a completion — and updates that contradict the model, which
/// are refused and leave the model as it was.
extension World {
    func performCollectionUpdate(_ collection: ChaosCollection) {
        let label = collection.name
        // A change made without a reload is not the collection view's to check against: reload.
        guard collection.showsIdentities else {
            note("\(label).reloadData() before an update")
            collection.showsIdentities = true
            return collection.reloadData()
        }
        let sections = collection.identities.count
        switch pick(9) {
        case 0, 1:
            guard sections > 0 else { return insertSection(collection) }
            let section = pick(sections)
            var items = collection.identities[section]
            let deleted = Set((0..<min(pick(4), items.count)).map { _ in pick(items.count) }).sorted()
            for item in deleted.reversed() { items.remove(at: item) }
            var inserted: [Int] = []
            for _ in 0..<pick(4) {
                let item = pick(items.count + 1)
                items.insert(collection.freshIdentities(1)[0], at: item)
                inserted = inserted.map { $0 >= item ? $0 + 1 : $0 } + [item]
            }
            let deletedPaths = deleted.map { IndexPath(item: $0, section: section) }
            let insertedPaths = inserted.sorted().map { IndexPath(item: $0, section: section) }
            // A reload of an item of another section can join the block.
            let reloaded = sections > 1 ? otherSectionItem(collection, besides: section) : nil
            note("\(label): delete \(deletedPaths), insert \(insertedPaths), reload \(reloaded.map { "\($0)" } ?? "-") in one block")
            collection.identities[section] = items
            if let reloaded { collection.identities[reloaded.section][reloaded.item] = collection.freshIdentities(1)[0] }
            collection.performBatchUpdates({
                collection.insertItems(at: insertedPaths)
                collection.deleteItems(at: deletedPaths)
                if let reloaded { collection.reloadItems(at: [reloaded]) }
            }, completion: { [weak self] finished in self?.note("\(label): batch completion(\(finished))") })
        case 2:
            guard let from = anyModelItem(collection) else { return }
            let identity = collection.identities[from.section].remove(at: from.item)
            let section = pick(sections)
            let to = IndexPath(item: pick(collection.identities[section].count + 1), section: section)
            collection.identities[to.section].insert(identity, at: to.item)
            note("\(label).moveItem(at: \(from), to: \(to))")
            collection.moveItem(at: from, to: to)
        case 3:
            guard let path = anyModelItem(collection) else { return }
            collection.identities[path.section][path.item] = collection.freshIdentities(1)[0]
            let reconfigures = chance(2)
            note("\(label).\(reconfigures ? "reconfigureItems" : "reloadItems")(at: [\(path)])")
            if reconfigures { collection.reconfigureItems(at: [path]) } else { collection.reloadItems(at: [path]) }
        case 4:
            insertSection(collection)
        case 5:
            guard sections > 0 else { return }
            let section = pick(sections)
            collection.identities.remove(at: section)
            note("\(label).deleteSections([\(section)])")
            collection.deleteSections(IndexSet([section]))
        case 6:
            guard sections > 0 else { return }
            let from = pick(sections)
            let moved = collection.identities.remove(at: from)
            let to = pick(sections)
            collection.identities.insert(moved, at: to)
            note("\(label).moveSection(\(from), toSection: \(to))")
            collection.moveSection(from, toSection: to)
        case 7:
            guard sections > 0 else { return }
            let section = pick(sections)
            collection.identities[section] = collection.freshIdentities(pick(20))
            note("\(label).reloadSections([\(section)])")
            collection.reloadSections(IndexSet([section]))
        default:
            performInvalidCollectionUpdate(collection)
        }
    }

    /// An update the model contradicts: refused, with the model put back as it was.
    private func performInvalidCollectionUpdate(_ collection: ChaosCollection) {
        let label = collection.name
        let before = collection.identities
        guard !before.isEmpty else { return }
        let section = pick(before.count)
        collection.identities[section] += collection.freshIdentities(1 + pick(2))
        let path = IndexPath(item: pick(before[section].count + 1), section: section)
        note("\(label).insertItems(at: [\(path)]) with a model that grew by more (refused)")
        collection.performBatchUpdates({ collection.insertItems(at: [path]) }, completion: { [weak self] finished in
            self?.note("\(label): invalid batch completion(\(finished))")
        })
        collection.identities = before
    }

    private func insertSection(_ collection: ChaosCollection) {
        let section = pick(collection.identities.count + 1)
        collection.identities.insert(collection.freshIdentities(pick(12)), at: section)
        note("\(collection.name).insertSections([\(section)])")
        collection.insertSections(IndexSet([section]))
    }

    /// An item of the model, or `nil` when it has none.
    private func anyModelItem(_ collection: ChaosCollection) -> IndexPath? {
        let filled = collection.identities.indices.filter { !collection.identities[$0].isEmpty }
        guard let section = element(filled) else { return nil }
        return IndexPath(item: pick(collection.identities[section].count), section: section)
    }

    /// An item of a section other than `section`, or `nil`.
    private func otherSectionItem(_ collection: ChaosCollection, besides section: Int) -> IndexPath? {
        let filled = collection.identities.indices.filter { $0 != section && !collection.identities[$0].isEmpty }
        guard let other = element(filled) else { return nil }
        return IndexPath(item: pick(collection.identities[other].count), section: other)
    }
}
