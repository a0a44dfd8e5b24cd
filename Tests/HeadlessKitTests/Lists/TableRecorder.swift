import Foundation
@testable import HeadlessKit

/// A cell that tells its recorder when it is readied for reuse, and counts its releases.
final class TracedCell: TableViewCell {
    var onPrepareForReuse: (() -> Void)?
    var onDeinit: (() -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        onPrepareForReuse?()
    }

    isolated deinit { onDeinit?() }
}

/// A table data source and delegate that logs every question and message, naming cells c1, c2…
/// in the order it first sees them, and answers from its `rows` (rows per section) and heights.
@MainActor
final class TableRecorder: TableViewDataSource, TableViewDelegate {
    var lines: [String] = []
    /// The rows of each section; its count is the number of sections.
    var rows: [Int]
    var rowHeight: (IndexPath) -> CGFloat = { _ in 44 }
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var headerTitles: [Int: String] = [:]
    /// Called from cellForRowAt, after it logged.
    var onCellForRow: ((IndexPath) -> Void)?
    let identifier = "cell"
    private var cellNames: [ObjectIdentifier: String] = [:]

    init(rows: [Int]) {
        self.rows = rows
    }

    /// The name the recorder gave `cell`, or "?" for one it never handed out.
    func name(_ cell: TableViewCell) -> String { cellNames[ObjectIdentifier(cell)] ?? "?" }

    static func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: TableView) -> Int {
        lines.append("numberOfSections")
        return rows.count
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        lines.append("numberOfRows(\(section))")
        return rows[section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        lines.append("cellForRow(\(Self.path(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if cellNames[ObjectIdentifier(cell)] == nil {
            let name = "c\(cellNames.count + 1)"
            cellNames[ObjectIdentifier(cell)] = name
            (cell as? TracedCell)?.onPrepareForReuse = { [weak self] in self?.lines.append("prepareForReuse(\(name))") }
        }
        cell.textLabel?.text = Self.path(indexPath)
        onCellForRow?(indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        lines.append("titleForHeader(\(section))")
        return headerTitles[section]
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        lines.append("heightForRow(\(Self.path(indexPath)))")
        return rowHeight(indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        lines.append("heightForHeader(\(section))")
        return headerHeight
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        lines.append("heightForFooter(\(section))")
        return footerHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        lines.append("willDisplay(\(Self.path(indexPath)), \(name(cell)))")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        lines.append("didEndDisplaying(\(Self.path(indexPath)), \(name(cell)))")
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        lines.append("shouldHighlight(\(Self.path(indexPath)))")
        return true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        lines.append("didHighlight(\(Self.path(indexPath)))")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        lines.append("didUnhighlight(\(Self.path(indexPath)))")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        lines.append("willSelect(\(Self.path(indexPath)))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("didSelect(\(Self.path(indexPath)))")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        lines.append("willDeselect(\(Self.path(indexPath)))")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        lines.append("didDeselect(\(Self.path(indexPath)))")
    }
}

/// A window of 320 × 480 points with a table of the given frame and style whose data source and
/// delegate are a recorder; not yet laid out (the first layout is what tests look at).
@MainActor
struct TableFixture {
    let loop = MainRunLoop()
    let window: Window
    let table: TableView
    let recorder: TableRecorder

    init(rows: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), style: TableView.Style = .plain,
         configure: (TableView, TableRecorder) -> Void = { _, _ in }) {
        loop.diagnostics.policy = .collect
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        table = TableView(frame: frame, style: style)
        recorder = TableRecorder(rows: rows)
        table.register(TracedCell.self, forCellReuseIdentifier: recorder.identifier)
        configure(table, recorder)
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        window.makeKeyAndVisible()
    }

    /// Runs the loop until idle and returns the recorder's lines since the last call, clearing them.
    func settle() -> [String] {
        _ = loop.runUntilIdle()
        defer { recorder.lines.removeAll() }
        return recorder.lines
    }

    /// The lines `rows` (index paths `section.row`) give when they come on show, in order.
    static func showing(_ paths: [String], cells: [String]) -> [String] {
        zip(paths, cells).flatMap { ["cellForRow(\($0))", "willDisplay(\($0), \($1))"] }
    }
}
