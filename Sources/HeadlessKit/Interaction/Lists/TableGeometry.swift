import Foundation

/// Where everything in a table's content sits, from the answers of its last reload: the table
/// header, then per section its header, rows and footer, then the table footer.
///
/// Row lookups are O(log n) in the rows of a section (``RowHeights``) plus O(log s) in the
/// sections; changing one row's height updates the tops of the sections after it, O(s).
struct TableGeometry {
    /// One section's heights.
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rows: RowHeights
        /// The rows whose heights have been measured, in a section whose heights are estimates.
        var measuredRows: Set<Int> = []
        /// Whether the rows' heights are estimates until measured.
        var isEstimated: Bool

        /// The height of the whole section.
        var height: CGFloat { headerHeight + rows.totalHeight + footerHeight }

        /// Whether `row`'s height is still an estimate.
        func isEstimate(_ row: Int) -> Bool { isEstimated && !measuredRows.contains(row) }
    }

    /// The sections, in order.
    private(set) var sections: [Section] = []
    /// The top of each section, in the content's coordinates.
    private(set) var sectionTops: [CGFloat] = []
    /// The height of the table header view, above the first section.
    private(set) var tableHeaderHeight: CGFloat = 0
    /// The height of the table footer view, below the last section.
    private(set) var tableFooterHeight: CGFloat = 0

    /// A table with no sections.
    init() {}

    /// A table with `sections` below a table header of `tableHeaderHeight` and above a footer of
    /// `tableFooterHeight`.
    init(sections: [Section], tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat) {
        self.sections = sections
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        recomputeSectionTops(from: 0)
    }

    /// The height of all the content.
    var contentHeight: CGFloat {
        guard let last = sections.indices.last else { return tableHeaderHeight + tableFooterHeight }
        return sectionTops[last] + sections[last].height + tableFooterHeight
    }

    /// Whether `indexPath` names a row there is.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rows.count).contains(indexPath.row)
    }

    /// The number of rows in `section`, or 0 for a section there is not.
    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The rectangle of the row at `indexPath` (which must exist), `width` wide at x = 0.
    func rect(ofRow indexPath: IndexPath, width: CGFloat) -> CGRect {
        let section = sections[indexPath.section]
        let top = sectionTops[indexPath.section] + section.headerHeight + section.rows.offset(of: indexPath.row)
        return CGRect(x: 0, y: top, width: width, height: section.rows.height(of: indexPath.row))
    }

    /// The rectangle of `section`'s header (or footer), `width` wide at x = 0.
    func rect(ofHeaderInSection section: Int, footer: Bool, width: CGFloat) -> CGRect {
        let metrics = sections[section]
        let top = footer ? sectionTops[section] + metrics.headerHeight + metrics.rows.totalHeight : sectionTops[section]
        return CGRect(x: 0, y: top, width: width, height: footer ? metrics.footerHeight : metrics.headerHeight)
    }

    /// Gives the row at `indexPath` its measured `height`; the sections after it move.
    mutating func setMeasuredHeight(_ height: CGFloat, ofRow indexPath: IndexPath) {
        sections[indexPath.section].measuredRows.insert(indexPath.row)
        let old = sections[indexPath.section].rows.height(of: indexPath.row)
        guard old != height else { return }
        sections[indexPath.section].rows.setHeight(height, of: indexPath.row)
        recomputeSectionTops(from: indexPath.section + 1)
    }

    /// Makes the height of the row at `indexPath` an estimate again, in a section sized from
    /// estimates; whether it did.
    mutating func invalidateMeasurement(ofRow indexPath: IndexPath) -> Bool {
        guard sections[indexPath.section].isEstimated else { return false }
        return sections[indexPath.section].measuredRows.remove(indexPath.row) != nil
    }

    /// Gives the table header and footer views new heights; the sections move.
    mutating func setTableHeaderHeight(_ headerHeight: CGFloat, footerHeight: CGFloat) {
        tableHeaderHeight = headerHeight
        tableFooterHeight = footerHeight
        recomputeSectionTops(from: 0)
    }

    /// The sections whose span (header, rows and footer) overlaps `minY..<maxY`.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTops[middle] <= minY { low = middle } else { high = middle - 1 }
        }
        var end = low
        while end < sections.count, sectionTops[end] < maxY { end += 1 }
        return low..<max(end, low)
    }

    /// The first row that ends below `y`, in the order rows are shown, or `nil` if none does.
    func firstRow(endingBelow y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        // The last section that starts at or above `y` (or the first section).
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]
        let rowsTop = sectionTops[low] + section.headerHeight
        if let row = section.rows.row(containing: y - rowsTop) {
            let path = IndexPath(row: row, section: low)
            if rect(ofRow: path, width: 0).maxY > y { return path }
            return nextRow(after: path)
        }
        return firstRow(inSectionsFrom: low + 1)
    }

    /// The row shown after `indexPath`, or `nil` after the last.
    func nextRow(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rows.count {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        return firstRow(inSectionsFrom: indexPath.section + 1)
    }

    /// The first row of the first section at or after `section` that has rows.
    private func firstRow(inSectionsFrom section: Int) -> IndexPath? {
        var index = section
        while index < sections.count {
            if sections[index].rows.count > 0 { return IndexPath(row: 0, section: index) }
            index += 1
        }
        return nil
    }

    private mutating func recomputeSectionTops(from first: Int) {
        if sectionTops.count != sections.count { sectionTops = Array(repeating: 0, count: sections.count) }
        guard first < sections.count else { return }
        var top = first == 0 ? tableHeaderHeight : sectionTops[first - 1] + sections[first - 1].height
        for index in first..<sections.count {
            sectionTops[index] = top
            top += sections[index].height
        }
    }
}
