import Foundation

/// What a table shows and where: its sections and rows, the cells on show, the rectangle of a
/// row, and scrolling to one.
extension TableView {
    /// The number of sections, from the last reload (a pending reload asks the data source now).
    public var numberOfSections: Int {
        reloadRowDataIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, from the last reload (a pending reload asks the data
    /// source now); 0 for a section there is not.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadRowDataIfNeeded()
        return geometry.numberOfRows(inSection: section)
    }

    /// The cells on show, in row order. Brings them up to date first, as UIKit does: a pending
    /// reload, or bounds moved since the last layout, shows the right rows now.
    public var visibleCells: [TableViewCell] {
        updateVisibleRowsIfNeeded()
        return visibleRows.map(\.cell)
    }

    /// The index paths of the rows on show, in order, brought up to date first as
    /// ``visibleCells`` are.
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleRowsIfNeeded()
        return visibleRows.map(\.indexPath)
    }

    /// The cell showing the row at `indexPath`, or `nil` if the row is not on show.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        updateVisibleRowsIfNeeded()
        return visibleRow(at: indexPath)?.cell
    }

    /// The index path of the row `cell` shows, or `nil` if it shows none.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleRows.first { $0.cell === cell }?.indexPath
    }

    /// The index path of the row at `point`, in the table's coordinates (its content); `nil`
    /// over a header, a footer or no row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadRowDataIfNeeded()
        guard point.x.isFinite, point.y.isFinite, let indexPath = geometry.firstRow(endingBelow: point.y) else { return nil }
        let rect = rowRect(indexPath)
        return rect.minY <= point.y && point.y < rect.maxY && rect.minX <= point.x && point.x < rect.maxX ? indexPath : nil
    }

    /// The rectangle of the row at `indexPath`, in the table's content: the frame its cell has
    /// when on show. An index path the table does not have is refused, as UIKit throws: a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and `.zero`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadRowDataIfNeeded()
        guard geometry.contains(indexPath) else {
            refuseIndexPath(indexPath, "request for rect at invalid index path", call: "rectForRow(at:)", result: "returned .zero")
            return .zero
        }
        return rowRect(indexPath)
    }

    /// Scrolls so that the row at `indexPath` shows at `scrollPosition`, at once or animated as
    /// ``ScrollView/setContentOffset(_:animated:)`` does; the offset stays within the content.
    ///
    /// ``ScrollPosition/none`` scrolls as little as shows the row. With estimated heights the
    /// row's place comes from the heights known now (chosen). An index path the table does not
    /// have is refused, as UIKit throws: a ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and
    /// no scrolling.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadRowDataIfNeeded()
        guard geometry.contains(indexPath) else {
            return refuseIndexPath(indexPath, "attempt to scroll to invalid index path", call: "scrollToRow(at:at:animated:)", result: "did not scroll")
        }
        updateContentSize()
        let rect = rowRect(indexPath)
        let height = bounds.height
        let target: CGFloat
        switch scrollPosition {
        case .top: target = rect.minY
        case .middle: target = rect.midY - height / 2
        case .bottom: target = rect.maxY - height
        case .none:
            let top = contentOffset.y
            if rect.minY < top || rect.height >= height { target = rect.minY }
            else if rect.maxY > top + height { target = rect.maxY - height }
            else { target = top }
        }
        let range = offsetRange
        let offset = CGPoint(x: contentOffset.x, y: min(max(target, range.min.y), range.max.y))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Internals

    /// The rectangle of a row the table has, narrowed for its style.
    func rowRect(_ indexPath: IndexPath) -> CGRect {
        insetForStyle(geometry.rect(ofRow: indexPath, width: bounds.width))
    }

    /// The row on show at `indexPath`, found by a binary search of the rows on show.
    func visibleRow(at indexPath: IndexPath) -> VisibleRow? {
        var low = 0
        var high = visibleRows.count
        while low < high {
            let middle = (low + high) / 2
            if visibleRows[middle].indexPath < indexPath { low = middle + 1 } else { high = middle }
        }
        return low < visibleRows.count && visibleRows[low].indexPath == indexPath ? visibleRows[low] : nil
    }

    func refuseIndexPath(_ indexPath: IndexPath, _ uikitText: String, call: String, result: String) {
        reportMisuse(Diagnostic(
            kind: .invalidIndexPath,
            message: "\(uikitText) (\(indexPath)). TableView.\(call) needs a row the table has "
                + "(\(geometry.sections.count) sections, as of its last reload); HeadlessKit \(result). "
                + "Pass an index path below numberOfSections and numberOfRows(inSection:). Table: \(self)",
            objects: [self]))
    }
}
