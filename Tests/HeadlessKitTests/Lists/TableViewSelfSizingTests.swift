import Foundation
import Testing
@testable import HeadlessKit

/// Self-sizing rows: ``TableView/automaticDimension`` with an estimate measures each row's cell
/// with Auto Layout as it comes on show (UIKit's "Self-sizing table view cells" in the
/// `UITableView` documentation: an automatic row height and an estimate).
@MainActor
@Suite struct TableViewSelfSizingTests {
    /// Each row about to show is asked its height, gets its cell, and takes the cell's measured
    /// height; the rows below move; the cells then display in row order (chosen: every row on
    /// show is measured before the first displays). Rows not yet shown keep their estimates.
    @Test func aSelfSizingRowGetsItsCellThenItsMeasuredHeightAndTheRowsBelowMove() {
        let fixture = SizingFixture()
        #expect(fixture.settle() == [
            "heightForRow(0)", "cellForRow(0)", "heightForRow(1)", "cellForRow(1)", "heightForRow(2)", "cellForRow(2)",
            "heightForRow(3)", "cellForRow(3)", "heightForRow(4)", "cellForRow(4)",
            "willDisplay(0, c1)", "willDisplay(1, c2)", "willDisplay(2, c3)", "willDisplay(3, c4)", "willDisplay(4, c5)",
        ])
        // Rows of 30, 40, 50, 60 and 70 points; the 15 rows below keep their estimate of 50.
        #expect(fixture.cellFrames == [
            CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 30, width: 320, height: 40),
            CGRect(x: 0, y: 70, width: 320, height: 50), CGRect(x: 0, y: 120, width: 320, height: 60),
            CGRect(x: 0, y: 180, width: 320, height: 70),
        ])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 250 + 15 * 50))
        #expect(fixture.table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 250, width: 320, height: 50))
        #expect(fixture.table.visibleCells.map(\.contentView.frame) == fixture.table.visibleCells.map(\.bounds))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// Scrolling up into a row whose estimate was short keeps the rows on show where they were:
    /// the content offset grows by the row's extra height, as UIKit's does.
    @Test func scrollingUpIntoARowTallerThanItsEstimateKeepsTheRowsOnShowStill() {
        let fixture = SizingFixture()
        _ = fixture.settle()
        // Rows 0–4 measured (250 points); row 10 starts at 250 + 5 × 50 = 500.
        fixture.table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(fixture.settle() == [
            "didEndDisplaying(0, c1)", "didEndDisplaying(1, c2)", "didEndDisplaying(2, c3)",
            "didEndDisplaying(3, c4)", "didEndDisplaying(4, c5)",
            "heightForRow(10)", "cellForRow(10)", "heightForRow(11)", "cellForRow(11)",
            "willDisplay(10, c1)", "willDisplay(11, c2)",
        ])
        #expect(fixture.cellFrames == [
            CGRect(x: 0, y: 500, width: 320, height: 130), CGRect(x: 0, y: 630, width: 320, height: 140),
        ])
        // Up 20 points: row 9 (estimated 450–500) shows its last 20 points and measures 120.
        fixture.table.contentOffset = CGPoint(x: 0, y: 480)
        #expect(fixture.settle() == ["heightForRow(9)", "cellForRow(9)", "willDisplay(9, c3)"])
        #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 550))
        #expect(fixture.cellFrames == [
            CGRect(x: 0, y: 450, width: 320, height: 120), CGRect(x: 0, y: 570, width: 320, height: 130),
            CGRect(x: 0, y: 700, width: 320, height: 140),
        ])
        // Row 10 is 20 points below the top of the bounds, as before the scroll up.
        #expect(fixture.table.cellForRow(at: IndexPath(row: 10, section: 0))?.convert(CGPoint.zero, to: fixture.table.superview) == CGPoint(x: 0, y: 20))
    }

    /// Rows shorter than their estimates above the bounds move the offset up by the difference
    /// — measuring the rows that brings on show too — so that the rows on show stay still.
    @Test func rowsShorterThanTheirEstimatesAboveTheBoundsMoveTheOffsetUp() {
        let fixture = SizingFixture(estimate: 100) { _ in 40 }
        _ = fixture.settle()
        // Rows 0–4 measured at 40; row 5 estimated at 200–300, row 6 at 300–400: row 6's
        // bottom shows 50 points below the top of the bounds.
        fixture.table.contentOffset = CGPoint(x: 0, y: 350)
        let lines = fixture.settle()
        #expect(Array(lines.prefix(7)) == (0...4).map { "didEndDisplaying(\($0), c\($0 + 1))" } + ["heightForRow(6)", "cellForRow(6)"])
        #expect(lines.filter { $0.hasPrefix("heightForRow") } == (6...10).map { "heightForRow(\($0))" } + ["heightForRow(5)"])
        // Row 6 measured 40 (offset up 60), which brought row 5 on show, measured 40 (up 60 more).
        #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 230))
        #expect(fixture.cellFrames.prefix(2) == [CGRect(x: 0, y: 200, width: 320, height: 40), CGRect(x: 0, y: 240, width: 320, height: 40)])
        #expect(fixture.table.indexPathsForVisibleRows?.map(\.row) == Array(5...10))
    }

    /// A row shorter than its estimate does not move the offset above the top of the content
    /// (chosen: the rows on show move up instead of leaving a gap above the first row).
    @Test func aShorterRowDoesNotMoveTheOffsetAboveTheContent() {
        let fixture = SizingFixture(estimate: 100) { _ in 40 }
        fixture.table.contentOffset = CGPoint(x: 0, y: 50)
        _ = fixture.settle()
        #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 0))
        #expect(fixture.cellFrames == (0..<5).map { CGRect(x: 0, y: 40 * CGFloat($0), width: 320, height: 40) })
    }

    /// A measured height is kept: a row scrolled away and back gets a cell again but is not
    /// measured again (UIKit caches the heights of self-sized rows).
    @Test func aMeasuredHeightIsKeptWhenTheRowComesBack() {
        let fixture = SizingFixture()
        _ = fixture.settle()
        fixture.table.contentOffset = CGPoint(x: 0, y: 100)
        _ = fixture.settle()
        fixture.recorder.contentHeight = { _ in 99 }
        fixture.table.contentOffset = CGPoint(x: 0, y: 0)
        #expect(fixture.settle() == [
            "didEndDisplaying(5, c1)", "cellForRow(0)", "willDisplay(0, c2)", "cellForRow(1)", "willDisplay(1, c1)",
        ])
        #expect(fixture.cellFrames.prefix(2) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 30, width: 320, height: 40)])
    }

    /// A row whose measurement is invalidated (what batch updates and row reloads do) is asked
    /// again and its cell on show measured again, without a new cell; the rows below move.
    @Test func anInvalidatedRowOnShowIsMeasuredAgainWithItsCell() {
        let fixture = SizingFixture()
        _ = fixture.settle()
        let cell = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PinnedCell
        cell?.boxHeight.constant = 80
        fixture.table.invalidateMeasuredHeight(of: IndexPath(row: 1, section: 0))
        #expect(fixture.settle() == ["heightForRow(1)", "didEndDisplaying(4, c5)"])
        #expect(fixture.cellFrames == [
            CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 30, width: 320, height: 80),
            CGRect(x: 0, y: 110, width: 320, height: 50), CGRect(x: 0, y: 160, width: 320, height: 60),
        ])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 1040))
    }

    /// A reload forgets the measured heights: the rows on show are measured again.
    @Test func aReloadMeasuresTheRowsAgain() {
        let fixture = SizingFixture(rows: 3)
        _ = fixture.settle()
        fixture.recorder.contentHeight = { _ in 20 }
        fixture.table.reloadData()
        _ = fixture.settle()
        #expect(fixture.cellFrames == [
            CGRect(x: 0, y: 0, width: 320, height: 20), CGRect(x: 0, y: 20, width: 320, height: 20),
            CGRect(x: 0, y: 40, width: 320, height: 20),
        ])
    }

    /// Without an estimate an automatic row is 44 points and no cell is measured (chosen: UIKit
    /// documents that self-sizing needs an estimated row height).
    @Test func withoutAnEstimateAnAutomaticRowIs44PointsTall() {
        let fixture = SizingFixture(rows: 3, estimate: 0)
        #expect(fixture.settle() == [
            "heightForRow(0)", "heightForRow(1)", "heightForRow(2)",
            "cellForRow(0)", "willDisplay(0, c1)", "cellForRow(1)", "willDisplay(1, c2)", "cellForRow(2)", "willDisplay(2, c3)",
        ])
        #expect(fixture.cellFrames.map(\.height) == [44, 44, 44])
    }

    /// A cell whose content view has no constraints giving it a height takes the standard 44
    /// points, reported once per table with UIKit's log text.
    @Test func aCellWithoutAHeightTakesTheStandardHeightReportedOnce() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let source = PlainCells()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 30
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44])
        #expect(loop.diagnostics.collected.map(\.kind) == [.zeroHeightSelfSizingCell])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix(
            "Detected a case where constraints ambiguously suggest a height of zero") == true)
    }

    /// A subtitle cell whose text label wraps (numberOfLines 0) is as tall as its two labels
    /// with 11 points above and below (chosen margins).
    @Test func aSubtitleCellWithWrappingTextSizesToItsText() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let source = SubtitleCells(texts: [String(repeating: "word ", count: 30), "short"])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        let cells = table.visibleCells
        let text = cells[0].textLabel!.frame
        let detail = cells[0].detailTextLabel!.frame
        #expect(text.height > 3 * detail.height)
        #expect(text.minY == 11 && detail.minY == text.maxY && cells[0].frame.height == detail.maxY + 11)
        #expect(cells[0].frame == CGRect(x: 0, y: 0, width: 320, height: 22 + text.height + detail.height))
        #expect(text.width == 288)
        #expect(cells[1].frame.height == 22 + cells[1].textLabel!.frame.height + cells[1].detailTextLabel!.frame.height)
    }
}

/// Cells of the default style with nothing in them.
@MainActor
private final class PlainCells: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Subtitle cells whose text label wraps.
@MainActor
private final class SubtitleCells: TableViewDataSource {
    let texts: [String]
    init(texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = texts[indexPath.row]
        cell.detailTextLabel?.text = "detail"
        return cell
    }
}
