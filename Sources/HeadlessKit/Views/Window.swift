import Foundation

/// The root of a view hierarchy, shown on a screen of a given size — HeadlessKit's `UIWindow`.
///
/// A window belongs to a ``MainRunLoop``: marking any view in it for layout or display asks that
/// loop to commit the window before it next waits. Its views reach everything they share through
/// it — the run loop with its clock, diagnostics sink and lifecycle observer, the screen, and the
/// constraint engine of the hierarchy. Like `UIWindow`, a new window is hidden until
/// ``makeKeyAndVisible()``.
@MainActor
open class Window: ViewNode {
    /// The run loop whose commits lay out and display this window.
    public let runLoop: MainRunLoop

    /// The screen the window is shown on.
    public let screen: Screen

    /// The size of the screen the window was created for, in points.
    public var screenSize: CGSize { screen.bounds.size }

    /// The screen size HeadlessKit assumes when none is given: 390 × 844 points, a current
    /// iPhone's. A new ``Application`` gets it, and so does a controller's default root view when
    /// the controller belongs to no window at all.
    public nonisolated static let defaultScreenSize = CGSize(width: 390, height: 844)

    var isCommitScheduled = false
    var isKey = false

    /// The controller whose view fills the window, as the views room knows it; the public
    /// `rootViewController` is its typed face. Replacing it removes the old root view if it is in
    /// the window (its disappear callbacks run) without loading a view that never was; on a
    /// visible window it then adds the new one, loading it (its appear callbacks run); on a hidden
    /// window the view is added by ``makeKeyAndVisible()``.
    var rootViewDelegate: (any ViewDelegate)? {
        didSet {
            guard oldValue !== rootViewDelegate else { return }
            if let oldView = oldValue?.loadedRootView, oldView.superview === self { oldView.removeFromSuperview() }
            if !isHidden { installRootView() }
        }
    }

