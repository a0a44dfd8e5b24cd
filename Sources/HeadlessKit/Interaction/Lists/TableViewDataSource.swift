import Foundation

/// The object that tells a ``TableView`` what it shows: how many sections and rows, the cell for
/// each row and the sections' titles — HeadlessKit's `UITableViewDataSource`.
///
/// Every method has a default (UIKit makes the row count and the cell required; HeadlessKit gives
/// them defaults so the protocol stays a plain Swift protocol whose methods all dispatch). The
/// table asks in its layout after ``TableView/reloadData()`` — first the counts, then, per row
/// about to show, ``tableView(_:cellForRowAt:)``; see ``TableView`` for the whole order.
///
/// ```swift
/// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///     cell.textLabel?.text = names[indexPath.row]
///     return cell
/// }
/// ```
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has; asked first in every reload. The default is 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has; asked once per section in every reload. The default is 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows the row at `indexPath`, asked when the row is about to show; get it
    /// from ``TableView/dequeueReusableCell(withIdentifier:for:)``. The default returns a new
    /// cell of the ``TableViewCell/CellStyle/default`` style without a reuse identifier.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header, shown in a header view when the delegate gives no view
    /// of its own; `nil` (the default) for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a footer view when the delegate gives no view
    /// of its own; `nil` (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited — deleted or inserted in editing mode, or
    /// swiped; `true` (the default) for every row, as UIKit assumes.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user committed the row's editing style: tapped Delete (``TableViewCell/EditingStyle/delete``)
    /// or the insert control (``TableViewCell/EditingStyle/insert``). Update the model, then call
    /// ``TableView/deleteRows(at:with:)`` or ``TableView/insertRows(at:with:)``. The default does
    /// nothing (and a table whose data source keeps it offers no swipe-to-delete).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` shows a reorder control in editing mode; `true` by default
    /// (UIKit shows one for every row of a data source that implements
    /// ``tableView(_:moveRowAt:to:)``).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath` with its reorder
    /// control: update the model; the table has already moved the row (do not call
    /// ``TableView/moveRow(at:to:)``). The default does nothing, and a data source that keeps it
    /// offers no reordering.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// The defaults: one section without rows, plain cells and no titles.
extension TableViewDataSource {
    /// Returns 1.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Returns 0.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Returns a new cell of the default style without a reuse identifier.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// Returns `nil`.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Returns `nil`.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
