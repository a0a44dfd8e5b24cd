import Foundation

/// A view controller whose view is a ``TableView`` it is the data source and delegate of —
/// HeadlessKit's `UITableViewController`.
///
/// Subclass it and override the data source and delegate methods you need, as in UIKit: every
/// one is declared here, with the default of the protocols (``TableViewDataSource``,
/// ``TableViewDelegate``, ``ScrollViewDelegate``), so that overrides are called.
///
/// With ``clearsSelectionOnViewWillAppear`` (the default), the table's selected rows are
/// deselected each time the view is about to appear, as UIKit's controller does.
///
/// ```swift
/// final class NamesController: TableViewController {
///     let names = ["Ada", "Grace"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TableViewCell.self, forCellReuseIdentifier: "name")
///     }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///         cell.textLabel?.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
@MainActor
open class TableViewController: ViewControllerBase, TableViewDataSource, TableViewDelegate {
    /// The style of the table the controller makes.
    let tableStyle: TableView.Style

    /// Creates a controller whose table, made when its view loads, has `style`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a ``TableView/Style/plain`` table — UIKit's designated
    /// initializer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive (see ``ViewControllerBase/init(coder:)``).
    public required init?(coder: Coder) {
        tableStyle = .plain
        super.init(coder: coder)
        if let clears = coder.decodeIfPresent("clearsSelectionOnViewWillAppear", coder.decodeBool) {
            clearsSelectionOnViewWillAppear = clears
        }
    }

    /// Whether ``viewWillAppear(_:)`` deselects the table's selected rows; `true` by default.
    public var clearsSelectionOnViewWillAppear = true

    /// Deselects the table's selected rows when ``clearsSelectionOnViewWillAppear``, animated as
    /// the appearance is.
    ///
    /// Overrides call `super`. Called before the view enters a window, as any controller's.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// The table: the controller's view, loaded on first use. Setting it makes another table
    /// the view (the controller does not become its data source or delegate).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes a table of the controller's style, the size of the screen, with the controller as
    /// its data source and delegate, and makes it the view.
    ///
    /// Overrides assign ``ViewControllerBase/view`` and do not call `super`. Called once per
    /// load, by the first access of the view; never call it directly.
    open override func loadView() {
        let table = TableView(frame: CGRect(origin: .zero, size: defaultViewSize), style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: - Data source

    /// How many sections the table has. The default is 1; overrides need not call `super`.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// How many rows `section` has. The default is 0; overrides need not call `super`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The cell for the row at `indexPath`. The default is a new cell of the default style
    /// without a reuse identifier; overrides dequeue theirs and do not call `super`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// The title of `section`'s header. The default is `nil`; overrides need not call `super`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of `section`'s footer. The default is `nil`; overrides need not call `super`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: - Delegate

    /// The height of the row at `indexPath`. The default is the table's
    /// ``TableView/rowHeight``, and tells the table the controller gives no heights of its own
    /// (so it asks no more rows); overrides do not call `super`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.heightForRow)
        return tableView.rowHeight
    }
    /// An estimate of the row's height. The default is the table's
    /// ``TableView/estimatedRowHeight``, and tells the table the controller gives no estimates of
    /// its own; overrides do not call `super`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.noteDefaultAnswer(.estimatedHeightForRow)
        return tableView.estimatedRowHeight
    }
    /// The height of `section`'s header. The default is the table's
    /// ``TableView/sectionHeaderHeight``; overrides need not call `super`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The height of `section`'s footer. The default is the table's
    /// ``TableView/sectionFooterHeight``; overrides need not call `super`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The view shown as `section`'s header. The default is `nil` (the title shows); overrides
    /// need not call `super`.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> ViewNode? { nil }
    /// The view shown as `section`'s footer. The default is `nil` (the title shows); overrides
    /// need not call `super`.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> ViewNode? { nil }
    /// `cell` is about to show the row at `indexPath`. The default does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// `cell` stopped showing the row at `indexPath`. The default does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Whether a finger touching the row at `indexPath` highlights it. The default is `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// A finger touching the row at `indexPath` highlighted its cell. The default does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// The highlight of the row at `indexPath` went. The default does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The user is about to select the row at `indexPath`. The default returns `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The user selected the row at `indexPath`. The default does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// The user is about to deselect the row at `indexPath`. The default returns `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The user deselected the row at `indexPath`. The default does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: - Editing

    /// Turns editing mode on or off for the controller and its table: calls `super` (which
    /// updates ``ViewControllerBase/editButtonItem``), then the table's
    /// ``TableView/setEditing(_:animated:)``, as UIKit's `UITableViewController` does.
    ///
    /// Overrides call `super`. Called when ``ViewControllerBase/isEditing`` is set and when the
    /// edit button is tapped.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? TableView)?.setEditing(editing, animated: animated)
    }

    /// Whether the row can be edited. The default is `true`; overrides need not call `super`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// The user committed the row's editing style. The default does nothing (the table then offers
    /// no swipe-to-delete); override to update the model and the table, without calling `super`.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.noteDefaultAnswer(.commitEditing)
    }
    /// Whether the row shows a reorder control in editing mode. The default is `true`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// The user moved a row with its reorder control. The default does nothing (the table then
    /// offers no reordering); override to update the model, without calling `super`.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.noteDefaultAnswer(.moveRow)
    }
    /// The row's editing control. The default is ``TableViewCell/EditingStyle/delete``.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// The actions a leading swipe reveals. The default is `nil`.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// The actions a trailing swipe reveals. The default is `nil` (a Delete action, for a row whose
    /// editing style is delete).
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// A swipe is about to reveal the row's actions. The default does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// The actions revealed on the row went away. The default does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Where a dragged row lands. The default accepts the proposal.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }

    // MARK: - Scroll view delegate

    /// The table's content offset changed. The default does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The table's zoom scale changed. The default does nothing.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// A drag is about to scroll the table. The default does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The finger lifts after a drag; the target may be changed in place. The default leaves it.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// A drag ended. The default does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// The table starts moving on after a drag. The default does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// The table came to rest after a deceleration. The default does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// An animated scroll ended. The default does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// The view that zooming scales. The default is `nil`: the table does not zoom.
    open func viewForZooming(in scrollView: ScrollView) -> ViewNode? { nil }
    /// Zooming is about to begin. The default does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?) {}
    /// Zooming ended. The default does nothing.
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {}
    /// Whether a status bar tap scrolls the table to its top. The default is `true`.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// A scroll to the top caused by a status bar tap ended. The default does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// The table's adjusted content inset changed. The default does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
