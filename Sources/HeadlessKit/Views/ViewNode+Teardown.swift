/// What happens to a view's subviews when the view is deallocated.
///
/// UIKit's `dealloc` removes each subview as `removeFromSuperview()` would: the dying view gets
/// `willRemoveSubview(_:)` for each, and each subview its `willMove(toSuperview: nil)`, window
/// callbacks if the dying view was in a window (a window deallocated with its views), and
/// `didMoveToSuperview()`. HeadlessKit does the same. Swift destroys a subclass's stored
/// properties only after the whole `deinit` chain, so the dying view's overrides still see its
/// state, as in Objective-C.
extension ViewNode {
    /// Called from `deinit`. Subviews that die with this view (nothing else holds them) are taken
    /// apart the same way, depth first, from an explicit stack rather than from nested `deinit`s,
    /// so releasing a hierarchy of any depth cannot overflow the stack.
    func releaseSubviews() {
        guard !subviews.isEmpty else { return }
        var stack = [DyingView(self, keeping: nil)]
        while !stack.isEmpty {
            let top = stack.count - 1
            // A hook may have given a dying descendant a new home: it keeps what it still has.
            guard stack[top].isStillDying() else {
                stack.removeLast()
                continue
            }
            let parent = stack[top].view
            guard stack[top].hasNextChild else {
                parent.unlinkRemainingSubviews()
                stack.removeLast()   // releases a dying descendant: its deinit finds no subviews
                continue
            }
            // Moved out of the list, so that this may be the last reference to it.
            guard var child = stack[top].takeNextChild(), child.storedSuperview === parent else { continue }
            parent.removeWhileDying(child)
            if !child.subviews.isEmpty, isKnownUniquelyReferenced(&child) {
                stack.append(DyingView(child, keeping: child))
            }
        }
    }

    /// Views a hook added to this dying view while its subviews were removed: unlinked without
    /// callbacks, so that the release ends.
    fileprivate func unlinkRemainingSubviews() {
        for child in subviews where child.storedSuperview === self {
            child.storedSuperview = nil
            if storedWindow != nil, child.storedWindow === storedWindow {
                child.forEachInSubtree { $0.storedWindow = nil }
            }
        }
        subviews = []
    }

    /// `removeFromSuperview()` for a subview of this dying view, without marking this view for
    /// layout: it will never be laid out again.
    fileprivate func removeWhileDying(_ child: ViewNode) {
        let loop = reportingLoop(operation: nil)
        loop?.trace(self, .willRemoveSubview, [.init(child)])
        willRemoveSubview(child)
        guard child.storedSuperview === self else { return }   // a hook moved it elsewhere
        child.reportingLoop(operation: loop)?.trace(child, .willMoveToSuperview, [.none])
        child.willMove(toSuperview: nil)
        guard child.storedSuperview === self else { return }
        let oldWindow = child.storedWindow
        if oldWindow != nil { child.deliverWillMoveToWindow(nil, operation: loop) }
        guard child.storedSuperview === self else { return }
        if child.flags.contains(.subtreeInLayoutEngine) { hierarchyEngine?.subtreeWillDetach(child) }
        // Frontmost first, so this is the last element unless a hook re-ordered the subviews.
        if subviews.last === child {
            subviews.removeLast()
            subviewLayerWasRemoved(at: subviews.count)
        } else if let position = subviews.lastIndex(where: { $0 === child }) {
            subviews.remove(at: position)
            subviewLayerWasRemoved(at: position)
        }
        child.storedSuperview = nil
        // A dying container arranges nothing any more (its arrangement goes with it).
        child.flags.remove(.isArrangedSubview)
        if let oldWindow {
            child.deliverDidMoveToWindow(child.setWindowThroughSubtree(nil, leaving: oldWindow), operation: loop)
        }
        child.reportingLoop(operation: loop)?.trace(child, .didMoveToSuperview)
        child.didMoveToSuperview()
    }
}

/// A view whose subviews are being removed because it is dying, and how far the removal has got.
/// Its subviews go frontmost first — the reverse of ``ViewNode/subviews`` **(chosen)**, as
/// `while let last = subviews.last { last.removeFromSuperview() }` would; each removal then takes
/// the array's last element, so a view with many subviews is taken apart in linear time.
@MainActor
private struct DyingView {
    /// The dying view: the one whose `deinit` started the release (alive until that returns), or
    /// a descendant kept alive by `keeping`.
    unowned(unsafe) let view: ViewNode
    private var keeping: ViewNode?
    /// The subviews still to remove, frontmost last so that each is taken from the end.
    private var children: [ViewNode]

    init(_ view: ViewNode, keeping: ViewNode?) {
        self.view = view
        self.keeping = keeping
        children = view.subviews
    }

    /// Whether the view is still dying: the one whose `deinit` started the release always is; a
    /// descendant only while nothing but this stack holds it and it has no superview.
    mutating func isStillDying() -> Bool {
        guard keeping != nil else { return true }
        return view.storedSuperview == nil && isKnownUniquelyReferenced(&keeping)
    }

    /// Whether a subview is left to remove.
    var hasNextChild: Bool { !children.isEmpty }

    /// The next subview to remove, moved out of this list.
    mutating func takeNextChild() -> ViewNode? {
        children.popLast()
    }
}
