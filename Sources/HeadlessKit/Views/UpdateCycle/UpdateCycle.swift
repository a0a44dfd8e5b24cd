import Foundation

/// The deferred pass: constraints bottom-up, layout top-down, display top-down.
///
/// Each pass descends only into subtrees whose summary bit is set, so its cost grows with the
/// dirty views and their depth, not with the size of the window. The walks are iterative (an
/// explicit stack of `(view, next child index)`), so a 100,000-deep chain cannot overflow the
/// stack, and they read a view's subviews at each step so that hooks which re-arrange the
/// hierarchy mid-pass never leave the walk pointing at stale positions. A pass keeps no state of
/// its own outside the views and the run loop it reports through.
@MainActor
enum UpdateCycle {
    private static let layoutBits: ViewFlags = [
        .needsUpdateConstraints, .subtreeNeedsUpdateConstraints, .needsLayout, .subtreeNeedsLayout, .layerTreeNeedsLayout,
    ]

    /// Commits `window`: constraints and layout until nothing is pending, then display.
    /// Returns the feedback loop that stopped the layout, if one did.
    ///
    /// While the layout rounds run, the window stays scheduled: marks they make are drained by the
    /// rounds themselves, not by another commit. Marks made while drawing need a new commit.
    static func commit(_ window: Window) -> LayoutFeedbackLoop? {
        commit(window, probe: Unprobed())
    }

    /// ``commit(_:)``, telling `probe` what it does (a profiled commit).
    static func commit<Probe: PassProbe>(_ window: Window, probe: Probe) -> LayoutFeedbackLoop? {
        let feedbackLoop = layOut(from: window, loop: window.runLoop, probe: probe)
        window.isCommitScheduled = false
        display(from: window, probe: probe)
        return feedbackLoop
    }

    /// Constraints then layout from `start`, repeated while a hook marks more work, stopping at a
    /// feedback loop (which is reported to the diagnostics sink and returned). `loop` is the run
    /// loop the pass reports through: the one `start` belongs to, else the one driving the task,
    /// else `nil`. Layouts are counted in a turn of the loop `start` belongs to, or of none.
    static func layOut(from start: ViewNode, loop: MainRunLoop?) -> LayoutFeedbackLoop? {
        // A `layoutIfNeeded()` from a hook of a profiled commit is measured as part of it.
        if let recorder = loop?.activeCommitRecorder {
            return layOut(from: start, loop: loop, probe: Probed(recorder: recorder))
        }
        return layOut(from: start, loop: loop, probe: Unprobed())
    }

    private static func layOut<Probe: PassProbe>(from start: ViewNode, loop: MainRunLoop?, probe: Probe) -> LayoutFeedbackLoop? {
        let turn = LayoutTurn.begin(at: start, loop: start.owningRunLoop)
        defer { turn.end() }
        let threshold = loop?.layoutFeedbackThreshold ?? 100
        var repeated: [ViewNode] = []
        var rounds = 0
        while !start.flags.isDisjoint(with: layoutBits) || start.flags.contains(.needsSolve) {
            rounds += 1
            // Reporters are resolved for each pass: a hook may have moved `start` to another window.
            probe.beginPhase(.constraints)
            updateConstraints(from: start, reporter: PassReporter(walking: start, fallback: loop), probe: probe)
            probe.endPhase(.constraints)
            // One incremental solve between the passes; it marks the superviews of views whose
            // solved frame moved, and their default layoutSubviews applies it.
            probe.beginPhase(.solve)
            probe.visit(in: .solve)
            start.solveHierarchy()
            probe.endPhase(.solve)
            let reporter = PassReporter(walking: start, fallback: loop)
            probe.beginPhase(.layout)
            let stopped = layoutPass(from: start, reporter: reporter, turn: turn, threshold: threshold, repeated: &repeated, probe: probe)
            probe.endPhase(.layout)
            if let culprit = stopped ?? (rounds > threshold ? repeated.first ?? start : nil) {
                let feedbackLoop = feedbackLoop(culprit: culprit, repeated: repeated, threshold: threshold)
                abandonLayout(below: start)
                report(feedbackLoop, culprit: culprit)
                probe.feedbackLoopDetected(feedbackLoop)
                return feedbackLoop
            }
        }
        // A nested pass (layoutIfNeeded from a hook) runs while the outer walk has cleared summary
        // bits it has not finished with; only the outermost pass leaves a checkable hierarchy.
        if turn.isOutermost { checkInvariants(of: start) }
        return nil
    }

