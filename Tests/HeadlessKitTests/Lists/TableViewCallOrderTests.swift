import Foundation
import Testing
@testable import HeadlessKit

/// The order a table asks its data source and tells its delegate: the first layout, a reload,
/// estimated heights, no sections, and scrolling with reuse. The sequences follow UIKit's
/// `reloadData()` documentation (the rows are asked again in the next layout; only visible rows
/// get cells) and its table view programming guide's order: counts and heights first, then per
/// visible row `tableView(_:cellForRowAt:)` and `tableView(_:willDisplay:forRowAt:)`.
@MainActor
@Suite struct TableViewCallOrderTests {
    /// Fixed heights (no estimate): the number of sections, then per section the header and
    /// footer heights, the row count and every row's height; then the visible rows' cells.
    @Test func withFixedHeightsTheFirstLayoutAsksEveryRowsHeightThenCellsForTheVisibleRows() {
        let fixture = TableFixture(rows: [3, 20]) { _, recorder in
            recorder.headerHeight = 20
            recorder.footerHeight = 10
        }
        #expect(fixture.recorder.lines.isEmpty)
        // Section 0: header 0–20, rows 20–152, footer 152–162; section 1: header 162–182, rows
        // from 182, so rows 1.0–1.6 reach into the 480 points.
        let heights0 = (0..<3).map { "heightForRow(0.\($0))" }
        let heights1 = (0..<20).map { "heightForRow(1.\($0))" }
        let visible = ["0.0", "0.1", "0.2"] + (0...6).map { "1.\($0)" }
        #expect(fixture.settle() == ["numberOfSections", "heightForHeader(0)", "heightForFooter(0)", "numberOfRows(0)"]
            + heights0 + ["heightForHeader(1)", "heightForFooter(1)", "numberOfRows(1)"] + heights1
            + TableFixture.showing(visible, cells: (1...10).map { "c\($0)" })
            // (chosen) Headers and footers come after the rows: their titles are asked as they show.
            + ["titleForHeader(0)", "titleForHeader(1)"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A positive estimated row height: the content size comes from the estimates and only the
    /// rows about to show are measured, all before their cells.
    @Test func withEstimatedHeightsOnlyTheRowsAboutToShowAreMeasured() {
        let fixture = TableFixture(rows: [1000]) { table, _ in table.estimatedRowHeight = 50 }
        let rows = (0...10).map { "0.\($0)" }
        #expect(fixture.settle() == ["numberOfSections", "heightForHeader(0)", "heightForFooter(0)", "numberOfRows(0)"]
            + rows.map { "heightForRow(\($0))" } + TableFixture.showing(rows, cells: (1...11).map { "c\($0)" }))
        // Eleven measured rows of 44 points, 989 estimated at 50.
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 11 * 44 + 989 * 50))
    }

    /// With no sections the table asks nothing after the number of sections.
    @Test func withZeroSectionsNothingElseIsAsked() {
        let fixture = TableFixture(rows: [])
        #expect(fixture.settle() == ["numberOfSections"])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 0))
        #expect(fixture.table.visibleCells.isEmpty)
        #expect(fixture.recorder.lines.isEmpty)
    }

    /// Scrolling: the rows that left end displaying and their cells go back to the pool; the
    /// rows that entered are asked for cells, which come from the pool readied for reuse.
    @Test func scrollingEndsTheRowsThatLeftThenShowsTheRowsThatEnteredWithReusedCells() {
        let fixture = TableFixture(rows: [100])
        _ = fixture.settle()
        // 480 points from 88: rows 2 (88–132) to 12 (528–572).
        fixture.table.contentOffset = CGPoint(x: 0, y: 88)
        #expect(fixture.recorder.lines.isEmpty)
        #expect(fixture.settle() == [
            "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)",
            "cellForRow(0.11)", "prepareForReuse(c1)", "willDisplay(0.11, c1)",
            "cellForRow(0.12)", "prepareForReuse(c2)", "willDisplay(0.12, c2)",
        ])
        #expect(fixture.table.visibleCells.map(fixture.recorder.name) == (3...11).map { "c\($0)" } + ["c1", "c2"])
        // Back up by one row: row 12 leaves, row 1 enters with its cell.
        fixture.table.contentOffset = CGPoint(x: 0, y: 44)
        #expect(fixture.settle() == [
            "didEndDisplaying(0.12, c2)", "cellForRow(0.1)", "prepareForReuse(c2)", "willDisplay(0.1, c2)",
        ])
    }

    /// `reloadData()` while scrolled: the cells on show end displaying at once, in row order
    /// (chosen), and go back to the pool; the next layout asks everything again and gives the
    /// visible rows cells from the pool, longest waiting first (chosen).
    @Test func reloadWhileScrolledEndsTheCellsAtOnceAndAsksAgainInTheNextLayout() {
        let fixture = TableFixture(rows: [30])
        _ = fixture.settle()
        fixture.table.contentOffset = CGPoint(x: 0, y: 88)
        _ = fixture.settle()
        fixture.recorder.rows = [20]
        fixture.table.reloadData()
        let cells = (3...11).map { "c\($0)" } + ["c1", "c2"]
        let rows = (2...12).map { "0.\($0)" }
        #expect(fixture.recorder.lines == zip(rows, cells).map { "didEndDisplaying(\($0), \($1))" })
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == ["numberOfSections", "heightForHeader(0)", "heightForFooter(0)", "numberOfRows(0)"]
            + (0..<20).map { "heightForRow(0.\($0))" }
            + zip(rows, cells).flatMap { ["cellForRow(\($0))", "prepareForReuse(\($1))", "willDisplay(\($0), \($1))"] })
        #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 88))
    }

    /// A data source that reloads while the table asks it for a cell: the update under way stops,
    /// and the next layout (in the same turn) reloads again.
    @Test func aReloadFromInsideCellForRowReloadsInTheNextLayout() {
        let fixture = TableFixture(rows: [2])
        var reloaded = false
        fixture.recorder.onCellForRow = { _ in
            guard !reloaded else { return }
            reloaded = true
            fixture.table.reloadData()
        }
        let asks = ["numberOfSections", "heightForHeader(0)", "heightForFooter(0)", "numberOfRows(0)", "heightForRow(0.0)", "heightForRow(0.1)"]
        #expect(fixture.settle() == asks + ["cellForRow(0.0)"] + asks
            + ["cellForRow(0.0)", "prepareForReuse(c1)", "willDisplay(0.0, c1)", "cellForRow(0.1)", "willDisplay(0.1, c2)"])
        #expect(fixture.table.visibleCells.map(fixture.recorder.name) == ["c1", "c2"])
    }

    /// A table whose delegate gives no row heights gives every row its rowHeight without asking
    /// per row, as UIKit does for a delegate that does not implement the method.
    @Test func aTableWithoutAHeightGivingDelegateAsksNoRowHeights() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let recorder = TableRecorder(rows: [100_000])
        final class Quiet: TableViewDelegate {}
        let quiet = Quiet()
        let table = TableView(frame: window.bounds)
        table.register(TracedCell.self, forCellReuseIdentifier: recorder.identifier)
        table.rowHeight = 60
        table.dataSource = recorder
        table.delegate = quiet
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        // The quiet delegate hears nothing it could log; the data source hears the rows on show.
        #expect(recorder.lines == ["numberOfSections", "titleForHeader(0)", "numberOfRows(0)"]
            + (0...7).map { "cellForRow(0.\($0))" })
        #expect(table.contentSize == CGSize(width: 320, height: 6_000_000))
    }

    /// A delegate that implements tableView(_:estimatedHeightForRowAt:) is asked it for every row
    /// in each reload (UIKit's documented cost of the method), and the table then measures only
    /// the rows about to show, as with a positive estimatedRowHeight.
    @Test func aDelegateThatEstimatesIsAskedForEveryEstimateAndOnlyRowsOnShowAreMeasured() {
        final class Estimating: TableViewDataSource, TableViewDelegate {
            var lines: [String] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                lines.append("cell(\(indexPath.row))")
                return TableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                lines.append("estimate(\(indexPath.row))")
                return 100
            }
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                lines.append("height(\(indexPath.row))")
                return 44
            }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let estimating = Estimating()
        let table = TableView(frame: window.bounds)
        table.dataSource = estimating
        table.delegate = estimating
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        #expect(estimating.lines == (0..<30).map { "estimate(\($0))" } + (0...10).map { "height(\($0))" }
            + (0...10).map { "cell(\($0))" })
        // Eleven rows measured at 44 points, nineteen estimated at 100.
        #expect(table.contentSize == CGSize(width: 320, height: 11 * 44 + 19 * 100))
    }
}
