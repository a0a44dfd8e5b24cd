import Foundation

/// A view's Auto Layout state, created on first use so views that never use constraints stay small.
@MainActor
final class ViewLayoutState {
    /// Constraints this view owns (it is their items' closest common ancestor).
    var constraints: [LayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Set when the view first takes part in a constraint; that once, like UIKit, it is marked
    /// for ``ViewNode/updateConstraints()``. Later activations only schedule a solve.
    var hasJoinedAutoLayout = false
    var huggingPriorities = AxisPriorities(.defaultLow)
    var compressionPriorities = AxisPriorities(.defaultHigh)
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var accessibilityIdentifier: String?
    /// The engine in which this view has variables.
    weak var engine: LayoutEngine?
    /// This view's variables in `engine` (set and cleared with it), so the layout pass finds them
    /// without a dictionary lookup.
    var engineItem: EngineItem?
    /// The engine of the hierarchy this view is the root of.
    var hostedEngine: LayoutEngine?
}

/// A priority per layout axis (content hugging or compression resistance).
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    init(_ both: LayoutPriority) {
        horizontal = both
        vertical = both
    }

    subscript(axis: LayoutConstraint.Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension ViewNode {
    var layoutState: ViewLayoutState? { extras?.layout }

    var mutableLayoutState: ViewLayoutState {
        if let state = extras?.layout { return state }
        let state = ViewLayoutState()
        mutableExtras.layout = state
        return state
    }

    /// The name constraint descriptions use: ``accessibilityIdentifier``, else the type and tag.
    var constraintName: String {
        if let identifier = layoutState?.accessibilityIdentifier { return identifier }
        return tag != 0 ? "\(type(of: self))(tag: \(tag))" : "\(type(of: self))"
    }

    /// The root of this view's hierarchy (a window, or a view without a superview).
    var hierarchyRoot: ViewNode {
        var root = self
        while let parent = root.storedSuperview { root = parent }
        return root
    }

    /// Marks this view and its ancestors as having Auto Layout state below them.
    func markSubtreeInLayoutEngine() {
        var view: ViewNode? = self
        while let current = view, !current.flags.contains(.subtreeInLayoutEngine) {
            current.flags.insert(.subtreeInLayoutEngine)
            view = current.storedSuperview
        }
    }
}
