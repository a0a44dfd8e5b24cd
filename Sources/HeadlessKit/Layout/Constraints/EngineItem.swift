import ConstraintSolver
import Foundation

/// The four solver variables of a view or layout guide in one engine — its frame in its
/// superview's (or owning view's) coordinates — and the constraints the engine made for it.
@MainActor
final class EngineItem {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    weak var view: ViewNode?
    weak var guide: LayoutGuide?
    /// For a view laid out by its frame (autoresizing mask translated, or the root): the frame's
    /// four values pinned as required equalities, moved in place when the frame changes.
    var pins: [Constraint] = []
    /// Intrinsic content size: (≥ at compression resistance, ≤ at hugging) per axis.
    var contentConstraints: [Constraint] = []
    var measuredContentSize: CGSize?
    /// A built-in guide's inset rectangle relative to its owning view.
    var guideConstraints: [Constraint] = []
    /// The frame from the last solve of the engine that made it, read once per solve by
    /// `LayoutEngine.markViewsWhoseFramesChanged()` and applied by the superview's layout.
    var solvedFrame = CGRect.zero
    var isStale = false
    /// Set when priorities or the translation flag change: the next refresh rebuilds.
    var isRebuildRequested = false

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var ownConstraints: [Constraint] { pins + contentConstraints + guideConstraints }
}
