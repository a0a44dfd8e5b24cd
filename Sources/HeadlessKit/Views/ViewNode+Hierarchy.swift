/// Adding, removing and re-ordering subviews, with UIKit's callbacks in UIKit's order.
extension ViewNode {
    /// Adds `view` as the frontmost subview, removing it from its current superview first.
    ///
    /// Delivers, in order: the old superview's ``willRemoveSubview(_:)`` (when moving),
    /// ``willMove(toSuperview:)``, ``willMove(toWindow:)`` through the moved subtree parents first
    /// and then ``didMoveToWindow()`` likewise (only when the window changes),
    /// ``didMoveToSuperview()``, and this view's ``didAddSubview(_:)``. Adding a view to itself or
    /// to one of its descendants is refused with UIKit's "Can't add self as subview".
    public func addSubview(_ view: ViewNode) {
        insert(view, at: nil, placement: .front, operation: "addSubview(_:)")
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is the back), with ``addSubview(_:)``'s callbacks.
    ///
    /// An index outside `0...subviews.count` is refused, like `-[CALayer insertSublayer:atIndex:]`.
    /// The view's layer goes just below the layer of the subview it is inserted before (at the
    /// front when it becomes the last subview).
    public func insertSubview(_ view: ViewNode, at index: Int) {
        insert(view, at: index, placement: nil, operation: "insertSubview(_:at:)")
    }

    /// Inserts `view` just above `siblingSubview`, which must be a subview of this view.
    public func insertSubview(_ view: ViewNode, aboveSubview siblingSubview: ViewNode) {
        insert(view, nextTo: siblingSubview, above: true, operation: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts `view` just below `siblingSubview`, which must be a subview of this view.
    public func insertSubview(_ view: ViewNode, belowSubview siblingSubview: ViewNode) {
        insert(view, nextTo: siblingSubview, above: false, operation: "insertSubview(_:belowSubview:)")
    }

    /// Removes this view from its superview; does nothing if it has none.
    ///
    /// Delivers the superview's ``willRemoveSubview(_:)``, then ``willMove(toSuperview:)`` with
    /// `nil`, window callbacks through the subtree if it was in a window, and
    /// ``didMoveToSuperview()``. The old superview is marked as needing layout.
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let operation = owningRunLoop
        let changesBefore = superviewChanges
        parent.reportingLoop(operation: operation)?.trace(parent, .willRemoveSubview, [.init(self)])
        parent.willRemoveSubview(self)
        // After each hook: if it moved this view (even back here), its moves delivered their own
        // callbacks and this removal has nothing left to do.
        guard superviewChanges == changesBefore else { return }
        reportingLoop(operation: operation)?.trace(self, .willMoveToSuperview, [.none])
        willMove(toSuperview: nil)
        guard superviewChanges == changesBefore else { return }
        if storedWindow != nil { deliverWillMoveToWindow(nil, operation: operation) }
        guard superviewChanges == changesBefore else { return }
        // Hooks may have moved an ancestor to another window: the links follow the hierarchy as
        // it is now.
        let oldWindow = storedWindow
        detachFromSuperview()
        if let oldWindow { deliverDidMoveToWindow(setWindowThroughSubtree(nil, leaving: oldWindow), operation: operation) }
        reportingLoop(operation: operation)?.trace(self, .didMoveToSuperview)
        didMoveToSuperview()
    }

    /// Moves `view` to the front of ``subviews``; does nothing if it is not a subview. No callbacks.
    public func bringSubviewToFront(_ view: ViewNode) {
        guard view.storedSuperview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        subviewLayerWasRemoved(at: index)
        subviewLayerWasInserted(at: subviews.count - 1, placement: .front)
        subviewsWereReordered()
    }

    /// Moves `view` to the back of ``subviews``; does nothing if it is not a subview. No callbacks.
    ///
    /// Its layer goes behind every sublayer of this view's layer, standalone ones too, as in UIKit.
    public func sendSubviewToBack(_ view: ViewNode) {
        guard view.storedSuperview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        subviewLayerWasRemoved(at: index)
        subviewLayerWasInserted(at: 0, placement: .back)
        subviewsWereReordered()
    }

    /// Swaps the subviews at two indexes. No callbacks; out-of-range indexes are refused.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            let bad = subviews.indices.contains(index1) ? index2 : index1
            reportMisuse(Diagnostic(
                kind: .subviewIndexOutOfRange,
                message: "*** -[NSMutableArray exchangeObjectAtIndex:withObjectAtIndex:]: index \(bad) beyond bounds "
                    + (subviews.isEmpty ? "for empty array" : "[0 .. \(subviews.count - 1)]")
                    + ". exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(self) was refused; "
                    + "pass indexes of existing subviews.",
                objects: [self]))
            return
        }
        subviews.swapAt(index1, index2)
        subviewsWereReordered()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === view { return true }
            node = current.storedSuperview
        }
        return false
    }

    /// The first view, depth first starting with this one, whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> ViewNode? {
        var found: ViewNode?
        forEachInSubtree { view in
            if found == nil, view.tag == tag { found = view }
        }
        return found
    }

    // MARK: - Walking

    /// Calls `body` on this view and every descendant, parents before children, back to front.
    /// Each view's subviews are read just after `body` ran on it, so a `body` that re-arranges the
    /// hierarchy changes only what is visited below the views it has not reached yet.
    ///
    /// Iterative, so arbitrarily deep hierarchies are safe; the stack holds one entry per level
    /// with subviews, not one per view, so walking a flat subtree allocates nothing.
    func forEachInSubtree(_ body: (ViewNode) -> Void) {
        body(self)
        var level = subviews
        var next = 0
        var outerLevels: [(children: [ViewNode], next: Int)] = []
        while true {
            guard next < level.count else {
                guard let outer = outerLevels.popLast() else { return }
                (level, next) = outer
                continue
            }
            let child = level[next]
            next += 1
            body(child)
            if !child.subviews.isEmpty {
                outerLevels.append((level, next))
                (level, next) = (child.subviews, 0)
            }
        }
    }
}

