import Foundation

/// Batch updates: inserting, deleting, reloading and moving items and sections, checked against
/// the data source's counts as UIKit checks them.
///
/// Every change names index paths by UIKit's rules: deletions, reloads and move sources as they
/// were before the update; insertions and move destinations as they are after it. At the end of
/// the update (the end of ``performBatchUpdates(_:completion:)``'s block, or the call itself
/// outside one) the collection view asks the data source for its counts again and checks them.
/// An inconsistent update is refused with UIKit's `Invalid update: …` text in a
/// ``Diagnostic/Kind/invalidBatchUpdate`` diagnostic, and the collection view stays exactly as it
/// was. A consistent one invalidates the layout, keeps the cells of the items on show that
/// survive (moved to their new index paths, without asking the data source again), ends the
/// items deleted or reloaded (``CollectionViewDelegate/collectionView(_:didEndDisplaying:forItemAt:)``,
/// the cell back to its pool), and shows the items that now come on show in the collection
/// view's next layout.
extension CollectionView {
    /// Runs `updates` — inserts, deletes, reloads and moves — as one update, then asks the data
    /// source for its counts, checks them and applies the changes; `completion` gets `true` once
    /// the update is laid out.
    ///
    /// The changes apply at the end of the block, whatever their order in it. An update the data
    /// source's counts contradict is refused (see the extension's overview), and `completion`
    /// gets `false` right away. `completion(true)` runs at the end of the collection view's next
    /// layout, once the items that came on show have their cells (chosen, as the table's:
    /// HeadlessKit does not animate items, so the update is finished when it is laid out). Called
    /// inside another update's block, the block's changes join the outer update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchState.depth += 1
        updates?()
        if let completion { batchState.completions.append(completion) }
        endBatch()
    }

    /// Inserts items at `indexPaths`, index paths after the update.
    public func insertItems(at indexPaths: [IndexPath]) {
        recordChange { $0.insertItems(at: indexPaths) }
    }

    /// Deletes the items at `indexPaths`, index paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        recordChange { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads the items at `indexPaths`, index paths before the update: their cells on show end
    /// displaying and the data source is asked for new ones; a reloaded item is deselected, as a
    /// table's reloaded row is (chosen).
    public func reloadItems(at indexPaths: [IndexPath]) {
        recordChange { $0.reloadItems(at: indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// on show stays, and its selection follows it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordChange { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts the sections at `sections`, indexes after the update.
    public func insertSections(_ sections: IndexSet) {
        recordChange { $0.insertSections(sections) }
    }

    /// Deletes the sections at `sections`, indexes before the update, with all their items.
    public func deleteSections(_ sections: IndexSet) {
        recordChange { $0.deleteSections(sections) }
    }

    /// Reloads the sections at `sections`, indexes before the update: their items and
    /// supplementary views are asked again.
    public func reloadSections(_ sections: IndexSet) {
        recordChange { $0.reloadSections(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its
    /// items, their cells and its supplementary views.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordChange { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: - Internals

    /// Records a change in the update under way, or applies it as an update of its own.
    private func recordChange(_ change: (inout ListUpdate) -> Void) {
        batchState.depth += 1
        change(&batchState.pending)
        endBatch()
    }

    /// Closes a block; the outermost one asks the counts and applies the changes.
    private func endBatch() {
        batchState.depth -= 1
        guard batchState.depth == 0 else { return }
        let update = batchState.pending
        let completions = batchState.completions
        batchState.pending = ListUpdate()
        batchState.completions = []
        applyBatchUpdate(update, completions: completions)
    }
}

/// What a collection view keeps of the batch update under way and of the updates waiting for a
/// layout.
struct CollectionBatchState {
    /// How many ``CollectionView/performBatchUpdates(_:completion:)`` blocks are running.
    var depth = 0
    /// The changes asked in the update under way.
    var pending = ListUpdate()
    /// The completions of the update under way.
    var completions: [(Bool) -> Void] = []
    /// The completions of applied updates, run at the end of the collection view's next layout.
    var completionsAfterLayout: [(Bool) -> Void] = []
    /// The cell a reconfiguration hands back to the data source's dequeue.
    var reconfiguringCell: CollectionViewCell?
}
