import Foundation
import HeadlessKit

/// A view that counts its hooks like `CountingView` but keeps their default behaviour: the
/// default `layoutSubviews()` is what applies solved frames to constrained subviews.
final class ConstrainedCountingView: ViewNode {
    var calls = 0
    override func updateConstraints() {
        calls &+= 1
        super.updateConstraints()
    }
    override func layoutSubviews() {
        calls &+= 1
        super.layoutSubviews()
    }
    override func draw(_ rect: CGRect) { calls &+= 1 }
}

/// A window whose content view holds `count` rows laid out by Auto Layout as a vertical stack —
/// the `stack` family of the solver workloads, built from anchors: each row 8 points inside the
/// content's left and right edges, 8 points below the previous row, 44 points high.
///
/// The content view translates its autoresizing mask (flexible width and height), so resizing the
/// window resizes it, which moves its pinned size in the solver, which moves every row.
@MainActor
struct ConstrainedStack {
    let runLoop: MainRunLoop
    let window: Window
    let content: ConstrainedCountingView
    let rows: [ConstrainedCountingView]

    init(count: Int, width: CGFloat = 800) {
        runLoop = MainRunLoop()
        window = Window(screenSize: CGSize(width: width, height: 600), runLoop: runLoop)
        content = ConstrainedCountingView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        var rows: [ConstrainedCountingView] = []
        var constraints: [LayoutConstraint] = []
        rows.reserveCapacity(count)
        constraints.reserveCapacity(4 * count)
        for index in 0..<count {
            let row = ConstrainedCountingView()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            let above = index == 0
                ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
                : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 8)
            constraints += [
                row.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 8),
                row.rightAnchor.constraint(equalTo: content.rightAnchor, constant: -8),
                above,
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            rows.append(row)
        }
        LayoutConstraint.activate(constraints)
        self.rows = rows
    }

    /// The window width of step `k` of a resize sweep: the solver workloads' 1192 − 8·(k mod 100).
    static func width(atStep step: Int) -> CGFloat { CGFloat(1192 - 8 * (step % 100)) }

    func resize(toWidth width: CGFloat) {
        window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    }

    var layoutCalls: Int { content.calls + rows.reduce(0) { $0 + $1.calls } }

    /// Whether every row has the frame the constraints give it at the window's current width.
    var isLaidOutCorrectly: Bool {
        let width = window.bounds.width
        return rows.indices.allSatisfy { index in
            rows[index].frame == CGRect(x: 8, y: 8 + 52 * CGFloat(index), width: width - 16, height: 44)
        }
    }
}