    // MARK: - Constraints pass (bottom-up)

    /// The constraints pass alone (`updateConstraintsIfNeeded()`), run as a pass like the
    /// commit's: a `layoutIfNeeded()` from a hook inside it is nested, so it neither takes the
    /// summary bits this walk has cleared for missing ones nor checks the hierarchy half-way.
    static func updateConstraintsIfNeeded(from start: ViewNode, loop: MainRunLoop?) {
        let turn = LayoutTurn.begin(at: start, loop: start.owningRunLoop)
        defer { turn.end() }
        let reporter = PassReporter(walking: start, fallback: loop)
        if let recorder = loop?.activeCommitRecorder {
            let probe = Probed(recorder: recorder)
            probe.beginPhase(.constraints)
            updateConstraints(from: start, reporter: reporter, probe: probe)
            probe.endPhase(.constraints)
        } else {
            updateConstraints(from: start, reporter: reporter, probe: Unprobed())
        }
        if turn.isOutermost { checkInvariants(of: start) }
    }

    static func updateConstraints<Probe: PassProbe>(from root: ViewNode, reporter: PassReporter, probe: Probe) {
        guard root.flags.contains(.subtreeNeedsUpdateConstraints) else {
            probe.visit(in: .constraints)
            updateConstraintsOfView(root, reporter: reporter, probe: probe)
            return
        }
        var path = PassPath(root: root, clearing: .subtreeNeedsUpdateConstraints)
        defer { path.abandon() }
        let window = root.storedWindow
        // `path.view` is read in place, not into a local: a local copy costs a retain per step.
        while !path.isFinished {
            // A view a hook moved to another window is that window's to update.
            guard path.view.isIn(window) else {
                path.leaveMovedView()
                continue
            }
            let next = path.next
            if next < path.view.subviews.count {
                path.advance()
                let child = path.view.subviews[next]
                if child.flags.contains(.subtreeNeedsUpdateConstraints) {
                    path.push(child, clearing: .subtreeNeedsUpdateConstraints)
                } else {
                    probe.visit(in: .constraints)
                    updateConstraintsOfView(child, reporter: reporter, probe: probe)
                }
            } else {
                let view = path.view
                path.pop()
                probe.visit(in: .constraints)
                updateConstraintsOfView(view, reporter: reporter, probe: probe)
            }
        }
    }

    @inline(__always)
    private static func updateConstraintsOfView<Probe: PassProbe>(_ view: ViewNode, reporter: PassReporter, probe: Probe) {
        guard view.flags.contains(.needsUpdateConstraints) else { return }
        view.flags.remove(.needsUpdateConstraints)
        if view.flags.contains(.intrinsicContentSizeInvalid) {
            view.flags.remove(.intrinsicContentSizeInvalid)
            view.mutableExtras.intrinsicContentSize = view.intrinsicContentSize
            view.intrinsicContentSizeWasMeasured()
        }
        if let delegate = view.viewDelegate {
            // The root view's step is its controller's updateViewConstraints, whose default calls
            // the root view's updateConstraints.
            reporter.trace(delegate, .updateViewConstraints, of: view)
            probe.beginHook()
            delegate.updateViewConstraints()
            probe.endHook(.updateViewConstraints, of: view)
        } else {
            reporter.trace(view, .updateConstraints, of: view)
            probe.beginHook()
            view.updateConstraints()
            probe.endHook(.updateConstraints, of: view)
        }
    }

