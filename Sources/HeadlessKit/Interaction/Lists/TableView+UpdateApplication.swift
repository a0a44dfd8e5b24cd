import Foundation

/// Applying a checked batch update: the new counts and heights, the cells of the rows on show
/// carried to their new index paths, and the selection following its rows.
extension TableView {
    /// Asks the data source for its counts (unless given `newCounts`, as after the user moved a
    /// row), checks `update` against them, and applies it — or refuses it, leaving the table
    /// exactly as it was; returns `false` when refused.
    @discardableResult
    func applyBatchUpdate(_ update: ListUpdate, completions: [(Bool) -> Void], newCounts givenCounts: [Int]? = nil) -> Bool {
        // A reload pending asks everything again in the next layout: there is nothing on show to
        // carry over and no counts to check against (chosen: UIKit loads the data first).
        if needsReload {
            finishAfterLayout(completions)
            return true
        }
        let oldCounts = geometry.sections.map(\.rows.count)
        let wasUpdating = isUpdatingVisibleRows
        isUpdatingVisibleRows = true
        defer { isUpdatingVisibleRows = wasUpdating }
        let newCounts = givenCounts ?? queriedCounts()
        guard !needsReload else {
            finishAfterLayout(completions)
            return true
        }
        let mapping: ListUpdateMapping
        switch update.resolved(oldItemCounts: oldCounts, newItemCounts: newCounts, vocabulary: .tableView) {
        case .failure(let error):
            reportBatchMisuse(
                error.message + ". TableView's batch updates must name rows the table has (deletions, reloads and "
                    + "move sources before the update, insertions and move destinations after it) and agree with the "
                    + "counts the data source answers at the end of the update. HeadlessKit left the table as it was; "
                    + "change the data source's model in the same update, or call reloadData().")
            for completion in completions { completion(false) }
            return false
        case .success(let resolved):
            mapping = resolved
        }
        // Called from the table's own pass over its cells (or from a callback of this update),
        // the update cannot move cells that pass is handing out: the table reloads in its next
        // layout instead (chosen), keeping the selection of the rows that survive.
        guard !wasUpdating else {
            selectedRows = Set(selectedRows.compactMap { survivingPath(of: $0, in: mapping) })
            followRevealedSwipe(through: mapping)
            needsReload = true
            finishAfterLayout(completions)
            return true
        }
        let sections = updatedSections(mapping, newCounts: newCounts)
        guard !needsReload else {
            finishAfterLayout(completions)
            return true
        }
        geometry = TableGeometry(
            sections: sections, tableHeaderHeight: geometry.tableHeaderHeight, tableFooterHeight: geometry.tableFooterHeight)
        carryVisibleRows(through: mapping)
        finishAfterLayout(completions)
        return true
    }

    /// Runs the completions of the updates laid out; called at the end of the table's layout.
    func runCompletionsAfterLayout() {
        guard !batchState.completionsAfterLayout.isEmpty, !needsReload else { return }
        let completions = batchState.completionsAfterLayout
        batchState.completionsAfterLayout = []
        for completion in completions { completion(true) }
    }

    // MARK: - Internals

    /// Queues `completions` for the end of the next layout, and asks for one.
    private func finishAfterLayout(_ completions: [(Bool) -> Void]) {
        batchState.completionsAfterLayout += completions
        boundsOfVisibleRows = nil
        setNeedsLayout()
    }

    /// Follows the row whose swipe actions are revealed to its new index path (`nil` once gone).
    private func followRevealedSwipe(through mapping: ListUpdateMapping) {
        guard let swipe = batchState.revealedSwipe else { return }
        let newPath = swipe.indexPath.flatMap { survivingPath(of: $0, in: mapping) }
        batchState.revealedSwipe?.indexPath = newPath
    }

    /// The index path after the update of a row before it that keeps its cell — one that is
    /// neither deleted nor reloaded — or `nil`.
    private func survivingPath(of indexPath: IndexPath, in mapping: ListUpdateMapping) -> IndexPath? {
        guard let newPath = mapping.newIndexPath(forOld: indexPath) else { return nil }
        switch mapping.origin(ofNew: newPath) {
        case .kept, .moved: return newPath
        case .inserted, .reloaded: return nil
        }
    }

