import Foundation

/// A rectangular area in a view hierarchy — HeadlessKit's `UIView`.
///
/// Subclass it and override the same points as in UIKit: ``layoutSubviews()``,
/// ``updateConstraints()``, ``draw(_:)``, ``willMove(toWindow:)``, ``didMoveToWindow()``,
/// ``willMove(toSuperview:)``, ``didMoveToSuperview()``, ``didAddSubview(_:)``,
/// ``willRemoveSubview(_:)``, ``sizeThatFits(_:)`` and ``intrinsicContentSize``.
///
/// A view owns its subviews; it points at its superview and window without owning them. Changes
/// that need layout or display only mark the view and return; the work happens in the update
/// cycle's commit on the window's run loop (see ``setNeedsLayout()``), or at once in
/// ``layoutIfNeeded()``.
@MainActor
open class ViewNode: Responder, ArchiveDecodable {
    // Unchecked exclusivity: the passes read this at every step of their walks, and a dynamic
    // check there costs more than the step. Only HeadlessKit writes it, always in one statement
    // that runs no hook while the array is half-written (a subview released by a write dies
    // after the new array is stored), so no access can overlap a write.

    /// The view's subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [ViewNode] = []

    /// The view that contains this one, or `nil`.
    public var superview: ViewNode? { storedSuperview }

    /// The window this view is in, or `nil`. A window's own `window` is itself.
    public var window: Window? { storedWindow }

    /// An integer that identifies the view in ``viewWithTag(_:)``.
    public var tag = 0

    // The superview owns this view, and a window owns its whole tree, so these back-pointers are
    // never dangling while set; `deinit` clears them in the views it leaves behind. Unowned(unsafe)
    // keeps the hot paths (marking climbs superviews) free of weak-reference overhead.
    unowned(unsafe) var storedSuperview: ViewNode? {
        didSet { superviewChanges &+= 1 }
    }
    /// The window, unretained. Held as `Unmanaged` so that the passes can ask ``isIn(_:)`` at every
    /// step without touching the window's reference count (a window is weakly referenced, so
    /// retaining it takes the slow, side-table path).
    private(set) var windowReference: Unmanaged<Window>?

    final var storedWindow: Window? {
        get { windowReference?.takeUnretainedValue() }
        set { windowReference = if let newValue { .passUnretained(newValue) } else { nil } }
    }
    /// The run loop this view belongs to while it is in no window: the loop of the window it last
    /// left, of the hierarchy it joined, or of the controller that loaded it (see `owningRunLoop`).
    var detachedRunLoop: RunLoopReference?

    var storedBounds: CGRect
    var storedCenter: CGPoint
    var flags: ViewFlags = [.needsDisplay]
    var storedContentMode = ContentMode.scaleToFill
    /// How many times the superview has changed, wrapping: lets an operation tell that a hook
    /// moved the view it is moving, even back to where it was. (16 bits fit beside the content
    /// mode; only a change during one operation is ever asked about.)
    private(set) var superviewChanges: UInt16 = 0
    var storedAutoresizingMask = AutoresizingMask()
    var storedAlpha: CGFloat = 1
    var layoutGeneration: UInt32 = 0
    var layoutCountInGeneration: UInt32 = 0
    var extras: ViewExtras?

