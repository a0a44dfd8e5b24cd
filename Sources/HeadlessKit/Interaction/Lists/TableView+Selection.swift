import Foundation

/// Selection in code: the rows selected, selecting and deselecting them, and the selected state
/// of the cells that show them.
///
/// As in UIKit, selecting or deselecting in code tells the delegate nothing; its selection
/// methods are for the user's taps (``TableView/touchesEnded(_:with:)``).
extension TableView {
    /// Whether rows can be selected; `true` by default. `false` deselects every row.
    public var allowsSelection: Bool {
        get { storedAllowsSelection }
        set {
            storedAllowsSelection = newValue
            if !newValue { deselectAll() }
        }
    }

    /// Whether more than one row can be selected at a time; `false` by default. Turning it off
    /// keeps the first selected row only.
    public var allowsMultipleSelection: Bool {
        get { storedAllowsMultipleSelection }
        set {
            storedAllowsMultipleSelection = newValue
            if !newValue, let first = selectedRows.min() {
                for indexPath in selectedRows.sorted() where indexPath != first { deselectRow(at: indexPath, animated: false) }
            }
        }
    }

    /// The first selected row, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` — after deselecting the others unless
    /// ``allowsMultipleSelection`` — and scrolls it to `scrollPosition` (``ScrollPosition/none``
    /// does not scroll); `nil` deselects every row. Its cell on show is selected with
    /// ``TableViewCell/setSelected(_:animated:)``. Nothing happens when ``allowsSelection`` is
    /// `false`. A row the table does not have is refused with a ``Diagnostic/Kind/invalidIndexPath``
    /// diagnostic, and nothing changes.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard storedAllowsSelection else { return }
        reloadRowDataIfNeeded()
        guard geometry.contains(indexPath) else {
            return refuseIndexPath(indexPath, "attempt to select invalid index path", call: "selectRow(at:animated:scrollPosition:)", result: "selected nothing")
        }
        if !storedAllowsMultipleSelection {
            for other in selectedRows.sorted() where other != indexPath { deselectRow(at: other, animated: animated) }
        }
        selectedRows.insert(indexPath)
        if let cell = visibleRow(at: indexPath)?.cell, !cell.isSelected { cell.setSelected(true, animated: animated) }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; its cell on show is deselected with
    /// ``TableViewCell/setSelected(_:animated:)``. A row that is not selected is left as it is.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        if let cell = visibleRow(at: indexPath)?.cell, cell.isSelected { cell.setSelected(false, animated: animated) }
    }

    // MARK: - Internals

    /// Deselects every row.
    func deselectAll() {
        for indexPath in selectedRows.sorted() { deselectRow(at: indexPath, animated: false) }
    }

    /// Gives a cell about to show `indexPath` the row's selected state, before the delegate's
    /// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)`` (UIKit: the delegate may override
    /// the selection the table set).
    func applySelection(to cell: TableViewCell, at indexPath: IndexPath) {
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    }
}
