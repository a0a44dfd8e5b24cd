import Foundation
import HeadlessKit

/// A window whose content view holds a vertical Auto Layout chain of rows: each row 16 points
/// inside the content's leading and trailing edges and 8 points below the previous one.
///
/// The rows are either labels, sized by their text (every third one multi-line, wrapping at the
/// width the engine gives it), or plain views held to given heights by constants — the same
/// screen without intrinsic sizes, so the difference between the two is what text costs.
@MainActor
final class LabelScreen {
    /// What the rows are.
    enum Rows {
        /// Labels showing `LabelScreen.text(ofRow:)`; counting labels when `counting` is set.
        case labels(counting: Bool)
        /// Plain views of these heights, one per row.
        case plainViews(heights: [CGFloat])
    }

    /// The row whose text (or height) the relayout benchmark changes: a multi-line label in the
    /// middle of the chain, so half the rows move.
    static let changedRow = 249
    static let width: CGFloat = 390
    static let rowInset: CGFloat = 16
    static let rowSpacing: CGFloat = 8

    let runLoop: MainRunLoop
    let window: Window
    let content: ViewNode
    let rows: [ViewNode]
    /// The plain rows' height constraints (empty for labels).
    let heightConstraints: [LayoutConstraint]

    init(rowCount: Int, rows kind: Rows) {
        runLoop = MainRunLoop()
        window = Window(screenSize: CGSize(width: Self.width, height: 844), runLoop: runLoop)
        content = ViewNode(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        window.makeKeyAndVisible()

        var rows: [ViewNode] = []
        var constraints: [LayoutConstraint] = []
        var heightConstraints: [LayoutConstraint] = []
        rows.reserveCapacity(rowCount)
        constraints.reserveCapacity(4 * rowCount)
        for index in 0..<rowCount {
            let row: ViewNode
            switch kind {
            case .labels(let counting):
                let label = counting ? CountingLabel() : Label()
                label.text = Self.text(ofRow: index, changed: false)
                label.numberOfLines = Self.isMultiLine(index) ? 0 : 1
                row = label
            case .plainViews(let heights):
                row = ViewNode()
                let height = row.heightAnchor.constraint(equalToConstant: heights[index])
                heightConstraints.append(height)
                constraints.append(height)
            }
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.rowInset),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -Self.rowInset),
                index == 0
                    ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: Self.rowSpacing)
                    : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: Self.rowSpacing),
            ]
            rows.append(row)
        }
        LayoutConstraint.activate(constraints)
        self.rows = rows
        self.heightConstraints = heightConstraints
    }

    /// Whether row `index` is a multi-line label.
    static func isMultiLine(_ index: Int) -> Bool { index % 3 == 0 }

    /// A settings-like screen's texts: short titles on single-line rows, a sentence or two that
    /// wraps on the multi-line ones; `changed` gives the changed row's other text, a line longer.
    static func text(ofRow index: Int, changed: Bool) -> String {
        if isMultiLine(index) {
            let sentence = "Notifications, sounds and badges for every app you have installed, row \(index)."
            return changed ? sentence + " Changed to say more, which takes another line or two of this label." : sentence
        }
        let titles = ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications", "Sounds & Haptics",
                      "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness", "Privacy & Security"]
        return "\(titles[index % titles.count]) \(index)"
    }

    /// Changes the changed row: its text to the other one (labels), or its height to `height`.
    func changeRow(toLonger longer: Bool, plainHeight height: CGFloat? = nil) {
        if let label = rows[Self.changedRow] as? Label {
            label.text = Self.text(ofRow: Self.changedRow, changed: longer)
        } else if let height {
            heightConstraints[Self.changedRow].constant = height
        }
    }

    /// Resizes the window (and with it the content view, which the rows are pinned to).
    func resize(toWidth width: CGFloat) {
        window.frame = CGRect(x: 0, y: 0, width: width, height: 844)
    }

    /// The text layouts the counting labels were asked for so far.
    var textLayoutRequests: Int {
        rows.reduce(0) { $0 + (($1 as? CountingLabel)?.textLayoutRequests ?? 0) }
    }

    /// The rows' laid-out heights.
    var rowHeights: [CGFloat] { rows.map(\.frame.height) }

    /// Whether the rows are chained as the constraints say: inset, stacked 8 points apart.
    var isChainedCorrectly: Bool {
        var top = Self.rowSpacing
        let width = window.bounds.width
        for row in rows {
            guard row.frame.minX == Self.rowInset, row.frame.width == width - 2 * Self.rowInset,
                  abs(row.frame.minY - top) < 0.01 else { return false }
            top = row.frame.maxY + Self.rowSpacing
        }
        return true
    }
}

/// A label that counts the text layouts asked of it: sizing (through `textRect(forBounds:…)`)
/// and drawing (through `drawText(in:)`), each of which looks up one cached layout or makes one.
final class CountingLabel: Label {
    var textLayoutRequests = 0

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        textLayoutRequests &+= 1
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    override func drawText(in rect: CGRect) {
        textLayoutRequests &+= 1
        super.drawText(in: rect)
    }
}
