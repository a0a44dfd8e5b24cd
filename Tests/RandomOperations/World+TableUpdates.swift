import Foundation
import HeadlessKit

/// A table whose data source keeps a model of row identities, so that after batch updates,
/// edits, reorders and swipes every cell can be checked to show its own row.
@MainActor
final class ChaosUpdateTable: TableView, TableViewDataSource, TableViewDelegate, ChaosNamed {
    weak var world: World?
    let name = "updateTable"
    /// The identity of each row, per section.
    var model: [[Int]] = [Array(0..<12)]
    /// The next identity to hand out.
    var nextIdentity = 12

    init(world: World) {
        self.world = world
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 200), style: .plain)
        register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = self
        delegate = self
    }
    required init?(coder: Coder) { nil }


    /// A fresh identity.
    func makeIdentity() -> Int {
        nextIdentity += 1
        return nextIdentity
    }

    func numberOfSections(in tableView: TableView) -> Int { model.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < model.count ? model[section].count : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let identity = model.indices.contains(indexPath.section) && model[indexPath.section].indices.contains(indexPath.row)
            ? model[indexPath.section][indexPath.row] : -1
        cell.textLabel?.text = "\(identity)"
        world?.maybeAct(from: self)
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard model.indices.contains(indexPath.section), model[indexPath.section].indices.contains(indexPath.row) else { return 30 }
        return CGFloat(20 + model[indexPath.section][indexPath.row] % 30)
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        model[indexPath.section].remove(at: indexPath.row)
        deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let identity = model[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        model[destinationIndexPath.section].insert(identity, at: destinationIndexPath.row)
    }
}

/// The update table of a run, made on first use.
@MainActor
final class TableUpdateChaos {
    var table: ChaosUpdateTable?
}

/// Batch updates in the random operations: valid updates of rows (deletes, reloads, inserts and
/// moves across sections, in a random order of calls) and of sections, inconsistent updates
/// (which must be refused), editing mode, the delete control, reorders, swipes and
/// reconfiguration, also from inside the table's own callbacks. After idle, the cells on show are
/// exactly the rows that meet the bounds, each showing its own row's identity.
extension World {
    /// The update table of the run, made on first use.
    var updateTable: ChaosUpdateTable {
        if let table = tableUpdateState.table { return table }
        let table = ChaosUpdateTable(world: self)
        track(table, table.name)
        tableUpdateState.table = table
        return table
    }

    func performTableUpdateOperation() {
        let table = updateTable
        switch pick(12) {
        case 0:
            let shown = windows.filter { !$0.isHidden }
            guard let window = element(shown) else { return }
            note("\(window).addSubview(updateTable)")
            window.addSubview(table)
        case 1, 2, 3: performRowBatch(on: table)
        case 4: performSectionBatch(on: table)
        case 5:
            // Unchecked here (a hook may act meanwhile); the misuse operation checks refusals.
            note("updateTable: an inconsistent update")
            performInconsistentUpdate(on: table)
        case 6:
            let editing = !table.isEditing
            note("updateTable.setEditing(\(editing))")
            table.setEditing(editing, animated: chance(2))
        case 7:
            guard let path = anyRow(of: table) else { return }
            note("updateTable.tapEditingControl(forRowAt: \(path))")
            table.tapEditingControl(forRowAt: path)
        case 8:
            guard let path = anyRow(of: table), let target = anyRow(of: table) else { return }
            note("updateTable.moveRowWithReorderControl(at: \(path), to: \(target))")
            table.moveRowWithReorderControl(at: path, to: target)
        case 9:
            guard let path = anyRow(of: table) else { return }
            note("updateTable.swipeRow(at: \(path)) and tap")
            if table.swipeRow(at: path, fullSwipe: chance(2)) { table.tapSwipeAction(at: 0) }
        case 10:
            let paths = (0..<pick(3)).compactMap { _ in anyRow(of: table) }
            note("updateTable.reconfigureRows(at: \(paths))")
            table.reconfigureRows(at: paths)
        default:
            note("updateTable.reloadData()")
            table.reloadData()
        }
    }

    /// A batch-update misuse. An update ending that never began is certainly refused; an
    /// inconsistent update (the model gains a row the update does not insert, then goes back) is
    /// refused unless a reload is pending, which the tester cannot see, so it is not checked.
    func tableUpdateMisuse() -> String? {
        let table = updateTable
        guard chance(2) else {
            note("misuse: updateTable: an update whose counts do not follow")
            performInconsistentUpdate(on: table)
            return nil
        }
        note("misuse: updateTable.endUpdates() without beginUpdates()")
        table.endUpdates()
        return "endUpdates() without beginUpdates()"
    }

    // MARK: - Updates

