import Foundation
import Testing
@testable import HeadlessKit

/// Editing mode, the editing control, the reorder control and swipe actions, played as the user
/// would, with the data source and delegate calls in UIKit's order (UIKit's
/// `tableView(_:commit:forRowAt:)`, `tableView(_:moveRowAt:to:)` and
/// `UISwipeActionsConfiguration` documentation).
@MainActor
@Suite struct TableViewEditingTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func enteringEditingModePutsEveryCellOnShowInEditingModeAndLaterCellsBeforeTheyDisplay() {
        let fixture = TableFixture(rows: [30])
        _ = fixture.settle()
        fixture.table.setEditing(true, animated: true)
        #expect(fixture.table.isEditing)
        #expect(fixture.table.visibleCells.allSatisfy { $0.isEditing })
        fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 15)
        _ = fixture.settle()
        #expect(fixture.table.visibleCells.allSatisfy { $0.isEditing })
        fixture.table.isEditing = false
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isEditing })
    }

    /// Tapping the delete control and its Delete confirmation: canEditRowAt, editingStyleForRowAt,
    /// then commit; the data source deletes the row with deleteRows(at:with:).
    @Test func tappingTheDeleteControlCommitsTheDeletionAndTheDataSourceDeletesTheRow() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        #expect(fixture.table.tapEditingControl(forRowAt: path(1)) == false)
        fixture.table.setEditing(true, animated: false)
        #expect(fixture.table.tapEditingControl(forRowAt: path(1)))
        #expect(fixture.recorder.lines == ["canEdit(0.1)", "editingStyle(0.1)", "commit(delete, 0.1)",
                                           "numberOfSections", "numberOfRows(0)", "heightForRow(0.0)", "heightForRow(0.1)",
                                           "didEndDisplaying(0.1, c2)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(fixture.table.visibleCells.map(fixture.recorder.name) == ["c1", "c3"])
    }

    /// The reorder control: canMoveRowAt, the delegate's target, then the table moves the row
    /// (its cell stays, nothing is asked again) and tells the data source.
    @Test func droppingARowByItsReorderControlMovesItThenTellsTheDataSource() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        fixture.table.setEditing(true, animated: false)
        #expect(fixture.table.moveRowWithReorderControl(at: path(0), to: path(2)))
        #expect(fixture.recorder.lines == ["canMove(0.0)", "heightForRow(0.0)", "heightForRow(0.1)", "heightForRow(0.2)",
                                           "moveRow(0.0 → 0.2)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(fixture.table.visibleCells.map(fixture.recorder.name) == ["c2", "c3", "c1"])
        fixture.table.moveRowWithReorderControl(at: path(0), to: path(3))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidIndexPath])
    }

    /// A trailing swipe on a delegate without actions reveals UIKit's Delete action; tapping it
    /// commits the deletion and closes the actions for a row that no longer exists.
    @Test func swipingToDeleteRevealsADeleteActionThatCommitsTheDeletion() {
        let fixture = TableFixture(rows: [3])
        _ = fixture.settle()
        #expect(fixture.table.swipeRow(at: path(0)))
        #expect(fixture.recorder.lines == ["canEdit(0.0)", "editingStyle(0.0)", "willBeginEditing(0.0)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.table.tapSwipeAction(at: 0))
        #expect(fixture.recorder.lines == ["commit(delete, 0.0)", "numberOfSections", "numberOfRows(0)",
                                           "heightForRow(0.0)", "heightForRow(0.1)", "didEndDisplaying(0.0, c1)",
                                           "didEndEditing(nil)"])
        #expect(fixture.table.tapSwipeAction(at: 0) == false)
    }

    /// A full swipe performs the first action when the configuration allows, with the action,
    /// the row's cell and a completion.
    @Test func aFullSwipePerformsTheFirstActionOfTheDelegatesConfiguration() {
        let fixture = TableFixture(rows: [3])
        let delegate = SwipeDelegate()
        fixture.table.delegate = delegate
        _ = fixture.settle()
        #expect(fixture.table.swipeRow(at: path(2), leading: true, fullSwipe: true))
        #expect(delegate.lines == ["leading(0.2)", "willBeginEditing(0.2)", "Flag", "didEndEditing(0.2)"])
        #expect(delegate.sourceView === fixture.table.cellForRow(at: path(2)))
        delegate.lines.removeAll()
        delegate.configuration.performsFirstActionWithFullSwipe = false
        #expect(fixture.table.swipeRow(at: path(1), leading: true, fullSwipe: true))
        #expect(delegate.lines == ["leading(0.1)", "willBeginEditing(0.1)"])
        #expect(fixture.table.tapSwipeAction(at: 2) == false)
    }

    /// UIKit's UITableViewController.setEditing(_:animated:) sets the table's editing mode too.
    @Test func aTableViewControllersEditingModeIsItsTables() {
        let controller = TableViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(controller.tableView.isEditing == false)
    }
}

/// A delegate whose leading swipe reveals two actions, the first of which logs and completes.
@MainActor
private final class SwipeDelegate: TableViewDelegate {
    var lines: [String] = []
    weak var sourceView: ViewNode?
    lazy var configuration: SwipeActionsConfiguration = {
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] action, view, completion in
            sourceView = view
            lines.append(action.title ?? "")
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [flag, ContextualAction(style: .destructive, title: "Delete") { _, _, _ in }])
    }()

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        lines.append("leading(\(TableRecorder.path(indexPath)))")
        return configuration
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        lines.append("willBeginEditing(\(TableRecorder.path(indexPath)))")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        lines.append("didEndEditing(\(indexPath.map(TableRecorder.path) ?? "nil"))")
    }
}