    /// Reports and calls a view's `updateConstraints()` (a controller's default
    /// `updateViewConstraints()` delivers its root view's this way).
    static func deliverUpdateConstraints(to view: ViewNode) {
        view.reportingLoop(operation: nil)?.trace(view, .updateConstraints)
        view.updateConstraints()
    }

    // MARK: - Top-down walk (layout and display passes)

    /// Visits, parents before children, every view of `root`'s subtree with one of the `own` bits
    /// set, descending only into subtrees whose `summary` bit is set (and clearing it on the way
    /// down).
    /// `visit` returns `true` to stop the walk; the stopping view is returned.
    ///
    /// A view's subviews are read again at each step, so a hook that re-arranges them mid-walk
    /// never leaves the walk on a stale position (edits during a pass re-mark the parent).
    @inline(__always)
    private static func walkTopDown<Probe: PassProbe>(
        from root: ViewNode, own: ViewFlags, summary: ViewFlags, probe: Probe, phase: CommitReport.Phase.Name,
        _ visit: (ViewNode) -> Bool
    ) -> ViewNode? {
        let window = root.storedWindow
        probe.visit(in: phase)
        if !root.flags.isDisjoint(with: own), visit(root) { return root }
        guard root.flags.contains(summary) else { return nil }
        var path = PassPath(root: root, clearing: summary)
        defer { path.abandon() }
        // `path.view` is read in place, not into a local: a local copy costs a retain per step.
        while !path.isFinished {
            // A view a hook moved to another window is that window's to lay out and draw.
            guard path.view.isIn(window) else {
                path.leaveMovedView()
                continue
            }
            let next = path.next
            guard next < path.view.subviews.count else {
                path.pop()
                continue
            }
            path.advance()
            let child = path.view.subviews[next]
            probe.visit(in: phase)
            if !child.flags.isDisjoint(with: own), visit(child) { return child }
            if child.flags.contains(summary) { path.push(child, clearing: summary) }
        }
        return nil
    }

    /// The layout pass; returns the view that passed the feedback threshold, if any.
    private static func layoutPass<Probe: PassProbe>(
        from root: ViewNode, reporter: PassReporter, turn: LayoutTurn, threshold: Int, repeated: inout [ViewNode],
        probe: Probe
    ) -> ViewNode? {
        walkTopDown(
            from: root, own: [.needsLayout, .layerTreeNeedsLayout], summary: .subtreeNeedsLayout, probe: probe, phase: .layout
        ) { view in
            // A view whose layer exists is laid out through it; every other view as it always was.
            if view.flags.contains(.hasLayer) {
                return layOutLayeredView(view, reporter: reporter, turn: turn, threshold: threshold, repeated: &repeated, probe: probe)
            }
            return layOutView(view, reporter: reporter, turn: turn, threshold: threshold, repeated: &repeated, probe: probe)
        }
    }

    /// Lays out one view; returns true if it passed the feedback threshold (and was not laid out).
    @inline(__always)
    private static func layOutView<Probe: PassProbe>(
        _ view: ViewNode, reporter: PassReporter, turn: LayoutTurn, threshold: Int, repeated: inout [ViewNode], probe: Probe
    ) -> Bool {
        if countLayout(of: view, turn: turn, threshold: threshold, repeated: &repeated) { return true }
        view.flags.remove(.needsLayout)
        probe.beginHook()
        performLayoutStep(of: view, reporter: reporter)
        probe.endHook(.layoutSubviews, of: view)
        return false
    }

