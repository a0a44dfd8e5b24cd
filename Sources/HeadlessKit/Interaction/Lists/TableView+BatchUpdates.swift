import Foundation

/// Batch updates: inserting, deleting, reloading and moving rows and sections, checked against
/// the data source's counts as UIKit checks them.
///
/// Every change names index paths by UIKit's rules: deletions, reloads and move sources as they
/// were before the update; insertions and move destinations as they are after it. At the end of
/// the update (the end of ``performBatchUpdates(_:completion:)``'s block, the outermost
/// ``endUpdates()``, or the call itself outside an update) the table asks the data source for
/// its counts again and checks them. An inconsistent update is refused with UIKit's
/// `Invalid update: …` text in a ``Diagnostic/Kind/invalidBatchUpdate`` diagnostic, and the
/// table stays exactly as it was. A consistent one keeps the cells of the rows on show that
/// survive (moved to their new index paths, without asking the data source again), ends the
/// rows deleted or reloaded (``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``, the
/// cell back to its pool), asks the heights of the rows inserted or reloaded, and shows the rows
/// that now come on show in the table's next layout.
extension TableView {
    /// The animation of rows inserted, deleted or reloaded — UIKit's `UITableView.RowAnimation`,
    /// with its raw values. HeadlessKit records no row animations: every change is laid out at
    /// once (chosen, see ``TableView/performBatchUpdates(_:completion:)``).
    public enum RowAnimation: Int, Sendable, CaseIterable {
        /// The rows fade in or out.
        case fade = 0
        /// The rows slide in from, or out to, the right.
        case right = 1
        /// The rows slide in from, or out to, the left.
        case left = 2
        /// The rows slide in from, or out to, the top.
        case top = 3
        /// The rows slide in from, or out to, the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// The rows stay centred while they appear or disappear.
        case middle = 6
        /// The table picks an animation.
        case automatic = 100
    }

    /// Runs `updates` — inserts, deletes, reloads and moves — as one update, then asks the data
    /// source for its counts, checks them and applies the changes; `completion` gets `true` once
    /// the update is laid out.
    ///
    /// The changes apply at the end of the block, whatever their order in it. An update the data
    /// source's counts contradict is refused (see the extension's overview), and `completion`
    /// gets `false` right away. `completion(true)` runs at the end of the table's next layout,
    /// once the rows that came on show have their cells (chosen: HeadlessKit does not animate
    /// rows, so the update is finished when it is laid out). Called inside another update, the
    /// block's changes join the outer update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { batchState.completions.append(completion) }
        endUpdates()
    }

    /// Starts an update: the changes asked until the matching ``endUpdates()`` apply together.
    /// Updates nest; only the outermost ``endUpdates()`` applies them.
    public func beginUpdates() {
        if batchState.depth == 0 { batchState.pending = ListUpdate() }
        batchState.depth += 1
    }

    /// Ends an update started with ``beginUpdates()``; the outermost one asks the data source for
    /// its counts again, checks them, and applies the changes. An ``endUpdates()`` without a
    /// ``beginUpdates()`` is refused with a ``Diagnostic/Kind/invalidBatchUpdate`` diagnostic.
    public func endUpdates() {
        guard batchState.depth > 0 else {
            return reportBatchMisuse(
                "endUpdates() was called without a matching beginUpdates() (HeadlessKit's check). HeadlessKit "
                    + "changed nothing; call beginUpdates() first, or use performBatchUpdates(_:completion:).")
        }
        batchState.depth -= 1
        guard batchState.depth == 0 else { return }
        let update = batchState.pending
        let completions = batchState.completions
        batchState.pending = ListUpdate()
        batchState.completions = []
        applyBatchUpdate(update, completions: completions)
    }

    /// Inserts rows at `indexPaths`, index paths after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordChange { $0.insertItems(at: indexPaths) }
    }

    /// Deletes the rows at `indexPaths`, index paths before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordChange { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads the rows at `indexPaths`, index paths before the update: their cells on show end
    /// displaying and the data source is asked for new ones; a reloaded row is deselected, as in
    /// UIKit.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordChange { $0.reloadItems(at: indexPaths) }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); its cell
    /// on show stays, and its selection follows it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordChange { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts the sections at `sections`, indexes after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordChange { $0.insertSections(sections) }
    }

    /// Deletes the sections at `sections`, indexes before the update, with all their rows.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordChange { $0.deleteSections(sections) }
    }

    /// Reloads the sections at `sections`, indexes before the update: their rows and heights are
    /// asked again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordChange { $0.reloadSections(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its
    /// rows and their cells.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordChange { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: - Internals

    /// Records a change in the update under way, or applies it as an update of its own.
    private func recordChange(_ change: (inout ListUpdate) -> Void) {
        beginUpdates()
        change(&batchState.pending)
        endUpdates()
    }

    /// Reports a misused batch-update call.
    func reportBatchMisuse(_ message: String) {
        reportMisuse(Diagnostic(kind: .invalidBatchUpdate, message: message + " Table: \(self)", objects: [self]))
    }
}

/// What a table keeps of the batch update under way and of the updates waiting for a layout.
struct TableBatchState {
    /// How many ``TableView/beginUpdates()`` are open.
    var depth = 0
    /// The changes asked in the update under way.
    var pending = ListUpdate()
    /// The completions of the update under way.
    var completions: [(Bool) -> Void] = []
    /// The completions of applied updates, run at the end of the table's next layout.
    var completionsAfterLayout: [(Bool) -> Void] = []
    /// The cell a reconfiguration hands back to the data source's dequeue.
    var reconfiguringCell: TableViewCell?
    /// Whether the table is in editing mode.
    var isEditing = false
    /// The actions a swipe revealed, if any.
    var revealedSwipe: RevealedSwipe?
}
