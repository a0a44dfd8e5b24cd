import Foundation

/// Selection by tap: a finger on a row highlights it, lifting selects it (deselecting the row
/// selected before, unless the table allows multiple selection), and a drag that scrolls cancels.
///
/// UIKit's order: at touch-down `tableView(_:shouldHighlightRowAt:)` →
/// ``TableViewCell/setHighlighted(_:animated:)`` → `tableView(_:didHighlightRowAt:)`; at the lift
/// the highlight goes (`tableView(_:didUnhighlightRowAt:)`), then `tableView(_:willSelectRowAt:)`
/// → for the row selected before, `tableView(_:willDeselectRowAt:)` → its cell deselected →
/// `tableView(_:didDeselectRowAt:)` → the new row's cell selected →
/// `tableView(_:didSelectRowAt:)`. A row tapped again in a table that allows multiple selection
/// is deselected: `tableView(_:willDeselectRowAt:)` → cell → `tableView(_:didDeselectRowAt:)`.
extension TableView {
    /// Starts tracking a single finger that touched down on a row; `false` if it did not.
    func rowTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard rowTouch == nil, touches.count == 1, let touch = touches.first, storedAllowsSelection,
              let indexPath = indexPathForRow(at: touch.location(in: self)) else { return false }
        let highlights = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        rowTouch = (touch, indexPath, highlights)
        guard highlights else { return true }
        visibleRow(at: indexPath)?.cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// Ends the tracked touch with a selection; `false` if `touches` do not hold it.
    func rowTouchEnded(_ touches: Set<Touch>) -> Bool {
        guard let tracked = rowTouch, touches.contains(tracked.touch) else { return false }
        rowTouch = nil
        guard tracked.highlighted else { return true }
        unhighlight(tracked.indexPath)
        guard geometry.contains(tracked.indexPath) else { return true }
        if storedAllowsMultipleSelection, selectedRows.contains(tracked.indexPath) {
            deselectByTap(tracked.indexPath)
            return true
        }
        let delegate = tableDelegate
        let answer: IndexPath? = if let delegate { delegate.tableView(self, willSelectRowAt: tracked.indexPath) } else { tracked.indexPath }
        guard let target = answer, geometry.contains(target) else { return true }
        if !storedAllowsMultipleSelection {
            for other in selectedRows.sorted() where other != target { deselectByTap(other) }
        }
        selectedRows.insert(target)
        if let cell = visibleRow(at: target)?.cell, !cell.isSelected { cell.setSelected(true, animated: false) }
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// Ends the tracked touch without a selection; `false` if `touches` do not hold it.
    func rowTouchCancelled(_ touches: Set<Touch>) -> Bool {
        guard let tracked = rowTouch, touches.contains(tracked.touch) else { return false }
        rowTouch = nil
        if tracked.highlighted { unhighlight(tracked.indexPath) }
        return true
    }

    private func unhighlight(_ indexPath: IndexPath) {
        if let cell = visibleRow(at: indexPath)?.cell, cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// Deselects `indexPath` as a tap does: asking the delegate first, telling it after.
    private func deselectByTap(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let answer: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
        guard let target = answer, selectedRows.contains(target) else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
