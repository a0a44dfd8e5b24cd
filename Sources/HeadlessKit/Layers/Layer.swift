import Foundation

/// An object that manages what is drawn in a rectangle, and the tree of such rectangles —
/// HeadlessKit's `CALayer`.
///
/// A layer has Core Animation's model values (geometry, appearance, contents) with Core
/// Animation's defaults, a tree of ``sublayers``, an optional ``mask``, and Core Animation's
/// update cycle: ``setNeedsLayout()`` then ``layoutSublayers()``, ``setNeedsDisplay()`` then
/// ``display()`` and ``draw(in:)``. What a layer draws is recorded as data
/// (``displayList``, ``renderedContent()``), never rasterised.
///
/// Every ``ViewNode`` has one, its ``ViewNode/layer``: the view is its ``delegate``, and the
/// view's geometry, opacity, hidden and clipping flags and background colour *are* the layer's —
/// setting either side sets both. A layer made with ``init()`` is a standalone layer; added to a
/// view's layer it is laid out and displayed in the same commit as that view. See
/// <doc:Layers>.
///
/// Subclass it and override the same points as in Core Animation: ``layoutSublayers()``,
/// ``display()``, ``draw(in:)``, ``hitTest(_:)``, ``contains(_:)``, ``action(forKey:)``,
/// ``init(layer:)`` and the class methods ``defaultValue(forKey:)`` and ``needsDisplay(forKey:)``.
@MainActor
open class Layer {
    /// The model values this layer keeps itself: all of them for a standalone layer; for a view's
    /// layer, those its view has no place for (see ``modelValues``).
    var storedModel = LayerModel()

    /// The view this layer backs, unretained: the view owns its layer, and clears this from its
    /// `deinit` (leaving the layer standalone, with the view's last values).
    unowned(unsafe) var hostReference: (any LayerHost)?

    /// The superlayer of a standalone layer (a backing layer's is its superview's layer).
    weak var storedSuperlayer: Layer?

    /// The sublayers this layer holds itself, back to front: every sublayer of a standalone
    /// layer; the standalone sublayers of a backing layer, whose subview layers come from its view.
    var ownSublayers: [Layer] = []

    /// For a backing layer, how many of its view's subview layers are below each of
    /// ``ownSublayers`` — which places the standalone sublayers among the subview layers without
    /// the layer holding (or creating) the subview layers.
    var subviewLayersBelow: [Int] = []

    var storedMask: Layer?
    /// The layer whose ``mask`` this layer is.
    weak var maskOwner: Layer?
    /// A delegate set through ``delegate`` on a standalone layer.
    weak var storedDelegate: (any LayerDelegate)?
    /// A view's layer's delegate, its view — unretained, like ``hostReference`` and cleared with
    /// it: a weak reference would give every view with a layer a side table, and every retain of
    /// the view in the passes the slow path.
    unowned(unsafe) var hostDelegate: (any LayerDelegate)?

    /// The delegate the layer asks: its view, or the one set on it.
    var currentDelegate: (any LayerDelegate)? {
        if let hostDelegate { return hostDelegate }
        return storedDelegate
    }

    /// The update-cycle marks of a standalone layer (a backing layer's are its view's).
    var updateFlags: LayerUpdateFlags = []

    /// What the latest ``draw(in:)`` recorded, for a standalone layer.
    var recordedDisplayList: [DrawingCommand] = []

    /// For a presentation copy: the layer it is a copy of.
    var modelLayer: Layer?

    /// The animations attached to the layer and the in-flight values they last wrote, once an
    /// animation is added (see `Layer+Animations.swift`).
    var animationState: LayerAnimations?

    /// Creates a standalone layer with Core Animation's defaults: zero bounds at position zero,
    /// anchor point (0.5, 0.5), opacity 1, and no sublayers.
    ///
    /// Required, so that a view can create the layer of its ``ViewNode/layerClass``; a subclass
    /// that declares its own designated initializers writes `required init()` (Swift's form of
    /// `override init()` for a required initializer).
    public required init() {}

    /// Creates a copy of `layer`'s model values — Core Animation's initializer for shadow copies
    /// such as ``presentation()``.
    ///
    /// Override to copy a subclass's own properties; call `super.init(layer:)` first. The copy
    /// has no superlayer, sublayers, mask or delegate. `layer` that is not a ``Layer`` gives a
    /// layer with the defaults.
    public init(layer: Any) {
        if let source = layer as? Layer { copyModelValues(from: source) }
    }

    // MARK: - Override points
    //
    // Swift lets subclasses override only members declared in the class body, so every hook lives
    // here; what calls them is in the extensions named in each comment.

