import Foundation

/// The object a ``TableView`` asks for heights and header views and tells when rows show and
/// stop showing — HeadlessKit's `UITableViewDelegate`.
///
/// It is the table's ``ScrollView/delegate``: a table view calls these methods when its delegate
/// conforms, and the ``ScrollViewDelegate`` methods as any scroll view does. Every method has a
/// default that answers as UIKit does for a delegate that does not implement it: heights come
/// from the table's ``TableView/rowHeight``, ``TableView/estimatedRowHeight``,
/// ``TableView/sectionHeaderHeight`` and ``TableView/sectionFooterHeight``. Like UIKit, a table
/// whose delegate does not implement ``tableView(_:heightForRowAt:)`` (or
/// ``tableView(_:estimatedHeightForRowAt:)``) asks it for one row only, and gives every row the
/// table's height without asking per row.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`. Without estimates asked for every row in every
    /// reload; with estimates only for rows about to show. The default is the table's
    /// ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height, used until the row is about to show and its real height
    /// is asked; asked for every row in every reload when implemented. A table whose delegate
    /// implements it measures rows lazily, as with a positive ``TableView/estimatedRowHeight``.
    /// The default is the table's ``TableView/estimatedRowHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header, asked for every section in every reload. The default is
    /// the table's ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer, asked for every section in every reload. The default is
    /// the table's ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The view shown as `section`'s header, asked when the header is about to show; `nil` (the
    /// default) shows the data source's title, if any, in a ``TableViewHeaderFooterView``.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> ViewNode?
    /// The view shown as `section`'s footer, asked when the footer is about to show; `nil` (the
    /// default) shows the data source's title, if any, in a ``TableViewHeaderFooterView``.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> ViewNode?
    /// `cell` is about to show the row at `indexPath`: called right after the data source's
    /// ``TableViewDataSource/tableView(_:cellForRowAt:)``, with the cell already framed in the
    /// table. The default does nothing.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` stopped showing the row at `indexPath` (it scrolled out, or the table reloaded);
    /// the cell goes back to its reuse pool right after. The default does nothing.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a finger touching the row at `indexPath` highlights it; `true` by default. A row
    /// that is not highlighted is not selected by the tap either.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A finger touching the row at `indexPath` highlighted its cell. The default does nothing.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The highlight of the row at `indexPath` went: the finger lifted or the touch was
    /// cancelled. The default does nothing.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user is about to select the row at `indexPath` with a tap; return it, another row to
    /// select instead, or `nil` to select none. The default returns `indexPath`. As in UIKit,
    /// not asked for ``TableView/selectRow(at:animated:scrollPosition:)``.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath` with a tap. The default does nothing. Not called
    /// for selection in code.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user is about to deselect the row at `indexPath` — tapping it again in a table that
    /// allows multiple selection, or selecting another in one that does not; return it, another
    /// row, or `nil` to keep it selected. The default returns `indexPath`. Not asked for
    /// ``TableView/deselectRow(at:animated:)``.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row at `indexPath` with a tap. The default does nothing. Not
    /// called for deselection in code.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control the row at `indexPath` shows in editing mode. The default is
    /// ``TableViewCell/EditingStyle/delete``.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The actions a swipe from the leading edge reveals on the row at `indexPath`; `nil` (the
    /// default) reveals none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals on the row at `indexPath`; `nil` (the
    /// default) reveals a Delete action for a row whose editing style is
    /// ``TableViewCell/EditingStyle/delete``, as UIKit does.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// A swipe is about to reveal the actions of the row at `indexPath`. The default does nothing.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The actions revealed on the row at `indexPath` (if it still exists) went away. The default
    /// does nothing.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row dragged by its reorder control from `sourceIndexPath` lands when the user
    /// drops it at `proposedDestinationIndexPath`; the default accepts the proposal.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

/// The defaults: the table's own heights, title headers, and nothing told.
extension TableViewDelegate {
    /// Returns the table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.heightForRow)
        return tableView.rowHeight
    }
    /// Returns the table's ``TableView/estimatedRowHeight``.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.estimatedHeightForRow)
        return tableView.estimatedRowHeight
    }
    /// Returns the table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Returns the table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Returns `nil`: the title, if any, shows.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> ViewNode? { nil }
    /// Returns `nil`: the title, if any, shows.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> ViewNode? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
