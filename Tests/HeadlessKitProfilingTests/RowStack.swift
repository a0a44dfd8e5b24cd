import Foundation
import HeadlessKit

/// A window whose content view (resized with the window) holds `count` rows stacked by Auto
/// Layout: 8 points inside the content's sides, 8 points apart, 44 points high.
@MainActor struct RowStack {
    let loop: MainRunLoop
    let window: Window
    let content: ViewNode
    let rows: [ViewNode]

    init(count: Int, loop: MainRunLoop = MainRunLoop()) {
        self.loop = loop
        window = Window(screenSize: CGSize(width: 800, height: 600), runLoop: loop)
        content = ViewNode(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        var rows: [ViewNode] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let row = ViewNode()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            constraints += [
                row.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 8),
                row.rightAnchor.constraint(equalTo: content.rightAnchor, constant: -8),
                index == 0
                    ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
                    : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 8),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            rows.append(row)
        }
        LayoutConstraint.activate(constraints)
        self.rows = rows
    }

    /// Narrows the window when it is wide and widens it when it is narrow.
    func toggleWidth() {
        window.frame.size.width = window.frame.width == 800 ? 600 : 800
    }

    /// Asks every row for a layout.
    func relayoutRows() {
        for row in rows { row.setNeedsLayout() }
    }
}