    /// Deletes, reloads, inserts and moves rows with a model kept in step, the calls in a random
    /// order, inside one batch (or one call outside a batch).
    private func performRowBatch(on table: ChaosUpdateTable) {
        guard !table.model.isEmpty else { return }
        var final = table.model
        var deletes: [IndexPath] = []
        var reloads: [IndexPath] = []
        var moved: [(identity: Int, from: IndexPath)] = []
        // Old rows deleted, reloaded or moved, chosen from the highest index down so removals
        // keep the lower indexes valid.
        for section in table.model.indices {
            for row in table.model[section].indices.reversed() where chance(6) {
                let path = IndexPath(row: row, section: section)
                switch pick(3) {
                case 0: deletes.append(path); final[section].remove(at: row)
                case 1: reloads.append(path)
                default: moved.append((final[section].remove(at: row), path))
                }
            }
        }
        var inserted = Set<Int>()
        for _ in 0..<pick(3) {
            let section = pick(final.count)
            let identity = table.makeIdentity()
            inserted.insert(identity)
            final[section].insert(identity, at: pick(final[section].count + 1))
        }
        for move in moved {
            let section = pick(final.count)
            final[section].insert(move.identity, at: pick(final[section].count + 1))
        }
        var inserts: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        for (section, identities) in final.enumerated() {
            for (row, identity) in identities.enumerated() {
                let path = IndexPath(row: row, section: section)
                if inserted.contains(identity) { inserts.append(path) }
                if let move = moved.first(where: { $0.identity == identity }) { moves.append((move.from, path)) }
            }
        }
        table.model = final
        var calls: [() -> Void] = [
            { table.deleteRows(at: deletes, with: .automatic) }, { table.reloadRows(at: reloads, with: .fade) },
            { table.insertRows(at: inserts, with: .automatic) },
        ] + moves.map { move in { table.moveRow(at: move.0, to: move.1) } }
        calls.shuffle(using: &random)
        note("updateTable batch: delete \(deletes), reload \(reloads), insert \(inserts), move \(moves)")
        table.performBatchUpdates({ for call in calls { call() } }, completion: nil)
    }

    /// Inserts or deletes a section, or moves one.
    private func performSectionBatch(on table: ChaosUpdateTable) {
        switch pick(3) {
        case 0:
            let section = pick(table.model.count + 1)
            table.model.insert((0..<pick(6)).map { _ in table.makeIdentity() }, at: section)
            note("updateTable.insertSections([\(section)])")
            table.insertSections(IndexSet([section]), with: .automatic)
        case 1:
            guard !table.model.isEmpty else { return }
            let section = pick(table.model.count)
            table.model.remove(at: section)
            note("updateTable.deleteSections([\(section)])")
            table.deleteSections(IndexSet([section]), with: .automatic)
        default:
            guard table.model.count > 1 else { return }
            let from = pick(table.model.count)
            let to = pick(table.model.count)
            table.model.insert(table.model.remove(at: from), at: to)
            note("updateTable.moveSection(\(from), toSection: \(to))")
            table.moveSection(from, toSection: to)
        }
    }

    /// Adds a row to the model without inserting it, lets the table refuse the update, then
    /// takes the row out again so the model and the table agree.
    private func performInconsistentUpdate(on table: ChaosUpdateTable) {
        guard !table.model.isEmpty else { return }
        let saved = table.model
        let section = pick(table.model.count)
        table.model[section].append(table.makeIdentity())
        table.performBatchUpdates(nil, completion: nil)
        table.model = saved
    }

    private func anyRow(of table: ChaosUpdateTable) -> IndexPath? {
        let sections = table.model.indices.filter { !table.model[$0].isEmpty }
        guard let section = element(sections) else { return nil }
        return IndexPath(row: pick(table.model[section].count), section: section)
    }

    // MARK: - Checks

    /// After idle: the update table's cells on show are exactly the rows that meet its bounds,
    /// each a shown subview framed at its row, showing its row's identity, in the table's
    /// editing mode.
    func tableUpdateViolation(in loop: MainRunLoop) -> String? {
        guard let table = tableUpdateState.table, table.window?.runLoop === loop, !loop.isFrozen else { return nil }
        let paths = table.indexPathsForVisibleRows ?? []
        let bounds = table.bounds
        let counts = table.model.map(\.count)
        if (0..<table.numberOfSections).map(table.numberOfRows(inSection:)) != counts {
            return "updateTable has counts \((0..<table.numberOfSections).map(table.numberOfRows(inSection:))), its model \(counts)"
        }
        let expected = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(row: $0, section: section) } }
            .filter { let rect = table.rectForRow(at: $0); return rect.minY < bounds.maxY && rect.maxY > bounds.minY }
        if expected != paths { return "updateTable shows \(paths), but rows \(expected) meet its bounds \(bounds)" }
        for (path, cell) in zip(paths, table.visibleCells) {
            let identity = "\(table.model[path.section][path.row])"
            if cell.textLabel?.text != identity { return "updateTable's cell for \(path) shows \(cell.textLabel?.text ?? "nil"), not \(identity)" }
            if cell.superview !== table || cell.isHidden { return "updateTable's cell for \(path) is not shown in it" }
            if cell.frame != table.rectForRow(at: path) { return "updateTable's cell for \(path) is at \(cell.frame), not \(table.rectForRow(at: path))" }
            if cell.isEditing != table.isEditing { return "updateTable's cell for \(path) has isEditing \(cell.isEditing)" }
        }
        return nil
    }
}
