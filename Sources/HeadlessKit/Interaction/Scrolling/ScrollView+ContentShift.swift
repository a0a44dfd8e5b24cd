import Foundation

/// Moving the content offset to follow content that grew or shrank above what is on show, so
/// that what the user sees stays where it is — also under a finger or a deceleration.
extension ScrollView {
    /// Moves the content offset down by `delta` (up for a negative `delta`), and with it the
    /// start of a drag under way and the path of a motion under way, so that neither undoes the
    /// shift on its next frame. Tells the delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    func shiftContentOffset(byY delta: CGFloat) {
        guard delta != 0, delta.isFinite else { return }
        if let drag {
            self.drag = DragState(
                startOffset: CGPoint(x: drag.startOffset.x, y: drag.startOffset.y + delta),
                startTranslation: drag.startTranslation, horizontal: drag.horizontal, vertical: drag.vertical)
        }
        motion?.y.shift(by: delta)
        applyContentOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + delta), named: "contentOffset")
    }
}

extension ScrollMotion.Axis {
    /// Moves the axis's path by `delta`; a spring back to an edge keeps its edge.
    mutating func shift(by delta: CGFloat) {
        switch self {
        case .still, .spring:
            break
        case .decelerating(let start, let target, let rate, let edges, let bounces):
            self = .decelerating(start: start + delta, target: target + delta, rate: rate, edges: edges, bounces: bounces)
        case .eased(let start, let target):
            self = .eased(start: start + delta, target: target + delta)
        }
    }
}
