import Foundation
import Testing
@testable import HeadlessKit

/// A table driven by a diffable data source: what its cell provider is asked and which cells the
/// rows keep, for the first apply, later applies and reloads.
@MainActor
@Suite struct DiffableTableDataSourceTests {
    /// A window with a 320 × 176-point table (four 44-point rows on show), a diffable data source
    /// whose provider logs each item it is asked for and names cells c1, c2… as first seen, and a
    /// delegate that logs the rows that start and end displaying.
    @MainActor
    final class Fixture: TableViewDelegate {
        let loop = MainRunLoop()
        let window: Window
        let table: TableView
        var dataSource: TableViewDiffableDataSource<String, Int>!
        var lines: [String] = []
        private var names: [ObjectIdentifier: String] = [:]

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
            table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            dataSource = TableViewDiffableDataSource(tableView: table) { [unowned self] table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                lines.append("cell(\(indexPath.section).\(indexPath.row), item \(item), \(name(cell)))")
                cell.textLabel?.text = "\(item)"
                return cell
            }
            table.delegate = self
            window.addSubview(table)
            window.makeKeyAndVisible()
        }

        func name(_ cell: TableViewCell) -> String {
            if let name = names[ObjectIdentifier(cell)] { return name }
            let name = "c\(names.count + 1)"
            names[ObjectIdentifier(cell)] = name
            return name
        }

        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            lines.append("willDisplay(\(indexPath.section).\(indexPath.row), \(name(cell)))")
        }
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
            lines.append("didEndDisplaying(\(indexPath.section).\(indexPath.row), \(name(cell)))")
        }

        func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            loop.withCurrent {
                for (section, items) in sections {
                    snapshot.appendSections([section])
                    snapshot.appendItems(items, toSection: section)
                }
            }
            return snapshot
        }

        /// Runs the loop until idle and returns the lines since the last call, clearing them.
        func settle() -> [String] {
            _ = loop.runUntilIdle()
            defer { lines.removeAll() }
            return lines
        }

        /// The text of the cells on show, in row order.
        var shownTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    }

    @Test func beforeAnyApplyTheTableShowsNothing() {
        let fixture = Fixture()
        #expect(fixture.settle() == [])
        #expect(fixture.table.numberOfSections == 0)
        #expect(fixture.table.dataSource === fixture.dataSource)
    }

    /// UIKit: the first snapshot applied is shown by a reload, without animation; the provider is
    /// asked for the rows on show only, in order, each cell then displayed.
    @Test func theFirstApplyReloadsAndAsksTheProviderForTheRowsOnShow() {
        let fixture = Fixture()
        _ = fixture.settle()
        fixture.dataSource.apply(fixture.snapshot([("A", [10, 11, 12, 13, 14, 15])]))
        #expect(fixture.settle() == [
            "cell(0.0, item 10, c1)", "willDisplay(0.0, c1)", "cell(0.1, item 11, c2)", "willDisplay(0.1, c2)",
            "cell(0.2, item 12, c3)", "willDisplay(0.2, c3)", "cell(0.3, item 13, c4)", "willDisplay(0.3, c4)",
        ])
        #expect(fixture.shownTexts == ["10", "11", "12", "13"])
        #expect(fixture.table.numberOfRows(inSection: 0) == 6)
    }

    @Test func identifiersAndIndexPathsAnswerFromTheSnapshotOnShow() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2]), ("B", [3])]))
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 3)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(fixture.dataSource.indexPath(for: 2) == IndexPath(row: 1, section: 0))
        #expect(fixture.dataSource.indexPath(for: 9) == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "B") == 1)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    }

    /// Reload and reconfigure marks are applied, not kept: the snapshot the data source hands
    /// back has none (chosen, as the marks describe one apply).
    @Test func theSnapshotHandedBackHasNoReloadMarks() {
        let fixture = Fixture()
        var snapshot = fixture.snapshot([("A", [1, 2])])
        fixture.loop.withCurrent { snapshot.reloadItems([1]) }
        fixture.dataSource.apply(snapshot)
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers == [])
    }

    /// An apply whose snapshot equals the one on show changes nothing: no row is asked again.
    @Test func applyingAnEqualSnapshotAsksNothing() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3])]))
        _ = fixture.settle()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        #expect(fixture.settle() == [])
        #expect(fixture.shownTexts == ["1", "2", "3"])
    }

    /// After an apply with insertions, deletions and moves across sections, the rows on show
    /// are the new snapshot's items at their rows.
    @Test func anApplyWithInsertionsDeletionsAndMovesShowsTheNewSnapshot() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2]), ("B", [3, 4])]))
        _ = fixture.settle()
        fixture.dataSource.apply(fixture.snapshot([("B", [4, 1]), ("A", [5, 2])]))
        _ = fixture.settle()
        #expect(fixture.shownTexts == ["4", "1", "5", "2"])
        #expect(fixture.table.indexPathsForVisibleRows == [
            IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
        ])
    }

    /// applySnapshotUsingReloadData reloads: every row on show ends displaying and is asked again.
    @Test func applyingUsingReloadDataAsksForEveryRowOnShowAgain() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2])]))
        _ = fixture.settle()
        fixture.dataSource.applySnapshotUsingReloadData(fixture.snapshot([("A", [2, 3])]))
        #expect(fixture.settle() == [
            "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)",
            "cell(0.0, item 2, c1)", "willDisplay(0.0, c1)", "cell(0.1, item 3, c2)", "willDisplay(0.1, c2)",
        ])
        #expect(fixture.shownTexts == ["2", "3"])
    }

    /// The completion runs once, right after the commit that shows the update (chosen).
    @Test func theCompletionRunsAfterTheTableShowsTheSnapshot() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1])])) { [unowned fixture] in
            fixture.lines.append("completion, showing \(fixture.table.visibleCells.count)")
        }
        #expect(fixture.lines == [])
        #expect(fixture.settle() == ["cell(0.0, item 1, c1)", "willDisplay(0.0, c1)", "completion, showing 1"])
    }

    /// UIKit raises for a cell provider that returns nil; HeadlessKit reports it and shows a plain
    /// cell (chosen), so the table goes on.
    @Test func aCellProviderReturningNilIsReported() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let table = TableView(frame: window.bounds)
        let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        window.addSubview(table)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        loop.withCurrent {
            snapshot.appendSections([0])
            snapshot.appendItems([7])
        }
        dataSource.apply(snapshot)
        #expect(loop.runUntilIdle() == .idle)
        #expect(table.visibleCells.count == 1)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidTableViewAnswer])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix(
            "UITableView dataSource returned a nil cell for row at index path: 0.0") == true)
    }
}