    /// Lays out the sublayers; called in the layout pass for a layer marked with
    /// ``setNeedsLayout()`` (for a view's layer: when its view is laid out).
    ///
    /// The default asks the ``delegate``'s ``LayerDelegate/layoutSublayers(of:)``; for a view's
    /// layer that is the view's layout step (its controller's `viewWillLayoutSubviews()`, its
    /// ``ViewNode/layoutSubviews()``, then `viewDidLayoutSubviews()`). Overrides set the frames of
    /// the sublayers they manage and call `super` to keep the delegate's layout. Never call it
    /// directly: use ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSublayers() {
        currentDelegate?.layoutSublayers(of: self)
    }

    /// Updates the layer's content; called in the display pass for a layer marked with
    /// ``setNeedsDisplay()`` (for a view's layer: when its view is displayed).
    ///
    /// The default asks the ``delegate``'s ``LayerDelegate/display(_:)`` if there is a delegate,
    /// else records ``draw(in:)`` into a fresh ``GraphicsContext`` as the layer's
    /// ``displayList`` (nothing for empty bounds). Overrides may set ``contents`` instead; call
    /// `super` for the default. Never call it directly: use ``setNeedsDisplay()``.
    open func display() {
        if let delegate = currentDelegate {
            delegate.display(self)
        } else {
            recordDrawing()
        }
    }

    /// Draws the layer's content into `context`, which records it; called by the default
    /// ``display()``.
    ///
    /// The default asks the ``delegate``'s ``LayerDelegate/draw(_:in:)``; for a view's layer that
    /// calls the view's ``ViewNode/draw(_:)``. Overrides draw with `context` (also
    /// ``GraphicsContext/current`` while it runs); `super` need not be called.
    open func draw(in context: GraphicsContext) {
        currentDelegate?.draw(self, in: context)
    }

    /// The farthest descendant (or this layer) that contains `point`, given in the superlayer's
    /// coordinates, or `nil`.
    ///
    /// The default skips hidden layers; a layer that masks to its bounds finds nothing outside
    /// them; sublayers are asked front to back (highest ``zPosition`` first, then the later
    /// sublayer), then the layer itself through ``contains(_:)``. Override to change the hit
    /// area; call `super` for the standard search.
    open func hitTest(_ point: CGPoint) -> Layer? {
        standardHitTest(point)
    }

    /// Whether `point`, in this layer's coordinates, is inside it. The default tests ``bounds``.
    ///
    /// Override for a non-rectangular hit area; `super` need not be called. Called by
    /// ``hitTest(_:)``.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The action for the change named `event`, or `nil`, searched in the order Core Animation
    /// documents: the ``delegate``'s answer if it gives one (`NSNull` ends the search with no
    /// action), else the entry of ``actions``, else the class's ``defaultAction(forKey:)``, else
    /// Core Animation's implicit animation for an animatable property — a ``BasicAnimation`` of
    /// the key with the current transaction's duration and timing function (see ``Transaction``).
    ///
    /// Called after a standalone layer's animatable property changes, and the answer run; see
    /// <doc:Layers>. Override to supply actions of the layer's own; call `super` for the
    /// standard search.
    open func action(forKey event: String) -> (any LayerAction)? {
        if let delegate = currentDelegate, let action = delegate.action(for: self, forKey: event) { return action }
        if let action = storedModel.actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        return implicitAnimation(forKey: event)
    }

    /// The class's own action for the change named `event`; the default returns `nil`.
    ///
    /// Override in a subclass to give its properties actions of their own; called by
    /// ``action(forKey:)`` after the delegate and ``actions``.
    open class func defaultAction(forKey event: String) -> (any LayerAction)? {
        nil
    }

    /// The default value of the property named `key` — Core Animation's defaults for the
    /// properties it declares, `nil` for any other.
    ///
    /// Override in a subclass to give its own properties defaults; call `super` for the others.
    open class func defaultValue(forKey key: String) -> Any? {
        LayerModel.defaultValue(forKey: key)
    }

    /// Whether a change of the property named `key` should mark the layer for display. The
    /// default returns `false`.
    ///
    /// Override in a subclass whose drawing depends on its own properties. Read when an
    /// animation changes a property (not yet part of HeadlessKit).
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    // MARK: - Internal override points (HeadlessKit's own subclasses)

    /// Whether a change of the property named `key` animates implicitly. Subclasses answer for
    /// their own keys first.
    func animatesImplicitly(_ key: String) -> Bool {
        Self.implicitlyAnimatedKeys.contains(key)
    }

    /// Copies `layer`'s model values into this layer: Core Animation's, and a subclass's own.
    /// Used by ``init(layer:)`` and ``presentation()``; subclasses call `super` first.
    func copyModelValues(from layer: Layer) {
        storedModel = layer.modelValues
    }

    /// The model value of the property named `key` (Core Animation's name, as an animation's key
    /// path names it), or `nil` for an unknown key: the one place a value is read by name, for a
    /// presentation copy to start from. Subclasses answer for their own keys first.
    func modelValue(forKey key: String) -> Any? {
        modelValues.value(forKey: key)
    }

    /// Sets the value of the property named `key` on this layer's stored model without any of
    /// the setters' effects (no marks, no refusals): the one place a presentation copy takes an
    /// animation's in-flight value. Returns whether the key and the value's type were known.
    /// Subclasses take their own keys first.
    func setPresentationValue(_ value: Any?, forKey key: String) -> Bool {
        storedModel.setValue(value, forKey: key)
    }

    /// What the layer paints as its content, between its background and its border: its
    /// ``contents`` and its recorded ``displayList``. Subclasses put their own content first.
    func contentPaint() -> [LayerPaint] {
        var paint: [LayerPaint] = []
        if let contents = storedModel.contents {
            paint.append(.contents(String(describing: contents), gravity: storedModel.contentsGravity))
        }
        let drawing = displayList
        if !drawing.isEmpty { paint.append(.drawing(drawing)) }
        return paint
    }
}
