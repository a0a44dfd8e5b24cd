import Foundation

/// A view whose content, larger than itself, the user drags, flicks and zooms — HeadlessKit's
/// `UIScrollView`.
///
/// The content is what the subviews show; ``contentSize`` says how large it is, and
/// ``contentOffset`` — the bounds' origin — which part shows. A drag moves the content with the
/// finger through ``panGestureRecognizer`` (rubber-banding past the edges when ``bounces``); a
/// flick decelerates it on the run loop's clock, one frame tick per ``Window/frameInterval``,
/// with UIKit's exponential model (``DecelerationRate``), and content left past an edge springs
/// back. The ``delegate`` hears of each step in UIKit's order. While a finger is on the scroll
/// view, and until the deceleration ends, the run loop runs in ``RunLoopMode/tracking``, so
/// timers added in ``RunLoopMode/default`` wait.
///
/// ```swift
/// let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// scrollView.delegate = self
/// window.flick(from: CGPoint(x: 160, y: 400), velocity: CGPoint(x: 0, y: -2))
/// ```
open class ScrollView: ViewNode {
    /// How fast a deceleration slows: the fraction of its velocity kept per millisecond —
    /// UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of the velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The quick rate, 0.99 per millisecond (paging scroll views usually take it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area is added to ``contentInset`` to make ``adjustedContentInset`` —
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        /// UIKit adds the safe area on the scrollable axes, and always vertically for a scroll
        /// view that is a navigation or tab bar controller's content. HeadlessKit's scroll view
        /// cannot see its controllers, so it behaves as ``scrollableAxes``.
        case automatic
        /// The safe area is added on the axes along which the content scrolls (its size exceeds
        /// the bounds, or ``ScrollView/alwaysBounceVertical`` / ``ScrollView/alwaysBounceHorizontal``).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// How dragging a scroll view dismisses the keyboard — UIKit's
    /// `UIScrollView.KeyboardDismissMode`, with its raw values.
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
        /// Dragging leaves the keyboard.
        case none = 0
        /// The keyboard is dismissed as soon as a drag begins.
        case onDrag = 1
        /// The keyboard is dismissed when a drag ends with the finger over it (UIKit lets the
        /// finger pull it down; HeadlessKit decides when the finger lifts).
        case interactive = 2
        /// As ``onDrag``; UIKit keeps an accessory view showing, which HeadlessKit does not draw.
        case onDragWithAccessory = 3
        /// As ``interactive``; UIKit keeps an accessory view showing.
        case interactiveWithAccessory = 4
    }

    /// The object told about scrolling, dragging, decelerating and zooming; held weakly.
    public weak var delegate: (any ScrollViewDelegate)?

    /// Whether the user can drag the content; `false` disables ``panGestureRecognizer``. The
    /// default is `true`.
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            if isScrollEnabled != oldValue { isScrollEnabledDidChange() }
        }
    }

    /// How dragging the content dismisses the keyboard; ``KeyboardDismissMode/none`` (the
    /// default) leaves it. With ``KeyboardDismissMode/onDrag`` a drag that begins asks the
    /// window's first responder to resign; with ``KeyboardDismissMode/interactive`` a drag that
    /// ends with the finger over the keyboard does (see <doc:TextInputAndKeyboard>).
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// Whether the content comes to rest only at multiples of the bounds size, turning at most
    /// one page per flick. The default is `false`.
    public var isPagingEnabled = false

    /// Whether the content can be dragged and carried past its edges and springs back; `false`
    /// stops it at the edges. The default is `true`.
    public var bounces = true

    /// Whether the content bounces vertically even when it is not taller than the bounds. The
    /// default is `false`.
    public var alwaysBounceVertical = false {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether the content bounces horizontally even when it is not wider than the bounds. The
    /// default is `false`.
    public var alwaysBounceHorizontal = false {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether a drag that starts mostly along one axis scrolls along that axis only. The
    /// default is `false`.
    public var isDirectionalLockEnabled = false

    /// How fast a flick slows down. The default is ``DecelerationRate/normal``; a rate that is
    /// not between 0 and 1 is refused with a diagnostic.
    public var decelerationRate: DecelerationRate {
        get { storedDecelerationRate }
        set {
            guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue < 1 else {
                return refuseScrollValue(
                    "decelerationRate \(GeometryFormat.number(newValue.rawValue)) is not between 0 and 1 "
                        + "(HeadlessKit's check). HeadlessKit kept \(GeometryFormat.number(storedDecelerationRate.rawValue)); "
                        + "pass a fraction per millisecond such as .normal (0.998) or .fast (0.99).")
            }
            storedDecelerationRate = newValue
        }
    }

    /// Whether a finger is on the scroll view: from touch-down until the last finger lifts.
    public internal(set) var isTracking = false

    /// Whether the user is dragging the content: from the pan's beginning until the finger lifts.
    public internal(set) var isDragging = false

    /// Whether the content is moving on after a drag (decelerating, paging or bouncing back).
    public internal(set) var isDecelerating = false

    /// The recognizer that drags the content, attached to the scroll view itself. Configure it
    /// (for example `require(toFail:)`) but do not attach it elsewhere.
    public let panGestureRecognizer: PanGestureRecognizer

    /// The recognizer that zooms the content, attached to the scroll view; `nil` until
    /// ``maximumZoomScale`` exceeds ``minimumZoomScale``, as in UIKit.
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?

    /// Whether touches in the content reach their views only after a short wait (150 ms) in
    /// which they may become a drag instead. The default is `true`.
    public var delaysContentTouches = true

    /// Whether a drag that begins after the content received a touch takes it from the content
    /// (which gets `touchesCancelled(_:with:)`), as ``touchesShouldCancel(in:)`` allows. With
    /// `false`, a touch the content received never becomes a drag. The default is `true`.
    public var canCancelContentTouches = true

    /// Whether a tap on the status bar (``Window/tapStatusBar()``) scrolls this scroll view to
    /// its top, when it is the only visible one that says so. The default is `true`.
    public var scrollsToTop = true

    /// Whether a pinch is zooming the content now.
    public internal(set) var isZooming = false

    /// Whether the zoom scale is springing back inside its limits. Always `false`: HeadlessKit
    /// clamps the zoom scale to ``minimumZoomScale``...``maximumZoomScale`` as it is pinched, so
    /// it never needs to bounce back.
    public var isZoomBouncing: Bool { false }

    // MARK: - Stored state

    var storedContentSize = CGSize.zero
    var storedContentInset = EdgeInsets.zero
    /// The behaviour ``adjustedContentInset`` follows; see the public property.
    var storedAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The adjusted inset last reported through ``adjustedContentInsetDidChange()``.
    var reportedAdjustedContentInset = EdgeInsets.zero
    var storedDecelerationRate = DecelerationRate.normal
    var storedMinimumZoomScale: CGFloat = 1
    var storedMaximumZoomScale: CGFloat = 1
    var storedZoomScale: CGFloat = 1
    /// The recognizer that holds content touches back while they may become a drag.
    let contentTouchDelayer: ContentTouchDelayingRecognizer
    /// The drag under way, if any.
    var drag: DragState?
    /// The motion under way (deceleration, bounce, animation), if any, and its frame timer.
    var motion: ScrollMotion?
    var motionTimer: RunLoopTimer?
    /// Bumped whenever a motion starts or stops, so a callback can tell it was replaced.
    var motionGeneration = 0
    /// The zoom a pinch is making, if any.
    var pinchStartScale: CGFloat?
    /// The loop this scroll view holds in tracking mode, if any.
    weak var trackingModeLoop: MainRunLoop?
    /// The refresh control a pull starts (see ``refreshControl``).
    var storedRefreshControl: RefreshControl?

    /// Creates a scroll view with the given frame, no content, and its pan recognizer attached;
    /// it clips its content to its bounds, as UIKit's scroll views do by default.
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        contentTouchDelayer = ContentTouchDelayingRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        attachRecognizers(pan: pan)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        contentTouchDelayer = ContentTouchDelayingRecognizer()
        super.init(coder: coder)
        if !coder.containsValue(forKey: "clipsToBounds") { clipsToBounds = true }
        attachRecognizers(pan: pan)
        decodeArchivedScrollProperties(from: coder)
    }

    /// Attaches the touch delayer, then `pan` (this scroll view's ``panGestureRecognizer``), and
    /// points both at this scroll view — what every initializer does once the view exists.
    private func attachRecognizers(pan: ScrollViewPanGestureRecognizer) {
        pan.scrollView = self
        contentTouchDelayer.scrollView = self
        addGestureRecognizer(contentTouchDelayer)
        addGestureRecognizer(pan)
    }

    isolated deinit {
        motionTimer?.invalidate()
        trackingModeLoop?.releaseTrackingMode(for: nil)
    }

    // MARK: - Override points

    /// Whether `view`, in the content, receives the touches that began in it; asked just before
    /// they are delivered (after the delay of ``delaysContentTouches``, or at touch-down without
    /// it).
    ///
    /// The default returns `true`. Override to keep touches from some views; `super` need not be
    /// called. Returning `false` sends `view` nothing of those touches.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: ViewNode) -> Bool {
        true
    }

    /// Whether a drag that begins may take its touch from `view`, in the content, which already
    /// received it; `false` keeps the touch with the view and the drag does not begin.
    ///
    /// The default returns `true` unless `view` is a `Control`, as in UIKit. Override to let
    /// controls be scrolled from too; `super` need not be called. Asked when the pan is about to
    /// begin, only if ``canCancelContentTouches`` is `true`.
    open func touchesShouldCancel(in view: ViewNode) -> Bool {
        view.yieldsTouchesToScrolling
    }

    /// Called when ``adjustedContentInset`` changed (its inset, the behaviour, the content size
    /// or the safe area); checked when those are set and at every layout of the scroll view.
    ///
    /// The default tells the delegate (``ScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``);
    /// overrides call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Lays out the subviews, and checks whether ``adjustedContentInset`` changed.
    ///
    /// The scroll view is marked for layout whenever it scrolls (its bounds' origin moves), so it
    /// lays out once per frame of a drag or deceleration. Overrides call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRefreshControl()
        refreshAdjustedContentInset()
    }

    /// Called when the scroll view moved to another window or out of one: a deceleration or
    /// animation under way stops where it is, without its end message (chosen: its frames were
    /// the old window's), and the run loop's tracking mode follows the scroll view.
    ///
    /// Overrides call `super`. Called after the window changed, with the rest of the moved
    /// subtree's `didMoveToWindow()`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        stopMotion()
        updateTrackingMode()
    }

    /// Called when ``isScrollEnabled`` changed; a text view re-measures its intrinsic size.
    func isScrollEnabledDidChange() {}

    // MARK: - Refusals

    /// Reports a refused value about this scroll view as non-finite geometry.
    func refuseScrollValue(_ message: String) {
        refuseGeometry(message)
    }
}
