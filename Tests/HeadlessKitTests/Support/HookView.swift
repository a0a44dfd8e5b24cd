import Foundation
@testable import HeadlessKit

/// A view whose hooks run closures the test sets, and that counts its layouts and draws.
@MainActor
final class HookView: ViewNode {
    var onDraw: ((HookView) -> Void)?
    var onLayout: ((HookView) -> Void)?
    var onDidMoveToWindow: ((HookView) -> Void)?
    private(set) var draws = 0
    private(set) var layouts = 0

    /// A square hook view of side `side`.
    convenience init(side: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    }

    override func draw(_ rect: CGRect) { draws += 1; onDraw?(self) }
    override func layoutSubviews() { layouts += 1; onLayout?(self) }
    override func didMoveToWindow() { onDidMoveToWindow?(self) }
}

extension ViewNode {
    /// Views in this subtree with a non-empty bounds that still need layout, display or constraints.
    var pendingViews: [String] {
        var pending: [String] = []
        forEachInSubtree { view in
            if !view.bounds.isEmpty, view.needsLayout() || view.needsDisplay() || view.needsUpdateConstraints() {
                pending.append("\(view) layout=\(view.needsLayout()) display=\(view.needsDisplay())")
            }
        }
        return pending
    }
}
