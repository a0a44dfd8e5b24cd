import Foundation

/// Editing: the table's editing mode, and the user's edits played as a finger would — the
/// editing control and its Delete confirmation, the reorder control, and swipe actions.
///
/// The edits the user makes reach the data source as UIKit's do: a tapped delete or insert
/// control calls ``TableViewDataSource/tableView(_:commit:forRowAt:)`` (the data source updates
/// its model and calls ``deleteRows(at:with:)``); a row dropped by its reorder control calls
/// ``TableViewDataSource/tableView(_:moveRowAt:to:)`` after the table moved the row, without
/// asking for cells or counts again; a swipe asks the delegate for its
/// ``SwipeActionsConfiguration`` and a tapped ``ContextualAction`` runs its handler.
extension TableView {
    /// Whether the table is in editing mode; `false` by default. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    public var isEditing: Bool {
        get { batchState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off: every cell on show gets
    /// ``TableViewCell/setEditing(_:animated:)``, in row order, and cells coming on show later
    /// get it before ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``. Entering editing
    /// mode closes the actions a swipe revealed.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != batchState.isEditing else { return }
        if editing { closeSwipeActions() }
        batchState.isEditing = editing
        for row in visibleRows where row.cell.isEditing != editing {
            row.cell.setEditing(editing, animated: animated)
        }
    }

    /// Plays the user's tap on the editing control of the row at `indexPath` in editing mode —
    /// for a ``TableViewCell/EditingStyle/delete`` control, the tap on the red control and then
    /// on the Delete confirmation: the data source's ``TableViewDataSource/tableView(_:canEditRowAt:)``,
    /// the delegate's ``TableViewDelegate/tableView(_:editingStyleForRowAt:)``, then
    /// ``TableViewDataSource/tableView(_:commit:forRowAt:)``.
    ///
    /// Returns whether the edit was committed: not when the table is not editing or the row
    /// cannot be edited or shows no control. A row the table does not have is refused with a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic.
    @discardableResult
    public func tapEditingControl(forRowAt indexPath: IndexPath) -> Bool {
        reloadRowDataIfNeeded()
        guard geometry.contains(indexPath) else {
            refuseIndexPath(indexPath, "attempt to edit invalid index path", call: "tapEditingControl(forRowAt:)", result: "committed nothing")
            return false
        }
        guard batchState.isEditing, let source = dataSource, source.tableView(self, canEditRowAt: indexPath) else { return false }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style != .none else { return false }
        source.tableView(self, commit: style, forRowAt: indexPath)
        return true
    }

    /// Plays the user dragging the row at `indexPath` by its reorder control and dropping it at
    /// `proposedIndexPath` (an index path after the move): asks
    /// ``TableViewDataSource/tableView(_:canMoveRowAt:)``, the delegate's
    /// ``TableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``,
    /// moves the row (its cell stays, its selection follows), then tells the data source with
    /// ``TableViewDataSource/tableView(_:moveRowAt:to:)``. Nothing is asked again: the table
    /// trusts the data source to move its model.
    ///
    /// Returns whether the row moved: not when the table is not editing, the row cannot move, the
    /// data source does not implement ``TableViewDataSource/tableView(_:moveRowAt:to:)``, or it
    /// lands where it was (then the data source is not told). A source or destination the table
    /// does not have is refused with a ``Diagnostic/Kind/invalidIndexPath`` diagnostic.
    @discardableResult
    public func moveRowWithReorderControl(at indexPath: IndexPath, to proposedIndexPath: IndexPath) -> Bool {
        reloadRowDataIfNeeded()
        let call = "moveRowWithReorderControl(at:to:)"
        guard geometry.contains(indexPath) else {
            refuseIndexPath(indexPath, "attempt to move invalid index path", call: call, result: "moved nothing")
            return false
        }
        guard isDropTarget(proposedIndexPath, from: indexPath) else {
            refuseIndexPath(proposedIndexPath, "attempt to move a row to invalid index path", call: call, result: "moved nothing")
            return false
        }
        guard batchState.isEditing, let source = dataSource, source.tableView(self, canMoveRowAt: indexPath) else { return false }
        var destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: indexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        if !isDropTarget(destination, from: indexPath) { destination = proposedIndexPath }
        guard destination != indexPath else { return false }
        defaultAnswers.remove(.moveRow)
        var update = ListUpdate()
        update.moveItem(at: indexPath, to: destination)
        var counts = geometry.sections.map(\.rows.count)
        counts[indexPath.section] -= 1
        counts[destination.section] += 1
        guard applyBatchUpdate(update, completions: [], newCounts: counts) else { return false }
        source.tableView(self, moveRowAt: indexPath, to: destination)
        guard defaultAnswers.contains(.moveRow) else { return true }
        // The data source moves no rows, so UIKit would have shown no reorder control: the row
        // goes back (chosen: the move is undone rather than left contradicting the model).
        var undo = ListUpdate()
        undo.moveItem(at: destination, to: indexPath)
        applyBatchUpdate(undo, completions: [], newCounts: geometry.sections.map(\.rows.count).enumerated().map { section, rows in
            rows + (section == indexPath.section ? 1 : 0) - (section == destination.section ? 1 : 0)
        })
        return false
    }

