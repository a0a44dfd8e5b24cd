import Foundation
import HeadlessKit

/// Whether a finger put on a view reaches it.
extension ScreenIndex {
    /// Why a finger at `point` (window coordinates) would not reach `view`, or `nil` when it
    /// would.
    ///
    /// A disabled control, a control or view with recognizers that has user interaction turned
    /// off, or an ancestor with user interaction off cannot be touched; otherwise the window's hit
    /// testing decides: the touch reaches the view when it lands on the view, on a view inside it,
    /// or — for a view that takes no touches itself, such as a label — on a view it is inside,
    /// as the touch falls through it to the cell or control around it **(chosen)**.
    func untouchableReason(of view: ViewNode, at point: CGPoint) -> String? {
        if let control = view as? Control, !control.isEnabled { return "it is disabled (isEnabled is false)" }
        let takesTouchesItself = view is Control || !(view.gestureRecognizers ?? []).isEmpty
        if takesTouchesItself, !view.isUserInteractionEnabled {
            return "it does not take touches (isUserInteractionEnabled is false)"
        }
        var ancestor = view.superview
        while let container = ancestor {
            if !container.isUserInteractionEnabled {
                return "its ancestor \(describe(container)) has isUserInteractionEnabled false, so nothing inside it takes touches"
            }
            ancestor = container.superview
        }
        guard let window = view.window else { return "it is not in a window" }
        guard let hit = window.hitTest(point, with: nil) else {
            return "no view takes a touch at \(Self.format(point))"
        }
        if hit === view || hit.isDescendant(of: view) { return nil }
        if view.isDescendant(of: hit), !view.isUserInteractionEnabled { return nil }
        return "a touch at \(Self.format(point)) would go to \(describe(hit)) instead"
    }
}
