import Foundation

/// Reconfiguring items: asking the data source again for the content of items on show, in the
/// cells they already have.
extension CollectionView {
    /// Asks the data source's ``CollectionViewDataSource/collectionView(_:cellForItemAt:)`` again
    /// for each item of `indexPaths` that is on show, in index path order; its dequeue hands back
    /// the cell the item already has (without ``CollectionReusableView/prepareForReuse()``), as
    /// UIKit's does, so the data source updates the cell in place. Items not on show are left for
    /// their next showing. No ``CollectionViewDelegate/collectionView(_:willDisplay:forItemAt:)``
    /// is sent.
    ///
    /// An item the collection view does not have is refused with a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and nothing is asked. A data source that
    /// returns another cell has it shown instead (chosen, as the table's), the old cell back in
    /// its pool. Asked from a callback of the collection view's own layout pass, it reloads the
    /// items on show in the next layout instead (chosen).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        updateVisibleItemsIfNeeded()
        if let invalid = indexPaths.first(where: { !hasItem($0) }) {
            return refuseIndexPath(invalid, "Attempted to reconfigure an index path that does not exist", call: "reconfigureItems(at:)", result: "reconfigured nothing")
        }
        reconfigureVisibleItems(at: indexPaths)
    }

    // MARK: - Internals

    /// Asks the data source again for the cells on show of `indexPaths` (index paths the
    /// collection view has), without bringing the elements on show up to date first — what a
    /// diffable data source calls right after its batch update, whose new items show in the next
    /// layout.
    func reconfigureVisibleItems(at indexPaths: [IndexPath]) {
        guard !needsReload else { return }
        // Asked from the collection view's own pass over its views, it cannot swap the views that
        // pass is handing out: the items on show are asked again in the next layout (chosen).
        guard !isUpdatingVisibleItems else {
            needsReload = true
            return layoutWasInvalidated()
        }
        for indexPath in Set(indexPaths).sorted() {
            let key = ElementKey(kind: nil, indexPath: indexPath)
            guard let element = visibleElements[key], let cell = element.view as? CollectionViewCell, let source = dataSource else { continue }
            batchState.reconfiguringCell = cell
            let answer = source.collectionView(self, cellForItemAt: indexPath)
            batchState.reconfiguringCell = nil
            // A callback may have reloaded or updated the collection view meanwhile: the item may be gone.
            guard visibleElements[key]?.view === cell else {
                if answer !== cell, !visibleElements.values.contains(where: { $0.view === answer }) { enqueue(answer) }
                return
            }
            guard answer !== cell else { continue }
            applySelection(to: answer, at: indexPath)
            if answer.superview !== self { insertSubview(answer, at: 0) }
            visibleElements[key] = VisibleElement(view: answer, attributes: element.attributes)
            place(answer, at: element.attributes)
            enqueue(cell)
        }
    }

    /// The cell being reconfigured, handed back once to a dequeue for its identifier.
    func takeReconfiguringCell(withIdentifier identifier: String) -> CollectionViewCell? {
        guard let cell = batchState.reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
        batchState.reconfiguringCell = nil
        return cell
    }
}
