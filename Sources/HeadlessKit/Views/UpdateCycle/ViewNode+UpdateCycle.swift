import Foundation

/// Marking and the hooks of the update cycle: constraints, layout and display.
extension ViewNode {
    // MARK: - Marking

    /// Marks the view as needing layout; its window's run loop lays it out in the next commit.
    ///
    /// Returns at once. Call it from code that changes what ``layoutSubviews()`` computes.
    public func setNeedsLayout() {
        mark(.needsLayout, summary: .subtreeNeedsLayout)
    }

    /// Marks the view as needing a constraints update before the next layout.
    public func setNeedsUpdateConstraints() {
        mark(.needsUpdateConstraints, summary: .subtreeNeedsUpdateConstraints)
    }

    /// Marks the whole view as needing display; ``draw(_:)`` runs in the next commit.
    public func setNeedsDisplay() {
        flags.remove(.hasPartialDirtyRect)
        mark(.needsDisplay, summary: .subtreeNeedsDisplay)
    }

    /// Marks `rect` (in the view's coordinates) as needing display; ``draw(_:)`` receives the
    /// union of every rectangle marked since the last display. A rectangle outside the bounds
    /// marks nothing; one with a NaN or infinite number is refused with a diagnostic.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) else {
            refuseGeometry(
                "setNeedsDisplay(_:) was given a rect that is not finite (HeadlessKit's check): \(GeometryFormat.bracketed(rect)). HeadlessKit marked "
                    + "nothing; pass a finite rectangle, or call setNeedsDisplay() for the whole view.")
            return
        }
        guard !rect.intersection(storedBounds).isEmpty else { return }
        if !flags.contains(.needsDisplay) {
            flags.insert(.hasPartialDirtyRect)
            mutableExtras.dirtyRect = rect
        } else if flags.contains(.hasPartialDirtyRect) {
            mutableExtras.dirtyRect = mutableExtras.dirtyRect.union(rect)
        }
        mark(.needsDisplay, summary: .subtreeNeedsDisplay)
    }

    /// Whether the view is marked for layout (CALayer's `needsLayout()`).
    public func needsLayout() -> Bool {
        flags.contains(.needsLayout)
    }

    /// Whether the view is marked for a constraints update.
    public func needsUpdateConstraints() -> Bool {
        flags.contains(.needsUpdateConstraints)
    }

    /// Whether the view is marked for display (CALayer's `needsDisplay()`).
    public func needsDisplay() -> Bool {
        flags.contains(.needsDisplay)
    }

    /// Asks for a solve of this hierarchy's engine in the next commit without marking any view
    /// for a callback (see `ViewFlags.needsSolve`); called on the engine's host.
    func setNeedsSolve() {
        flags.insert(.needsSolve)
        requestCommit()
    }

    @inline(__always)
    func mark(_ bit: ViewFlags, summary: ViewFlags) {
        flags.insert(bit)
        propagateSummaries(summary)
        requestCommit()
    }

    /// Sets `summaries` on every ancestor, stopping at the first that already has them (by the
    /// summary invariant, its ancestors have them too).
    @inline(__always)
    func propagateSummaries(_ summaries: ViewFlags) {
        var node = storedSuperview
        while let current = node, !current.flags.isSuperset(of: summaries) {
            current.flags.formUnion(summaries)
            node = current.storedSuperview
        }
    }

    /// Asks this view's window, if any, to be committed before its run loop next waits.
    @inline(__always)
    func requestCommit() {
        // Asked at every mark, and usually already scheduled: checked through the unretained
        // reference, which spares the window's (side-table) reference count.
        guard let reference = windowReference, !reference.takeUnretainedValue().isCommitScheduled else { return }
        let window = reference.takeUnretainedValue()
        window.runLoop.scheduleCommit(for: window)
    }

    // MARK: - Running the passes now

    /// Lays out now whatever is pending, starting from the topmost ancestor that needs layout
    /// (this view if none does): constraints bottom-up, then layout top-down.
    ///
    /// Does nothing — no callbacks — when nothing there is pending.
    public func layoutIfNeeded() {
        var (start, root) = topmostAncestorNeedingLayout()
        // UIKit's engine is up to date when layoutIfNeeded walks up (it solves as constraints
        // change), so the superviews of views it moved are already marked. Solve first to match.
        if root.flags.contains(.needsSolve) {
            root.solveHierarchy()
            start = topmostAncestorNeedingLayout().start
        }
        let pending: ViewFlags = [
            .needsUpdateConstraints, .needsLayout, .subtreeNeedsUpdateConstraints, .subtreeNeedsLayout, .layerTreeNeedsLayout,
        ]
        guard !start.flags.isDisjoint(with: pending) else { return }
        let loop = start.owningRunLoop ?? MainRunLoop.current
        // Inside a driving call the loop stops with the feedback loop; outside one, the
        // diagnostic the pass reported is the whole story.
        if let feedbackLoop = UpdateCycle.layOut(from: start, loop: loop), let loop, loop.isDriving {
            loop.detectedFeedbackLoop = feedbackLoop
        }
    }

    /// The topmost of this view and its ancestors marked for layout (this view if none is), and
    /// the root of the hierarchy, in one walk up.
    private func topmostAncestorNeedingLayout() -> (start: ViewNode, root: ViewNode) {
        var start = self, root = self
        var node = storedSuperview
        while let current = node {
            if current.flags.contains(.needsLayout) { start = current }
            root = current
            node = current.storedSuperview
        }
        return (start, root)
    }

    /// Runs the constraints pass now over this view and its subviews, where an update is pending.
    public func updateConstraintsIfNeeded() {
        let pending: ViewFlags = [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]
        guard !flags.isDisjoint(with: pending) else { return }
        UpdateCycle.updateConstraintsIfNeeded(from: self, loop: owningRunLoop ?? MainRunLoop.current)
    }

    /// The drawing commands the most recent ``draw(_:)`` recorded, in view coordinates.
    public var displayList: [DrawingCommand] {
        extras?.displayList ?? []
    }
}
