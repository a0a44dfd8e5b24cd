import Foundation

/// The editing defaults: every row editable and movable, and nothing committed or moved.
extension TableViewDataSource {
    /// Returns `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing; the table learns that the data source commits no edits.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteDefaultAnswer(.commitEditing)
    }
    /// Returns `true`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing; the table learns that the data source moves no rows.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.noteDefaultAnswer(.moveRow)
    }
}

/// The editing defaults: delete controls, no swipe actions of the delegate's own, and moves
/// where the user drops them.
extension TableViewDelegate {
    /// Returns ``TableViewCell/EditingStyle/delete``.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// Returns `nil`.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
    /// Returns `nil`: the table offers a Delete action for a row whose editing style is delete.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Returns `proposedDestinationIndexPath`.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
}
