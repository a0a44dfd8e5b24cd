import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls it down —
/// HeadlessKit's `UIRefreshControl`.
///
/// Attach it with ``ScrollView/refreshControl``: the scroll view places it just above its content,
/// as wide as itself and 60 points high **(chosen**: UIKit's size is undocumented). When a finger
/// drags the content's top 100 points past where it rests **(chosen**: UIKit does not document its
/// threshold), the control begins refreshing — ``isRefreshing`` becomes `true` and the scroll
/// view's ``ScrollView/adjustedContentInset`` grows by the control's height at the top — then
/// sends ``Control/Event/valueChanged`` ("When a user has pulled-to-refresh, the
/// UIRefreshControl fires its UIControlEventValueChanged event", UIKit's header) and, in a pass of
/// its own, ``Control/Event/primaryActionTriggered``. The content, released, comes to rest below
/// the control. Call ``endRefreshing()`` when the work is done: the inset goes and the content
/// slides back up.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction(Action { _ in model.reload { refresh.endRefreshing() } }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
///
/// A pull refreshes once: the drag that started a refresh cannot start another, and a disabled
/// control or one already refreshing does not refresh. The control takes no touches — a finger on
/// it drags the scroll view **(chosen)**, so a pull can go on from where the control shows.
@MainActor
open class RefreshControl: Control {
    /// The height a refresh control is made with (chosen: UIKit's is undocumented).
    static let defaultHeight: CGFloat = 60

    /// How far past its resting position a drag must pull the content's top to refresh (chosen:
    /// UIKit does not document its threshold).
    static let pullThreshold: CGFloat = 100

    /// Creates a refresh control, not refreshing, 60 points high; its scroll view sets its
    /// position and width.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        primaryActionEvents = .valueChanged
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isOpaque") { isOpaque = false }
        primaryActionEvents = .valueChanged
        decodeArchivedRefreshProperties(from: coder)
    }

    /// Creates a refresh control of the default size, 60 points high, as UIKit's `init()` does.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.defaultHeight))
    }

    /// Whether a refresh is under way: from a pull or ``beginRefreshing()`` until
    /// ``endRefreshing()`` ("whether a refresh operation has been triggered and is in progress",
    /// UIKit).
    public internal(set) var isRefreshing = false

    /// The styled title shown under the spinner; kept for UIKit's API, not drawn.
    public var attributedTitle: NSAttributedString?

    /// Tells the control that a refresh was started by code: ``isRefreshing`` becomes `true` and
    /// the scroll view's ``ScrollView/adjustedContentInset`` makes room for the control at the top.
    ///
    /// Sends no event (UIKit's `beginRefreshing()` only "updates the state of the refresh
    /// control") and does not scroll: to show the control, set the content offset yourself.
    /// Does nothing while refreshing.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.refreshControlInsetDidChange(growing: true)
    }

    /// Tells the control the refresh ended, however it started: ``isRefreshing`` becomes `false`
    /// and the scroll view's inset shrinks back.
    ///
    /// Content resting in the room the control took slides back to the top in 0.3 s on the run
    /// loop's frames, as ``ScrollView/setContentOffset(_:animated:)`` moves it, without the
    /// delegate's scrolling-animation message (UIKit animates the inset, not the offset); content
    /// scrolled further down stays where it is. During a drag nothing moves until the finger
    /// lifts. Does nothing when not refreshing.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.refreshControlInsetDidChange(growing: false)
    }

    /// Returns `nil`: a finger on a refresh control reaches the scroll view behind it, so the
    /// content can be pulled from there too **(chosen)**. Overrides need not call `super`.
    open override func hitTest(_ point: CGPoint, with event: HeadlessKit.Event?) -> ViewNode? {
        nil
    }

    // MARK: - Internal state

    /// The scroll view this control refreshes: its superview, when that scroll view holds it as
    /// its ``ScrollView/refreshControl``.
    var scrollView: ScrollView? {
        guard let scrollView = superview as? ScrollView, scrollView.storedRefreshControl === self else { return nil }
        return scrollView
    }

    /// Whether the drag under way has already refreshed, so that one pull sends one event.
    var didRefreshInCurrentDrag = false

    /// A drag has pulled the content's top `pull` points past its resting position: past the
    /// threshold, an enabled control that is not refreshing begins refreshing and sends its value
    /// change — once per drag.
    func contentWasPulled(_ pull: CGFloat) {
        guard isEnabled, !isRefreshing, !didRefreshInCurrentDrag, pull >= Self.pullThreshold else { return }
        didRefreshInCurrentDrag = true
        isRefreshing = true
        scrollView?.refreshControlInsetDidChange(growing: true)
        sendActions(for: .valueChanged)
    }
}
