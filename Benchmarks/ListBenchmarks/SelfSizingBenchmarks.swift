import BenchmarkHarness
import Foundation
import HeadlessKit

/// A cell whose label is pinned to its content view's edges, so Auto Layout gives its height;
/// every third row's text wraps over three lines.
final class SelfSizingCell: TableViewCell {
    let label = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: Coder) { nil }

}

/// A data source of `rowCount` self-sizing rows that counts the cells it configures.
@MainActor
final class SelfSizingSource: TableViewDataSource {
    static let shortText = "A row of one line"
    static let longText = "A row whose text is long enough to wrap over several lines of a phone-wide table, as a message preview does"
    let rowCount: Int
    private(set) var cellsConfigured = 0

    init(rowCount: Int) { self.rowCount = rowCount }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsConfigured += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! SelfSizingCell
        cell.label.text = indexPath.row % 3 == 0 ? Self.longText : Self.shortText
        return cell
    }
}

/// A full-screen table of self-sizing cells: with `selfSizing`, rows are
/// `TableView.automaticDimension` with an estimate of 60 and each is measured as it first shows;
/// without, every row is 60 points and nothing is measured (the baseline).
@MainActor
final class SelfSizingScene {
    let loop = MainRunLoop()
    let window: Window
    let table: TableView
    let source: SelfSizingSource

    init(rowCount: Int, selfSizing: Bool) {
        window = Window(screenSize: TableScene.screenSize, runLoop: loop)
        table = TableView(frame: window.bounds, style: .plain)
        source = SelfSizingSource(rowCount: rowCount)
        table.register(SelfSizingCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = selfSizing ? TableView.automaticDimension : 60
        table.estimatedRowHeight = selfSizing ? 60 : 0
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }

    /// Scrolls a screen at a time from the top to the bottom, each step a commit; every row is
    /// configured (and, self-sizing, measured) once as it comes on show. Returns the steps.
    @discardableResult
    func scrollThrough() -> Int {
        var steps = 0
        while table.contentOffset.y + table.bounds.height < table.contentSize.height {
            table.contentOffset.y = min(table.contentOffset.y + table.bounds.height, table.contentSize.height - table.bounds.height)
            loop.runUntilIdle()
            steps += 1
        }
        return steps
    }

    /// Back to the top with every measured height forgotten, as a reload does.
    func reset() {
        table.contentOffset = .zero
        table.reloadData()
        loop.runUntilIdle()
    }
}

/// Self-sizing: 1,000 Auto Layout cells shown and measured from the top of the table to its
/// bottom, timed per row, beside the same cells at a fixed height (shown, laid out, not measured).
@MainActor
func runSelfSizingBenchmarks(_ runner: BenchmarkRunner) {
    let name = "self-sizing, 1,000 Auto Layout cells, per row"
    guard runner.shouldRun(name) else { return }
    let rows = 1_000
    let fixed = SelfSizingScene(rowCount: rows, selfSizing: false)
    let sizing = SelfSizingScene(rowCount: rows, selfSizing: true)
    let configuredBefore = sizing.source.cellsConfigured
    let steps = sizing.scrollThrough()
    let counts = [
        "rows": rows, "steps": steps,
        "cellsConfigured": sizing.source.cellsConfigured - configuredBefore,
        "contentHeight": Int(sizing.table.contentSize.height),
    ]
    precondition(counts["contentHeight"]! > rows * 44, "every row must have been measured to its text")
    let baseline = runner.time(warmUp: 1, repetitions: runner.isQuick ? 3 : 7, unitsPerCall: rows, prepare: fixed.reset) {
        fixed.scrollThrough()
    }
    let timing = runner.time(warmUp: 1, repetitions: runner.isQuick ? 3 : 7, unitsPerCall: rows, prepare: sizing.reset) {
        sizing.scrollThrough()
    }
    runner.record(BenchmarkResult(
        name: name, timing: timing, baseline: baseline, baselineLabel: "fixed 60-point rows",
        counts: counts, target: nil))
}
