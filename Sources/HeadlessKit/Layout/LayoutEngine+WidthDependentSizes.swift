import ConstraintSolver
import Foundation

/// The second measurement of views whose intrinsic height depends on their width — UIKit's
/// automatic `preferredMaxLayoutWidth` for multi-line labels.
///
/// UIKit's engine measures such a label once without a width (its text on as few lines as the
/// line limit allows), solves, then measures it again at the width it was given and solves again,
/// within the same layout pass. HeadlessKit does the same inside one solve: the content-size
/// constraints of each such view move to its size at its solved width, and the solver publishes
/// once more. The width the second solve gives is not measured again (as in UIKit), so the
/// measurement cannot feed back into a loop; it is measured at the next solve that has work, and
/// only if its width moved.
extension LayoutEngine {
    /// Keeps `item` in ``widthDependentItems`` while its view's intrinsic size depends on its width,
    /// and forgets the width it was measured at: its content constraints were just built or moved
    /// to the view's width-free size.
    func noteWidthDependence(of item: EngineItem, _ view: ViewNode) {
        item.measuredLayoutWidth = nil
        let dependent = view.intrinsicContentSizeDependsOnWidth && item.contentConstraints.count == 4
        guard dependent != item.isWidthDependent else { return }
        item.isWidthDependent = dependent
        if dependent {
            widthDependentItems.append(item)
        } else {
            widthDependentItems.removeAll { $0 === item }
        }
    }

    /// Measures each width-dependent view again at its solved width, when that width differs from
    /// the one it was last measured at, and moves its content constraints to the new size.
    /// Returns whether any moved (the caller publishes the solution again).
    func remeasureWidthDependentItems() -> Bool {
        var moved = false
        for item in widthDependentItems {
            guard let view = item.view, item.pins.isEmpty, item.contentConstraints.count == 4 else { continue }
            let width = CGFloat(solver.value(of: item.width))
            guard width != item.measuredLayoutWidth else { continue }
            item.measuredLayoutWidth = width
            let size = view.intrinsicContentSize(forLayoutWidth: width)
            guard size.width >= 0, size.height >= 0, size != item.measuredContentSize else { continue }
            item.measuredContentSize = size
            move(item.contentConstraints, to: [-size.width, -size.width, -size.height, -size.height], for: item)
            moved = true
        }
        return moved
    }
}
