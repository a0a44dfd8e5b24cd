/// How a view finds what it belongs to: one path, through its window.
///
/// A view in a window reaches its run loop — and through it the clock, the diagnostics sink and
/// the lifecycle observer — its screen and its layout engine through that window, as a `UIView`
/// does through its window scene. A view in no window keeps the loop of the hierarchy it last
/// belonged to: the window it left, the hierarchy it joined, or the controller that loaded it.
/// Only a view that has never belonged to any loop falls back on ``MainRunLoop/current``.
extension ViewNode {
    /// The run loop this view belongs to, or `nil` if it has never belonged to one.
    package var owningRunLoop: MainRunLoop? {
        if let window = storedWindow { return window.runLoop }
        return detachedRunLoop?.loop
    }

    /// The controller whose root view this is, told about window moves and asked for the root
    /// view's steps of the update cycle.
    var viewDelegate: (any ViewDelegate)? {
        flags.contains(.isControllerRootView) ? extras?.viewDelegate : nil
    }

    /// The loop this view's callbacks are reported through: its own; for a view that belongs to no
    /// loop yet, the loop of the `operation` moving it, so that the whole operation is recorded in
    /// one place; else the loop driving the current task.
    func reportingLoop(operation: MainRunLoop?) -> MainRunLoop? {
        owningRunLoop ?? operation ?? MainRunLoop.current
    }

    /// Reports `callback` on this view through ``reportingLoop(operation:)``.
    func report(_ callback: LifecycleCallback, _ arguments: @autoclosure () -> [LifecycleEvent.Argument] = []) {
        reportingLoop(operation: nil)?.trace(self, callback, arguments())
    }

    /// Reports refused misuse to the sink of the first of this view and `others` that belongs to
    /// a loop.
    func reportMisuse(_ diagnostic: Diagnostic, involving others: [ViewNode] = []) {
        let loop = owningRunLoop ?? others.lazy.compactMap(\.owningRunLoop).first ?? MainRunLoop.current
        DiagnosticsSink.report(diagnostic, to: loop?.diagnostics)
    }

    /// Makes the views of this subtree, which is in no window, belong to `loop`; they forget their
    /// layout counts, which were counted in another loop's turns. A subtree in no window belongs
    /// to one loop throughout (every way into it adopts its loop), so a root that already belongs
    /// to `loop` means the whole subtree does.
    func adoptDetachedRunLoop(_ loop: MainRunLoop?) {
        guard let reference = loop?.reference, detachedRunLoop !== reference else { return }
        forEachInSubtree { view in
            if view.storedWindow == nil {
                view.detachedRunLoop = reference
                view.layoutGeneration = 0
            }
        }
    }
}

/// What a view controller's root view tells its controller, and asks of it — UIKit's private
/// view-delegate link, declared in this room so that views never name the room above them.
///
/// A view is a controller's root view when ``ViewFlags/isControllerRootView`` is set; the
/// hierarchy operations and the update cycle then call these, and the responder chain passes
/// through the delegate.
@MainActor
protocol ViewDelegate: Responder {
    /// The root view, loaded on first use — what a window shows when the delegate is its root;
    /// `nil` when a hook unloaded it again while it loaded.
    var rootView: ViewNode? { get }
    /// The root view if it is loaded, without loading it.
    var loadedRootView: ViewNode? { get }
    /// The root view is about to move to `newWindow`: called before its own
    /// `willMove(toWindow:)`, so before any view of its subtree hears of the move.
    func rootViewWillMove(toWindow newWindow: Window?)
    /// The root view moved to another window (or out of one): called after the whole moved
    /// subtree's `didMoveToWindow()`.
    func rootViewDidMoveToWindow()
    /// The root view's step of the bottom-up constraints pass.
    func updateViewConstraints()
    /// Called in the layout pass just before the root view's `layoutSubviews()`.
    func viewWillLayoutSubviews()
    /// Called in the layout pass just after the root view's `layoutSubviews()`.
    func viewDidLayoutSubviews()
    /// The traits the controller forces over what its root view's superview gives (its parent's
    /// override for it, then its own interface style), or `nil` when it forces none.
    var traitOverrides: TraitCollection? { get }
    /// The controller's traits changed from `previous`: it reports and delivers its
    /// `traitCollectionDidChange(_:)`. Called just before its root view hears of its own change.
    func controllerTraitsDidChange(from previous: TraitCollection)
    /// What the controller adds to its root view's safe area (its container's bars, its
    /// additional insets), or `nil` when it adds nothing.
    var safeAreaContribution: SafeAreaContribution? { get }
    /// Records the root view's safe area insets as last seen; returns whether they changed since
    /// the controller was last told. Asked in the layout pass, before `viewWillLayoutSubviews()`.
    func rootViewSafeAreaInsetsChanged() -> Bool
    /// The root view's safe area insets changed; called in the layout pass just before
    /// `viewWillLayoutSubviews()`.
    func viewSafeAreaInsetsDidChange()
    /// The root view's layout margins changed.
    func viewLayoutMarginsDidChange()
    /// The margins the controller holds its root view's layout margins to at the least, or `nil`
    /// when it does not (UIKit's `systemMinimumLayoutMargins`, when the controller respects them).
    var minimumRootViewLayoutMargins: DirectionalEdgeInsets? { get }
    /// Records the root view's layout margins as last seen; returns whether they changed since
    /// the controller was last told. Asked in the layout pass, after the safe area check.
    func rootViewLayoutMarginsChanged() -> Bool
}

extension ViewNode {
    /// Makes this view the root view of `delegate` (or of no controller, for `nil`).
    func setViewDelegate(_ delegate: (any ViewDelegate)?) {
        if let delegate {
            mutableExtras.viewDelegate = delegate
            flags.insert(.isControllerRootView)
        } else {
            extras?.viewDelegate = nil
            flags.remove(.isControllerRootView)
        }
    }
}
