import Foundation

/// The root of a view hierarchy, shown on a screen of a given size — HeadlessKit's `UIWindow`.
///
/// A window belongs to a ``MainRunLoop``: marking any view in it for layout or display asks that
/// loop to commit the window before it next waits. Like `UIWindow`, a new window is hidden until
/// ``makeKeyAndVisible()``.
@MainActor
open class Window: ViewNode {
    /// The run loop whose commits lay out and display this window.
    public let runLoop: MainRunLoop

    /// The size of the screen the window was created for.
    public let screenSize: CGSize

    var isCommitScheduled = false

    /// The controller whose view fills the window.
    ///
    /// While the window is visible, setting it removes the old controller's view (its disappear
    /// callbacks run) and adds the new one's, loading it (its appear callbacks run). On a hidden
    /// window the view is added by ``makeKeyAndVisible()``.
    public var rootViewController: ViewControllerBase? {
        didSet {
            guard oldValue !== rootViewController else { return }
            // Bound as current so the controllers' loading and appearance callbacks, delivered
            // while their views are outside any window, report to this window's loop.
            runLoop.withCurrent {
                if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
                if !isHidden { installRootView() }
            }
        }
    }

    /// The screen's unsafe edges (status bar, sensor housing, home indicator) that
    /// ``ViewNode/safeAreaInsets`` and ``ViewNode/safeAreaLayoutGuide`` keep clear; zero by
    /// default. Changing it re-lays out every view whose safe area guide is constrained.
    public var screenSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard screenSafeAreaInsets != oldValue, let engine = layoutState?.hostedEngine else { return }
            for item in engine.items.values where item.guide?.kind == .safeArea { engine.markStale(item) }
        }
    }

    /// Creates a hidden window filling a screen of `screenSize`, committed by `runLoop`.
    public init(screenSize: CGSize, runLoop: MainRunLoop) {
        self.runLoop = runLoop
        self.screenSize = screenSize
        super.init(frame: CGRect(origin: .zero, size: screenSize))
        storedWindow = self
        flags.insert([.isHidden, .needsLayout])
        requestCommit()
        runLoop.register(self)
    }

    /// Changes the window's size as a rotation does: the root view controller gets
    /// `viewWillTransition(to:with:)` (passing it on to its children and presented controller),
    /// the window takes the new size (its root view follows by autoresizing), the coordinator's
    /// alongside work runs, and its completions run after the commit and `duration`.
    public func transition(toSize size: CGSize, duration: Duration = .milliseconds(300)) {
        let coordinator = TransitionCoordinator(transitionDuration: duration)
        runLoop.withCurrent {
            if let root = rootViewController {
                root.report("viewWillTransition(to:with:)")
                root.viewWillTransition(to: size, with: coordinator)
            }
            frame.size = size
            coordinator.runAlongside()
        }
        runLoop.addObserver(activities: .beforeWaiting, order: MainRunLoop.afterCommitOrder, repeats: false) { [runLoop] _ in
            runLoop.scheduleTimer(withTimeInterval: duration, repeats: false, mode: .common) { _ in coordinator.runCompletions() }
        }
    }

    /// Whether this window is its run loop's key window.
    public var isKeyWindow: Bool { runLoop.keyWindow === self }

    /// Makes this the key window, telling the previous key window ``resignKey()`` first.
    public func makeKey() {
        guard !isKeyWindow else { return }
        if let previous = runLoop.keyWindow {
            previous.reportLifecycle("resignKey()")
            previous.resignKey()
        }
        runLoop.keyWindow = self
        reportLifecycle("becomeKey()")
        becomeKey()
    }

    /// Shows the window (``ViewNode/isHidden`` becomes `false`) and makes it the key window.
    ///
    /// A root view controller's view is loaded and added now, so its `viewWillAppear` is delivered
    /// inside this call; its `viewDidAppear` follows the next commit (contract §1).
    public func makeKeyAndVisible() {
        isHidden = false
        runLoop.withCurrent { installRootView() }
        makeKey()
    }

    private func installRootView() {
        guard let rootView = rootViewController?.view, rootView.superview !== self else { return }
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }

    /// The next responder: the application that owns this window's run loop, if any.
    open override var next: Responder? { runLoop.application }

    /// Called after the window became the key window. The default does nothing; `super` need not
    /// be called.
    open func becomeKey() {}

    /// Called just before another window becomes the key window. The default does nothing;
    /// `super` need not be called.
    open func resignKey() {}
}
