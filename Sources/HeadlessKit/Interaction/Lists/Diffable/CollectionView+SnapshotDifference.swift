import Foundation

/// Applying a snapshot difference, as a diffable data source does: one batch update, then the
/// reconfigured items.
extension CollectionView {
    /// Applies `difference` as one batch update — sections deleted, inserted, moved and reloaded,
    /// items deleted, inserted, moved and reloaded — then asks the data source again for the
    /// items to reconfigure that are on show, in the cells they have.
    func applyDifference(_ difference: SnapshotDifference) {
        performBatchUpdates {
            self.deleteSections(IndexSet(difference.deletedSections))
            self.insertSections(IndexSet(difference.insertedSections))
            for move in difference.movedSections { self.moveSection(move.from, toSection: move.to) }
            self.reloadSections(IndexSet(difference.reloadedSections))
            self.deleteItems(at: difference.deletedItems)
            self.insertItems(at: difference.insertedItems)
            for move in difference.movedItems { self.moveItem(at: move.from, to: move.to) }
            self.reloadItems(at: difference.reloadedItems)
        }
        reconfigureVisibleItems(at: difference.reconfiguredItems)
    }
}
