/// The per-view bits the hierarchy and the update cycle keep, packed into one word.
///
/// The three "needs" bits (and the two "layer tree" bits, for standalone layers below the view's
/// layer) are the view's own dirty state; the three "subtree" bits summarise its descendants. Invariant: if a view has any dirty or summary bit of a kind, every ancestor has the
/// summary bit of that kind — so a pass can skip any subtree whose summary bit is clear, and marking
/// can stop climbing at the first ancestor that already has it.
struct ViewFlags: OptionSet {
    let rawValue: UInt32

    static let needsUpdateConstraints = ViewFlags(rawValue: 1 << 0)
    static let needsLayout = ViewFlags(rawValue: 1 << 1)
    static let needsDisplay = ViewFlags(rawValue: 1 << 2)
    static let subtreeNeedsUpdateConstraints = ViewFlags(rawValue: 1 << 3)
    static let subtreeNeedsLayout = ViewFlags(rawValue: 1 << 4)
    static let subtreeNeedsDisplay = ViewFlags(rawValue: 1 << 5)

    static let isHidden = ViewFlags(rawValue: 1 << 8)
    static let isUserInteractionDisabled = ViewFlags(rawValue: 1 << 9)
    static let clipsToBounds = ViewFlags(rawValue: 1 << 10)
    static let doesNotAutoresizeSubviews = ViewFlags(rawValue: 1 << 11)
    static let hasPartialDirtyRect = ViewFlags(rawValue: 1 << 12)
    static let intrinsicContentSizeInvalid = ViewFlags(rawValue: 1 << 13)
    /// The view is a view controller's root view: passes consult the controller only then.
    static let isControllerRootView = ViewFlags(rawValue: 1 << 14)
    /// This view or one below it has, or once had, a layout engine item or owned constraints;
    /// hierarchy moves of subtrees without it skip the Auto Layout bookkeeping. Sticky.
    static let subtreeInLayoutEngine = ViewFlags(rawValue: 1 << 15)
    /// On the root of a hierarchy only: its layout engine holds changes that ask for no callback
    /// of their own (a constraint constant, a pinned frame, an intrinsic size, a deactivation).
    /// The next commit or `layoutIfNeeded()` solves, and only views whose frames move are laid out.
    static let needsSolve = ViewFlags(rawValue: 1 << 16)
    /// The view's `layoutSubviews()` is running: a size change it makes to a subview does not mark
    /// it for layout again.
    static let isLayingOutSubviews = ViewFlags(rawValue: 1 << 17)
    /// A pass is walking through this view's subviews: re-ordering them must re-mark it (see
    /// `subviewsWereReordered()`).
    static let isOnPassPath = ViewFlags(rawValue: 1 << 18)
    static let isMultipleTouchEnabled = ViewFlags(rawValue: 1 << 19)
    static let isExclusiveTouch = ViewFlags(rawValue: 1 << 20)
    /// The view is not opaque (``ViewNode/isOpaque`` is `false`); clear for the default, opaque.
    static let isNotOpaque = ViewFlags(rawValue: 1 << 21)
    /// A container (a stack view) arranges this view: hiding it or taking it from its superview
    /// tells the superview.
    static let isArrangedSubview = ViewFlags(rawValue: 1 << 22)
    /// This view's ``ViewNode/semanticContentAttribute`` is not `.unspecified`; a walk for the
    /// effective layout direction reads the extras only of views that have it.
    static let hasSemanticContentAttribute = ViewFlags(rawValue: 1 << 23)
    /// The view's layer has been created (see `ViewNode.layer`): its update cycle runs through
    /// the layer, and its geometry reads the layer's anchor point and 3-D transform. Never cleared.
    static let hasLayer = ViewFlags(rawValue: 1 << 24)
    /// A standalone layer below the view's layer is marked for layout: the layout pass lays out
    /// the view's layer tree (not the view).
    static let layerTreeNeedsLayout = ViewFlags(rawValue: 1 << 25)
    /// A standalone layer below the view's layer is marked for display.
    static let layerTreeNeedsDisplay = ViewFlags(rawValue: 1 << 26)

    /// The summary bits an ancestor needs for the dirty and summary bits in `self`.
    var summariesForAncestors: ViewFlags {
        var result: ViewFlags = []
        if !isDisjoint(with: [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]) { result.insert(.subtreeNeedsUpdateConstraints) }
        if !isDisjoint(with: [.needsLayout, .subtreeNeedsLayout, .layerTreeNeedsLayout]) { result.insert(.subtreeNeedsLayout) }
        if !isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay, .layerTreeNeedsDisplay]) { result.insert(.subtreeNeedsDisplay) }
        return result
    }
}
