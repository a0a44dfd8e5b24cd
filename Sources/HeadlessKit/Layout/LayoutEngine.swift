import ConstraintSolver
import Foundation

/// The bridge between a view hierarchy and a ``ConstraintSolver/Solver``: one per hierarchy,
/// hosted by its root (normally the window).
///
/// Activation only queues a constraint; the constraints pass of the next commit (or
/// `layoutIfNeeded()`) installs what is queued, moves the constants that changed in place
/// (frames of views pinned by their autoresizing mask, intrinsic sizes, margins, constraint
/// constants), solves once, and marks the superviews of views whose solved frame differs from
/// their frame; their default `layoutSubviews()` then applies the solved frames.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    weak var host: ViewNode?
    var items: [ObjectIdentifier: EngineItem] = [:]
    /// Installed constraints and their solver twins.
    /// `base` is the solver constant with a zero `constant`, so a new constant moves it in place.
    var installed: [ObjectIdentifier: (constraint: LayoutConstraint, solverConstraint: Constraint, base: Double)] = [:]
    /// Active constraints the solver refused (unsatisfiable); they stay active, as in UIKit.
    var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    var pending: [LayoutConstraint] = []
    var pendingConstants: [LayoutConstraint] = []
    var staleItems: [EngineItem] = []
    /// Items whose view's intrinsic size depends on its width (see `remeasureWidthDependentItems()`),
    /// in the order they became so.
    var widthDependentItems: [EngineItem] = []
    /// The views whose baselines each installed baseline constraint read (the anchor's view and
    /// the view standing for its baseline): when one is re-measured, the constraint is re-installed.
    var baselineReaders: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// The direction each view passes down to its content, remembered during one solve only.
    var inheritedDirections: [ObjectIdentifier: UserInterfaceLayoutDirection] = [:]
    /// Who made each solver constraint, for diagnostics.
    var solverOwners: [ObjectIdentifier: SolverConstraintOrigin] = [:]
    /// Whether the root's size is free (a fitting-size solve) rather than pinned to its frame.
    let rootSizeIsFree: Bool

    init(host: ViewNode, rootSizeIsFree: Bool = false) {
        self.host = host
        self.rootSizeIsFree = rootSizeIsFree
    }

    /// Set when a constraint left the solver: nothing is queued, but the solution moved.
    var solutionMoved = false

    var hasWork: Bool { solutionMoved || !pending.isEmpty || !pendingConstants.isEmpty || !staleItems.isEmpty }

    // MARK: Activation

    static func activate(_ constraint: LayoutConstraint) {
        let views = [constraint.firstItem, constraint.secondItem].compactMap(view(of:))
        guard let owner = closestCommonAncestor(of: views) else {
            refuseWithoutCommonAncestor(constraint, views: views)
            return
        }
        constraint.storedIsActive = true
        constraint.owner = owner
        owner.mutableLayoutState.constraints.append(constraint)
        for view in views {
            view.markSubtreeInLayoutEngine()
            view.joinAutoLayout()
        }
        owner.markSubtreeInLayoutEngine()
        owner.joinAutoLayout()
        let engine = hostedEngine(for: owner)
        constraint.engine = engine
        engine.pending.append(constraint)
        engine.host?.setNeedsSolve()
    }

    static func deactivate(_ constraint: LayoutConstraint) {
        constraint.storedIsActive = false
        constraint.owner?.layoutState?.constraints.removeAll { $0 === constraint }
        constraint.engine?.uninstall(constraint)
        constraint.engine = nil
        constraint.owner = nil
    }

    static func hostedEngine(for view: ViewNode) -> LayoutEngine {
        let root = view.hierarchyRoot
        if let engine = root.layoutState?.engineHostedHere { return engine }
        let engine = LayoutEngine(host: root)
        root.mutableLayoutState.engineHostedHere = engine
        root.markSubtreeInLayoutEngine()
        return engine
    }

    static func view(of item: AnyObject?) -> ViewNode? {
        switch item {
        case let view as ViewNode: view
        case let guide as LayoutGuide: guide.storedOwningView
        default: nil
        }
    }

    static func closestCommonAncestor(of views: [ViewNode]) -> ViewNode? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var ancestors = Set<ObjectIdentifier>()
            var walker: ViewNode? = candidate
            while let current = walker { ancestors.insert(ObjectIdentifier(current)); walker = current.storedSuperview }
            var other: ViewNode? = view
            while let current = other, !ancestors.contains(ObjectIdentifier(current)) { other = current.storedSuperview }
            guard let common = other else { return nil }
            candidate = common
        }
        return candidate
    }

    static func refuseWithoutCommonAncestor(_ constraint: LayoutConstraint, views: [ViewNode]) {
        let first = "\(LayoutConstraint.name(of: constraint.firstItem)).\(constraint.firstAttribute)"
        let second = "\(LayoutConstraint.name(of: constraint.secondItem)).\(constraint.secondAttribute)"
        let diagnostic = Diagnostic(
            kind: .constraintWithoutCommonAncestor,
            message: "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor. Does the constraint or its anchors reference items in different view hierarchies? "
                + "That's illegal. \(constraint) stays inactive; add both views to one hierarchy first.",
            objects: [constraint] + views)
        if let view = views.first { view.reportMisuse(diagnostic, involving: Array(views.dropFirst())) } else {
            DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
        }
    }

    // MARK: Changes to installed constraints

    func uninstall(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if let entry = installed.removeValue(forKey: id) {
            try? solver.removeConstraint(entry.solverConstraint)
            solverOwners[ObjectIdentifier(entry.solverConstraint)] = nil
        }
        broken[id] = nil
        baselineReaders[id] = nil
        solutionMoved = true
        pending.removeAll { $0 === constraint }
        pendingConstants.removeAll { $0 === constraint }
        host?.setNeedsSolve()
    }

    func constantDidChange(of constraint: LayoutConstraint) {
        // As in UIKit, a new constant asks for no updateConstraints(): only the solve and the
        // layout of views whose frames move.
        pendingConstants.append(constraint)
        host?.setNeedsSolve()
    }

    func reinstall(_ constraint: LayoutConstraint) {
        uninstall(constraint)
        pending.append(constraint)
    }

    /// Marks an item whose pinned frame, intrinsic size or guide insets moved.
    func markStale(_ item: EngineItem) {
        guard !item.isStale else { return }
        item.isStale = true
        staleItems.append(item)
        host?.setNeedsSolve()
    }

    func item(for view: ViewNode) -> EngineItem? { items[ObjectIdentifier(view)] }
    func item(for guide: LayoutGuide) -> EngineItem? { items[ObjectIdentifier(guide)] }

    /// The item's frame as the solver has it, unrounded.
    func solvedFrame(of item: EngineItem) -> CGRect {
        CGRect(x: solver.value(of: item.minX), y: solver.value(of: item.minY),
               width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    /// How many pixels make a point where this engine's frames are shown: the scale of the host's
    /// window's screen; for a hierarchy in no window, the scale of the main screen of the
    /// application it belongs to — UIKit rounds such views to the main screen's scale — else
    /// ``Screen/defaultScale``.
    var pixelScale: CGFloat {
        guard let host else { return Screen.defaultScale }
        if let window = host.storedWindow { return window.screen.scale }
        return (host.owningRunLoop?.owner as? any ScreenHost)?.screen.scale ?? Screen.defaultScale
    }

    /// The item's frame snapped to the pixel grid as UIKit snaps Auto Layout's results: each edge
    /// (`minX`, `maxX`, `minY`, `maxY`) is rounded to the nearest multiple of `1 / scale`, a half
    /// pixel rounding up, and the size is the distance between the rounded edges.
    ///
    /// Rounding to the nearest pixel (not flooring, not expanding outward) matches what UIKit
    /// reports: at scale 2 an edge solved at 950.2 lands on 950 and one at 950.25 on 950.5.
    /// Rounding the edges rather than origin and size is **(chosen)**: two views whose solved edges
    /// touch stay flush, and a view's far edge lands where the solver put it; UIKit's documentation
    /// says only that Auto Layout aligns views to pixel boundaries. Halves round up (towards +∞)
    /// rather than away from zero — **(chosen)**: it rounds the same whatever side of zero a view
    /// sits on, so a view's rounded size never depends on its position's sign.
    ///
    /// The size is the number of whole pixels between the edges, divided by the scale — not the
    /// difference of the edges in points, which at scale 3 (a third of a point is not a binary
    /// fraction) differs in its last bit from place to place: a view that only moves keeps
    /// exactly its size, so it is neither laid out nor redrawn.
    func pixelAlignedFrame(of item: EngineItem, scale: CGFloat) -> CGRect {
        let minX = solver.value(of: item.minX), minY = solver.value(of: item.minY)
        let left = Self.nearestPixel(minX, scale), top = Self.nearestPixel(minY, scale)
        let right = Self.nearestPixel(minX + solver.value(of: item.width), scale)
        let bottom = Self.nearestPixel(minY + solver.value(of: item.height), scale)
        return CGRect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
    }

    /// The index of the pixel edge nearest to `value` points, a half pixel rounding up.
    @inline(__always)
    static func nearestPixel(_ value: Double, _ scale: CGFloat) -> CGFloat {
        (value * scale + 0.5).rounded(.down)
    }
}