// MARK: - Implementation

extension ViewNode {
    private func insert(_ view: ViewNode, nextTo sibling: ViewNode, above: Bool, operation: String) {
        guard sibling.storedSuperview === self, let siblingIndex = subviews.firstIndex(where: { $0 === sibling }) else {
            reportMisuse(Diagnostic(
                kind: .siblingNotASubview,
                message: "\(operation): \(sibling) is not a subview of \(self); the insertion of \(view) was refused. "
                    + "Pass a current subview as the sibling, or use addSubview(_:).",
                objects: [self, sibling, view]),
                involving: [view])
            return
        }
        guard view !== sibling else { return }
        var index = above ? siblingIndex + 1 : siblingIndex
        // Removing `view` from this same superview first shifts the sibling down by one.
        if view.storedSuperview === self, let current = subviews.firstIndex(where: { $0 === view }), current < siblingIndex {
            index -= 1
        }
        insert(view, at: index, placement: above ? .abovePreviousSubview : .belowNextSubview, operation: operation)
    }

    /// The one path every addition takes. `index == nil` means "at the front". `placement` says
    /// where the view's layer goes among this view's layer's sublayers; `nil` means just below
    /// the next subview's layer, or at the front for the last subview.
    private func insert(_ view: ViewNode, at requestedIndex: Int?, placement: SubviewLayerPlacement?, operation: String) {
        guard refusesAddition(of: view, at: requestedIndex, operation: operation) == false else { return }

        if view.storedSuperview === self {
            // Re-ordering within the same superview fires no hierarchy callbacks.
            let current = subviews.firstIndex { $0 === view }!
            subviews.remove(at: current)
            let index = min(requestedIndex ?? subviews.count, subviews.count)
            subviews.insert(view, at: index)
            subviewLayerWasRemoved(at: current)
            subviewLayerWasInserted(at: index, placement: placement ?? (index < subviews.count - 1 ? .belowNextSubview : .front))
            subviewsWereReordered()
            return
        }

        // Each callback goes to its receiver's own loop; views that belong to none yet report
        // through the loop of this operation, so a subtree joining a window is recorded whole.
        let loop = owningRunLoop ?? view.owningRunLoop
        let oldParent = view.storedSuperview
        let changesBefore = view.superviewChanges
        if let oldParent {
            oldParent.reportingLoop(operation: loop)?.trace(oldParent, .willRemoveSubview, [.init(view)])
            oldParent.willRemoveSubview(view)
        }
        view.reportingLoop(operation: loop)?.trace(view, .willMoveToSuperview, [.init(self)])
        view.willMove(toSuperview: self)
        let newWindow = storedWindow
        if !view.isIn(newWindow) { view.deliverWillMoveToWindow(newWindow, operation: loop) }

        // A hook that moved the view itself — even back where it was — has overtaken this
        // operation: its moves, with their own callbacks, stand. (Going on would take the view
        // from a superview that was never told.)
        guard view.superviewChanges == changesBefore else { return }
        // Hooks may have re-arranged the rest of the hierarchy; check the move is still sound.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            refuseCycle(adding: view, operation: operation)
            return
        }
        // Hooks may also have moved either view to another window: the links follow the hierarchy
        // as it is now.
        let oldWindow = view.storedWindow
        let targetWindow = storedWindow
        view.detachFromSuperview()
        let index = min(requestedIndex ?? subviews.count, subviews.count)
        subviews.insert(view, at: index)
        view.storedSuperview = self
        subviewLayerWasInserted(at: index, placement: placement ?? (index < subviews.count - 1 ? .belowNextSubview : .front))
        // Adding marks the parent and the added view for layout; the added subtree's dirty state
        // also needs this view's summary bits. All of the structure — links, marks, window
        // pointers — is sound before any did-hook runs, since hooks may lay out or edit.
        view.flags.insert(.needsLayout)
        flags.insert(.needsLayout)
        flags.formUnion(view.summariesForANewParent)
        propagateSummaries(flags.summariesForAncestors)
        requestCommit()
        if view.flags.contains(.subtreeInLayoutEngine) { view.subtreeDidAttachToEngine() }
        let moved = oldWindow !== targetWindow ? view.setWindowThroughSubtree(targetWindow, leaving: oldWindow) : []
        if targetWindow == nil { view.adoptDetachedRunLoop(owningRunLoop) }
        checkLinkInvariants(adding: view, at: index)

