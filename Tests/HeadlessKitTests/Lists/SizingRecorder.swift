import Foundation
@testable import HeadlessKit

/// A cell whose content view holds one box pinned to all four edges, as tall as its height
/// constraint: what a self-sizing row measures.
final class PinnedCell: TableViewCell {
    let box = ViewNode()
    private(set) var boxHeight: LayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            boxHeight,
        ])
    }
    required init?(coder: Coder) { nil }

}

/// A data source and delegate for self-sizing rows: one section of `rows` pinned cells, each as
/// tall as `contentHeight` says, logging heightForRow, cellForRow, willDisplay and
/// didEndDisplaying (cells named c1, c2… in the order first seen).
@MainActor
final class SizingRecorder: TableViewDataSource, TableViewDelegate {
    var lines: [String] = []
    var rows: Int
    var contentHeight: (IndexPath) -> CGFloat
    private var cellNames: [ObjectIdentifier: String] = [:]

    init(rows: Int, contentHeight: @escaping (IndexPath) -> CGFloat) {
        self.rows = rows
        self.contentHeight = contentHeight
    }

    func name(_ cell: TableViewCell) -> String { cellNames[ObjectIdentifier(cell)] ?? "?" }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        lines.append("cellForRow(\(indexPath.row))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
        if cellNames[ObjectIdentifier(cell)] == nil { cellNames[ObjectIdentifier(cell)] = "c\(cellNames.count + 1)" }
        (cell as? PinnedCell)?.boxHeight.constant = contentHeight(indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        lines.append("heightForRow(\(indexPath.row))")
        return TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        lines.append("willDisplay(\(indexPath.row), \(name(cell)))")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        lines.append("didEndDisplaying(\(indexPath.row), \(name(cell)))")
    }
}

/// A window of 320 × 480 points with a 320 × 200 self-sizing table (estimates of 50 points)
/// whose data source and delegate are a sizing recorder.
@MainActor
struct SizingFixture {
    let loop = MainRunLoop()
    let window: Window
    let table: TableView
    let recorder: SizingRecorder

    init(rows: Int = 20, estimate: CGFloat = 50, contentHeight: @escaping (IndexPath) -> CGFloat = { 30 + 10 * CGFloat($0.row) }) {
        loop.diagnostics.policy = .collect
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        recorder = SizingRecorder(rows: rows, contentHeight: contentHeight)
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = estimate
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

    /// The frames of the cells on show, in row order.
    var cellFrames: [CGRect] { table.visibleCells.map(\.frame) }
}
