import Foundation

/// A controller that manages a view hierarchy — HeadlessKit's `UIViewController`.
///
/// Subclass it and override the same points as in UIKit: ``loadView()``, ``viewDidLoad()``, the
/// appearance callbacks ``viewWillAppear(_:)`` … ``viewDidDisappear(_:)``, the layout callbacks
/// ``updateViewConstraints()``, ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``, and
/// ``didReceiveMemoryWarning()``. The view loads lazily on first access of ``view``.
@MainActor
open class ViewControllerBase: Responder, ArchiveDecodable {
    /// Creates a controller whose view is not loaded yet, with no nib: ``init(nibName:bundle:)``
    /// with `nil` and `nil`, as UIKit's `init()` is.
    ///
    /// A convenience initializer, as UIKit's is: a subclass that overrides
    /// ``init(nibName:bundle:)`` is made by `init()` through its override, and a subclass writes
    /// `init()` without `override`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view is not loaded yet — UIKit's designated initializer, which
    /// subclasses call as `super.init(nibName: nil, bundle: nil)`.
    ///
    /// With a name, the default ``loadView()`` loads the view from the nib `nibName.nib.json` in
    /// `nibBundle` (the main bundle if `nil`); with a `nil` name it looks for a nib named after the
    /// class, then makes the view in code. A missing named nib reports a
    /// ``Diagnostic/Kind/nibUnavailable`` diagnostic and the controller gets a plain view
    /// **(chosen)**, rather than failing as UIKit does.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive (a storyboard's scene, or an object of a nib), its
    /// view not loaded yet: its archived properties — `title`, `modalPresentationStyle`,
    /// `additionalSafeAreaInsets`, and `nibName`, the nib its ``loadView()`` loads, found in the
    /// archive's bundle.
    ///
    /// Required, as UIKit's is: a subclass that declares a designated initializer also declares
    /// this one (a storyboard makes controllers through it) and calls `super.init(coder:)`.
    public required init?(coder: Coder) {
        nibName = coder.decodeString(forKey: "nibName")
        nibBundle = coder.bundle
        super.init()
        decodeArchivedProperties(from: coder)
    }

    /// The name of the nib the controller was made with, or `nil` for a view made in code.
    public let nibName: String?

