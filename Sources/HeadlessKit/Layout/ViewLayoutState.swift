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
    /// Whether the margins were ever set (as ``ViewNode/layoutMargins`` or
    /// ``ViewNode/directionalLayoutMargins``); until then a controller's root view has none of
    /// its own.
    var hasExplicitMargins = false
    /// Set when the margins were last given as ``ViewNode/directionalLayoutMargins``: then
    /// `layoutMargins` follows the view's direction (it is re-derived when the direction changes).
    var directionalMargins: DirectionalEdgeInsets?
    var guides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var scrollContentGuide: LayoutGuide?
    var scrollFrameGuide: LayoutGuide?
    var keyboardGuide: KeyboardLayoutGuide?
    /// The engine in which this view has variables.
    weak var engine: LayoutEngine?
    /// This view's variables in `engine` (set and cleared with it), so the layout pass finds them
    /// without a dictionary lookup.
    var engineItem: EngineItem?
    /// The engine of the hierarchy this view is the root of.
    var engineHostedHere: LayoutEngine?
}

extension ViewLayoutState {
    /// The guides the view owns: those added to it and the built-in ones made so far.
    var ownedGuides: [LayoutGuide] {
        guides + [marginsGuide, safeAreaGuide, keyboardGuide, scrollContentGuide, scrollFrameGuide].compactMap { $0 }
    }
}

extension ViewLayoutState: ViewConstraintState {
    var engineFrame: CGRect? {
        guard !translatesAutoresizingMaskIntoConstraints, let engineItem else { return nil }
        return engineItem.solvedFrame
    }

    func frameDidChangeOutsideEngine(of view: ViewNode) {
        // Only views laid out by their frame have pins; a constrained view's frame is the engine's.
        guard let item = engineItem, !item.pins.isEmpty, let engine else { return }
        engine.markStale(item)
    }

    func boundsOriginDidChange(of view: ViewNode) {
        // Only a scroll view's frame guide hangs from the bounds origin; the other guides keep to
        // the content's coordinates.
        guard let guide = scrollFrameGuide, let engine, let item = engine.item(for: guide) else { return }
        engine.markStale(item)
    }

    func safeAreaOrMarginsDidChange(of view: ViewNode) {
        guard let engine else { return }
        // A root view's margins are measured from its safe area; other views' margins are not.
        let marginsFollow = view.flags.contains(.isControllerRootView)
        for guide in [safeAreaGuide, marginsFollow ? marginsGuide : nil].compactMap({ $0 }) {
            if let item = engine.item(for: guide) { engine.markStale(item) }
        }
    }

    func intrinsicContentSizeWasMeasured(of view: ViewNode) {
        guard let engine, let item = engine.item(for: view) else { return }
        engine.markStale(item)
    }

    var hostedEngine: (any HierarchyConstraintEngine)? { engineHostedHere }
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
    /// This view's Auto Layout state, if it has taken part in constraints. The layout room is the
    /// only provider of the views room's `ViewConstraintState`, so the cast cannot fail.
    var layoutState: ViewLayoutState? {
        extras?.layout.map { unsafeDowncast($0 as AnyObject, to: ViewLayoutState.self) }
    }

    var mutableLayoutState: ViewLayoutState {
        if let state = layoutState { return state }
        let state = ViewLayoutState()
        mutableExtras.layout = state
        return state
    }

    /// The name constraint descriptions use: ``accessibilityIdentifier``, else the type and tag.
    var constraintName: String {
        if let identifier = accessibilityIdentifier { return identifier }
        return tag != 0 ? "\(type(of: self))(tag: \(tag))" : "\(type(of: self))"
    }
}
