import Foundation

/// Selection by tap: a finger on an item highlights it, lifting selects it (deselecting the items
/// selected before, unless the collection view allows multiple selection), and a drag that
/// scrolls cancels. The order is listed in ``CollectionViewDelegate``.
extension CollectionView {
    /// Starts tracking a single finger that touched down on an item; `false` if it did not.
    func itemTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard itemTouch == nil, touches.count == 1, let touch = touches.first, storedAllowsSelection,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return false }
        let highlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        itemTouch = (touch, indexPath, highlights)
        guard highlights else { return true }
        visibleCell(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// Ends the tracked touch with a selection; `false` if `touches` do not hold it.
    func itemTouchEnded(_ touches: Set<Touch>) -> Bool {
        guard let tracked = itemTouch, touches.contains(tracked.touch) else { return false }
        itemTouch = nil
        guard tracked.highlighted else { return true }
        unhighlightItem(tracked.indexPath)
        guard hasItem(tracked.indexPath), storedAllowsSelection else { return true }
        let delegate = collectionDelegate
        if storedAllowsMultipleSelection, selectedItems.contains(tracked.indexPath) {
            deselectByTap(tracked.indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: tracked.indexPath) ?? true,
              hasItem(tracked.indexPath) else { return true }
        if !storedAllowsMultipleSelection {
            for other in selectedItems.sorted() where other != tracked.indexPath { deselectByTap(other) }
        }
        selectedItems.insert(tracked.indexPath)
        if let cell = visibleCell(at: tracked.indexPath), !cell.isSelected { cell.isSelected = true }
        delegate?.collectionView(self, didSelectItemAt: tracked.indexPath)
        return true
    }

    /// Ends the tracked touch without a selection; `false` if `touches` do not hold it.
    func itemTouchCancelled(_ touches: Set<Touch>) -> Bool {
        guard let tracked = itemTouch, touches.contains(tracked.touch) else { return false }
        itemTouch = nil
        if tracked.highlighted { unhighlightItem(tracked.indexPath) }
        return true
    }

    private func unhighlightItem(_ indexPath: IndexPath) {
        if let cell = visibleCell(at: indexPath), cell.isHighlighted { cell.isHighlighted = false }
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// Deselects `indexPath` as a tap does: asking the delegate first, telling it after.
    private func deselectByTap(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true, selectedItems.contains(indexPath) else { return }
        deselectItem(at: indexPath, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
