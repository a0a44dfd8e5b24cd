import Foundation

/// The deferred pass: constraints bottom-up, layout top-down, display top-down (DESIGN §4).
///
/// Each pass descends only into subtrees whose summary bit is set, so its cost grows with the
/// dirty views and their depth, not with the size of the window. The walks are iterative (an
/// explicit stack of `(view, next child index)`), so a 100,000-deep chain cannot overflow the
/// stack, and they read a view's subviews at each step so that hooks which re-arrange the
/// hierarchy mid-pass never leave the walk pointing at stale positions.
@MainActor
enum UpdateCycle {
    /// Whether a pass is running; hierarchy edits then re-mark their parent (see
    /// `subviewsWereReordered`).
    private(set) static var isPassInProgress = false

    /// The view whose `layoutSubviews()` is running, if any (innermost).
    private(set) static unowned(unsafe) var viewInLayoutSubviews: ViewNode?

    private static let layoutBits: ViewFlags = [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints, .needsLayout, .subtreeNeedsLayout]

    /// Commits `window`: constraints and layout until nothing is pending, then display.
    /// Returns the feedback loop that stopped the layout, if one did.
    ///
    /// While the layout rounds run, the window stays scheduled: marks they make are drained by the
    /// rounds themselves, not by another commit. Marks made while drawing need a new commit.
    static func commit(_ window: Window, runLoop: MainRunLoop) -> LayoutFeedbackLoop? {
        let feedbackLoop = layOut(from: window, runLoop: runLoop)
        window.isCommitScheduled = false
        display(from: window, runLoop: runLoop)
        return feedbackLoop
    }

    /// Constraints then layout from `root`, repeated while a hook marks more work, stopping at a
    /// feedback loop (which is reported to the diagnostics sink and returned).
    static func layOut(from root: ViewNode, runLoop: MainRunLoop?) -> LayoutFeedbackLoop? {
        let wasInProgress = isPassInProgress
        isPassInProgress = true
        defer { isPassInProgress = wasInProgress }
        if !wasInProgress { LayoutGeneration.beginIfOutsideTurn() }
        let observer = runLoop?.lifecycleObserver
        let threshold = runLoop?.layoutFeedbackThreshold ?? 100
        var repeated: [ViewNode] = []
        var rounds = 0
        while !root.flags.isDisjoint(with: layoutBits) || root.flags.contains(.needsSolve) {
            rounds += 1
            updateConstraints(from: root, observer: observer)
            // One incremental solve between the passes; it marks the superviews of views whose
            // solved frame moved, and their default layoutSubviews applies it.
            LayoutEngine.solve(for: root)
            if let culprit = layoutPass(from: root, observer: observer, threshold: threshold, repeated: &repeated)
                ?? (rounds > threshold ? repeated.first ?? root : nil) {
                let loop = feedbackLoop(culprit: culprit, repeated: repeated, threshold: threshold)
                abandonLayout(below: root)
                report(loop, culprit: culprit, runLoop: runLoop)
                return loop
            }
        }
        // A nested pass (layoutIfNeeded from a hook) runs while the outer walk has cleared summary
        // bits it has not finished with; only the outermost pass leaves a checkable hierarchy.
        if !wasInProgress { checkInvariants(of: root) }
        return nil
    }

    // MARK: - Constraints pass (bottom-up)

    static func updateConstraints(from root: ViewNode, observer: (any LifecycleObserver)?) {
        var stack: [(view: ViewNode, next: Int)] = []
        if root.flags.contains(.subtreeNeedsUpdateConstraints) {
            root.flags.remove(.subtreeNeedsUpdateConstraints)
            stack.append((root, 0))
        } else {
            updateConstraintsOfView(root, observer: observer)
            return
        }
        while !stack.isEmpty {
            let top = stack.count - 1
            let (view, next) = stack[top]
            let subviews = view.subviews
            if next < subviews.count {
                stack[top].next = next + 1
                let child = subviews[next]
                if child.flags.contains(.subtreeNeedsUpdateConstraints) {
                    child.flags.remove(.subtreeNeedsUpdateConstraints)
                    stack.append((child, 0))
                } else {
                    updateConstraintsOfView(child, observer: observer)
                }
            } else {
                stack.removeLast()
                updateConstraintsOfView(view, observer: observer)
            }
        }
    }