    /// Plays a swipe across the row at `indexPath` — from its trailing edge (`leading` false)
    /// or its leading edge — that reveals the actions the delegate gives; a `fullSwipe` across
    /// the whole row performs the first action at once when the configuration's
    /// ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe`` allows.
    ///
    /// Asks ``TableViewDataSource/tableView(_:canEditRowAt:)``, then the delegate's
    /// ``TableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)`` (or the
    /// leading one) and tells it ``TableViewDelegate/tableView(_:willBeginEditingRowAt:)``. A
    /// trailing swipe on a delegate without a configuration reveals a Delete action that commits
    /// ``TableViewCell/EditingStyle/delete``, when the row's editing style is delete (as UIKit's
    /// swipe to delete). Returns whether actions were revealed; none are in editing mode. A row
    /// the table does not have is refused with a ``Diagnostic/Kind/invalidIndexPath`` diagnostic.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, leading: Bool = false, fullSwipe: Bool = false) -> Bool {
        reloadRowDataIfNeeded()
        guard geometry.contains(indexPath) else {
            refuseIndexPath(indexPath, "attempt to swipe invalid index path", call: "swipeRow(at:leading:fullSwipe:)", result: "revealed nothing")
            return false
        }
        closeSwipeActions()
        guard !batchState.isEditing, let source = dataSource, source.tableView(self, canEditRowAt: indexPath) else { return false }
        let delegate = tableDelegate
        let configuration = leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? swipeToDelete(at: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return false }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        batchState.revealedSwipe = RevealedSwipe(indexPath: indexPath, configuration: configuration)
        if fullSwipe, configuration.performsFirstActionWithFullSwipe { tapSwipeAction(at: 0) }
        return true
    }

    /// Plays a tap on the revealed swipe action at `index` (from the edge inwards): runs its
    /// handler with the row's cell; the handler's completion closes the actions
    /// (``TableViewDelegate/tableView(_:didEndEditingRowAt:)``). Returns whether an action ran:
    /// not when no actions are revealed or `index` is not one of them.
    @discardableResult
    public func tapSwipeAction(at index: Int) -> Bool {
        guard let swipe = batchState.revealedSwipe, swipe.configuration.actions.indices.contains(index) else { return false }
        let action = swipe.configuration.actions[index]
        let view: ViewNode = swipe.indexPath.flatMap { visibleRow(at: $0)?.cell } ?? self
        var completed = false
        action.handler(action, view) { [weak self] _ in
            guard !completed else { return }
            completed = true
            self?.closeSwipeActions()
        }
        return true
    }

    /// The actions a swipe revealed and still shows, from the edge inwards, or `nil` when no row
    /// shows any — for the testing library, which taps them by title.
    package var revealedSwipeActions: [ContextualAction]? {
        batchState.revealedSwipe?.configuration.actions
    }

    // MARK: - Internals

    /// Gives a cell coming on show the table's editing mode.
    func applyEditingState(to cell: TableViewCell) {
        if cell.isEditing != batchState.isEditing { cell.setEditing(batchState.isEditing, animated: false) }
    }

    /// Closes the actions a swipe revealed, telling the delegate.
    func closeSwipeActions() {
        guard let swipe = batchState.revealedSwipe else { return }
        batchState.revealedSwipe = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    }

    /// Whether a row moved from `source` can land at `destination`: a row there is, or the end
    /// of another section.
    private func isDropTarget(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.count == 2, geometry.sections.indices.contains(destination.section), destination.row >= 0 else { return false }
        let rows = geometry.numberOfRows(inSection: destination.section)
        return destination.section == source.section ? destination.row < rows : destination.row <= rows
    }

    /// The Delete action UIKit offers on a trailing swipe when the delegate gives no actions and
    /// the row's editing style is delete.
    private func swipeToDelete(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, let row = self.batchState.revealedSwipe?.indexPath ?? nil else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}

/// The actions a swipe revealed on a row, and the row (followed through updates; `nil` once
/// deleted).
struct RevealedSwipe {
    var indexPath: IndexPath?
    let configuration: SwipeActionsConfiguration
}
