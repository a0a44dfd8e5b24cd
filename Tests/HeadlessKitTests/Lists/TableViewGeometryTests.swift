import Foundation
import Testing
@testable import HeadlessKit

/// Where a table puts its cells, headers and content, what it answers about rows and points, and
/// how it scrolls to a row.
@MainActor
@Suite struct TableViewGeometryTests {
    /// Each cell on show has its row's rectangle as its frame; the content is as tall as the
    /// sections; the content view fills the cell.
    @Test func cellsAreFramedAtTheirRowsAndTheContentSizeCoversTheSections() {
        let fixture = TableFixture(rows: [2, 3]) { _, recorder in
            recorder.headerHeight = 30
            recorder.footerHeight = 10
            recorder.rowHeight = { 40 + CGFloat($0.row) * 10 }
        }
        _ = fixture.settle()
        // Section 0: header 0–30, rows 30–70 and 70–120, footer 120–130; section 1: header
        // 130–160, rows 160–200, 200–250, 250–310, footer 310–320.
        #expect(fixture.table.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 30, width: 320, height: 40), CGRect(x: 0, y: 70, width: 320, height: 50),
            CGRect(x: 0, y: 160, width: 320, height: 40), CGRect(x: 0, y: 200, width: 320, height: 50),
            CGRect(x: 0, y: 250, width: 320, height: 60),
        ])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 320))
        #expect(fixture.table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 250, width: 320, height: 60))
        #expect(fixture.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 130, width: 320, height: 30))
        #expect(fixture.table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 310, width: 320, height: 10))
        #expect(fixture.table.visibleCells.map(\.contentView.frame) == fixture.table.visibleCells.map(\.bounds))
        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)
        #expect(fixture.table.numberOfRows(inSection: 5) == 0)
    }

    /// The row at a point, the index path of a cell and the cell of an index path.
    @Test func pointsAndCellsMapToTheirRows() {
        let fixture = TableFixture(rows: [2, 3]) { _, recorder in recorder.headerHeight = 30 }
        _ = fixture.settle()
        let table = fixture.table
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 31)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 74)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)      // the header
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)     // past the content
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))
        #expect(cell.map(fixture.recorder.name) == "c5")
        #expect(cell.flatMap(table.indexPath(for:)) == IndexPath(row: 2, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 1)) == nil)
        #expect(table.indexPathsForVisibleRows == [
            IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
            IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1),
        ])
    }

    /// Sections with titles get a header view showing the title, framed at the header.
    @Test func titledSectionsShowHeaderViewsWithTheirTitles() {
        let fixture = TableFixture(rows: [1, 1]) { table, recorder in
            recorder.headerTitles = [0: "Fruit", 1: "Vegetables"]
            recorder.headerHeight = TableView.automaticDimension
        }
        _ = fixture.settle()
        let header = fixture.table.headerView(forSection: 1) as? TableViewHeaderFooterView
        #expect(header?.textLabel?.text == "Vegetables")
        // (chosen) An automatic header with a title is 28 points tall.
        #expect(header?.frame == CGRect(x: 0, y: 72, width: 320, height: 28))
        #expect(header?.superview === fixture.table)
        #expect(fixture.table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 100, width: 320, height: 44))
    }

    /// An inset grouped table narrows its cells by 20 points each side (chosen).
    @Test func anInsetGroupedTableInsetsItsCells() {
        let fixture = TableFixture(rows: [1], style: .insetGrouped)
        _ = fixture.settle()
        #expect(fixture.table.visibleCells.map(\.frame) == [CGRect(x: 20, y: 0, width: 280, height: 44)])
    }

    /// scrollToRow(at:at:animated:) brings the row to the top, middle or bottom, within the
    /// content; .none scrolls as little as shows it.
    @Test func scrollingToARowPlacesItAtThePositionAsked() {
        let fixture = TableFixture(rows: [100])
        _ = fixture.settle()
        let table = fixture.table
        let row = IndexPath(row: 50, section: 0)     // 2200–2244
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2200))
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2222 - 240))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2244 - 480))
        table.scrollToRow(at: IndexPath(row: 52, section: 0), at: .none, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2332 - 480))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 4400 - 480))
        _ = fixture.settle()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A row the table does not have is refused, as UIKit raises, with nothing changed.
    @Test func anIndexPathTheTableDoesNotHaveIsRefused() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        let before = fixture.window.recursiveDescription()
        #expect(fixture.table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
        fixture.table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidIndexPath])
        #expect(diagnostics.first?.message.hasPrefix("request for rect at invalid index path") == true)
        #expect(diagnostics.last?.message.hasPrefix("attempt to scroll to invalid index path") == true)
        #expect(fixture.recorder.lines.isEmpty)
    }

    /// Heights that are not finite, or negative, are refused and the old value kept.
    @Test func nonFiniteHeightsAreRefused() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.rowHeight = .nan
        fixture.table.estimatedRowHeight = -5
        fixture.table.sectionHeaderHeight = .infinity
        #expect(fixture.table.rowHeight == 44 && fixture.table.estimatedRowHeight == 0)
        #expect(fixture.table.sectionHeaderHeight == TableView.automaticDimension)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        #expect(fixture.settle().isEmpty)
    }

    /// The table header view sits above the first section and the footer view below the last,
    /// across the table's width; setting the header again after a height change moves the rows.
    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let header = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let fixture = TableFixture(rows: [2]) { table, _ in
            table.tableHeaderView = header
            table.tableFooterView = footer
        }
        _ = fixture.settle()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(footer.frame == CGRect(x: 0, y: 188, width: 320, height: 30))
        #expect(fixture.table.visibleCells.map(\.frame.minY) == [100, 144])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 218))
        header.frame.size.height = 60
        fixture.table.tableHeaderView = header
        _ = fixture.settle()
        #expect(fixture.table.visibleCells.map(\.frame.minY) == [60, 104])
        #expect(footer.frame == CGRect(x: 0, y: 148, width: 320, height: 30))
    }
}