    @inline(__always)
    private static func updateConstraintsOfView(_ view: ViewNode, observer: (any LifecycleObserver)?) {
        guard view.flags.contains(.needsUpdateConstraints) else { return }
        view.flags.remove(.needsUpdateConstraints)
        if view.flags.contains(.intrinsicContentSizeInvalid) {
            view.flags.remove(.intrinsicContentSizeInvalid)
            view.mutableExtras.intrinsicContentSize = view.intrinsicContentSize
            view.intrinsicContentSizeWasMeasured()
        }
        if view.flags.contains(.isControllerRootView), let controller = view.owningController {
            // Contract §2: the root view's step is the controller's updateViewConstraints, whose
            // default calls the root view's updateConstraints.
            observer?.lifecycleEventDelivered(LifecycleEvent(receiver: controller, callback: "updateViewConstraints()"))
            controller.updateViewConstraints()
        } else {
            deliverUpdateConstraints(to: view, observer: observer)
        }
    }

    /// Reports and calls a view's `updateConstraints()`. The pass passes its observer in; no
    /// per-view lookup happens on this hot path.
    @inline(__always)
    static func deliverUpdateConstraints(to view: ViewNode, observer: (any LifecycleObserver)?) {
        observer?.lifecycleEventDelivered(LifecycleEvent(receiver: view, callback: "updateConstraints()"))
        view.updateConstraints()
    }

    // MARK: - Top-down walk (layout and display passes)

