import Foundation

/// A controller that manages a view hierarchy — HeadlessKit's `UIViewController`.
///
/// Subclass it and override the same points as in UIKit: ``loadView()``, ``viewDidLoad()``, the
/// appearance callbacks ``viewWillAppear(_:)`` … ``viewDidDisappear(_:)``, the layout callbacks
/// ``updateViewConstraints()``, ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``, and
/// ``didReceiveMemoryWarning()``. The view loads lazily on first access of ``view``.
@MainActor
open class ViewControllerBase: Responder {
    /// Creates a controller whose view is not loaded yet.
    public override init() {
        super.init()
    }

    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState = AppearanceState.disappeared

    /// Whether the controller is appearing or disappearing because it is being added to a
    /// container; true only inside the appearance callbacks of that transition.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is disappearing because it is being removed from a container; true
    /// only inside the appearance callbacks of that transition.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is appearing because it is being presented; true only inside the
    /// appearance callbacks of that transition.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is disappearing because it is being dismissed; true only inside the
    /// appearance callbacks of that transition.
    public internal(set) var isBeingDismissed = false

    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewControllerBase] = []

    /// The container this controller is a child of, or `nil`.
    public internal(set) weak var parent: ViewControllerBase? {
        didSet { containmentMoves &+= 1 }
    }

    /// Counts the changes of ``parent``, so that an `addChild` whose `willMove(toParent:)` hook
    /// moved the child — even away and back — can tell it was overtaken.
    var containmentMoves: UInt = 0

    /// How this controller covers its presenter when presented (default ``ModalPresentationStyle/fullScreen``).
    public var modalPresentationStyle = ModalPresentationStyle.fullScreen

    /// The controller presented by this one, or — as in UIKit, where a presentation asked of a
    /// child is made by its root-most container — by the nearest ancestor that presents one.
    public var presentedViewController: ViewControllerBase? { firstInParentChain(\.presentedController) }

    /// The controller that presented this one or, when this one was not presented but an
    /// ancestor was, the controller that presented the nearest such ancestor (UIKit's rule); `nil`
    /// when neither it nor an ancestor was presented.
    public var presentingViewController: ViewControllerBase? { firstInParentChain(\.presentingController) }

    /// The controller this one itself presents (its own link; see ``presentedViewController``).
    var presentedController: ViewControllerBase?

    /// The controller that itself presents this one (its own link).
    weak var presentingController: ViewControllerBase?

    /// The presentation or dismissal in progress from this controller, if any — held weakly: the
    /// run loop keeps a running transition, which keeps this controller, so a loop released with
    /// the transition pending releases them all.
    weak var presentationTransition: ControllerTransition?
    /// Whether a presentation or dismissal from this controller was asked for and its transition
    /// has not started yet (it starts on the next turn of the loop).
    var isPresentationScheduled = false

    /// The window this controller was last shown in, or was made the root of — what it belongs
    /// to when neither its view nor its containers are in a window (see `contextWindow`).
    weak var lastWindow: Window?

    var storedView: ViewNode?
    var isLoadingView = false
    /// The interface style this controller forces (see ``overrideUserInterfaceStyle``).
    var storedOverrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// The traits the parent forces on this controller (see ``setOverrideTraitCollection(_:forChild:)``).
    var traitsFromParent: TraitCollection?
    /// Set while a container's transition delivers this controller's appearance callbacks itself.
    var isInContainerTransition = false
    /// Counts appearance transitions, so a deferred `viewDidAppear` can tell it is still current.
    var appearanceGeneration = 0
    /// The `animated` flag of the transition in progress, passed on to its did-callback.
    var appearanceIsAnimated = false

    isolated deinit {
        (runLoop ?? MainRunLoop.current)?.reportEnd(of: ObjectIdentifier(self))
    }

    // MARK: - The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``). Assigning
    /// `nil` unloads it; the next access loads it again.
    ///
    /// Assigning a view that is another controller's view, or assigning anything while the
    /// current view is in a window, is refused: the view stays as it was.
    public var view: ViewNode! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            guard newValue !== storedView else { return }
            if let newValue, let owner = newValue.viewDelegate as? ViewControllerBase, owner !== self, owner.storedView === newValue {
                return reportMisuse(Diagnostic(
                    kind: .viewOwnedByAnotherController,
                    message: "A view can only be associated with at most one view controller at a time! View \(newValue) is "
                        + "associated with \(owner). Clear this association before associating this view with \(self). "
                        + "The view was left with \(owner).",
                    objects: [newValue, owner, self]), involving: [owner])
            }
            if let shown = storedView, let window = shown.window {
                return reportMisuse(Diagnostic(
                    kind: .replacingShownView,
                    message: "The view of \(self) was \(newValue == nil ? "unloaded" : "replaced") while it is shown in "
                        + "\(window); the view \(shown) was kept. Replace or unload a controller's view only while it is "
                        + "in no window.",
                    objects: [self, shown, window]))
            }
            replaceView(with: newValue)
        }
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: ViewNode? { storedView }

    /// Loads the view now if it is not loaded: ``loadView()`` then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        report(.loadView)
        loadView()
        if storedView == nil { replaceView(with: ViewNode(frame: CGRect(origin: .zero, size: defaultViewSize))) }
        report(.viewDidLoad)
        viewDidLoad()
    }

    // MARK: - Override points

    /// Creates the root view and assigns it to ``view``.
    ///
    /// The default makes a plain ``ViewNode`` the size of the screen of the window the controller
    /// belongs to (its container's, or the one it is the root of). Overrides assign ``view`` and
    /// do not call `super`. Called once per load, by the first access
    /// of ``view``; never call it directly.
    open func loadView() {
        view = ViewNode(frame: CGRect(origin: .zero, size: defaultViewSize))
    }

    /// Called after the view loaded; subviews added here get superview callbacks and no window
    /// callbacks. The default does nothing; call `super` first by convention.
    open func viewDidLoad() {}

    /// Called before the view enters a window (delivered from the root view's will-move-to-window
    /// step, before its subviews' `willMove(toWindow:)`). Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view entered a window and the commit that laid it out. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves its window. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left its window. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called by ``addChild(_:)`` with the new parent, and by a container with `nil` before it
    /// removes the child. The default does nothing; overrides call `super`.
    open func willMove(toParent parent: ViewControllerBase?) {}

    /// Called by the container with the parent once the child's view is in place, and by
    /// ``removeFromParent()`` with `nil`. The default does nothing; overrides call `super`.
    open func didMove(toParent parent: ViewControllerBase?) {}

    /// Whether appearance callbacks reach the children automatically when this controller gets
    /// them (default `true`). Return `false` to drive the children with
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The root view's step of the bottom-up constraints pass.
    ///
    /// The default calls the root view's ``ViewNode/updateConstraints()``; overrides update the
    /// controller's constraints and call `super` as their last step, as UIKit requires.
    open func updateViewConstraints() {
        if let storedView {
            UpdateCycle.deliverUpdateConstraints(to: storedView)
        }
    }

    /// Called in the layout pass just before the root view's ``ViewNode/layoutSubviews()``.
    /// The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in the layout pass just after the root view's ``ViewNode/layoutSubviews()``, before
    /// its subviews are laid out. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called before the window (and so this controller's view) changes size, as on rotation.
    ///
    /// The default passes the call to the children and the presented controller, so overrides
    /// call `super` to keep them informed. Register work with `coordinator`.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        for controller in children + [presentedController].compactMap({ $0 }) {
            // Each controller hears of a transition once, however the hooks rearranged the links.
            guard coordinator.markInformed(controller) else { continue }
            controller.report(.viewWillTransition)
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Called when the controller's ``traitCollection`` changed; `previousTraitCollection` is what
    /// it was.
    ///
    /// Delivered before the controller's root view hears of the same change (UIKit updates traits
    /// from the window down), in the operation that made it: the view moving under other traits,
    /// an override set on the controller, its parent or an ancestor, or the window's size or text
    /// size changing. The default does nothing; call `super` first, as UIKit asks.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// How long this controller's animated presentation or dismissal takes on the run loop
    /// clock (the reference logs show about half a second).
    public var presentationDuration: Duration = .milliseconds(500)

    /// Called when the application receives a memory warning, parents and presenters first.
    ///
    /// The default releases the view when it is loaded but not in a window and the application
    /// opted into ``Application/releasesViewsNotInWindowOnMemoryWarning`` (old UIKit); it loads
    /// again on next use. Overrides free caches and call `super`.
    open func didReceiveMemoryWarning() {
        let host = (runLoop ?? MainRunLoop.current)?.owner as? ViewControllerHost
        guard host?.releasesViewsNotInWindowOnMemoryWarning == true, let storedView, storedView.window == nil else { return }
        view = nil
    }

    /// The next responder: the superview of the controller's view, else the parent.
    open override var next: Responder? { storedView?.superview ?? parent }

    override var firstResponderScope: (any FirstResponderScope)? { storedView?.storedWindow }

    // MARK: - Internals

    /// Called on the former parent by ``removeFromParent()`` once `child` is no longer one of its
    /// children, before `child` hears `didMove(toParent: nil)`, so a container keeps its own
    /// lists of children in step. The default does nothing.
    func didRemoveChild(_ child: ViewControllerBase) {}

    /// Delivers a memory warning to this controller, then to its children and the controller it
    /// presents — parents and presenters first.
    /// The walk is iterative and delivers to each controller once, however deep the tree is and
    /// whatever the overrides change on the way.
    func deliverMemoryWarning() {
        var pending: [ViewControllerBase] = [self]
        var delivered: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            guard delivered.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.report(.didReceiveMemoryWarning)
            controller.didReceiveMemoryWarning()
            // Children in order, then the presented controller: pushed in reverse.
            if let presented = controller.presentedController { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
    }

    private func replaceView(with newView: ViewNode?) {
        let oldView = storedView
        oldView?.setViewDelegate(nil)
        storedView = newView
        // The old view is freed only after the write: its deinit runs hooks, which may read `view`.
        withExtendedLifetime(oldView) {}
        guard let newView else { return }
        newView.setViewDelegate(self)
        // A controller that forces traits puts its view in a custom environment from the start.
        if traitOverrides != nil { newView.markCustomEnvironment() }
        // Views made while loading belong where the controller does, even before they are shown.
        newView.adoptDetachedRunLoop(runLoop ?? MainRunLoop.current)
    }
}

/// What the object owning a controller's run loop (the application) tells controllers about its
/// policies — declared here so that controllers never name the room above them.
@MainActor
protocol ViewControllerHost: AnyObject {
    /// Whether the default ``ViewControllerBase/didReceiveMemoryWarning()`` releases a loaded view
    /// that is not in a window.
    var releasesViewsNotInWindowOnMemoryWarning: Bool { get }
}
