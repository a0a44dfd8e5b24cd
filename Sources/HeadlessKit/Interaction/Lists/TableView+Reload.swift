import Foundation

/// Reloading: asking the data source and the delegate for the counts and heights, in UIKit's
/// order, and keeping the rows on show in step with the bounds.
extension TableView {
    /// Reloads every row: the cells on show stop displaying now and go back to their pools, and
    /// the data source is asked again in the table's next layout.
    ///
    /// Each cell on show gets the delegate's
    /// ``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``, in row order, before it
    /// goes back to its pool (chosen: UIKit tells the delegate the old cells ended displaying;
    /// HeadlessKit does so at once, so that no cell is left showing stale content). The
    /// section headers and footers on show are removed. Called from inside the table's own
    /// update (a data source that reloads from ``TableViewDataSource/tableView(_:cellForRowAt:)``),
    /// it only marks the table, which reloads in the next layout. The selection is cleared, as in
    /// UIKit (the cells leaving keep theirs until they are reused).
    public func reloadData() {
        selectedRows.removeAll()
        needsReload = true
        setNeedsLayout()
        guard !isUpdatingVisibleRows else { return }
        endDisplayingEverything()
    }

    // MARK: - Internals

    /// Brings the rows on show up to date now, if a reload is pending or the bounds moved since
    /// they were placed; what the queries that report rows on show call first, as UIKit's do.
    func updateVisibleRowsIfNeeded() {
        guard needsReload || boundsOfVisibleRows != bounds else { return }
        updateVisibleRows()
    }

    /// Asks the data source again if a reload is pending (without placing cells): what the
    /// queries about rows and sections call first.
    func reloadRowDataIfNeeded() {
        guard needsReload, !isUpdatingVisibleRows else { return }
        isUpdatingVisibleRows = true
        defer { isUpdatingVisibleRows = false }
        endDisplayingEverything()
        reloadRowData()
    }

    /// Reloads if needed, measures the rows about to show, ends the rows that left, shows the
    /// rows that entered and places every cell, header and footer on show.
    func updateVisibleRows() {
        guard !isUpdatingVisibleRows else { return }
        isUpdatingVisibleRows = true
        defer { isUpdatingVisibleRows = false }
        if needsReload {
            endDisplayingEverything()
            reloadRowData()
        }
        endRowsThatLeft(bounds)
        let measured = measureRowsOnShow(in: bounds)
        let rowBounds = bounds.offsetBy(dx: 0, dy: measured.shift)
        updateContentSize()
        applyMeasurementShift(measured.shift)
        boundsOfVisibleRows = rowBounds
        replaceVisibleRows(with: measured.shown)
        returnPreparedCells()
        updateHeadersAndFooters(in: bounds)
        placeTableHeaderAndFooter()
    }

    /// Ends every row and header on show: each cell's row ends displaying, in row order, and the
    /// cell goes back to its pool.
    func endDisplayingEverything() {
        let rows = visibleRows
        visibleRows = []
        let headers = visibleHeadersAndFooters
        visibleHeadersAndFooters = [:]
        let delegate = tableDelegate
        for row in rows {
            delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
            enqueue(row.cell)
        }
        for key in headers.keys.sorted() {
            if let view = headers[key] ?? nil { enqueueHeaderOrFooter(view) }
        }
    }

    /// Asks the data source and the delegate for the counts and heights, in UIKit's order.
    func reloadRowData() {
        needsReload = false
        let source = dataSource
        let delegate = tableDelegate
        let sectionCount = acceptedCount(source?.numberOfSections(in: self) ?? 0, "numberOfSections(in:)")
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(sectionCount)
        // Whether the delegate answers per row, learnt from its first answer (nil: not asked yet).
        var delegateGivesHeights: Bool?
        var delegateGivesEstimates: Bool?
        for section in 0..<sectionCount {
            let header = headerHeight(
                delegate?.tableView(self, heightForHeaderInSection: section) ?? storedSectionHeaderHeight,
                title: { source?.tableView(self, titleForHeaderInSection: section) }, "heightForHeaderInSection",
                isFooter: false, section: section)
            let footer = headerHeight(
                delegate?.tableView(self, heightForFooterInSection: section) ?? storedSectionFooterHeight,
                title: { source?.tableView(self, titleForFooterInSection: section) }, "heightForFooterInSection",
                isFooter: true, section: section)
            let count = acceptedCount(source?.tableView(self, numberOfRowsInSection: section) ?? 0, "numberOfRowsInSection")
            let rows: RowHeights
            let isEstimated: Bool
            if let estimates = delegateEstimates(count: count, section: section, delegate: delegate, givesEstimates: &delegateGivesEstimates) {
                (rows, isEstimated) = (estimates, true)
            } else if storedEstimatedRowHeight > 0 {
                (rows, isEstimated) = (RowHeights(count: count, base: storedEstimatedRowHeight), true)
            } else {
                rows = measuredHeights(count: count, section: section, delegate: delegate, givesHeights: &delegateGivesHeights)
                isEstimated = false
            }
            sections.append(TableGeometry.Section(headerHeight: header, footerHeight: footer, rows: rows, isEstimated: isEstimated))
        }
        geometry = TableGeometry(
            sections: sections, tableHeaderHeight: storedTableHeaderView?.frame.height ?? 0,
            tableFooterHeight: storedTableFooterView?.frame.height ?? 0)
    }