    /// Visits, parents before children, every view of `root`'s subtree whose `own` bit is set,
    /// descending only into subtrees whose `summary` bit is set (and clearing it on the way down).
    /// `visit` returns `true` to stop the walk; the stopping view is returned.
    ///
    /// A view's subviews are read again at each step, so a hook that re-arranges them mid-walk
    /// never leaves the walk on a stale position (edits during a pass re-mark the parent).
    @inline(__always)
    private static func walkTopDown(
        from root: ViewNode, own: ViewFlags, summary: ViewFlags, _ visit: (ViewNode) -> Bool
    ) -> ViewNode? {
        if root.flags.contains(own), visit(root) { return root }
        guard root.flags.contains(summary) else { return nil }
        root.flags.remove(summary)
        var stack: [(view: ViewNode, next: Int)] = [(root, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (view, next) = stack[top]
            let subviews = view.subviews
            guard next < subviews.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            let child = subviews[next]
            if child.flags.contains(own), visit(child) { return child }
            if child.flags.contains(summary) {
                child.flags.remove(summary)
                stack.append((child, 0))
            }
        }
        return nil
    }

    /// The layout pass; returns the view that passed the feedback threshold, if any.
    private static func layoutPass(
        from root: ViewNode, observer: (any LifecycleObserver)?, threshold: Int, repeated: inout [ViewNode]
    ) -> ViewNode? {
        let generation = LayoutGeneration.current
        return walkTopDown(from: root, own: .needsLayout, summary: .subtreeNeedsLayout) { view in
            layOutView(view, observer: observer, generation: generation, threshold: threshold, repeated: &repeated)
        }
    }

    /// Lays out one view; returns true if it passed the feedback threshold (and was not laid out).
    @inline(__always)
    private static func layOutView(
        _ view: ViewNode, observer: (any LifecycleObserver)?, generation: UInt32, threshold: Int,
        repeated: inout [ViewNode]
    ) -> Bool {
        if view.layoutGeneration != generation {
            view.layoutGeneration = generation
            view.layoutCountInGeneration = 0
        }
        view.layoutCountInGeneration += 1
        if view.layoutCountInGeneration == 2 { repeated.append(view) }
        if view.layoutCountInGeneration > UInt32(threshold) { return true }
        view.flags.remove(.needsLayout)
        // Contract §2: viewWillLayoutSubviews → root layoutSubviews → viewDidLayoutSubviews.
        let controller = view.flags.contains(.isControllerRootView) ? view.owningController : nil
        if let controller {
            observer?.lifecycleEventDelivered(LifecycleEvent(receiver: controller, callback: "viewWillLayoutSubviews()"))
            controller.viewWillLayoutSubviews()
        }
        observer?.lifecycleEventDelivered(LifecycleEvent(receiver: view, callback: "layoutSubviews()"))
        let outer = viewInLayoutSubviews
        viewInLayoutSubviews = view
        view.layoutSubviews()
        viewInLayoutSubviews = outer
        if let controller {
            observer?.lifecycleEventDelivered(LifecycleEvent(receiver: controller, callback: "viewDidLayoutSubviews()"))
            controller.viewDidLayoutSubviews()
        }
        return false
    }

    // MARK: - Display pass (top-down)

    static func display(from root: ViewNode, runLoop: MainRunLoop) {
        let wasInProgress = isPassInProgress
        isPassInProgress = true   // hierarchy edits made by draw(_:) re-mark their parent
        defer { isPassInProgress = wasInProgress }
        let observer = runLoop.lifecycleObserver
        let context = runLoop.graphicsContext
        var undrawable: [ViewNode] = []
        _ = walkTopDown(from: root, own: .needsDisplay, summary: .subtreeNeedsDisplay) { view in
            draw(view, context: context, observer: observer, undrawable: &undrawable)
            return false
        }
        // Zero-size views keep their first display for when they get a size; restore the summary
        // bits the walk cleared above them.
        for view in undrawable { view.propagateSummaries(.subtreeNeedsDisplay) }
    }

    @inline(__always)
    private static func draw(
        _ view: ViewNode, context: GraphicsContext, observer: (any LifecycleObserver)?, undrawable: inout [ViewNode]
    ) {
        let bounds = view.storedBounds
        guard bounds.width > 0, bounds.height > 0 else {
            undrawable.append(view)
            return
        }
        var rect = bounds
        if view.flags.contains(.hasPartialDirtyRect), let extras = view.extras {
            rect = extras.dirtyRect.intersection(bounds)
            extras.dirtyRect = .null
        }
        view.flags.remove([.needsDisplay, .hasPartialDirtyRect])
        observer?.lifecycleEventDelivered(LifecycleEvent(receiver: view, callback: "draw(_:)", arguments: [.rect(rect)]))
        context.beginRecording()
        GraphicsContext.push(context)
        view.draw(rect)
        GraphicsContext.pop()
        let commands = context.endRecording()
        if !commands.isEmpty || !(view.extras?.displayList.isEmpty ?? true) {
            view.mutableExtras.displayList = commands
        }
    }

    // MARK: - Feedback loops

    private static func feedbackLoop(culprit: ViewNode, repeated: [ViewNode], threshold: Int) -> LayoutFeedbackLoop {
        func participant(_ view: ViewNode) -> LayoutFeedbackLoop.Participant {
            // The culprit's last count is the layout that was refused, not performed.
            .init(view: ObjectIdentifier(view), description: String(describing: view),
                  layoutCount: min(Int(view.layoutCountInGeneration), threshold))
        }
        return LayoutFeedbackLoop(culprit: participant(culprit), participants: repeated.map(participant), threshold: threshold)
    }

    /// Clears pending constraints and layout below `root` so the loop cannot restart by itself.
    private static func abandonLayout(below root: ViewNode) {
        root.forEachInSubtree { $0.flags.subtract(layoutBits) }
    }

    private static func report(_ loop: LayoutFeedbackLoop, culprit: ViewNode, runLoop: MainRunLoop?) {
        let diagnostic = Diagnostic(
            kind: .layoutFeedbackLoop,
            message: "UIViewLayoutFeedbackLoopDebuggingThreshold (\(loop.threshold)) exceeded: \(loop.culprit.description) "
                + "was laid out \(loop.culprit.layoutCount) times in one run loop turn. Views laid out repeatedly: "
                + loop.participants.map { "\($0.description) ×\($0.layoutCount)" }.joined(separator: ", ")
                + ". The layout pass was stopped and pending layout dropped. Look for layoutSubviews() or "
                + "updateConstraints() overrides that mark a view (often an ancestor) for layout again.",
            objects: [culprit])
        if let sink = runLoop?.diagnostics { sink.report(diagnostic) } else { DiagnosticsSink.reportWithoutSink(diagnostic) }
    }

    private static func checkInvariants(of root: ViewNode) {
        #if HEADLESSKIT_INVARIANTS
        root.checkInvariants()
        #endif
    }
}