    /// Lays out a view whose layer exists, as UIKit does: the layout pass calls the layer's
    /// `layoutSublayers()`, whose default asks its delegate — the view — to run its layout step
    /// (`ViewNode.layoutSublayers(of:)`); then the marked standalone layers of its layer tree are
    /// laid out, in the same commit **(chosen: after the view's own step and before its
    /// subviews, wherever they sit among the subview layers)**. Returns true if the view passed
    /// the feedback threshold.
    @inline(never)
    private static func layOutLayeredView<Probe: PassProbe>(
        _ view: ViewNode, reporter: PassReporter, turn: LayoutTurn, threshold: Int, repeated: inout [ViewNode], probe: Probe
    ) -> Bool {
        guard let layer = view.extras?.layer else { return false }
        if view.flags.contains(.needsLayout) {
            if countLayout(of: view, turn: turn, threshold: threshold, repeated: &repeated) { return true }
            view.flags.remove(.needsLayout)
            probe.beginHook()
            layer.layoutSublayers()
            probe.endHook(.layoutSubviews, of: view)
        }
        if view.flags.contains(.layerTreeNeedsLayout) {
            view.flags.remove(.layerTreeNeedsLayout)
            layer.layOutSublayerTree()
        }
        return false
    }

    /// Counts a layout of `view` in this turn; returns true if it passed the feedback threshold
    /// (and must not be laid out).
    @inline(__always)
    private static func countLayout(of view: ViewNode, turn: LayoutTurn, threshold: Int, repeated: inout [ViewNode]) -> Bool {
        if view.layoutGeneration != turn.generation {
            view.layoutGeneration = turn.generation
            view.layoutCountInGeneration = 0
            turn.stamped(view)
        }
        view.layoutCountInGeneration += 1
        if view.layoutCountInGeneration == 2 { repeated.append(view) }
        return view.layoutCountInGeneration > UInt32(threshold)
    }

    /// The view's layout step: its controller's `viewSafeAreaInsetsDidChange()` (when the safe
    /// area moved), its own `layoutMarginsDidChange()` and its controller's
    /// `viewLayoutMarginsDidChange()` (when its margins moved) and `viewWillLayoutSubviews()`, its `layoutSubviews()`, then
    /// `viewDidLayoutSubviews()`. Run by the layout pass, or for a view whose layer exists by its
    /// layer's delegate call.
    @inline(__always)
    static func performLayoutStep(of view: ViewNode, reporter: PassReporter) {
        // viewSafeAreaInsetsDidChange (when the safe area moved) → viewWillLayoutSubviews → root
        // layoutSubviews → viewDidLayoutSubviews: UIKit calls viewSafeAreaInsetsDidChange
        // "immediately before your view appears onscreen" and when bars or additional insets
        // change (UIViewController.viewSafeAreaInsetsDidChange()).
        let delegate = view.viewDelegate
        // The view hears of its own new safe area before its controller does (chosen: the
        // controller hears of its root view's change through the view; UIKit documents no order
        // between the two).
        let safeAreaChanged = (delegate != nil || view.flags.contains(.needsSafeAreaCheck))
            && reportSafeAreaChange(of: view, reporter: reporter)
        if let delegate {
            if delegate.rootViewSafeAreaInsetsChanged() {
                reporter.trace(delegate, .viewSafeAreaInsetsDidChange, of: view)
                delegate.viewSafeAreaInsetsDidChange()
            }
            // A root view's margins follow its safe area and its window's width (the system
            // minimum): when they moved, the view hears, then its controller, as when margins
            // are set — after the safe area callbacks, before viewWillLayoutSubviews (chosen:
            // the margins are measured from the safe area, so they are told of after it).
            if delegate.rootViewLayoutMarginsChanged() {
                view.safeAreaOrMarginsDidChangeInEngine()
                reporter.trace(view, .layoutMarginsDidChange, of: view)
                view.layoutMarginsDidChange()
                reporter.trace(delegate, .viewLayoutMarginsDidChange, of: view)
                delegate.viewLayoutMarginsDidChange()
            }
            reporter.trace(delegate, .viewWillLayoutSubviews, of: view)
            delegate.viewWillLayoutSubviews()
        }
        reporter.trace(view, .layoutSubviews, of: view)
        let wasLayingOut = view.flags.contains(.isLayingOutSubviews)
        view.flags.insert(.isLayingOutSubviews)
        view.layoutSubviews()
        if !wasLayingOut { view.flags.remove(.isLayingOutSubviews) }
        if let delegate {
            reporter.trace(delegate, .viewDidLayoutSubviews, of: view)
            delegate.viewDidLayoutSubviews()
        }
        if safeAreaChanged { markSubviewsWhoseSafeAreaChanged(of: view) }
    }

