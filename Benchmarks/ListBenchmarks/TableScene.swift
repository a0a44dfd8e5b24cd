import Foundation
import HeadlessKit

/// A cell that remembers whether the data source has configured it before, so that the source
/// can tell a new cell from a reused one without any bookkeeping per row.
final class BenchmarkCell: TableViewCell {
    var hasBeenConfigured = false
}

/// The table's data source and delegate: `rowCount` rows in one section, alternating between two
/// reuse identifiers, every row `rowHeight` tall (asked per row, so that with fixed heights every
/// row is measured in each reload, as in UIKit). Counts every question and message by method,
/// and the cells it was handed new and reused — plain integer increments, cheap enough to stay
/// in the timed runs.
@MainActor
final class CountingTableSource: TableViewDataSource, TableViewDelegate {
    static let identifiers = ["even", "odd"]
    static let rowHeight: CGFloat = 44

    var rowCount: Int

    private(set) var numberOfSections = 0
    private(set) var numberOfRows = 0
    private(set) var heightForHeader = 0
    private(set) var heightForFooter = 0
    private(set) var heightForRow = 0
    private(set) var cellForRow = 0
    private(set) var willDisplay = 0
    private(set) var didEndDisplaying = 0
    /// New cells handed out per reuse identifier, and dequeues that returned a pooled cell.
    private(set) var cellsCreated: [String: Int] = [:]
    private(set) var cellsReused = 0

    init(rowCount: Int) {
        self.rowCount = rowCount
    }

    /// Every count, keyed as the benchmarks print them.
    var counts: [String: Int] {
        var counts = [
            "numberOfSections": numberOfSections, "numberOfRows": numberOfRows,
            "heightForHeader": heightForHeader, "heightForFooter": heightForFooter,
            "heightForRow": heightForRow, "cellForRow": cellForRow, "willDisplay": willDisplay,
            "didEndDisplaying": didEndDisplaying, "cellsReused": cellsReused,
        ]
        for identifier in Self.identifiers { counts["cellsCreated.\(identifier)"] = cellsCreated[identifier] ?? 0 }
        return counts
    }

    /// The calls and reuses counted since `earlier` (a value of ``counts``), with the cells
    /// created since the table was: what bounds the pools is how many cells exist at all.
    func counts(since earlier: [String: Int]) -> [String: Int] {
        counts.merging(earlier) { now, before in now - before }
            .merging(counts.filter { $0.key.hasPrefix("cellsCreated") }) { $1 }
    }

    func numberOfSections(in tableView: TableView) -> Int {
        numberOfSections &+= 1
        return 1
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows &+= 1
        return rowCount
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        heightForHeader &+= 1
        return 0
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        heightForFooter &+= 1
        return 0
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightForRow &+= 1
        return Self.rowHeight
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellForRow &+= 1
        let identifier = Self.identifiers[indexPath.row & 1]
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? BenchmarkCell {
            if cell.hasBeenConfigured {
                cellsReused &+= 1
            } else {
                cell.hasBeenConfigured = true
                cellsCreated[identifier, default: 0] &+= 1
            }
        }
        cell.textLabel?.text = identifier
        return cell
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        willDisplay &+= 1
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        didEndDisplaying &+= 1
    }
}

/// A window showing a full-screen table of `rowCount` rows over the source above, laid out and
/// settled: its first layout has asked for the rows on show.
@MainActor
final class TableScene {
    static let screenSize = CGSize(width: 390, height: 844)

    let loop = MainRunLoop()
    let window: Window
    let table: TableView
    let source: CountingTableSource

    /// With `estimatedRowHeight` > 0, the content is sized from the estimate and only rows about
    /// to show are measured; with 0, every row's height is asked in each reload.
    init(rowCount: Int, estimatedRowHeight: CGFloat) {
        window = Window(screenSize: Self.screenSize, runLoop: loop)
        table = TableView(frame: window.bounds, style: .plain)
        source = CountingTableSource(rowCount: rowCount)
        for identifier in CountingTableSource.identifiers {
            table.register(BenchmarkCell.self, forCellReuseIdentifier: identifier)
        }
        table.estimatedRowHeight = estimatedRowHeight
        table.delegate = source
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        precondition(table.visibleCells.count == visibleRowLimit - 1 || table.visibleCells.count == visibleRowLimit,
                     "the table must show a screenful of rows")
    }

    /// The most rows a screen can show at once: one more than fit whole, for a row cut at each edge.
    var visibleRowLimit: Int {
        Int((Self.screenSize.height / CountingTableSource.rowHeight).rounded(.up)) + 1
    }

    /// The most cells the table should ever make per reuse identifier: half the rows on show
    /// (the identifiers alternate by row), rounded up, plus 2.
    var cellLimitPerIdentifier: Int { (visibleRowLimit + 1) / 2 + 2 }
}
