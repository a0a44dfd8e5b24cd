import Foundation

/// Self-sizing rows: a row whose height is ``TableView/automaticDimension`` in a table with
/// estimates gets its cell when it is about to show, and the cell's Auto Layout height replaces
/// the estimate; the rows below move, and a row measured above the top of the bounds moves the
/// content offset by its change, so that the rows on show stay where they are.
extension TableView {
    // MARK: - Internals

    /// Gives the rows about to show their real heights, top to bottom, and returns the rows on
    /// show and how far the content offset moves to keep them still: the change in height of the
    /// rows measured whose top was above the bounds (UIKit keeps the rows on show in place when
    /// rows above them turn out taller or shorter than estimated).
    func measureRowsOnShow(in visibleBounds: CGRect) -> (shown: [IndexPath], shift: CGFloat) {
        var shown: [IndexPath] = []
        guard visibleBounds.height > 0 else { return (shown, 0) }
        var top = visibleBounds.minY
        var bottom = visibleBounds.maxY
        var shift: CGFloat = 0
        // Rows above that measured shorter move the bounds up, which can bring rows above them
        // on show: measure again from the new top until no row moves it up (bounded, as each
        // pass measures rows not measured before).
        for _ in 0..<8 {
            shown = []
            let shiftBefore = shift
            var cursor = geometry.firstRow(endingBelow: top)
            while let indexPath = cursor, !needsReload {
                let estimated = geometry.rect(ofRow: indexPath, width: 0)
                if estimated.minY >= bottom { break }
                if geometry.sections[indexPath.section].isEstimate(indexPath.row) {
                    let height = measuredHeight(ofRow: indexPath, estimate: estimated.height)
                    guard !needsReload, geometry.contains(indexPath) else { break }
                    geometry.setMeasuredHeight(height, ofRow: indexPath)
                    if estimated.minY < top {
                        let delta = height - estimated.height
                        shift += delta
                        top += delta
                        bottom += delta
                    }
                }
                if geometry.rect(ofRow: indexPath, width: 0).maxY > top { shown.append(indexPath) }
                cursor = geometry.nextRow(after: indexPath)
            }
            if shift >= shiftBefore || needsReload { break }
        }
        return (shown, shift)
    }

    /// Ends the rows on show that no longer meet `visibleBounds`, before rows are measured, so
    /// that the cells of rows that left are in their pools for the rows that enter.
    func endRowsThatLeft(_ visibleBounds: CGRect) {
        guard !visibleRows.isEmpty else { return }
        let delegate = tableDelegate
        var leaving: [VisibleRow] = []
        visibleRows.removeAll { row in
            let rect = geometry.rect(ofRow: row.indexPath, width: 0)
            let left = rect.maxY <= visibleBounds.minY || rect.minY >= visibleBounds.maxY
            if left { leaving.append(row) }
            return left
        }
        for row in leaving {
            delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
            enqueue(row.cell)
        }
    }

    /// Moves the content offset by `shift` (from ``measureRowsOnShow(in:)``), but not past the
    /// top of the content when rows above shrank (chosen: the rows on show then move up rather
    /// than leave a gap above the first row).
    func applyMeasurementShift(_ shift: CGFloat) {
        var delta = shift
        if delta < 0 { delta = max(delta, min(0, offsetRange.min.y - contentOffset.y)) }
        shiftContentOffset(byY: delta)
    }

    /// The height of a row about to show: the delegate's answer, or — when it is
    /// ``TableView/automaticDimension`` — its cell's Auto Layout height.
    private func measuredHeight(ofRow indexPath: IndexPath, estimate: CGFloat) -> CGFloat {
        let answer = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? storedRowHeight
        guard answer == Self.automaticDimension else {
            return acceptedHeight(answer, "heightForRowAt", automatic: estimate)
        }
        let cell: TableViewCell
        if let shown = visibleRow(at: indexPath)?.cell {
            cell = shown
        } else {
            guard let source = dataSource else { return fallbackRowHeight }
            cell = source.tableView(self, cellForRowAt: indexPath)
            guard !needsReload, geometry.contains(indexPath) else {
                enqueue(cell)
                return estimate
            }
            selfSizing.preparedCells[indexPath] = cell
        }
        let rect = rowRect(indexPath)
        cell.inheritedSeparatorInset = separators.inset
        if cell.frame.width != rect.width || cell.frame.origin != rect.origin {
            cell.frame = CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: cell.frame.height))
        }
        let height = cell.selfSizedHeight(fittingWidth: rect.width)
        guard height > 0 else {
            reportZeroHeightCellOnce(cell)
            return fallbackRowHeight
        }
        return height
    }

    /// The cell made to measure the row at `indexPath` in this update, taken out to be shown.
    func takePreparedCell(at indexPath: IndexPath) -> TableViewCell? {
        selfSizing.preparedCells.removeValue(forKey: indexPath)
    }

    /// Returns the cells made to measure rows that did not come on show to their pools.
    func returnPreparedCells() {
        guard !selfSizing.preparedCells.isEmpty else { return }
        let cells = selfSizing.preparedCells.sorted { $0.key < $1.key }.map(\.value)
        selfSizing.preparedCells = [:]
        for cell in cells where !visibleRows.contains(where: { $0.cell === cell }) { enqueue(cell) }
    }

    /// Makes the height of the row at `indexPath` an estimate again, so that it is measured
    /// again — asked of the delegate, and for ``TableView/automaticDimension`` its cell measured
    /// with Auto Layout — in the table's next layout if it shows, or when it next comes on show.
    ///
    /// For batch updates and reloads of single rows: only rows of sections sized from estimates
    /// are measured lazily; other rows keep their height until the next reload.
    func invalidateMeasuredHeight(of indexPath: IndexPath) {
        guard geometry.contains(indexPath), geometry.invalidateMeasurement(ofRow: indexPath) else { return }
        boundsOfVisibleRows = nil
        setNeedsLayout()
    }

    /// UIKit logs once that a cell's constraints suggest a height of zero, and uses the standard
    /// height: HeadlessKit reports it once per table.
    private func reportZeroHeightCellOnce(_ cell: TableViewCell) {
        guard !selfSizing.reportedZeroHeight else { return }
        selfSizing.reportedZeroHeight = true
        reportMisuse(Diagnostic(
            kind: .zeroHeightSelfSizingCell,
            message: "Detected a case where constraints ambiguously suggest a height of zero for a table view "
                + "cell's content view. We're considering the collapse unintentional and using standard height "
                + "instead. TableView self-sizes a row whose rowHeight is TableView.automaticDimension from the "
                + "constraints inside its cell's contentView; this cell's give no height, so HeadlessKit used "
                + "\(GeometryFormat.number(fallbackRowHeight)) points (reported once per table). Pin the content "
                + "view's subviews from its top to its bottom, or give the row a height. Cell: \(cell)",
            objects: [self, cell]))
    }
}

/// What a table keeps while it self-sizes rows.
struct SelfSizingState {
    /// The cells made to measure rows in the update under way, by row.
    var preparedCells: [IndexPath: TableViewCell] = [:]
    /// Whether a cell with no height has been reported.
    var reportedZeroHeight = false
}
