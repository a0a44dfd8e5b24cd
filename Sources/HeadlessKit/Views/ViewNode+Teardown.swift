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
    /// apart the same way, one after the other rather than from nested `deinit`s, so releasing a
    /// hierarchy of any depth cannot overflow the stack.
    func releaseSubviews() {
        guard !subviews.isEmpty else { return }
        // Views whose last reference is held here: their subviews are removed before they go.
        var dying: [ViewNode] = []
        removeSubviewsWhileDying(into: &dying)
        while let next = dying.popLast() {
            next.removeSubviewsWhileDying(into: &dying)
            // `next` is released here; its own deinit finds no subviews left.
        }
    }

    /// Removes each subview, back to front **(chosen)**: the order of ``subviews``, as sending
    /// `removeFromSuperview` to each element of that array would. Subviews held by nothing else
    /// join `dying`.
    private func removeSubviewsWhileDying(into dying: inout [ViewNode]) {
        var children: [ViewNode?] = subviews
        for index in children.indices {
            guard var child = children[index].take(), child.storedSuperview === self else { continue }
            removeWhileDying(child)
            if !child.subviews.isEmpty, isKnownUniquelyReferenced(&child) { dying.append(child) }
        }
        // A hook may have added views to this dying one; they are unlinked without callbacks so
        // that the release ends.
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
    private func removeWhileDying(_ child: ViewNode) {
        let loop = reportingLoop(operation: nil)
        loop?.trace(self, .willRemoveSubview, [.init(child)])
        willRemoveSubview(child)
        guard child.storedSuperview === self else { return }   // a hook moved it elsewhere
        let before = child.reportingLoop(operation: loop)
        before?.trace(child, .willMoveToSuperview, [.none])
        child.willMove(toSuperview: nil)
        guard child.storedSuperview === self else { return }
        let oldWindow = child.storedWindow
        if oldWindow != nil { child.deliverWillMoveToWindow(nil, reportingTo: before) }
        guard child.storedSuperview === self else { return }
        if child.flags.contains(.subtreeInLayoutEngine) { hierarchyEngine?.subtreeWillDetach(child) }
        if let position = subviews.firstIndex(where: { $0 === child }) { subviews.remove(at: position) }
        child.storedSuperview = nil
        if let oldWindow {
            child.deliverDidMoveToWindow(child.setWindowThroughSubtree(nil, leaving: oldWindow), reportingTo: before)
        }
        before?.trace(child, .didMoveToSuperview)
        child.didMoveToSuperview()
    }
}
