/// What a view controller's root view tells its controller, and asks of it — UIKit's private
/// view-delegate link, declared in this room so that views never name the room above them.
///
/// A view is a controller's root view when ``ViewFlags/isControllerRootView`` is set; the
/// hierarchy operations and the update cycle then call these, and the responder chain passes
/// through the delegate.
@MainActor
protocol ViewDelegate: Responder {
    /// The root view, loaded on first use — what a window shows when the delegate is its root.
    var rootView: ViewNode { get }
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
