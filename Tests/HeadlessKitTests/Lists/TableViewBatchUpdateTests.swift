import Foundation
import Testing
@testable import HeadlessKit

/// Batch updates: UIKit's `performBatchUpdates(_:completion:)` documentation — deletions and
/// reloads name index paths before the update, insertions after it; the counts are asked again
/// at the end of the update and an inconsistent update raises "Invalid update: …"; surviving
/// rows keep their cells.
@MainActor
@Suite struct TableViewBatchUpdateTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    private func shown(_ table: TableView, _ recorder: TableRecorder) -> [String] {
        table.indexPathsForVisibleRows.map { paths in
            paths.map { "\(TableRecorder.path($0))=\(table.cellForRow(at: $0).map(recorder.name) ?? "-")" }
        } ?? []
    }

    /// An insertion asks the counts and (a delegate giving every row's height) every height at
    /// once; the new row's cell is asked in the next layout; the others keep their cells.
    @Test func insertingARowAsksCountsAndHeightsAtOnceAndTheNewCellInTheNextLayout() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.recorder.rows = [4]
        fixture.table.insertRows(at: [path(1)], with: .automatic)
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)"] + (0..<4).map { "heightForRow(0.\($0))" })
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == ["cellForRow(0.1)", "willDisplay(0.1, c4)"])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c1", "0.1=c4", "0.2=c2", "0.3=c3"])
        #expect(fixture.table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A deleted row on show ends displaying at once, at its old index path, and its cell goes
    /// back to the pool; the rows after it move up with their cells.
    @Test func deletingAVisibleRowEndsItAtOnceAndTheRowsAfterItKeepTheirCells() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        let deleted = fixture.table.cellForRow(at: path(0))
        fixture.recorder.rows = [2]
        fixture.table.deleteRows(at: [path(0)], with: .fade)
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)", "heightForRow(0.0)", "heightForRow(0.1)",
                                           "didEndDisplaying(0.0, c1)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c2", "0.1=c3"])
        #expect(deleted?.isHidden == true && deleted?.superview === fixture.table)
    }

    /// UIKit raises "Invalid update: invalid number of rows in section 0…" when the counts after
    /// the update do not follow from the changes; HeadlessKit refuses it, reports UIKit's text
    /// and leaves the table exactly as it was: rows, cells, frames and selection.
    @Test func anInvalidBatchUpdateIsRefusedWithTheTableUnchanged() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        let before = fixture.window.recursiveDescription()
        fixture.recorder.rows = [5]
        var finished: [Bool] = []
        fixture.table.performBatchUpdates({
            fixture.table.insertRows(at: [path(0)], with: .automatic)
        }, completion: { finished.append($0) })
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)"])
        #expect(finished == [false])
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidBatchUpdate])
        #expect(diagnostics.first?.message.hasPrefix(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after "
                + "the update (5) must be equal to the number of rows contained in that section before the update (3), plus "
                + "or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus "
                + "the number of rows moved into or out of that section (0 moved in, 0 moved out).") == true)
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.table.numberOfRows(inSection: 0) == 3)
        #expect(fixture.table.indexPathsForSelectedRows == [path(2)])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c1", "0.1=c2", "0.2=c3"])
    }

    /// performBatchUpdates's documentation: deletes are processed before inserts, whatever the
    /// order of the calls; the completion runs once the update is laid out (chosen: at the end
    /// of the table's next layout, as HeadlessKit does not animate rows).
    @Test func aBatchAppliesDeletesBeforeInsertsAndCompletesAfterTheNextLayout() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.recorder.rows = [3]
        var finished: [Bool] = []
        fixture.table.performBatchUpdates({
            fixture.table.insertRows(at: [path(2)], with: .automatic)
            fixture.table.deleteRows(at: [path(0)], with: .automatic)
        }, completion: { finished.append($0) })
        #expect(finished == [])
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)"] + (0..<3).map { "heightForRow(0.\($0))" }
            + ["didEndDisplaying(0.0, c1)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == ["cellForRow(0.2)", "prepareForReuse(c1)", "willDisplay(0.2, c1)"])
        #expect(finished == [true])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c2", "0.1=c3", "0.2=c1"])
    }

    /// A moved row keeps its cell and its selection, and nothing is asked for it.
    @Test func aMovedRowKeepsItsCellAndItsSelection() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        fixture.table.moveRow(at: path(0), to: path(2))
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c2", "0.1=c3", "0.2=c1"])
        #expect(fixture.table.indexPathsForSelectedRows == [path(2)])
        #expect(fixture.table.cellForRow(at: path(2))?.isSelected == true)
    }

    /// A reloaded row ends displaying and is asked for a new cell in the next layout; UIKit
    /// deselects a reloaded row.
    @Test func aReloadedRowIsAskedForANewCellAndIsDeselected() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        fixture.table.reloadRows(at: [path(1)], with: .none)
        #expect(fixture.recorder.lines.suffix(1) == ["didEndDisplaying(0.1, c2)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == ["cellForRow(0.1)", "prepareForReuse(c2)", "willDisplay(0.1, c2)"])
        #expect(fixture.table.indexPathsForSelectedRows == nil)
    }

    /// Updates nest: only the outermost endUpdates() asks the counts and applies the changes.
    @Test func nestedUpdatesApplyAtTheOutermostEnd() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.recorder.rows = [1]
        fixture.table.beginUpdates()
        fixture.table.deleteRows(at: [path(0)], with: .automatic)
        fixture.table.performBatchUpdates { fixture.table.deleteRows(at: [path(2)], with: .automatic) }
        #expect(fixture.recorder.lines == [])
        fixture.table.endUpdates()
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)", "heightForRow(0.0)",
                                           "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.2, c3)"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// HeadlessKit's check: an endUpdates() without a beginUpdates() is refused, changing nothing.
    @Test func endingAnUpdateThatNeverBeganIsRefused() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        let before = fixture.window.recursiveDescription()
        fixture.table.endUpdates()
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidBatchUpdate])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("endUpdates() was called without a matching beginUpdates()") == true)
        #expect(fixture.settle() == [])
        #expect(fixture.window.recursiveDescription() == before)
    }

    /// Sections inserted and deleted: the new section's header, footer, count and heights are
    /// asked; rows of surviving sections keep their cells.
    @Test func insertingAndDeletingSectionsKeepsTheCellsOfTheOthers() {
        let fixture = TableFixture(rows: [2, 2])
        _ = fixture.settle()
        fixture.recorder.rows = [1, 2]
        fixture.table.performBatchUpdates {
            fixture.table.deleteSections(IndexSet([0]), with: .automatic)
            fixture.table.insertSections(IndexSet([0]), with: .automatic)
        }
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfRows(0)", "numberOfRows(1)",
                                           "heightForHeader(0)", "heightForFooter(0)", "heightForRow(0.0)",
                                           "heightForRow(1.0)", "heightForRow(1.1)",
                                           "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == ["cellForRow(0.0)", "prepareForReuse(c1)", "willDisplay(0.0, c1)"])
        #expect(shown(fixture.table, fixture.recorder) == ["0.0=c1", "1.0=c3", "1.1=c4"])
    }

    /// reconfigureRows(at:) asks cellForRowAt again and the dequeue hands back the row's own
    /// cell, without prepareForReuse and without willDisplay (UIKit's reconfigureRows(at:)
    /// documentation).
    @Test func reconfiguringARowHandsItsOwnCellBackToTheDataSource() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        let cell = fixture.table.cellForRow(at: path(1))
        fixture.table.reconfigureRows(at: [path(1), path(7)])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidIndexPath])
        #expect(fixture.recorder.lines == [])
        fixture.table.reconfigureRows(at: [path(1)])
        #expect(fixture.recorder.lines == ["cellForRow(0.1)"])
        #expect(fixture.table.cellForRow(at: path(1)) === cell)
    }

    /// A data source that calls reloadData() or another update from cellForRowAt is not a
    /// crash: the table reloads in its next layout and ends showing its rows.
    @Test func updatesAskedFromCellForRowAtDoNotCrashAndTheTableSettles() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        var once = true
        fixture.recorder.onCellForRow = { [recorder = fixture.recorder, table = fixture.table] _ in
            guard once else { return }
            once = false
            recorder.rows = [5]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.reloadData()
        }
        fixture.recorder.rows = [4]
        fixture.table.insertRows(at: [path(3)], with: .automatic)
        _ = fixture.settle()
        #expect(fixture.table.numberOfRows(inSection: 0) == 5)
        #expect(fixture.table.indexPathsForVisibleRows == (0..<5).map { path($0) })
        #expect(fixture.table.visibleCells.map { $0.textLabel?.text } == (0..<5).map { "0.\($0)" })
    }
}