    /// The delegate's estimates of every row of `section`, or `nil` when it gives none — learnt
    /// from its first answer, which came from the default implementation.
    private func delegateEstimates(
        count: Int, section: Int, delegate: (any TableViewDelegate)?, givesEstimates: inout Bool?
    ) -> RowHeights? {
        guard count > 0, let delegate, givesEstimates != false else { return nil }
        var estimates: [CGFloat] = []
        estimates.reserveCapacity(count)
        for row in 0..<count {
            defaultAnswers.remove(.estimatedHeightForRow)
            let estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
            if givesEstimates == nil {
                givesEstimates = !defaultAnswers.contains(.estimatedHeightForRow)
                if givesEstimates == false { return nil }
            }
            estimates.append(acceptedHeight(estimate, "estimatedHeightForRowAt", automatic: fallbackRowHeight))
        }
        return RowHeights(heights: estimates)
    }

    /// Every row's height, asked of the delegate row by row — unless its first answer came from
    /// the default implementation, when every row takes the table's height without asking.
    private func measuredHeights(
        count: Int, section: Int, delegate: (any TableViewDelegate)?, givesHeights: inout Bool?
    ) -> RowHeights {
        guard count > 0, let delegate, givesHeights != false else {
            return RowHeights(count: count, base: fallbackRowHeight)
        }
        var heights: [CGFloat] = []
        heights.reserveCapacity(count)
        for row in 0..<count {
            defaultAnswers.remove(.heightForRow)
            let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
            if givesHeights == nil {
                givesHeights = !defaultAnswers.contains(.heightForRow)
                if givesHeights == false { return RowHeights(count: count, base: fallbackRowHeight) }
            }
            heights.append(acceptedHeight(height, "heightForRowAt", automatic: fallbackRowHeight))
        }
        return RowHeights(heights: heights)
    }

    /// The height a row takes when it is ``TableView/automaticDimension`` without an estimate:
    /// 44 points, UIKit's default row height.
    var fallbackRowHeight: CGFloat {
        storedRowHeight == Self.automaticDimension ? 44 : storedRowHeight
    }

    /// Ends the rows on show that are not in `shown`, shows those that are new, and places all.
    private func replaceVisibleRows(with shown: [IndexPath]) {
        let delegate = tableDelegate
        let newPaths = Set(shown)
        let oldPaths = Set(visibleRows.map(\.indexPath))
        let leaving = visibleRows.filter { !newPaths.contains($0.indexPath) }
        visibleRows.removeAll { !newPaths.contains($0.indexPath) }
        for row in leaving {
            delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
            enqueue(row.cell)
        }
        for indexPath in shown where !oldPaths.contains(indexPath) {
            // A reload asked by a callback ends this update: the next layout starts again.
            guard !needsReload else { break }
            let cell = takePreparedCell(at: indexPath)
                ?? dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
            guard !needsReload, geometry.contains(indexPath) else { enqueue(cell); break }
            show(cell, at: indexPath)
            applySelection(to: cell, at: indexPath)
            applyEditingState(to: cell)
            visibleRows.append(VisibleRow(indexPath: indexPath, cell: cell))
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        visibleRows.sort { $0.indexPath < $1.indexPath }
        returnUnusedCells()
        for row in visibleRows {
            let frame = rowRect(row.indexPath)
            if row.cell.frame != frame { row.cell.frame = frame }
        }
    }

    /// Puts `cell` in the table for the row at `indexPath`: a subview, shown, framed.
    private func show(_ cell: TableViewCell, at indexPath: IndexPath) {
        handedOutCells.removeAll { $0 === cell }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        if cell.isHidden { cell.isHidden = false }
        cell.inheritedSeparatorInset = separators.inset
        cell.frame = rowRect(indexPath)
    }

    /// Sets the content size from the geometry: the table's width, the content's height.
    func updateContentSize() {
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// Places the table header and footer views across the table's width.
    private func placeTableHeaderAndFooter() {
        if let header = storedTableHeaderView, header.superview === self {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = storedTableFooterView, footer.superview === self {
            let frame = CGRect(
                x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width,
                height: geometry.tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    // MARK: - Answers

    /// A count the data source gave, or 0 (reported) if it is negative.
    private func acceptedCount(_ count: Int, _ method: String) -> Int {
        guard count < 0 else { return count }
        refuseAnswer("\(method) answered \(count), a negative count. HeadlessKit used 0; return 0 or more.")
        return 0
    }

    /// A height the delegate gave; ``TableView/automaticDimension`` becomes `automatic`, and a
    /// negative or non-finite height 0 (reported).
    func acceptedHeight(_ height: CGFloat, _ method: String, automatic: CGFloat) -> CGFloat {
        if height == Self.automaticDimension { return automatic }
        guard height.isFinite, height >= 0 else {
            refuseAnswer(
                "\(method) answered \(GeometryFormat.number(height)), which is not a finite height of 0 or more. "
                    + "HeadlessKit used 0; return a height in points or TableView.automaticDimension.")
            return 0
        }
        return height
    }

    /// A header or footer height; ``TableView/automaticDimension`` gives the style's height for
    /// a section with or without a title (``automaticHeaderHeight(hasTitle:isFooter:section:)``).
    private func headerHeight(_ height: CGFloat, title: () -> String?, _ method: String, isFooter: Bool, section: Int) -> CGFloat {
        guard height == Self.automaticDimension else { return acceptedHeight(height, method, automatic: 0) }
        return automaticHeaderHeight(hasTitle: title() != nil, isFooter: isFooter, section: section)
    }

    /// Reports an answer of the data source or delegate that HeadlessKit could not use.
    private func refuseAnswer(_ message: String) {
        reportMisuse(Diagnostic(
            kind: .invalidTableViewAnswer, message: "TableView: the data source or delegate's " + message + " Table: \(self)",
            objects: [self]))
    }
}
