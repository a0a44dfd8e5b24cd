import Foundation
import Testing
@testable import HeadlessKit

/// Selection in code: UIKit's selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:)
/// select the cells on show and do not call the delegate.
@MainActor
@Suite struct TableViewSelectionTests {
    @Test func selectingInCodeSelectsTheCellOnShowAndTellsTheDelegateNothing() {
        let fixture = TableFixture(rows: [100])
        _ = fixture.settle()
        let table = fixture.table
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.visibleCells.map(\.isSelected) == (0...10).map { $0 == 2 })
        // One row at a time unless multiple selection is allowed.
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0), IndexPath(row: 7, section: 0)])
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(table.visibleCells.map(\.isSelected) == (0...10).map { $0 == 7 })
        #expect(fixture.recorder.lines.isEmpty)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A selected row scrolled away and back shows its selection again (set before willDisplay);
    /// its cell, reused for another row, is deselected by prepareForReuse; reloadData clears the
    /// selection, as UIKit's does.
    @Test func aSelectedRowKeepsItsSelectionAcrossReuseUntilAReload() {
        let fixture = TableFixture(rows: [100])
        _ = fixture.settle()
        let table = fixture.table
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = table.visibleCells[0]
        table.contentOffset = CGPoint(x: 0, y: 880)
        _ = fixture.settle()
        #expect(table.indexPath(for: first) == IndexPath(row: 20, section: 0))
        #expect(!first.isSelected)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
        _ = fixture.settle()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
        _ = fixture.settle()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// Selecting a row the table does not have is refused, as UIKit raises, with nothing changed.
    @Test func selectingARowTheTableDoesNotHaveIsRefused() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fixture.table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .top)
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidIndexPath])
    }
}