    /// The screen's unsafe edges (status bar, sensor housing, home indicator) that
    /// ``ViewNode/safeAreaInsets`` and ``ViewNode/safeAreaLayoutGuide`` keep clear; zero by
    /// default. Changing it re-lays out every view whose safe area guide is constrained.
    public var screenSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard screenSafeAreaInsets != oldValue else { return }
            let insets = screenSafeAreaInsets
            guard GeometryFormat.isFinite(insets.top, insets.left, insets.bottom, insets.right) else {
                screenSafeAreaInsets = oldValue
                refuseGeometry(
                    "Safe area insets are not finite: \(insets). HeadlessKit kept \(oldValue); pass finite insets.")
                return
            }
            // Views: a safe area change lays out the controller root views that may see it.
            setNeedsSafeAreaUpdateOfControllerRootViews()
        }
    }

    /// The traits the window's screen, size, direction and text size give it, before its own
    /// ``ViewNode/overrideUserInterfaceStyle``: the screen's scale, the phone idiom, the size
    /// classes of its size (see <doc:LabelsButtonsAndImages>), light, ``userInterfaceLayoutDirection``,
    /// and ``preferredContentSizeCategory``. Its views' ``ViewNode/traitCollection`` starts here.
    public internal(set) var screenTraits = TraitCollection.defaultEnvironment

    /// The text size the user chose, as this window's views see it — UIKit's app-wide
    /// `preferredContentSizeCategory`, kept per window **(chosen: so a test can vary it without
    /// global state)**. ``ContentSizeCategory/large`` by default.
    ///
    /// A change reaches every view and controller of the window through
    /// ``ViewNode/traitCollectionDidChange(_:)``; labels that adjust their fonts for the content
    /// size category re-resolve their preferred fonts. ``ContentSizeCategory/unspecified`` is
    /// stored as it is and sizes fonts as ``ContentSizeCategory/large``.
    public var preferredContentSizeCategory = ContentSizeCategory.large {
        didSet {
            guard preferredContentSizeCategory != oldValue else { return }
            screenTraitsMayHaveChanged()
        }
    }

    /// The base layout direction of the window's views — the direction UIKit's application takes
    /// from its localization (`UIApplication.userInterfaceLayoutDirection`), kept per window so
    /// that a test can lay one window out right to left. Left to right by default.
    ///
    /// Views whose ``ViewNode/semanticContentAttribute`` is unspecified, with no ancestor that
    /// forces a direction, take it; a change re-solves the constraints on leading and trailing
    /// edges, and is the ``TraitCollection/layoutDirection`` of the window's traits.
    public var userInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            layoutDirectionDidChange()
            screenTraitsMayHaveChanged()
        }
    }

    /// Whether the status bar is hidden, as the window's controllers last asked for it: the
    /// controller UIKit consults — the root view controller, or the last controller presented
    /// full screen above it, then each ``ViewControllerBase/childForStatusBarHidden`` — answered
    /// ``ViewControllerBase/prefersStatusBarHidden``.
    ///
    /// Updated when a controller calls ``ViewControllerBase/setNeedsStatusBarAppearanceUpdate()``,
    /// when the root view controller's view enters the window, and when a container transition
    /// (push, pop, presentation, dismissal, tab switch) completes. `false` until then.
    public internal(set) var isStatusBarHidden = false

    /// The status bar's style, as the window's controllers last asked for it (see
    /// ``isStatusBarHidden`` for who is asked and when): ``StatusBarStyle/default`` until then.
    public internal(set) var statusBarStyle = StatusBarStyle.default

    /// The animation the controller that decides whether the status bar is hidden asked for
    /// (``ViewControllerBase/preferredStatusBarUpdateAnimation``) when the status bar was last
    /// shown or hidden; ``StatusBarAnimation/none`` until then.
    public internal(set) var statusBarUpdateAnimation = StatusBarAnimation.none

    /// How many frames per second the window's screen shows: the rate of the frame ticks that
    /// simulated touches and scroll physics move at. The default is 60; values below 1 read as 1.
    public var maximumFramesPerSecond = 60

    /// The time between two frames of the screen, from ``maximumFramesPerSecond``.
    public var frameInterval: Duration { .seconds(1) / max(maximumFramesPerSecond, 1) }

    /// The responder that receives keyboard input and editing actions in this window, if any —
    /// what UIKit tracks privately per window; set through ``Responder/becomeFirstResponder()``.
    public var firstResponder: Responder? {
        guard let responder = storedFirstResponder else { return nil }
        // A responder that left the window no longer counts, even if it kept the status.
        guard responder.firstResponderScope === self else { return nil }
        return responder
    }
    weak var storedFirstResponder: Responder? {
        didSet {
            guard storedFirstResponder !== oldValue else { return }
            runLoop.textInputObserver?.firstResponderDidChange(in: self)
        }
    }

    /// The software keyboard's frame in screen coordinates while it is shown (or showing), `nil`
    /// while it is hidden — set by the run loop's keyboard for every window of the loop, and read
    /// by the keyboard layout guides of the window's views.
    var keyboardFrameInScreen: CGRect?

    /// The one touch event the window updates and delivers, as UIKit reuses one per window.
    lazy var touchEvent = Event(timestamp: runLoop.now)

    /// The window's touch delivery, made with the first touch.
    var gestureEnvironmentIfMade: GestureEnvironment? { madeGestureEnvironment }
    var gestureEnvironment: GestureEnvironment {
        if let madeGestureEnvironment { return madeGestureEnvironment }
        let made = GestureEnvironment(window: self)
        madeGestureEnvironment = made
        return made
    }
    private var madeGestureEnvironment: GestureEnvironment?

    /// A window freed while a gesture is under way ends it before its views leave: they hear
    /// their touches cancelled and its recognizers end and reset, as when a subtree leaves a
    /// window — so nothing is left tracking in the views and recognizers that outlive it.
    isolated deinit {
        if let environment = madeGestureEnvironment, environment.isTracking {
            environment.windowWillBeFreed(event: touchEvent)
        }
        // A key window that goes away takes its first responder with it: the keyboard follows.
        if isKey { runLoop.textInputObserver?.keyWindowDidChange(on: runLoop) }
    }

    /// Delivers `event` to the views and gesture recognizers its touches concern.
    ///
    /// The default hit-tests each new touch (``ViewNode/hitTest(_:with:)``), hands every touch to
    /// its recognizers first, then to its view (``Responder/touchesBegan(_:with:)`` and its
    /// siblings), unless a recognizer delays or took it. Override to watch every event; call
    /// `super` to deliver it. Called by the touch simulation for each event it makes.
    open func sendEvent(_ event: Event) {
        gestureEnvironment.deliver(event)
    }

    /// Whether a finger is down on the window or a gesture recognizer is still deciding.
    package var isTrackingTouches: Bool { madeGestureEnvironment?.isTracking ?? false }

    /// What the window still tracks: touches, deciding recognizers, queued actions.
    package var touchTrackingDescription: String { madeGestureEnvironment?.trackingDescription ?? "" }

    /// Cancels every finger on the window, as the system does when the app stops being active:
    /// recognizers and views get `touchesCancelled(_:with:)`.
    func cancelAllTouches() {
        madeGestureEnvironment?.cancelAllTouches()
    }

    /// Records what the views of this window draw, one `draw(_:)` at a time.
    lazy var graphicsContext = GraphicsContext()

    /// Creates a hidden window filling a screen of `screenSize`, committed by `runLoop`.
    ///
    /// A screen size with a NaN or infinite number is refused with a diagnostic to `runLoop`;
    /// the window uses ``defaultScreenSize`` instead.
    public convenience init(screenSize: CGSize, runLoop: MainRunLoop) {
        let finite = GeometryFormat.isFinite(screenSize.width, screenSize.height)
        self.init(screen: Screen(size: finite ? screenSize : Window.defaultScreenSize), runLoop: runLoop)
        if !finite { refuseScreenSize(screenSize) }
    }

    /// Reports a screen size with a NaN or infinite number, which the window replaced by the
    /// default size.
    func refuseScreenSize(_ screenSize: CGSize) {
        refuseGeometry(
            "CALayer bounds contains NaN: \(GeometryFormat.bracketed([0, 0, screenSize.width, screenSize.height])). "
                + "HeadlessKit used the default screen size "
                + GeometryFormat.bracketed([Window.defaultScreenSize.width, Window.defaultScreenSize.height])
                + "; pass a finite screen size.")
    }

    /// Creates a hidden window with the frame `frame` on the screen of the application the
    /// current task belongs to — UIKit's classic `UIWindow(frame: UIScreen.main.bounds)` in an
    /// app delegate.
    ///
    /// The window belongs to the run loop driving the current task (``MainRunLoop/current``):
    /// inside a launched app's callbacks, that app's loop and screen. A loop with no application
    /// gives the screen of its key window (or first window), else a default ``Screen``. With no
    /// current loop at all, the window gets a run loop of its own and a default screen
    /// (**(chosen)**: a window must belong to a loop, and HeadlessKit has no process-wide one), and
    /// a ``Diagnostic/Kind/noCurrentApplication`` diagnostic is printed to standard error, since no
    /// loop can receive it. A frame with a NaN or infinite number is refused as `init(frame:)` is
    /// for any view; the window then fills its screen.
    public override convenience init(frame: CGRect) {
        let loop = MainRunLoop.current
        let screen = loop.flatMap { loop in
            (loop.owner as? any ScreenHost)?.screen ?? (loop.keyWindow ?? loop.windows.first)?.screen
        }
        self.init(screen: screen ?? Screen(), runLoop: loop ?? MainRunLoop())
        if loop == nil {
            DiagnosticsSink.report(Diagnostic(
                kind: .noCurrentApplication,
                message: "Window(frame:) was called outside any run loop's driving call, so the window belongs to no "
                    + "application. HeadlessKit gave it a run loop of its own and a default screen; make windows inside "
                    + "the app's callbacks (application(_:didFinishLaunchingWithOptions:)), or use "
                    + "Window(application:) or Window(screen:runLoop:).",
                objects: [self]), to: nil)
        }
        self.frame = frame
    }

    /// Creates a hidden window filling `screen`, committed by `runLoop`.
    public init(screen: Screen, runLoop: MainRunLoop) {
        self.runLoop = runLoop
        self.screen = screen
        super.init(frame: screen.bounds)
        storedWindow = self
        flags.insert([.isHidden, .needsLayout])
        screenTraits = makeScreenTraits()
        if screenTraits != .defaultEnvironment { markCustomEnvironment() }
        requestCommit()
        runLoop.register(self)
    }

    /// Windows are made in code — by the app, or by HeadlessKit for a main storyboard — on the
    /// run loop they belong to; an archive cannot make one, as it cannot tell which loop.
    public required init?(coder: Coder) { nil }

    /// Whether this window is its run loop's key window.
    public var isKeyWindow: Bool { isKey }

    /// Makes this the key window, telling the previous key window ``resignKey()`` first.
    public func makeKey() {
        guard !isKey else { return }
        if let previous = runLoop.keyWindow {
            previous.isKey = false
            previous.report(.resignKey)
            previous.resignKey()
        }
        isKey = true
        report(.becomeKey)
        becomeKey()
        runLoop.textInputObserver?.keyWindowDidChange(on: runLoop)
    }

    /// Shows the window (``ViewNode/isHidden`` becomes `false`) and makes it the key window.
    ///
    /// A root view controller's view is loaded and added now, so its `viewWillAppear` is delivered
    /// inside this call; its `viewDidAppear` follows the next commit.
    public func makeKeyAndVisible() {
        isHidden = false
        installRootView()
        makeKey()
    }

    private func installRootView() {
        guard let rootView = rootViewDelegate?.rootView, rootView.superview !== self else { return }
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }

    /// The next responder: the application that owns this window's run loop, if any.
    open override var next: Responder? { runLoop.owner as? Responder }

    /// Called after the window became the key window. The default does nothing; `super` need not
    /// be called.
    open func becomeKey() {}

    /// Called just before another window becomes the key window. The default does nothing;
    /// `super` need not be called.
    open func resignKey() {}
}