    /// Creates a view with the given frame; its bounds are at the origin with the frame's size.
    ///
    /// A frame with a NaN or infinite number is refused with a diagnostic; the view starts with a
    /// zero frame instead.
    public init(frame: CGRect) {
        let finite = GeometryFormat.isFinite(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
        storedBounds = finite ? CGRect(origin: .zero, size: frame.size) : .zero
        storedCenter = finite ? CGPoint(x: frame.midX, y: frame.midY) : .zero
        super.init()
        if Self.requiresConstraintBasedLayout { flags.insert(.needsUpdateConstraints) }
        if !finite { _ = acceptsGeometry(frame, named: "init(frame:)") }
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive: its archived properties (see `decodeArchivedProperties(from:)`),
    /// then its subviews, each made and added while this view is being made, as UIKit's are.
    ///
    /// Required, as UIKit's is: a subclass that declares a designated initializer also declares
    /// this one (a nib or storyboard makes views through it) and calls `super.init(coder:)`.
    public required init?(coder: Coder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
        if Self.requiresConstraintBasedLayout { flags.insert(.needsUpdateConstraints) }
        decodeArchivedProperties(from: coder)
    }

    /// Called on every object a nib or storyboard made, once all of them are made and every
    /// outlet and action is connected.
    ///
    /// The default does nothing; call `super` first, as UIKit asks. The archive's loader calls
    /// it, never the view itself.
    open func awakeFromNib() {}

    // MARK: - Override points
    //
    // Swift lets subclasses override only members declared in the class body, so every hook
    // lives here; the machinery that calls them is in the extensions named in each comment.

    /// The next responder: the view's controller if it is a controller's root view, else the
    /// superview. A ``Window`` returns its application instead.
    ///
    /// Override to splice an object into the chain; `super` gives the default.
    open override var next: Responder? {
        if flags.contains(.isControllerRootView), let delegate = viewDelegate { return delegate }
        return storedSuperview
    }

    override var firstResponderScope: (any FirstResponderScope)? { storedWindow }

    /// Called just before the superview changes; `newSuperview` is `nil` when the view is removed.
    ///
    /// The default does nothing; overrides need not call `super`. ``superview`` still holds the
    /// old value. Called by the hierarchy operations on the moved view only, not its subviews.
    open func willMove(toSuperview newSuperview: ViewNode?) {}

    /// Called just after the superview changed; ``superview`` already holds the new value.
    ///
    /// The default does nothing; overrides need not call `super`. Called on the moved view only.
    open func didMoveToSuperview() {}

    /// Called just before the window changes, on every view of the moved subtree, parents first.
    ///
    /// The default does nothing; overrides need not call `super`. ``window`` still holds the old
    /// value; `newWindow` is `nil` when the subtree leaves its window.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called just after the window changed, on every view of the moved subtree, parents first.
    ///
    /// The default does nothing; overrides need not call `super`. ``window`` already holds the
    /// new value.
    open func didMoveToWindow() {}

    /// Called after `subview` was added to this view, as the last step of the addition.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func didAddSubview(_ subview: ViewNode) {}

    /// Called before `subview` is removed from this view (or moved to another superview), as the
    /// first step of the removal.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func willRemoveSubview(_ subview: ViewNode) {}

    /// Updates the view's constraints; called bottom-up (subviews first) in the constraints pass
    /// for views marked with ``setNeedsUpdateConstraints()``.
    ///
    /// The default does nothing. Overrides call `super` as their last step, as UIKit requires.
    open func updateConstraints() {}

    /// Called when the view's ``safeAreaInsets`` changed — UIKit's `safeAreaInsetsDidChange()`.
    ///
    /// The default does nothing; overrides need not call `super`. Called in the layout pass, at
    /// the start of the view's layout step (before its controller's
    /// ``ViewControllerBase/viewSafeAreaInsetsDidChange()`` when it is a controller's root view,
    /// then `viewWillLayoutSubviews()` and ``layoutSubviews()``), when the insets differ from the
    /// ones it was last told of: after the window's unsafe edges (``Window/screenSafeAreaInsets``),
    /// a container's bars or a controller's additional insets changed, and — inherited — after
    /// its superview's insets changed, each view before its subviews. A view whose insets change
    /// only because it moved hears it at the next such change (see <doc:DifferencesFromUIKit>).
    /// Never call it directly.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's ``layoutMargins`` changed — UIKit's `layoutMarginsDidChange()`.
    ///
    /// The default does nothing; overrides need not call `super`. Called at once when
    /// ``layoutMargins`` or ``directionalLayoutMargins`` is set to a new value, before the view's
    /// controller hears ``ViewControllerBase/viewLayoutMarginsDidChange()`` when it is a
    /// controller's root view. A root view also hears of it when its controller's
    /// ``ViewControllerBase/viewRespectsSystemMinimumLayoutMargins`` changes its margins (at once),
    /// and when its safe area or its window's width moves them (in its layout step, before its
    /// controller's `viewWillLayoutSubviews()`). Never call it directly.
    open func layoutMarginsDidChange() {}

    /// Lays out the subviews; called top-down (a view before its subviews) in the layout pass for
    /// views marked with ``setNeedsLayout()``.
    ///
    /// The default gives each subview positioned by constraints (one that does not translate its
    /// autoresizing mask) the frame the constraint engine solved; autoresizing has already been
    /// applied when the bounds changed. Overrides set subviews' frames; calling `super` first
    /// keeps constraint-based layout. Never call it directly: use
    /// ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Whether the view needs constraint-based layout to work: `true` makes the first commit
    /// after the view is created call its ``updateConstraints()`` (UIKit's
    /// `requiresConstraintBasedLayout`). The default is `false`; override in classes that build
    /// their constraints in ``updateConstraints()``.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Draws the view's content into ``GraphicsContext/current``; called top-down in the display
    /// pass for views marked for display with a non-empty bounds.
    ///
    /// `rect` is the part to redraw: the bounds on first display and after ``setNeedsDisplay()``,
    /// the marked union after ``setNeedsDisplay(_:)``. The default draws nothing; `super` need not
    /// be called. Never call it directly: use ``setNeedsDisplay()``.
    open func draw(_ rect: CGRect) {}

    /// The size that best fits `size`. The default returns the current bounds size.
    ///
    /// Override to compute a natural size; `super` need not be called. Called by ``sizeToFit()``.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// The view's natural size from its content; the default has no intrinsic metric on either axis.
    ///
    /// Override in views with content (labels, images). `super` need not be called. Read by the
    /// constraints pass; call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The frontmost descendant (or this view) that contains `point`, given in this view's
    /// coordinates, following UIKit's rules.
    ///
    /// The default returns `nil` when the view is hidden, has user interaction disabled, has an
    /// alpha below 0.01, or ``point(inside:with:)`` is false; otherwise it asks the subviews front
    /// to back and returns the first hit, or itself. Override to widen or narrow the hit area;
    /// call `super` for the standard search.
    open func hitTest(_ point: CGPoint, with event: Event?) -> ViewNode? {
        standardHitTest(point, with: event)
    }

    /// Whether `point`, in this view's coordinates, is inside it. The default tests ``bounds``.
    ///
    /// Override to give the view a non-rectangular or larger touch area; `super` need not be called.
    /// Called by ``hitTest(_:with:)``.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        storedBounds.contains(point)   // false for a NaN or infinite point
    }

    /// Whether `gestureRecognizer` may begin recognizing touches that hit this view; asked when
    /// the recognizer leaves the possible state, on every view its touches hit.
    ///
    /// The default returns `true`. Override to keep touches for the view itself (UIKit's
    /// controls refuse a tap recognizer of another view this way); `super` need not be called.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// The first non-default tint colour of the view and its superviews, starting with the view
    /// itself, else system blue — HeadlessKit's `UIView.tintColor`. Dimmed when the effective
    /// ``tintAdjustmentMode`` is ``TintAdjustmentMode/dimmed``.
    ///
    /// Setting a colour makes it this view's own; setting `nil` inherits again. Either way, the
    /// view and every subview whose effective tint changes hear ``tintColorDidChange()``,
    /// parents first, before the setter returns. Overrides call `super` to keep the inheritance.
    open var tintColor: Color! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Called when the view's effective tint colour changed: its own ``tintColor`` or
    /// ``tintAdjustmentMode`` was set, one it inherits changed, or it moved under a different tint.
    ///
    /// The default does nothing; overrides need not call `super`. Delivered parents first, in the
    /// setter or the hierarchy operation that made the change; refresh what the view draws with its
    /// tint (``setNeedsDisplay()``).
    open func tintColorDidChange() {}

    /// Called when the view's ``traitCollection`` changed; `previousTraitCollection` is what it was.
    ///
    /// Delivered parents first (a controller's before its root view's), in the operation that made
    /// the change: a move under different traits, an override set on the view, an ancestor, a
    /// controller or the window, or the window's size or text size changing. The default does
    /// nothing; call `super` first, as UIKit asks.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // Environment hooks for the framework's own views (labels, image views, buttons), called just
    // before the public callbacks above, so that a subclass overriding those without calling
    // `super` cannot stop a label from re-resolving its font or a button from re-tinting.

    /// The view's traits changed from `previous`; called before ``traitCollectionDidChange(_:)``.
    func environmentTraitsDidChange(from previous: TraitCollection) {}

    /// The view's effective tint changed; called before ``tintColorDidChange()``.
    func effectiveTintDidChange() {}

    // Auto Layout's second measurement, for views whose intrinsic height depends on the width
    // they are given (a multi-line label with an automatic preferred width): UIKit's engine
    // measures such a view again at its solved width before it finishes the solve.

    /// Whether the view's intrinsic size depends on the width Auto Layout gives it; `false` by default.
    var intrinsicContentSizeDependsOnWidth: Bool { false }

    /// The view's intrinsic size when it is `width` points wide; the default ignores the width.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// The view whose first baseline is this view's ``firstBaselineAnchor`` — UIKit's
    /// `forFirstBaselineLayout`.
    ///
    /// The default returns the view itself. Override in a container to align by a subview's text
    /// (``StackView`` returns its first arranged subview's); the view returned must be this view
    /// or one of its descendants, else the view's own baseline is used. `super` need not be
    /// called. Read by the constraint engine each time it installs a baseline constraint.
    open var forFirstBaselineLayout: ViewNode { self }

    /// The view whose last baseline is this view's ``lastBaselineAnchor`` — UIKit's
    /// `forLastBaselineLayout`.
    ///
    /// The default returns the view itself. Override as ``forFirstBaselineLayout``; `super` need
    /// not be called.
    open var forLastBaselineLayout: ViewNode { self }

    // Baseline hooks for views that show text (a label overrides them). Internal: like UIKit's
    // private `_firstBaselineOffsetFromTop`/`_baselineOffsetFromBottom`, they are HeadlessKit's
    // own contract with its text views, declared here so that a subclass in a higher room can
    // override them. When a value changes, the view calls `invalidateIntrinsicContentSize()`:
    // the constraints pass re-reads its size, and the engine re-installs the baseline
    // constraints that read the view (see `LayoutEngine.refreshBaselines(of:)`).

    /// How far the first baseline is below the top edge; `nil` for a view without text, whose
    /// baselines are its bottom edge (UIKit).
    var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// How far the last baseline is above the bottom edge; `nil` for a view without text.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The baseline-to-baseline distance this view's text asks for when a system-spacing
    /// constraint relates its baseline to another view's (its font's line spacing, for a label);
    /// `nil` for a view without text. The engine uses the larger of the two views' values, and
    /// the standard 8 points when neither gives one.
    var baselineSystemSpacing: CGFloat? { nil }

    /// A subview that a container arranges (a ``StackView``'s arranged subview) was hidden or
    /// shown. The default does nothing; a container overrides it to re-arrange. Called by the
    /// ``isHidden`` setter of a view flagged `isArrangedSubview`, on its superview.
    func arrangedSubviewVisibilityDidChange(_ subview: ViewNode) {}

    /// A subview that a container arranges is leaving it (removed or moved elsewhere): the
    /// container drops it from its arrangement. Called before the engine lets go of the subview.
    func arrangedSubviewWillLeave(_ subview: ViewNode) {}

    /// Whether the view fills its bounds with opaque content, so that what is behind it need not
    /// be drawn (default `true`, as UIKit's views). HeadlessKit records it; nothing is composited.
    ///
    /// Overrides call `super` to keep the stored value.
    open var isOpaque: Bool {
        get { !flags.contains(.isNotOpaque) }
        set { setFlag(.isNotOpaque, !newValue) }
    }

    // MARK: - Accessibility
    //
    // UIKit declares these on NSObject; HeadlessKit puts them on the view, where ported code
    // overrides them (see `ViewNode+Accessibility.swift`). Their values live out of line.

    /// A string that identifies the view to tests and tools, and names it in constraint
    /// descriptions and diagnostics (UIKit's `accessibilityIdentifier`; default `nil`).
    ///
    /// Overrides that compute an identifier need not call `super`.
    open var accessibilityIdentifier: String? {
        get { extras?.accessibility?.identifier }
        set { mutableAccessibility.identifier = newValue }
    }

    /// Whether assistive technologies treat the view as one element (default `false` for a plain
    /// view; controls and labels that show content override it to `true`).
    ///
    /// Overrides need not call `super`.
    open var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? false }
        set { mutableAccessibility.isElement = newValue }
    }

    /// A short, localized word or phrase that names the element (default `nil`).
    ///
    /// Overrides that derive it from the content need not call `super`.
    open var accessibilityLabel: String? {
        get { extras?.accessibility?.labelText }
        set { mutableAccessibility.labelText = newValue }
    }

    /// The element's current value, when it has one that changes, such as a slider's (default `nil`).
    ///
    /// Overrides need not call `super`.
    open var accessibilityValue: String? {
        get { extras?.accessibility?.valueText }
        set { mutableAccessibility.valueText = newValue }
    }

    /// A brief description of what activating the element does (default `nil`).
    ///
    /// Overrides need not call `super`.
    open var accessibilityHint: String? {
        get { extras?.accessibility?.hintText }
        set { mutableAccessibility.hintText = newValue }
    }

    /// What the element is and how it behaves (default ``AccessibilityTraits/none``).
    ///
    /// Overrides usually add to `super`'s traits.
    open var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? .none }
        set { mutableAccessibility.traitSet = newValue }
    }

    /// Whether the elements inside this view are hidden from assistive technologies (default `false`).
    ///
    /// Overrides need not call `super`.
    open var accessibilityElementsHidden: Bool {
        get { extras?.accessibility?.elementsHidden ?? false }
        set { mutableAccessibility.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the view's siblings while it is shown, as for a
    /// custom alert (default `false`).
    ///
    /// Overrides need not call `super`.
    open var accessibilityViewIsModal: Bool {
        get { extras?.accessibility?.viewIsModal ?? false }
        set { mutableAccessibility.viewIsModal = newValue }
    }

    /// Whether assistive technologies read the view's children as a group (default `false`).
    ///
    /// Overrides need not call `super`.
    open var shouldGroupAccessibilityChildren: Bool {
        get { extras?.accessibility?.groupsChildren ?? false }
        set { mutableAccessibility.groupsChildren = newValue }
    }

    /// The element's frame in screen coordinates — here the window's, which fills the screen.
    ///
    /// Until one is set, it is the view's bounds converted to its window (to its hierarchy's root
    /// when it is in no window), as UIKit computes it for views. A rectangle with a NaN or
    /// infinite number is refused with a diagnostic, and the old value kept. Overrides need not
    /// call `super`.
    open var accessibilityFrame: CGRect {
        get { extras?.accessibility?.frameValue ?? convert(storedBounds, to: nil) }
        set { setAccessibilityFrame(newValue) }
    }

    /// The elements inside this view, in the order assistive technologies visit them, when the
    /// view arranges them itself (default `nil`: the subviews, in order).
    ///
    /// Overrides need not call `super`.
    open var accessibilityElements: [Any]? {
        get { extras?.accessibility?.elementList }
        set { mutableAccessibility.elementList = newValue }
    }

    /// The class of the view's ``layer``: ``Layer`` by default.
    ///
    /// Override to back the view with another kind of layer (`override class var layerClass:
    /// AnyClass { GradientLayer.self }`); `super` need not be called. Read once, when the layer is
    /// created — the first time anything asks for ``layer``. A class that is not a ``Layer``
    /// subclass is refused with a diagnostic, and the view gets a plain ``Layer``.
    open class var layerClass: AnyClass { Layer.self }

    /// Lays out `layer`'s sublayers: for the view's own ``layer``, runs the view's layout step —
    /// its controller's `viewWillLayoutSubviews()`, ``layoutSubviews()``, then
    /// `viewDidLayoutSubviews()` — as UIKit's view does for its layer; for any other layer,
    /// nothing.
    ///
    /// Called by the layer's default ``Layer/layoutSublayers()`` when the layout pass lays out
    /// the view. Override to lay out standalone sublayers (set their frames after calling
    /// `super`, which lays out the subviews). Never call it directly: use ``setNeedsLayout()``.
    open func layoutSublayers(of layer: Layer) {
        guard let extras, layer === extras.layer else { return }
        UpdateCycle.performLayoutStep(of: self, reporter: PassReporter(walking: self, fallback: owningRunLoop ?? MainRunLoop.current))
    }

    /// Provides `layer`'s content; the default does what the layer does with no delegate:
    /// records its ``Layer/draw(in:)``, which for the view's own layer is the view's ``draw(_:)``.
    ///
    /// Called by the layer's default ``Layer/display()`` in the display pass. Override to set the
    /// layer's ``Layer/contents`` yourself (UIKit's views do not implement this method, so a
    /// ported override needs the `override` keyword here); call `super` to draw.
    open func display(_ layer: Layer) {
        layer.recordDrawing()
    }

    /// Draws `layer`'s content: for the view's own ``layer``, calls ``draw(_:)`` with the part
    /// marked for display; for any other layer, nothing.
    ///
    /// Called by the layer's default ``Layer/draw(in:)``; `context` is also
    /// ``GraphicsContext/current`` while it runs. Override to draw the layer yourself; `super`
    /// need not be called (the view's ``draw(_:)`` is then not called).
    open func draw(_ layer: Layer, in context: GraphicsContext) {
        guard let extras, layer === extras.layer else { return }
        var rect = storedBounds
        if flags.contains(.hasPartialDirtyRect) {
            rect = extras.dirtyRect.intersection(storedBounds)
            flags.remove(.hasPartialDirtyRect)
            extras.dirtyRect = .null
        }
        reportingLoop(operation: nil)?.trace(self, .draw, [.rect(rect)])
        draw(rect)
    }

    /// The action for the change named `event` of `layer`: for the view's own ``layer`` outside
    /// an animation block, `NSNull` — no action, so a view's layer never animates implicitly, as
    /// UIKit's views answer; otherwise `nil`.
    ///
    /// Called by the layer's ``Layer/action(forKey:)``. HeadlessKit does not ask it when the
    /// view's layer's properties change **(chosen**: the answer is known, and asking on every
    /// change would slow every view**)**; changes inside animation blocks animate through the
    /// block. Override to answer for other keys; call `super` for the others.
    open func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
        guard let extras, layer === extras.layer else { return nil }
        if let block = ViewAnimationBlock.current, case .animate = block.kind { return nil }
        return NSNull()
    }

    /// Whether a scroll view may take this view's touches from it once it starts scrolling — the
    /// default answer of `ScrollView.touchesShouldCancel(in:)`, which UIKit gives as "yes unless
    /// the view is a control". `true` here; `Control` overrides it to `false`.
    var yieldsTouchesToScrolling: Bool { true }

    isolated deinit {
        releaseSubviews()
        if flags.contains(.hasLayer), let layer = extras?.layer { layer.hostWillBeFreed(leavingMarks: flags.layerTreeMarks) }
        (owningRunLoop ?? MainRunLoop.current)?.reportEnd(of: ObjectIdentifier(self))
    }

    /// Whether this view is in `window` (or, for `nil`, in none), compared by identity without
    /// retaining either window.
    ///
    /// No closures here: Swift 6 checks the executor on entry to a main-actor closure, which would
    /// cost more than the walk step that asks.
    @inline(__always)
    final func isIn(_ window: Window?) -> Bool {
        guard let window else { return windowReference == nil }
        return windowReference?.toOpaque() == Unmanaged.passUnretained(window).toOpaque()
    }

    var mutableExtras: ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }
}

