import Foundation

/// Cell reuse: the classes registered per reuse identifier, and the pools of cells waiting to be
/// handed out again.
extension TableView {
    /// Registers the class the table makes cells of for `identifier`, with
    /// ``TableViewCell/init(style:reuseIdentifier:)`` and the ``TableViewCell/CellStyle/default``
    /// style; `nil` removes the registration. A later registration replaces an earlier one.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell for the row at `indexPath` — one waiting in the pool of `identifier`, readied with
    /// ``TableViewCell/prepareForReuse()``, or a new one of the class registered for it. Call it
    /// from ``TableViewDataSource/tableView(_:cellForRowAt:)``.
    ///
    /// An identifier without a registered class is refused, as UIKit throws: a
    /// ``Diagnostic/Kind/unregisteredReuseIdentifier`` diagnostic, and (chosen, so that the app
    /// goes on) a new cell of the default style without a reuse identifier, which the table
    /// shows but never pools.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = takeReconfiguringCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCellClasses[identifier] else {
            reportMisuse(Diagnostic(
                kind: .unregisteredReuseIdentifier,
                message: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard. "
                    + "TableView.dequeueReusableCell(withIdentifier:for:) needs a cell class registered for the "
                    + "identifier; HeadlessKit returned a new cell of the default style that is not reused. Call "
                    + "register(_:forCellReuseIdentifier:) before the table asks for cells. Table: \(self)",
                objects: [self]))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return reusedCell(withIdentifier: identifier) ?? handOut(cellClass.init(style: .default, reuseIdentifier: identifier))
    }

    /// A cell waiting in the pool of `identifier`, readied with
    /// ``TableViewCell/prepareForReuse()``; else a new one of the class registered for it; else
    /// `nil`, for an identifier without a registered class.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = takeReconfiguringCell(withIdentifier: identifier) { return cell }
        if let cell = reusedCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCellClasses[identifier] else { return nil }
        return handOut(cellClass.init(style: .default, reuseIdentifier: identifier))
    }

    // MARK: - Internals

    /// The cell that has waited longest in the pool of `identifier`, taken out and readied (chosen:
    /// first in, first out, so that a reload gives the rows on show their cells back in order);
    /// `nil` if none waits.
    private func reusedCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusePool.take(identifier) else { return nil }
        cell.prepareForReuse()
        return handOut(cell)
    }

    /// Notes a cell handed out during the table's own update, so that one the data source does
    /// not show goes back to its pool.
    private func handOut(_ cell: TableViewCell) -> TableViewCell {
        if isUpdatingVisibleRows { handedOutCells.append(cell) }
        return cell
    }

    /// Puts a cell that stopped showing back in its pool: a hidden subview of the table (chosen:
    /// UIKit keeps cells waiting for reuse in the table; HeadlessKit keeps every one, at most as
    /// many per identifier as rows showed at once). A cell without a reuse identifier leaves the
    /// table.
    func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else {
            if cell.superview === self { cell.removeFromSuperview() }
            return
        }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        if !cell.isHidden { cell.isHidden = true }
        reusePool.put(cell, identifier)
    }

    /// Puts the cells handed out during this update that the data source did not show back in
    /// their pools.
    func returnUnusedCells() {
        let unused = handedOutCells
        handedOutCells = []
        for cell in unused where !visibleRows.contains(where: { $0.cell === cell }) {
            enqueue(cell)
        }
    }

    // MARK: - Header and footer views

    /// Registers the class the table makes header and footer views of for `identifier`, with
    /// ``TableViewHeaderFooterView/init(reuseIdentifier:)``; `nil` removes the registration.
    public func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = viewClass
    }

    /// A header or footer view waiting in the pool of `identifier`, readied with
    /// ``TableViewHeaderFooterView/prepareForReuse()``; else a new one of the class registered for
    /// it; else `nil`. Call it from the delegate's
    /// ``TableViewDelegate/tableView(_:viewForHeaderInSection:)``.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool.take(identifier) {
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// Takes a header or footer view whose section scrolled away out of the table, and pools it
    /// if it has a reuse identifier (chosen: out of the table, unlike cells, as headers are few).
    func enqueueHeaderOrFooter(_ view: ViewNode) {
        if view.superview === self { view.removeFromSuperview() }
        guard let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        headerFooterPool.put(reusable, identifier)
    }
}