    /// The counts the data source answers now, in UIKit's order: the sections, then the rows of
    /// each section.
    private func queriedCounts() -> [Int] {
        let source = dataSource
        let sectionCount = max(0, source?.numberOfSections(in: self) ?? 0)
        return (0..<sectionCount).map { max(0, source?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
    }

    /// The sections after the update: sections and rows that survive keep their heights, new
    /// ones are asked for theirs, in section and row order. A delegate that gives every row's
    /// height is asked again for every row, as UIKit asks at the end of an update (which is why
    /// an empty update re-measures the rows).
    private func updatedSections(_ mapping: ListUpdateMapping, newCounts: [Int]) -> [TableGeometry.Section] {
        let delegate = tableDelegate
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(newCounts.count)
        for (index, count) in newCounts.enumerated() {
            let oldIndex = mapping.reloadedSections.contains(index) ? nil : mapping.oldSection(forNew: index)
            let old = oldIndex.map { geometry.sections[$0] }
            let header = old?.headerHeight ?? sectionHeaderOrFooterHeight(index, footer: false)
            let footer = old?.footerHeight ?? sectionHeaderOrFooterHeight(index, footer: true)
            let isEstimated = old?.isEstimated ?? tableUsesEstimates
            var heights: [CGFloat] = []
            heights.reserveCapacity(count)
            var measured = Set<Int>()
            let asksEveryRow = !isEstimated && delegate != nil && !defaultAnswers.contains(.heightForRow)
            if let old, !asksEveryRow, mapping.keepsItems(ofNewSection: index) {
                sections.append(TableGeometry.Section(
                    headerHeight: header, footerHeight: footer, rows: old.rows, measuredRows: old.measuredRows, isEstimated: isEstimated))
                continue
            }
            for (row, origin) in mapping.origins(inNewSection: index).enumerated() {
                let path = IndexPath(row: row, section: index)
                switch origin {
                case .kept(let oldPath), .moved(let oldPath):
                    let oldSection = geometry.sections[oldPath.section]
                    if isEstimated {
                        heights.append(oldSection.rows.height(of: oldPath.row))
                        if !oldSection.isEstimate(oldPath.row) { measured.insert(row) }
                    } else {
                        heights.append(asksEveryRow ? askedRowHeight(path) : oldSection.rows.height(of: oldPath.row))
                    }
                case .inserted, .reloaded:
                    heights.append(isEstimated ? estimatedRowHeight(path) : askedRowHeight(path))
                }
            }
            sections.append(TableGeometry.Section(
                headerHeight: header, footerHeight: footer, rows: RowHeights(heights: heights), measuredRows: measured,
                isEstimated: isEstimated))
        }
        return sections
    }

    /// Whether new sections' rows are estimated until they show.
    private var tableUsesEstimates: Bool {
        storedEstimatedRowHeight > 0 || (tableDelegate != nil && !defaultAnswers.contains(.estimatedHeightForRow)
            && geometry.sections.contains(where: \.isEstimated))
    }

    /// A new row's height, asked of the delegate (or the table's, when its delegate does not give
    /// per-row heights).
    private func askedRowHeight(_ indexPath: IndexPath) -> CGFloat {
        guard let delegate = tableDelegate, !defaultAnswers.contains(.heightForRow) else { return fallbackRowHeight }
        return acceptedHeight(delegate.tableView(self, heightForRowAt: indexPath), "heightForRowAt", automatic: fallbackRowHeight)
    }

    /// A new row's estimate, asked of a delegate that gives estimates, else the table's.
    private func estimatedRowHeight(_ indexPath: IndexPath) -> CGFloat {
        guard let delegate = tableDelegate, !defaultAnswers.contains(.estimatedHeightForRow) else {
            return storedEstimatedRowHeight > 0 ? storedEstimatedRowHeight : fallbackRowHeight
        }
        return acceptedHeight(delegate.tableView(self, estimatedHeightForRowAt: indexPath), "estimatedHeightForRowAt", automatic: fallbackRowHeight)
    }

    /// A new section's header or footer height; ``TableView/automaticDimension`` gives 28 points
    /// to one with a title and 0 to one without, as a reload does.
    private func sectionHeaderOrFooterHeight(_ section: Int, footer: Bool) -> CGFloat {
        let delegate = tableDelegate
        let source = dataSource
        let height = footer
            ? delegate?.tableView(self, heightForFooterInSection: section) ?? storedSectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? storedSectionHeaderHeight
        guard height == Self.automaticDimension else {
            return acceptedHeight(height, footer ? "heightForFooterInSection" : "heightForHeaderInSection", automatic: 0)
        }
        let title = footer
            ? source?.tableView(self, titleForFooterInSection: section)
            : source?.tableView(self, titleForHeaderInSection: section)
        return title == nil ? 0 : 28
    }

    /// Moves the cells of surviving rows on show to their new index paths, ends the rows deleted
    /// or reloaded (in row order, at their old index paths), and lets the selection follow.
    private func carryVisibleRows(through mapping: ListUpdateMapping) {
        var kept: [VisibleRow] = []
        var leaving: [VisibleRow] = []
        for row in visibleRows {
            if let newPath = survivingPath(of: row.indexPath, in: mapping) {
                kept.append(VisibleRow(indexPath: newPath, cell: row.cell))
            } else {
                leaving.append(row)
            }
        }
        visibleRows = kept.sorted { $0.indexPath < $1.indexPath }
        selectedRows = Set(selectedRows.compactMap { survivingPath(of: $0, in: mapping) })
        followRevealedSwipe(through: mapping)
        // Section headers and footers are asked again for their new sections (chosen).
        let headers = visibleHeadersAndFooters
        visibleHeadersAndFooters = [:]
        for key in headers.keys.sorted() {
            if let view = headers[key] ?? nil { enqueueHeaderOrFooter(view) }
        }
        let delegate = tableDelegate
        for row in leaving {
            delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
            enqueue(row.cell)
        }
    }
}
