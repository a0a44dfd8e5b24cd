import ConstraintSolver
import Foundation

/// Auto Layout on views: constraints, the autoresizing translation, intrinsic size priorities,
/// margins, guides, ambiguity and fitting sizes.
extension ViewNode {
    /// The active constraints this view holds: those whose items' closest common ancestor it is.
    public var constraints: [LayoutConstraint] { layoutState?.constraints ?? [] }

    /// Whether the view's frame, as set in code, is turned into constraints (UIKit's default,
    /// `true`, for views made in code). Set it to `false` on a view you position with constraints.
    ///
    /// A translating view keeps the frame it is given (its autoresizing mask moves it when its
    /// superview's bounds change); the constraints engine treats that frame as fixed.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            mutableLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            requestEngineRebuild()
        }
    }

    /// How much the view resists growing past its intrinsic size along an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutState?.huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing past its intrinsic size along an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        mutableLayoutState.huggingPriorities[axis] = priority
        requestEngineRebuild()
    }

    /// How much the view resists shrinking below its intrinsic size along an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutState?.compressionPriorities[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking below its intrinsic size along an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        mutableLayoutState.compressionPriorities[axis] = priority
        requestEngineRebuild()
    }

    /// Insets from the bounds that ``layoutMarginsGuide`` keeps: 8 on every edge by default.
    ///
    /// Margins set as ``directionalLayoutMargins`` read here with leading and trailing placed by
    /// the view's ``effectiveUserInterfaceLayoutDirection``; setting this property makes them
    /// fixed to left and right again (UIKit keeps the two in step the same way).
    ///
    /// A view controller's root view reads its effective margins, as UIKit's root views do (the
    /// documentation of `layoutMargins`: "the default value of this property reflects the system
    /// minimum margins and safe area insets"): the margins set on it — none until some are set —
    /// raised edge by edge to its controller's ``ViewControllerBase/systemMinimumLayoutMargins``
    /// while ``ViewControllerBase/viewRespectsSystemMinimumLayoutMargins`` is `true`, then
    /// measured from its ``safeAreaInsets`` (UIKit's `insetsLayoutMarginsFromSafeArea`, `true` by
    /// default). A root view in a 375-point-wide window with no unsafe edges reads `{0, 16, 0, 16}`.
    public var layoutMargins: EdgeInsets {
        get {
            let own = ownLayoutMargins
            guard let delegate = viewDelegate else { return own }
            return effectiveRootViewMargins(own: own, minimum: delegate.minimumRootViewLayoutMargins)
        }
        set {
            guard newValue != ownLayoutMargins || layoutState?.directionalMargins != nil
                || (viewDelegate != nil && layoutState?.hasExplicitMargins != true) else { return }
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                refuseGeometry(
                    "Layout margins are not finite: \(newValue). HeadlessKit kept \(layoutMargins); pass finite insets.")
                return
            }
            let state = mutableLayoutState
            state.layoutMargins = newValue
            state.directionalMargins = nil
            state.hasExplicitMargins = true
            layoutMarginsDidMove()
        }
    }

    /// The layout margins with leading and trailing in place of left and right, by the view's
    /// ``effectiveUserInterfaceLayoutDirection`` — UIKit's `directionalLayoutMargins`.
    ///
    /// Setting it keeps ``layoutMargins`` in step: after a change of direction the leading inset
    /// moves to the other side. NaN or infinite insets are refused with a diagnostic. A view
    /// controller's root view reads its effective margins here too, as ``layoutMargins`` says.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if viewDelegate == nil, let directional = layoutState?.directionalMargins { return directional }
            return layoutMargins.directional(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        set {
            guard newValue != layoutState?.directionalMargins else { return }
            guard GeometryFormat.isFinite(newValue.top, newValue.leading, newValue.bottom, newValue.trailing) else {
                refuseGeometry(
                    "Directional layout margins are not finite: \(newValue). HeadlessKit kept "
                        + "\(directionalLayoutMargins); pass finite insets.")
                return
            }
            let state = mutableLayoutState
            state.directionalMargins = newValue
            state.hasExplicitMargins = true
            layoutMarginsDidMove()
        }
    }

    private func layoutMarginsDidMove() {
        if let guide = layoutState?.marginsGuide { markGuideStale(guide) }
        setNeedsLayout()
        // The view hears of its new margins at once, then its controller, if it is a root view
        // (chosen: the controller hears through its view, as of its safe area). The controller
        // records the margins it is told of, so the layout pass does not tell it again.
        reportingLoop(operation: nil)?.trace(self, .layoutMarginsDidChange)
        layoutMarginsDidChange()
        if let delegate = viewDelegate {
            _ = delegate.rootViewLayoutMarginsChanged()
            reportingLoop(operation: nil)?.trace(delegate, .viewLayoutMarginsDidChange)
            delegate.viewLayoutMarginsDidChange()
        }
    }

    /// A guide for the bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide { builtInGuide(\.marginsGuide, kind: .layoutMargins) }

    /// A guide for the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide { builtInGuide(\.safeAreaGuide, kind: .safeArea) }

    /// The built-in guide stored at `slot`, made on first use.
    func builtInGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, LayoutGuide?>, kind: LayoutGuide.Kind
    ) -> LayoutGuide {
        let state = mutableLayoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = LayoutGuide(kind: kind, owningView: self)
        state[keyPath: slot] = guide
        return guide
    }

    /// The part of the view its ancestors leave unsafe: its window's unsafe edges
    /// (``Window/screenSafeAreaInsets``) and, below a view controller's root view, the bars of the
    /// container the controller is in and the controller's
    /// ``ViewControllerBase/additionalSafeAreaInsets`` — each measured on the view's frame, never
    /// negative, so scrolling a scroll view (which moves only its bounds' origin) leaves them as
    /// they are. Zero for a view in no window, as in UIKit.
    public var safeAreaInsets: EdgeInsets {
        guard let window = storedWindow else { return .zero }
        if self === window { return window.screenSafeAreaInsets }
        // Measured where the view is — its frame — never through its bounds' origin: scrolling
        // moves only a scroll view's bounds origin, and converting its bounds would round its
        // unchanged insets differently on every frame of a scroll.
        let frameInWindow = storedSuperview.map { $0.convert(frame, to: window) } ?? frame
        return safeAreaInsets(ofFrameInWindow: frameInWindow)
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a guide whose frame is in this view's coordinates; constrain it with its anchors.
    /// Sets the guide's ``LayoutGuide/owningView`` (taking it from the view it had, if any).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.storedOwningView === self else { return }
        guide.owningView = nil
    }

    /// Whether the constraints leave this view's frame undetermined: some part of it can change
    /// without making the layout any worse (UIKit's `hasAmbiguousLayout`). `false` for views
    /// Auto Layout does not position. Reflects the last solve.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutState?.engine, let item = engine.item(for: self) else { return false }
        return [item.minX, item.minY, item.width, item.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// A size with `width` and `height` zero: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the constraints inside this view allow, at
    /// ``LayoutPriority/fittingSizeLevel`` (UIKit's `systemLayoutSizeFitting(_:)`).
    ///
    /// Solves the active constraints held by this view and its descendants in a separate engine;
    /// the view's own frame and the hierarchy's layout are left as they are.
    ///
    /// A NaN or infinite target is refused with a diagnostic; the current size is returned.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the constraints inside this view allow, the width
    /// held to the target at `horizontalFittingPriority` and the height at
    /// `verticalFittingPriority` — UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    ///
    /// ``LayoutPriority/required`` fixes that dimension at the target (how a table measures a
    /// self-sizing cell at its width); ``LayoutPriority/fittingSizeLevel`` lets the constraints
    /// decide and only pulls towards the target. Solved as ``systemLayoutSizeFitting(_:)`` is,
    /// in a separate engine. A NaN or infinite target is refused with a diagnostic; the current
    /// size is returned.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard GeometryFormat.isFinite(targetSize.width, targetSize.height) else {
            refuseGeometry(
                "systemLayoutSizeFitting: target size contains NaN: "
                    + GeometryFormat.bracketed([targetSize.width, targetSize.height])
                    + ". HeadlessKit returned the current size; pass a finite size.")
            return bounds.size
        }
        let engine = LayoutEngine(host: self, rootSizeIsFree: true)
        let root = engine.ensureItem(self)
        forEachInSubtree { view in
            for constraint in view.constraints { engine.install(constraint, reportsConflicts: false) }
        }
        try? engine.solver.addConstraint((root.width == Double(targetSize.width)) | horizontalFittingPriority.strength)
        try? engine.solver.addConstraint((root.height == Double(targetSize.height)) | verticalFittingPriority.strength)
        engine.solver.updateVariables()
        if engine.remeasureWidthDependentItems() { engine.solver.updateVariables() }
        return CGSize(width: engine.solver.value(of: root.width), height: engine.solver.value(of: root.height))
    }

    // MARK: Engine hooks

    /// The first time the view takes part in a constraint, marks it for `updateConstraints()`.
    func joinAutoLayout() {
        let state = mutableLayoutState
        guard !state.hasJoinedAutoLayout else { return }
        state.hasJoinedAutoLayout = true
        setNeedsUpdateConstraints()
    }

    func requestEngineRebuild() {
        guard let engine = layoutState?.engine, let item = engine.item(for: self) else { return }
        item.isRebuildRequested = true
        engine.markStale(item)
        setNeedsUpdateConstraints()
    }

    func markGuideStale(_ guide: LayoutGuide) {
        guard let engine = layoutState?.engine, let item = engine.item(for: guide) else { return }
        engine.markStale(item)
    }
}