/// State most views never use, kept out of line so a plain view stays small.
@MainActor
final class ViewExtras {
    var transform = AffineTransform2D.identity
    var backgroundColor: Color?
    var displayList: [DrawingCommand] = []
    var dirtyRect = CGRect.null
    var intrinsicContentSize: CGSize?
    /// The accessibility attributes set on the view (see `ViewNode+Accessibility.swift`).
    var accessibility: AccessibilityAttributes?
    /// The gesture recognizers attached to the view, in the order they were added.
    var gestureRecognizers: [GestureRecognizer] = []
    /// The controller whose root view this is (``ViewFlags/isControllerRootView`` says whether to look).
    weak var viewDelegate: (any ViewDelegate)?
    /// Auto Layout's state for this view, when it takes part in constraints.
    var layout: (any ViewConstraintState)?
    /// The view's tint and trait overrides, and the traits a detached root kept.
    var environment: ViewEnvironment?

    /// How the view's content flips right to left (``SemanticContentAttribute/unspecified`` by default).
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The update cycle's bookkeeping for a hierarchy laid out with no run loop at all.
    var looplessPasses: LooplessPasses?
    /// The view's layer, once something asked for it (see `ViewNode.layer`).
    var layer: Layer?
    /// The safe area insets the view was last told of through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = EdgeInsets.zero
}
