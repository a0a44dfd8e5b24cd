import Foundation

/// Reconfiguring rows: asking the data source again for the content of rows on show, in the
/// cells they already have.
extension TableView {
    /// Asks the data source's ``TableViewDataSource/tableView(_:cellForRowAt:)`` again for each row
    /// of `indexPaths` that is on show, in row order; its dequeue hands back the cell the row
    /// already has (without ``TableViewCell/prepareForReuse()``), as UIKit's does, so the data
    /// source updates the cell in place. Rows not on show are left for their next showing. No
    /// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)`` or height is asked.
    ///
    /// A row the table does not have is refused with a ``Diagnostic/Kind/invalidIndexPath``
    /// diagnostic, and nothing is asked. A data source that returns another cell has it shown
    /// instead (chosen), the old cell back in its pool.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        updateVisibleRowsIfNeeded()
        if let invalid = indexPaths.first(where: { !geometry.contains($0) }) {
            return refuseIndexPath(invalid, "Attempted to reconfigure an index path that does not exist", call: "reconfigureRows(at:)", result: "reconfigured nothing")
        }
        guard !isUpdatingVisibleRows else { return }
        for indexPath in Set(indexPaths).sorted() {
            guard let row = visibleRow(at: indexPath), let source = dataSource else { continue }
            batchState.reconfiguringCell = row.cell
            let cell = source.tableView(self, cellForRowAt: indexPath)
            batchState.reconfiguringCell = nil
            // A callback may have reloaded or updated the table meanwhile: the row may be gone.
            guard let index = visibleRows.firstIndex(where: { $0.cell === row.cell }), visibleRows[index].indexPath == indexPath else {
                if cell !== row.cell, !visibleRows.contains(where: { $0.cell === cell }) { enqueue(cell) }
                return
            }
            guard cell !== row.cell else { continue }
            visibleRows[index] = VisibleRow(indexPath: indexPath, cell: cell)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            if cell.isHidden { cell.isHidden = false }
            cell.frame = rowRect(indexPath)
            enqueue(row.cell)
        }
    }

    // MARK: - Internals

    /// The cell being reconfigured, handed back once to a dequeue for its identifier.
    func takeReconfiguringCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = batchState.reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
        batchState.reconfiguringCell = nil
        return cell
    }
}