    /// Measures the safe area of a view whose safe area may have changed; when it did, tells the
    /// view (`safeAreaInsetsDidChange()`) and returns `true`.
    @inline(never)
    static func reportSafeAreaChange(of view: ViewNode, reporter: PassReporter) -> Bool {
        view.flags.remove(.needsSafeAreaCheck)
        let insets = view.safeAreaInsets
        guard insets != (view.extras?.reportedSafeAreaInsets ?? .zero) else { return false }
        view.mutableExtras.reportedSafeAreaInsets = insets
        view.safeAreaOrMarginsDidChangeInEngine()
        reporter.trace(view, .safeAreaInsetsDidChange, of: view)
        view.safeAreaInsetsDidChange()
        return true
    }

    /// After the layout step of a view whose safe area changed — its `layoutSubviews()` has
    /// placed its subviews — marks each subview whose insets now differ from what it was told,
    /// to hear of them at the start of its own layout step in this pass. A change so reaches down
    /// as far as it changes anything, each view told before its subviews; subviews it does not
    /// reach are not laid out.
    @inline(never)
    static func markSubviewsWhoseSafeAreaChanged(of view: ViewNode) {
        for subview in view.subviews
        where subview.safeAreaInsets != (subview.extras?.reportedSafeAreaInsets ?? .zero) {
            subview.flags.insert(.needsSafeAreaCheck)
            subview.setNeedsLayout()
        }
    }

    // MARK: - Display pass (top-down)

    static func display<Probe: PassProbe>(from window: Window, probe: Probe) {
        let loop = window.runLoop
        let context = window.graphicsContext
        loop.passDepth += 1   // a layoutIfNeeded() from draw(_:) is nested in this pass
        defer { loop.passDepth -= 1 }
        probe.beginPhase(.display)
        defer { probe.endPhase(.display) }
        GraphicsContext.$bound.withValue(context) {
            _ = walkTopDown(
                from: window, own: [.needsDisplay, .layerTreeNeedsDisplay], summary: .subtreeNeedsDisplay, probe: probe, phase: .display
            ) { view in
                if view.flags.contains(.hasLayer) {
                    displayLayeredView(view, probe: probe)
                } else {
                    draw(view, context: context, loop: loop, probe: probe)
                }
                return false
            }
        }
    }

    @inline(__always)
    private static func draw<Probe: PassProbe>(_ view: ViewNode, context: GraphicsContext, loop: MainRunLoop, probe: Probe) {
        let bounds = view.storedBounds
        guard bounds.width > 0, bounds.height > 0 else {
            // A zero-size view keeps its first display for when it gets a size; the summary bits
            // the walk cleared above it are set again at once, so no moment leaves it unreachable.
            view.propagateSummaries(.subtreeNeedsDisplay)
            return
        }
        var rect = bounds
        if view.flags.contains(.hasPartialDirtyRect), let extras = view.extras {
            rect = extras.dirtyRect.intersection(bounds)
            extras.dirtyRect = .null
        }
        view.flags.remove([.needsDisplay, .hasPartialDirtyRect])
        loop.trace(view, .draw, [.rect(rect)])
        context.beginRecording()
        // Dynamic colours painted by draw(_:) resolve against the view's traits.
        context.traitCollection = view.traitCollection
        probe.beginHook()
        view.draw(rect)
        probe.endHook(.draw, of: view)
        let commands = context.endRecording()
        if !commands.isEmpty || !(view.extras?.displayList.isEmpty ?? true) {
            view.mutableExtras.displayList = commands
        }
    }