        view.deliverDidMoveToWindow(moved, operation: loop)
        view.reportingLoop(operation: loop)?.trace(view, .didMoveToSuperview)
        view.didMoveToSuperview()
        reportingLoop(operation: loop)?.trace(self, .didAddSubview, [.init(view)])
        didAddSubview(view)
    }

    /// Validates an addition before any callback runs; reports and returns true if refused.
    private func refusesAddition(of view: ViewNode, at index: Int?, operation: String) -> Bool {
        // A view without subviews has no descendants, so only `self` itself can be a cycle; this
        // keeps building deep hierarchies leaf by leaf O(1) per addition instead of O(depth).
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            refuseCycle(adding: view, operation: operation)
            return true
        }
        if view is Window {
            reportMisuse(Diagnostic(
                kind: .windowAsSubview,
                message: "\(operation): \(view) is a window; HeadlessKit does not support windows inside view "
                    + "hierarchies. Add the window's content view instead.",
                objects: [self, view]),
                involving: [view])
            return true
        }
        if let index {
            let limit = view.storedSuperview === self ? subviews.count - 1 : subviews.count
            if index < 0 || index > limit {
                reportMisuse(Diagnostic(
                    kind: .subviewIndexOutOfRange,
                    message: "*** -[CALayer insertSublayer:atIndex:]: index \(index) beyond bounds [0 .. \(limit)]. "
                        + "\(operation) on \(self) with \(view) was refused; pass an index between 0 and \(limit).",
                    objects: [self, view]),
                    involving: [view])
                return true
            }
        }
        return false
    }

    private func refuseCycle(adding view: ViewNode, operation: String) {
        let relation = view === self ? "itself" : "its own descendant \(self)"
        reportMisuse(Diagnostic(
            kind: .addSubviewCycle,
            message: "Can't add self as subview. \(operation) was asked to add \(view) to \(relation), which would "
                + "make the hierarchy a cycle; the hierarchy was left unchanged. Add the view to a view outside its own subtree.",
            objects: view === self ? [view] : [view, self]),
            involving: [view])
    }

    /// Unlinks this view from its superview's array and marks the old superview for layout.
    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        if flags.contains(.isArrangedSubview) { parent.arrangedSubviewWillLeave(self) }
        if flags.contains(.subtreeInLayoutEngine) { parent.hierarchyEngine?.subtreeWillDetach(self) }
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
            parent.subviewLayerWasRemoved(at: index)
        }
        storedSuperview = nil
        parent.setNeedsLayout()
        parent.subviewsWereReordered()
    }

    /// The summary bits a new parent needs for this view: its own — and, while a pass walks through
    /// it with its summary bits cleared, those its subviews still need, down the walk's path.
    var summariesForANewParent: ViewFlags {
        var result = flags.summariesForAncestors
        guard flags.contains(.isOnPassPath) else { return result }
        var path: [ViewNode] = [self]
        while let view = path.popLast() {
            for subview in view.subviews {
                result.formUnion(subview.flags.summariesForAncestors)
                if subview.flags.contains(.isOnPassPath) { path.append(subview) }
            }
        }
        return result
    }

    /// After the children of this view changed order, make sure a pass walking through this view
    /// re-examines them all: it may have walked past the positions that moved. A view that no pass
    /// is walking through already keeps the summary invariant, so this costs nothing there.
    func subviewsWereReordered() {
        guard flags.contains(.isOnPassPath) else { return }
        let childSummaries = subviews.reduce(into: ViewFlags()) { $0.formUnion($1.flags.summariesForAncestors) }
        guard !childSummaries.isEmpty else { return }
        flags.formUnion(childSummaries)
        propagateSummaries(childSummaries)
        requestCommit()
    }

    /// Tells every view of this subtree, parents first, that it is about to move to `newWindow` —
    /// a controller's root view after its controller, so a controller's `viewWillDisappear` or
    /// `viewWillAppear` comes before any of its views hear of the move. Views in a window share its loop, so it is
    /// resolved once; a view a hook has moved elsewhere meanwhile, or in no window, is reported to
    /// its own.
    func deliverWillMoveToWindow(_ newWindow: Window?, operation: MainRunLoop?) {
        resignFirstResponderLeaving(for: newWindow)
        let window = storedWindow
        // A subtree leaving its window loses the touches it tracks, as in UIKit: they are
        // cancelled before any view hears of the move.
        if let environment = window?.gestureEnvironmentIfMade, environment.isTracking {
            environment.subtreeWillLeaveWindow(self)
        }
        let loop = reportingLoop(operation: operation)
        forEachInSubtree { view in
            if view.flags.contains(.isControllerRootView) { view.viewDelegate?.rootViewWillMove(toWindow: newWindow) }
            // Two calls rather than one on a chosen loop: choosing would cost a retain per view.
            if window != nil, view.isIn(window) {
                loop?.trace(view, .willMoveToWindow, [.init(newWindow)])
            } else {
                view.reportingLoop(operation: operation)?.trace(view, .willMoveToWindow, [.init(newWindow)])
            }
            view.willMove(toWindow: newWindow)
        }
    }

    /// A first responder in this subtree — a view, or the controller of a root view — is asked to
    /// resign before the subtree leaves its window, as UIKit does before `willMove(toWindow:)`.
    /// A `false` answer does not keep the status: the window forgets it anyway **(chosen: a
    /// responder outside the window cannot stay its first responder)**.
    private func resignFirstResponderLeaving(for newWindow: Window?) {
        guard let window = storedWindow, newWindow !== window, let first = window.storedFirstResponder else { return }
        let isInSubtree: Bool
        if let view = first as? ViewNode {
            isInSubtree = view.isDescendant(of: self)
        } else if let controller = first as? any ViewDelegate, let root = controller.loadedRootView {
            isInSubtree = root.viewDelegate === controller && root.isDescendant(of: self)
        } else {
            isInSubtree = false
        }
        guard isInSubtree else { return }
        _ = first.resignFirstResponder()
        if window.storedFirstResponder === first { window.storedFirstResponder = nil }
    }

    /// Points this view's whole subtree at `window`; returns the views, parents first. Views
    /// leaving `oldWindow` for no window keep its loop as theirs. Views that change loops forget
    /// their layout counts: those were counted in the other loop's turns.
    func setWindowThroughSubtree(_ window: Window?, leaving oldWindow: Window?) -> [ViewNode] {
        var moved: [ViewNode] = []
        moved.reserveCapacity(subviews.count + 1)   // exact for the common view-and-its-subviews case
        let keptLoop = window == nil ? oldWindow?.runLoop.reference : nil
        let changesLoop = (window?.runLoop ?? keptLoop?.loop ?? detachedRunLoop?.loop) !== owningRunLoop
        forEachInSubtree { view in
            view.storedWindow = window
            if let keptLoop { view.detachedRunLoop = keptLoop }
            if changesLoop { view.layoutGeneration = 0 }
            moved.append(view)
        }
        return moved
    }

    /// Delivers `didMoveToWindow()` to the moved views, parents first, then tells the controllers
    /// of root views among them — so a controller's `viewDidDisappear` follows the whole subtree's
    /// window callbacks.
    func deliverDidMoveToWindow(_ moved: [ViewNode], operation: MainRunLoop?) {
        guard let first = moved.first else { return }
        let window = first.storedWindow
        let loop = first.reportingLoop(operation: operation)
        var rootViews: [ViewNode] = []
        for view in moved {
            if window != nil, view.isIn(window) {
                loop?.trace(view, .didMoveToWindow)
            } else {
                view.reportingLoop(operation: operation)?.trace(view, .didMoveToWindow)
            }
            view.didMoveToWindow()
            if view.flags.contains(.isControllerRootView) { rootViews.append(view) }
        }
        for view in rootViews {
            view.viewDelegate?.rootViewDidMoveToWindow()
        }
    }
}