extension Window: RunLoopCommitTarget {
    func commit() -> LayoutFeedbackLoop? {
        UpdateCycle.commit(self)
    }
}

extension MainRunLoop {
    /// The windows committed by this loop that are still alive, in creation order.
    public var windows: [Window] { commitTargets.compactMap { $0.target as? Window } }

    /// The window that receives keyboard and non-touch events.
    public var keyWindow: Window? { windows.first { $0.isKey } }
}

/// What owns a run loop and has a screen for its windows — the application — declared here so
/// that windows find the screen without naming the room above them.
@MainActor
protocol ScreenHost: AnyObject {
    /// The screen the owner's windows are shown on.
    var screen: Screen { get }
}

extension Window: FirstResponderScope {
    var scopedFirstResponder: Responder? {
        get { storedFirstResponder }
        set { storedFirstResponder = newValue }
    }

    func inputViewsOfFirstResponderDidChange() {
        runLoop.textInputObserver?.firstResponderDidChange(in: self)
    }
}

/// What follows the first responders and the key window of a loop's windows — the software
/// keyboard — declared here so that windows tell it without naming the room above them.
@MainActor
protocol TextInputObserver: AnyObject {
    /// The first responder of `window` changed, or asked for its input views to be reloaded.
    func firstResponderDidChange(in window: Window)
    /// Another window of `loop` became key, or the key window went away.
    func keyWindowDidChange(on loop: MainRunLoop)
}

extension MainRunLoop {
    /// The loop's software keyboard, as the views room sees it, once the keyboard was made.
    var textInputObserver: (any TextInputObserver)? {
        guard let keyboardSlot else { return nil }
        return keyboardSlot as? any TextInputObserver
    }
}