    /// Displays a view whose layer exists, as UIKit does: the display pass calls the layer's
    /// `display()`, whose default records its `draw(in:)`, which asks the view to draw
    /// (`ViewNode.draw(_:in:)` calls `draw(_:)` with the marked part); then the marked standalone
    /// layers of its layer tree are displayed, in the same commit.
    @inline(never)
    private static func displayLayeredView<Probe: PassProbe>(_ view: ViewNode, probe: Probe) {
        guard let layer = view.extras?.layer else { return }
        if view.flags.contains(.needsDisplay) {
            if view.storedBounds.width > 0, view.storedBounds.height > 0 {
                // The marked part stays until the view's draw(_:in:) takes it.
                view.flags.remove(.needsDisplay)
                probe.beginHook()
                layer.display()
                probe.endHook(.draw, of: view)
            } else {
                // As for any view: a zero-size view keeps its first display for when it gets a size.
                view.propagateSummaries(.subtreeNeedsDisplay)
            }
        }
        if view.flags.contains(.layerTreeNeedsDisplay) {
            view.flags.remove(.layerTreeNeedsDisplay)
            layer.displaySublayerTree()
        }
    }

    /// Displays `view` now if it is marked and has a size — its layer's `displayIfNeeded()`.
    static func displayNow(_ view: ViewNode) {
        guard view.flags.contains(.needsDisplay), view.storedBounds.width > 0, view.storedBounds.height > 0,
              let layer = view.extras?.layer else { return }
        view.flags.remove(.needsDisplay)
        layer.display()
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

    /// Clears pending constraints and layout below `root` so the loop cannot restart by itself —
    /// with the layout marks of the standalone layers of their layer trees.
    private static func abandonLayout(below root: ViewNode) {
        root.forEachInSubtree { view in
            if view.flags.contains(.layerTreeNeedsLayout) { view.extras?.layer?.clearSublayerTreeLayoutMarks() }
            view.flags.subtract(layoutBits)
        }
    }

    private static func report(_ loop: LayoutFeedbackLoop, culprit: ViewNode) {
        culprit.reportMisuse(Diagnostic(
            kind: .layoutFeedbackLoop,
            message: "UIViewLayoutFeedbackLoopDebuggingThreshold (\(loop.threshold)) exceeded: \(loop.culprit.description) "
                + "was laid out \(loop.culprit.layoutCount) times in one run loop turn. Views laid out repeatedly: "
                + loop.participants.map { "\($0.description) ×\($0.layoutCount)" }.joined(separator: ", ")
                + ". The layout pass was stopped and pending layout dropped. Look for layoutSubviews() or "
                + "updateConstraints() overrides that mark a view (often an ancestor) for layout again.",
            objects: [culprit]))
    }

    private static func checkInvariants(of root: ViewNode) {
        #if HEADLESSKIT_INVARIANTS
        root.checkInvariants()
        #endif
    }
}

/// Where a pass reports the callbacks it delivers: in a window, the window's loop, resolved once
/// for the whole walk (the walk leaves any view a hook moves to another window); outside any
/// window, each receiver's own loop, since the views of a hierarchy in no window may belong to
/// different loops.
@MainActor
struct PassReporter {
    /// The window the pass starts in, if any.
    private let window: Window?
    /// The window's loop, when the pass starts in a window: every receiver still in it reports there.
    private let windowLoop: MainRunLoop?
    /// Outside any window, the loop for receivers that belong to none.
    private let fallback: MainRunLoop?

    /// The reporter of a pass starting at `start`; `fallback` is the loop for views that belong
    /// to none.
    init(walking start: ViewNode, fallback: MainRunLoop?) {
        window = start.storedWindow
        windowLoop = window?.runLoop
        self.fallback = fallback
    }

    /// Reports `callback` delivered to `receiver` — the view `view`, or its controller — to the
    /// loop `view` belongs to now: a hook (a controller's `viewWillLayoutSubviews`, say) may have
    /// taken it out of the pass's window just before its own callback.
    @inline(__always)
    func trace(_ receiver: AnyObject, _ callback: LifecycleCallback, of view: ViewNode) {
        if let windowLoop, view.isIn(window) {
            windowLoop.trace(receiver, callback)
        } else {
            (view.owningRunLoop ?? fallback)?.trace(receiver, callback)
        }
    }
}
