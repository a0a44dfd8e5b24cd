import Foundation
import HeadlessKit

/// The diffable data source of a run: a table it fills, the snapshot last applied, and whether a
/// refused snapshot change changed anything.
@MainActor
final class DiffableChaos {
    var table: TableView?
    var dataSource: TableViewDiffableDataSource<Int, Int>?
    var nextItem = 0
    var nextSection = 0
    /// Set when a refused change left its snapshot different.
    var refusalChanged: String?
    /// The cells the last apply must keep until the next idle: each item on show before it that
    /// stays in its section and is neither reloaded nor in a reloaded section, and its cell.
    var keptCells: [Int: ObjectIdentifier] = [:]
}

/// Diffable data sources in the random operations: seeded snapshot edits (sections and items
/// added, inserted, deleted and moved, reload and reconfigure marks) applied with and without
/// animation and by reload, the table shown, scrolled and removed, and duplicate identifiers
/// refused. After idle, the rows and cells on show are exactly the snapshot's items at their rows.
extension World {
    /// The run's diffable table and its data source, made on first use.
    var diffableTable: (TableView, TableViewDiffableDataSource<Int, Int>) {
        let state = diffableState
        if let table = state.table, let dataSource = state.dataSource { return (table, dataSource) }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 160), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        state.table = table
        state.dataSource = dataSource
        track(table, "diffableTable")
        return (table, dataSource)
    }

    func performDiffableOperation() {
        let (table, dataSource) = diffableTable
        diffableState.keptCells = [:]
        switch pick(7) {
        case 0:
            guard let window = element(windows.filter { !$0.isHidden }) else { return }
            note("\(name(window)).addSubview(diffableTable)")
            window.addSubview(table)
        case 1, 2, 3:
            let snapshot = editedSnapshot(of: dataSource.snapshot())
            let animated = chance(2)
            note("diffable apply \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items, animated: \(animated)")
            let kept = cellsToKeep(in: table, from: dataSource.snapshot(), to: snapshot)
            dataSource.apply(snapshot, animatingDifferences: animated)
            diffableState.keptCells = kept
        case 4:
            let snapshot = editedSnapshot(of: dataSource.snapshot())
            note("diffable applySnapshotUsingReloadData \(snapshot.numberOfItems) items")
            dataSource.applySnapshotUsingReloadData(snapshot)
        case 5:
            let offset = CGPoint(x: 0, y: CGFloat(pick(Int(table.contentSize.height) + 100)))
            note("diffableTable.contentOffset = \(offset)")
            table.contentOffset = offset
        default:
            note("diffableTable.removeFromSuperview()")
            table.removeFromSuperview()
        }
    }

    /// The cells on show in `table` whose items an apply from `old` to `new` must keep in them:
    /// those that stay in the same section, neither reloaded nor in a reloaded section.
    private func cellsToKeep(
        in table: TableView, from old: DiffableDataSourceSnapshot<Int, Int>, to new: DiffableDataSourceSnapshot<Int, Int>
    ) -> [Int: ObjectIdentifier] {
        guard table.window != nil else { return [:] }
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var kept: [Int: ObjectIdentifier] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath), old.sectionIdentifiers.indices.contains(indexPath.section) else { continue }
            let section = old.sectionIdentifiers[indexPath.section]
            let items = new.indexOfSection(section) == nil ? [] : itemsOf(old, section)
            guard items.indices.contains(indexPath.row) else { continue }
            let item = items[indexPath.row]
            guard new.sectionIdentifier(containingItem: item) == section, !reloadedItems.contains(item),
                  !reloadedSections.contains(section) else { continue }
            kept[item] = ObjectIdentifier(cell)
        }
        return kept
    }

    /// The items of `section` in `snapshot`, which has it.
    private func itemsOf(_ snapshot: DiffableDataSourceSnapshot<Int, Int>, _ section: Int) -> [Int] {
        application?.runLoop.withCurrent { snapshot.itemIdentifiers(inSection: section) } ?? []
    }

    /// A copy of `snapshot` with a few random edits, each one the snapshot accepts.
    private func editedSnapshot(of snapshot: DiffableDataSourceSnapshot<Int, Int>) -> DiffableDataSourceSnapshot<Int, Int> {
        let state = diffableState
        var edited = snapshot
        guard let loop = application?.runLoop else { return edited }
        loop.withCurrent {
            for _ in 0..<(1 + pick(6)) {
                let items = edited.itemIdentifiers
                let sections = edited.sectionIdentifiers
                switch pick(11) {
                case 0, 1:
                    edited.appendSections([state.nextSection])
                    state.nextSection += 1
                case 2, 3:
                    guard let section = element(sections) else { continue }
                    let count = chance(10) ? 200 : 1 + pick(8)
                    edited.appendItems(Array(state.nextItem..<state.nextItem + count), toSection: section)
                    state.nextItem += count
                case 4:
                    guard let item = element(items) else { continue }
                    edited.insertItems([state.nextItem], beforeItem: item)
                    state.nextItem += 1
                case 5: if let item = element(items) { edited.deleteItems([item]) }
                case 6: if let a = element(items), let b = element(items), a != b { edited.moveItem(a, afterItem: b) }
                case 7: if let a = element(sections), let b = element(sections), a != b { edited.moveSection(a, beforeSection: b) }
                case 8: if let section = element(sections), chance(3) { edited.deleteSections([section]) }
                case 9: if let item = element(items) { chance(2) ? edited.reloadItems([item]) : edited.reconfigureItems([item]) }
                default: if let section = element(sections) { edited.reloadSections([section]) }
                }
            }
        }
        return edited
    }

    /// Appends an item the snapshot already has: refused, the snapshot unchanged.
    private func refuseDuplicate(in snapshot: DiffableDataSourceSnapshot<Int, Int>) {
        guard let loop = application?.runLoop, let item = element(snapshot.itemIdentifiers) else { return }
        var copy = snapshot
        note("diffable misuse: appendItems([\(item)]) already there")
        loop.withCurrent { copy.appendItems([item]) }
        if copy.itemIdentifiers != snapshot.itemIdentifiers || copy.sectionIdentifiers != snapshot.sectionIdentifiers {
            diffableState.refusalChanged = "appending the duplicate item \(item) changed the snapshot"
        }
    }

    /// Appends an item twice to the data source's snapshot: certainly misuse, reported.
    func diffableMisuse() -> String? {
        let (_, dataSource) = diffableTable
        guard let item = element(dataSource.snapshot().itemIdentifiers) else { return nil }
        refuseDuplicate(in: dataSource.snapshot())
        return "DiffableDataSourceSnapshot.appendItems([\(item)]) with an item already there"
    }

    // MARK: - Checks

    /// After idle: the table shows the snapshot's sections and rows, and each cell on show the
    /// item at its row; an item the last apply kept on show is in the cell it had; no refused
    /// change changed a snapshot.
    func diffableViolation(in loop: MainRunLoop) -> String? {
        let state = diffableState
        if let changed = state.refusalChanged { return changed }
        let keptCells = state.keptCells
        state.keptCells = [:]
        guard let table = state.table, let dataSource = state.dataSource, table.window?.runLoop === loop, !loop.isFrozen else { return nil }
        let snapshot = dataSource.snapshot()
        let sections = snapshot.sectionIdentifiers
        if table.numberOfSections != sections.count {
            return "diffableTable has \(table.numberOfSections) sections, its snapshot \(sections.count)"
        }
        for (index, section) in sections.enumerated() {
            let count = loop.withCurrent { snapshot.numberOfItems(inSection: section) }
            if table.numberOfRows(inSection: index) != count {
                return "diffableTable's section \(index) has \(table.numberOfRows(inSection: index)) rows, its snapshot \(count)"
            }
        }
        let paths = table.indexPathsForVisibleRows ?? []
        for (indexPath, cell) in zip(paths, table.visibleCells) {
            let expected = dataSource.itemIdentifier(for: indexPath).map { "\($0)" }
            if cell.textLabel?.text != expected {
                return "diffableTable's cell at \(indexPath) shows \(cell.textLabel?.text ?? "nil"), not item \(expected ?? "nil")"
            }
            if let item = dataSource.itemIdentifier(for: indexPath), let keptCell = keptCells[item], keptCell != ObjectIdentifier(cell) {
                return "diffableTable's item \(item), on show before and after the last apply, has a new cell"
            }
        }
        return nil
    }
}