    /// The bundle of the nib the controller was made with, or `nil` (UIKit's main bundle).
    public let nibBundle: Bundle?

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
    /// The nib a storyboard gave this controller's scene: its view, loaded by ``loadView()``.
    var sceneNib: Nib?
    /// The storyboard this controller was made from (`storyboard`), held strongly as UIKit does.
    var storyboardReference: AnyObject?
    var storedNavigationItem: NavigationItem?
    var storedTabBarItem: TabBarItem?
    var storedEditButtonItem: BarButtonItem?
    var storedIsEditing = false
    var storedPreferredContentSize = CGSize.zero
    /// The controller's `additionalSafeAreaInsets`.
    var storedAdditionalSafeAreaInsets = EdgeInsets.zero
    /// The root view's safe area insets as the controller was last told of them.
    var reportedSafeAreaInsets = EdgeInsets.zero
    /// The controller's `viewRespectsSystemMinimumLayoutMargins`.
    var storedViewRespectsSystemMinimumLayoutMargins = true
    /// The root view's layout margins as the controller was last told of them (or had them when
    /// the view was loaded).
    var reportedLayoutMargins = EdgeInsets.zero
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
        // UIKit performs a scene's embed segues while its view loads, before viewDidLoad.
        performEmbedSegues()
        report(.viewDidLoad)
        viewDidLoad()
    }

    // MARK: - Override points

    /// Creates the root view and assigns it to ``view``.
    ///
    /// The default loads the view from a nib, as UIKit's does, with the controller as the nib's
    /// File's Owner: the nib of the controller's storyboard scene; else the nib named
    /// ``nibName`` in ``nibBundle`` (or the main bundle) — a missing one reports a
    /// ``Diagnostic/Kind/nibUnavailable`` diagnostic and the controller gets a plain view
    /// **(chosen)**, where UIKit throws; else a nib named like the class without `Controller`
    /// (`LoginView.nib.json` for `LoginViewController`), then like the class. A loaded view keeps
    /// its archived frame. With no nib it makes a plain ``ViewNode`` the size of the screen of the
    /// window the controller belongs to (its container's, or the one it is the root of).
    /// Overrides assign ``view`` and do not call `super`. Called once per load, by the first
    /// access of ``view``; never call it directly.
    open func loadView() {
        if loadViewFromNib() { return }
        view = ViewNode(frame: CGRect(origin: .zero, size: defaultViewSize))
    }

    /// Called on a controller a storyboard or nib made, once every object of its archive is made
    /// and every outlet and action connected — before its view loads.
    ///
    /// The default does nothing; call `super` first, as UIKit asks. The archive's loader calls
    /// it, never the controller itself.
    open func awakeFromNib() {}

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

    /// Called when the safe area insets of the root view changed: in the layout pass, just before
    /// ``viewWillLayoutSubviews()`` — when the view first appears in a place with a safe area, when
    /// a container's bar appears, hides or moves, and when ``additionalSafeAreaInsets`` or the
    /// window's ``Window/screenSafeAreaInsets`` change.
    ///
    /// **(chosen)** Called only when the insets changed: UIKit's call "immediately before your view
    /// appears onscreen" follows from the status bar every real screen has, which a HeadlessKit
    /// window has only when ``Window/screenSafeAreaInsets`` says so. The default does nothing;
    /// overrides call `super`.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's ``ViewNode/layoutMargins`` changed: right after they were set,
    /// right after ``viewRespectsSystemMinimumLayoutMargins`` changed them, and in the layout pass
    /// (after ``viewSafeAreaInsetsDidChange()``, before ``viewWillLayoutSubviews()``) when its
    /// safe area or its window's width moved them — each time just after the root view's own
    /// ``ViewNode/layoutMarginsDidChange()``.
    ///
    /// **(chosen)** Called only when the margins changed, as ``viewSafeAreaInsetsDidChange()`` is:
    /// a root view loaded with the margins it shows does not hear of them. The default does
    /// nothing; overrides call `super`.
    open func viewLayoutMarginsDidChange() {}

    // MARK: - Segues

    /// Whether the segue `identifier`, which a control of this controller's view triggered with
    /// `sender`, should be performed (default `true`).
    ///
    /// Asked before anything of the segue is made; return `false` to cancel it. UIKit asks it
    /// only for segues a control triggers, never for ``performSegue(withIdentifier:sender:)``.
    /// Overrides need not call `super`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source of a segue once its destination is made, before the segue's
    /// transition: pass the destination what it needs here. The default does nothing.
    ///
    /// Called for every segue a storyboard performs from this controller — by identifier, from a
    /// control, embed segues while the view loads, and unwind segues (where the destination is
    /// the controller returned to); the destination's view loads after it. Overrides need not
    /// call `super`.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue with `action`, started by
    /// `fromViewController`.
    ///
    /// The default is `true` when this controller has the action (HeadlessKit finds actions by
    /// name through the classes' action tables — see *Nibs and Storyboards*) and is not the
    /// source. Asked while an unwind segue searches for its destination; overrides need not
    /// call `super`.
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewControllerBase, sender: Any?) -> Bool {
        fromViewController !== self && ArchiveConnections.action(named: action, on: self) != nil
    }

    /// The children an unwind segue's search looks through in this controller, before asking
    /// the controller itself.
    ///
    /// The default is ``children`` without the one that leads to the source
    /// (``childContaining(_:)``). Override in a container that hides some children; `super`
    /// need not be called.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewControllerBase] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child of this controller that is the source of an unwind segue or leads to it
    /// (through parents and presenters), or `nil`. Call it from
    /// ``allowedChildrenForUnwinding(from:)``; overriding it is rarely needed.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewControllerBase? {
        source.source.firstInChainBeneath { controller in controller.parent === self ? controller : nil }
    }

    /// Called on each container of an unwind segue's destination, innermost first, to show
    /// `subsequentVC` — its child on the way to the destination.
    ///
    /// The default does nothing; ``NavigationController`` pops to `subsequentVC`, and
    /// ``TabBarController`` selects it. Override in a container of your own; `super` need not be
    /// called. Called by the unwind segue's ``StoryboardSegue/perform()``, after the destination's
    /// unwind action and after a presentation above the destination is dismissed.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewControllerBase) {}

    // MARK: - Titles and bar items

    /// A localized string that names the controller's view.
    ///
    /// Setting it sets the title of the controller's ``navigationItem`` and ``tabBarItem`` when
    /// they have been made (UIKit's rule); each is made with the title the controller has then.
    /// Setting an item's title does not change the controller's. Overrides call `super`.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The item that represents this controller in a navigation controller's navigation bar —
    /// its title, its bar button items and the back button it gives the controller above it.
    /// Made on first use, with ``title``.
    ///
    /// Override to return an item of your own; a navigation controller reads it whenever its
    /// stack changes.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// The item that represents this controller in a tab bar controller's tab bar, made on first
    /// use with ``title`` (UIKit's default). Assigning an item replaces the tab in the tab bar.
    ///
    /// Overrides that make the item on first access call `super` to store it.
    open var tabBarItem: TabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? TabBarController)?.tabBarItemsDidChange()
        }
    }

    // MARK: - The status bar

    /// Whether the status bar should be hidden while this controller decides it (default `false`).
    ///
    /// Override to hide it; call ``setNeedsStatusBarAppearanceUpdate()`` when the answer changes.
    /// Asked when the window re-resolves its status bar (see ``Window/isStatusBarHidden``).
    open var prefersStatusBarHidden: Bool { false }

    /// The status bar style this controller wants while it decides it (default
    /// ``StatusBarStyle/default``).
    ///
    /// Override to choose one; call ``setNeedsStatusBarAppearanceUpdate()`` when the answer
    /// changes. Asked when the window re-resolves its status bar (see ``Window/statusBarStyle``).
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// How the status bar animates when this controller hides or shows it (default
    /// ``StatusBarAnimation/fade``, UIKit's). Override to choose another.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's, or `nil`
    /// to use this controller's own (the default).
    ///
    /// Override in a container whose child decides the style; call
    /// ``setNeedsStatusBarAppearanceUpdate()`` when the child changes.
    open var childForStatusBarStyle: ViewControllerBase? { nil }

    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's, or `nil`
    /// to use this controller's own (the default).
    ///
    /// Override in a container whose child decides; call ``setNeedsStatusBarAppearanceUpdate()``
    /// when the child changes.
    open var childForStatusBarHidden: ViewControllerBase? { nil }

    /// Whether this controller, presented in a style other than
    /// ``ModalPresentationStyle/fullScreen``, takes over the status bar's appearance from its
    /// presenter (default `false`: only a full-screen presentation does, as in UIKit).
    public var modalPresentationCapturesStatusBarAppearance = false

    // MARK: - Orientation

    /// The interface orientations this controller supports (default
    /// ``InterfaceOrientationMask/allButUpsideDown``, UIKit's default on a phone — the idiom
    /// HeadlessKit's default screen has). Override to restrict them.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

    /// Whether the controller's contents should rotate with the device (default `true`). Override
    /// to return `false`.
    open var shouldAutorotate: Bool { true }

    /// The orientation to present this controller in full screen (default
    /// ``InterfaceOrientation/portrait``, the orientation HeadlessKit's screens have). Override to
    /// choose another.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

    // MARK: - Presentation options

    /// Whether the controller refuses to be dismissed interactively (default `false`). HeadlessKit
    /// has no interactive dismissal, so the value is recorded only; override or set it as in UIKit.
    open var isModalInPresentation = false

    /// Whether this controller's view is what a ``ModalPresentationStyle/currentContext`` or
    /// ``ModalPresentationStyle/overCurrentContext`` presentation from it or a descendant covers
    /// (default `false`). UIKit walks up from the presenting controller to the first controller
    /// that defines the context; when none does, the root-most one presents.
    open var definesPresentationContext = false

    /// The transition a presentation of this controller uses (default
    /// ``ModalTransitionStyle/coverVertical``). Recorded only: HeadlessKit draws no frames.
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical

    // MARK: - Layout preferences

    /// The edges of the view that extend under a container's bars (default ``RectEdge/all``: the
    /// view fills the container and the bars' height is in its safe area). Without
    /// ``RectEdge/top``, a navigation controller places the view below its visible bar; without
    /// ``RectEdge/bottom``, a tab bar controller places it above its tab bar.
    open var edgesForExtendedLayout = RectEdge.all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too (default `false`). HeadlessKit's bars are
    /// translucent, as UIKit's are by default, so the value is recorded only.
    open var extendedLayoutIncludesOpaqueBars = false

    /// The size the controller would like its view to have, for a container that sizes its
    /// children (a popover, a custom container) — `.zero` by default.
    ///
    /// A size with a NaN or infinite number is refused with a diagnostic, and the old size kept.
    /// Overrides that compute a size need not call `super`.
    open var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set { setPreferredContentSize(newValue) }
    }

    // MARK: - Editing and showing

    /// Whether the controller is in editing mode (default `false`). Setting it calls
    /// ``setEditing(_:animated:)`` with `animated` false. Overrides call `super`.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; the default records it and updates ``editButtonItem`` (its
    /// title becomes "Done" while editing, "Edit" otherwise).
    ///
    /// Override to update the view (a table view's editing mode); call `super`. Called when
    /// ``isEditing`` is set and when ``editButtonItem`` is tapped (animated).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        storedEditButtonItem?.showsEditing(editing)
    }

    /// Shows `viewController` in the primary context: the nearest navigation controller above
    /// this one (through its parents) pushes it, animated; with none, this controller presents
    /// it, animated — UIKit's documented rule for `show(_:sender:)`.
    ///
    /// ``NavigationController`` overrides it to push. Override in a container of your own to show
    /// controllers your way; `super` need not be called.
    open func show(_ viewController: ViewControllerBase, sender: Any?) {
        showInPrimaryContext(viewController, sender: sender)
    }

    /// Shows `viewController` as the detail: without a split view controller (HeadlessKit has
    /// none), this controller presents it, animated — UIKit's documented default.
    ///
    /// Override in a container of your own; `super` need not be called.
    open func showDetailViewController(_ viewController: ViewControllerBase, sender: Any?) {
        present(viewController, animated: true)
    }

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
        // Released, it has a plain view's margins again; it is no longer told (chosen).
        oldView?.rootViewMarginsMayHaveChanged()
        storedView = newView
        // The old view is freed only after the write: its deinit runs hooks, which may read `view`.
        withExtendedLifetime(oldView) {}
        guard let newView else { return }
        newView.setViewDelegate(self)
        // A root view starts with the margins it has now, and hears of changes from there.
        reportedLayoutMargins = newView.layoutMargins
        newView.rootViewMarginsMayHaveChanged()
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
