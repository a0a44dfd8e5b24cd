import Foundation

/// Auto Layout's state for one view, as the views room uses it: the layout room provides it on
/// views that take part in constraints; every other view has none and pays nothing for it.
///
/// Declared here so that the hierarchy, the geometry setters and the update cycle can tell the
/// constraint engine what changed without naming the room above them.
@MainActor
protocol ViewConstraintState: AnyObject {
    /// The frame the engine solved for the view when the engine positions it (it does not
    /// translate its autoresizing mask into constraints); `nil` otherwise. Read by the default
    /// `layoutSubviews()` of its superview.
    var engineFrame: CGRect? { get }
    /// The view's frame was set from outside the engine: constants pinned to it move.
    func frameDidChangeOutsideEngine(of view: ViewNode)
    /// The view's bounds origin moved (it scrolled): guides fixed to its visible rectangle follow.
    func boundsOriginDidChange(of view: ViewNode)
    /// The layout pass found the view's safe area (or a root view's margins) changed: the guides
    /// measured from them follow at the next solve.
    func safeAreaOrMarginsDidChange(of view: ViewNode)
    /// The constraints pass has just re-read the view's intrinsic content size.
    func intrinsicContentSizeWasMeasured(of view: ViewNode)
    /// The engine of the hierarchy this view is the root of, if it hosts one.
    var hostedEngine: (any HierarchyConstraintEngine)? { get }
}

/// The constraint engine of one hierarchy, hosted by its root (normally the window), as the views
/// room uses it.
@MainActor
protocol HierarchyConstraintEngine: AnyObject {
    /// Installs what was activated, moves changed constants, solves once, and marks for layout the
    /// superviews of the views whose solved frame moved. Called between the constraints and
    /// layout passes, and by `layoutIfNeeded()`.
    func solve()
    /// `subtree` is about to leave its superview in this engine's hierarchy: constraints reaching
    /// outside it are deactivated, those inside move to an engine of its own.
    func subtreeWillDetach(_ subtree: ViewNode)
    /// The view hosting this engine has just joined a superview: its constraints move to the
    /// engine of its new hierarchy, and this engine is dropped.
    func hostDidJoinHierarchy()
    /// The window's unsafe screen edges changed: safe-area guides move.
    func safeAreaInsetsDidChange()
    /// The software keyboard moved (``Window``'s keyboard frame changed): keyboard guides move.
    func keyboardFrameDidChange()
    /// The layout direction of `subtree` changed: constraints on leading and trailing edges, and
    /// margins set as directional, are re-solved.
    func layoutDirectionDidChange(in subtree: ViewNode)
    /// What the engine's solver has done since it was made, and the rows it holds now; a layout
    /// profiler subtracts two readings.
    var solverWork: CommitReport.SolverWork { get }
}

/// The views room's side of Auto Layout: where the hierarchy, the geometry setters and the update
/// cycle tell the engine what changed. Each entry costs one flag test on views outside Auto Layout.
extension ViewNode {
    /// The root of this view's hierarchy: its window, or the topmost view above it.
    var hierarchyRoot: ViewNode {
        var root = self
        while let parent = root.storedSuperview { root = parent }
        return root
    }

    /// The constraint engine of this view's hierarchy, hosted by its root, if there is one.
    var hierarchyEngine: (any HierarchyConstraintEngine)? {
        hierarchyRoot.extras?.layout?.hostedEngine
    }

    /// Marks this view and its ancestors as having Auto Layout state at or below them, so that
    /// hierarchy moves and passes know to consult the engine.
    func markSubtreeInLayoutEngine() {
        var view: ViewNode? = self
        while let current = view, !current.flags.contains(.subtreeInLayoutEngine) {
            current.flags.insert(.subtreeInLayoutEngine)
            view = current.storedSuperview
        }
    }

    /// The default `layoutSubviews()`: gives each subview the engine positions its solved frame.
    func applyEngineFramesToSubviews() {
        guard flags.contains(.subtreeInLayoutEngine) else { return }
        for subview in subviews {
            guard let frame = subview.extras?.layout?.engineFrame, !subview.hasFrame(frame) else { continue }
            subview.frame = frame
        }
    }

    /// Whether setting `frame` would leave the view as it is: compared as the frame setter stores
    /// it (a center and a size), so a frame off the binary grid, such as a third of a point on a
    /// 3× screen, is not read back through `center − size / 2` and found different every time.
    func hasFrame(_ frame: CGRect) -> Bool {
        guard extras?.transform.isIdentity ?? true else { return self.frame == frame }
        return storedCenter == CGPoint(x: frame.midX, y: frame.midY) && storedBounds.size == frame.size
    }

    /// A frame, center or size set from outside the engine: pinned constants follow it.
    func frameDidChangeOutsideEngine() {
        guard flags.contains(.subtreeInLayoutEngine), let state = extras?.layout else { return }
        state.frameDidChangeOutsideEngine(of: self)
    }

    /// The safe area or a root view's margins changed: guides measured from them follow.
    func safeAreaOrMarginsDidChangeInEngine() {
        guard flags.contains(.subtreeInLayoutEngine), let state = extras?.layout else { return }
        state.safeAreaOrMarginsDidChange(of: self)
    }

    /// The bounds origin moved: guides fixed to the visible rectangle follow.
    func boundsOriginDidChangeInEngine() {
        guard flags.contains(.subtreeInLayoutEngine), let state = extras?.layout else { return }
        state.boundsOriginDidChange(of: self)
    }

    /// The constraints pass re-read the intrinsic content size: content-size constants follow it.
    func intrinsicContentSizeWasMeasured() {
        guard flags.contains(.subtreeInLayoutEngine), let state = extras?.layout else { return }
        state.intrinsicContentSizeWasMeasured(of: self)
    }

    /// This subtree has just joined a superview: it is no longer a root waiting for a solve, its
    /// new ancestors learn it has Auto Layout state, and an engine it hosted hands its
    /// constraints to the new hierarchy's.
    func subtreeDidAttachToEngine() {
        flags.remove(.needsSolve)
        storedSuperview?.markSubtreeInLayoutEngine()
        extras?.layout?.hostedEngine?.hostDidJoinHierarchy()
    }

    /// The solve between the constraints and layout passes, for this view's hierarchy.
    func solveHierarchy() {
        let top = hierarchyRoot
        top.flags.remove(.needsSolve)
        guard flags.contains(.subtreeInLayoutEngine), let engine = top.extras?.layout?.hostedEngine else { return }
        engine.solve()
    }
}
