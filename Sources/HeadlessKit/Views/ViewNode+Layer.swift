import Foundation

/// Every view has a layer: created the first time anything asks for it, and from then on the
/// same object, whose values are the view's.
///
/// The layer keeps nothing the view already keeps. Its bounds, position, affine transform,
/// opacity, hidden and clipping flags, background colour, update-cycle marks and the subview
/// layers among its sublayers are read from the view and set through the view's own setters, so
/// the two can never disagree and a view that never asks for its layer pays nothing for it. A
/// layer created late therefore behaves as if it had always existed.
extension ViewNode: LayerDelegate {
    /// The view's Core Animation layer, of class ``layerClass``; never `nil`, and the same object
    /// on every access. The view is its ``Layer/delegate``.
    ///
    /// Created the first time it is asked for. Subview layers are its sublayers, in subview order,
    /// among any standalone sublayers added to it; see <doc:Layers>.
    public var layer: Layer {
        if let layer = extras?.layer { return layer }
        return makeLayer()
    }

    /// The view's layer if something has asked for it, without creating it.
    package var layerIfMade: Layer? { flags.contains(.hasLayer) ? extras?.layer : nil }

    @inline(never)
    private func makeLayer() -> Layer {
        let requested: AnyClass = type(of: self).layerClass
        let layerType = requested as? Layer.Type ?? Layer.self
        let layer = layerType.init()
        // A layer class's init() can ask for this view's layer: the first made wins.
        if let made = extras?.layer { return made }
        mutableExtras.layer = layer
        flags.insert(.hasLayer)
        layer.attach(to: self, delegate: self, transform: transform, redrawsOnBoundsChange: storedContentMode == .redraw)
        if !(requested is Layer.Type) {
            reportMisuse(Diagnostic(
                kind: .invalidLayerClass,
                message: "layerClass of \(type(of: self)) is \(requested), which is not a Layer subclass; \(self) was "
                    + "given a plain Layer. Return Layer.self or a Layer subclass from layerClass.",
                objects: [self]))
        }
        return layer
    }

    /// The geometry that places the view in its superview, with its layer's anchor point and
    /// transform; only for a view whose layer exists.
    var layerGeometry: LayerGeometry? {
        guard flags.contains(.hasLayer), let layer = extras?.layer else { return nil }
        return layer.backingGeometry(bounds: storedBounds, center: storedCenter)
    }

    // MARK: - Where hierarchy operations put subview layers

    /// Tells this view's layer, if it exists, that the subview at `index` was removed.
    @inline(__always)
    func subviewLayerWasRemoved(at index: Int) {
        guard flags.contains(.hasLayer) else { return }
        extras?.layer?.subviewLayerWasRemoved(at: index)
    }

    /// Tells this view's layer, if it exists, that a subview was put at `index`, its layer placed
    /// as UIKit places it.
    @inline(__always)
    func subviewLayerWasInserted(at index: Int, placement: SubviewLayerPlacement) {
        guard flags.contains(.hasLayer) else { return }
        extras?.layer?.subviewLayerWasInserted(at: index, placement: placement)
    }
}

extension ViewFlags {
    /// The layer marks a view leaves to its layer when it is freed: what its layer tree still had
    /// pending.
    var layerTreeMarks: LayerUpdateFlags {
        var marks: LayerUpdateFlags = []
        if contains(.layerTreeNeedsLayout) { marks.insert(.subtreeNeedsLayout) }
        if contains(.layerTreeNeedsDisplay) { marks.insert(.subtreeNeedsDisplay) }
        return marks
    }
}

// MARK: - The view as its layer's host

extension ViewNode: LayerHost {
    var backingBounds: CGRect {
        get { storedBounds }
        set { bounds = newValue }
    }

    var backingPosition: CGPoint {
        get { storedCenter }
        set { center = newValue }
    }

    func setBackingFrame(_ frame: CGRect) {
        self.frame = frame
    }

    func setBackingAffineTransform(_ transform: AffineTransform2D) {
        self.transform = transform
    }

    func backingAnchorPointDidChange() {
        frameDidChangeOutsideEngine()
    }

    var backingOpacity: CGFloat {
        get { storedAlpha }
        set { alpha = newValue }
    }

    var backingIsHidden: Bool {
        get { isHidden }
        set { isHidden = newValue }
    }

    var backingMasksToBounds: Bool {
        get { clipsToBounds }
        set { clipsToBounds = newValue }
    }

    var backingBackgroundColor: Color? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

    var backingIsOpaque: Bool {
        get { isOpaque }
        set { isOpaque = newValue }
    }

    var backingSubviewCount: Int { subviews.count }

    func backingSubviewLayer(at index: Int) -> Layer {
        subviews[index].layer
    }

    func backingSubviewIndex(of layer: Layer) -> Int? {
        guard let view = layer.hostReference as? ViewNode, view.storedSuperview === self else { return nil }
        return subviews.firstIndex { $0 === view }
    }

    var backingHasSuperview: Bool { storedSuperview != nil }

    var backingSuperlayer: Layer? { storedSuperview?.layer }

    var backingDescription: String { description }

    func backingPointToRootSpace(_ point: CGPoint) -> CGPoint {
        pointToRootSpace(point)
    }

    func backingPointFromRootSpace(_ point: CGPoint) -> CGPoint {
        pointFromRootSpace(point)
    }

    var backingRunLoop: MainRunLoop? { owningRunLoop }

    var backingNeedsLayout: Bool { needsLayout() }

    func backingSetNeedsLayout() {
        setNeedsLayout()
    }

    func backingLayoutIfNeeded() {
        layoutIfNeeded()
    }

    var backingNeedsDisplay: Bool { needsDisplay() }

    func backingSetNeedsDisplay() {
        setNeedsDisplay()
    }

    func backingSetNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay(rect)
    }

    func backingDisplayIfNeeded() {
        UpdateCycle.displayNow(self)
    }

    func backingSublayerTreeNeedsLayout() {
        mark(.layerTreeNeedsLayout, summary: .subtreeNeedsLayout)
    }

    func backingSublayerTreeNeedsDisplay() {
        mark(.layerTreeNeedsDisplay, summary: .subtreeNeedsDisplay)
    }

    var backingDisplayList: [DrawingCommand] {
        get { extras?.displayList ?? [] }
        set { mutableExtras.displayList = newValue }
    }
}
