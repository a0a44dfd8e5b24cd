import Foundation

/// Bounds, position, anchor point, transforms and the frame they define, and conversions between
/// the coordinate systems of layers.
extension Layer {
    /// The layer's own coordinate system: the origin shown at its top-left, and its size.
    ///
    /// A size change marks the layer for layout — "the `layoutSublayers(of:)` method is called
    /// when a layer's bounds have changed" (`CALayerDelegate`) — and, with
    /// ``needsDisplayOnBoundsChange``, for display. A view's layer reads and sets its view's
    /// ``ViewNode/bounds``, with the view's marking rules.
    public var bounds: CGRect {
        get { hostReference?.backingBounds ?? storedModel.bounds }
        set {
            guard acceptsBounds(newValue, named: "bounds") else { return }
            if let host = hostReference {
                host.backingBounds = newValue
                return
            }
            let old = storedModel.bounds
            let change = implicitChange("bounds")
            storedModel.bounds = newValue
            change?.run()
            guard old.size != newValue.size else { return }
            setNeedsLayout()
            if storedModel.needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Where the ``anchorPoint`` sits in the superlayer's coordinates; changing it marks nothing.
    /// A view's layer's position is its view's ``ViewNode/center``.
    public var position: CGPoint {
        get { hostReference?.backingPosition ?? storedModel.position }
        set {
            guard acceptsPosition(newValue, named: "position") else { return }
            if let host = hostReference {
                host.backingPosition = newValue
            } else {
                let change = implicitChange("position")
                storedModel.position = newValue
                change?.run()
            }
        }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived from ``bounds``,
    /// ``position``, ``anchorPoint`` and ``transform`` as Core Animation derives it: the bounding
    /// box of the bounds transformed about the anchor point and placed at the position.
    ///
    /// Setting it moves the position and, with the identity transform, sets the bounds' size;
    /// with another transform only the position moves, keeping the frame's centre where asked
    /// (Core Animation leaves that case undefined). A view's layer sets its view's
    /// ``ViewNode/frame``, with the view's marking rules.
    public var frame: CGRect {
        get { placement.frame }
        set {
            guard acceptsFrame(newValue) else { return }
            if let host = hostReference {
                host.setBackingFrame(newValue)
                return
            }
            let change = implicitChange("position")
            storedModel.position = storedModel.geometry.position(placing: newValue)
            change?.run()
            if storedModel.transform.isIdentity {
                bounds = CGRect(origin: storedModel.bounds.origin, size: newValue.size)
            }
        }
    }

    /// The point, in unit coordinates of the bounds, that the layer is placed at ``position``
    /// and transformed about; (0.5, 0.5), the centre, by default. Changing it moves the frame.
    public var anchorPoint: CGPoint {
        get { storedModel.anchorPoint }
        set {
            guard newValue != storedModel.anchorPoint else { return }
            guard GeometryFormat.isFinite(newValue.x, newValue.y) else {
                return refuseNonFinite("anchorPoint", GeometryFormat.bracketed([newValue.x, newValue.y]),
                                       kept: GeometryFormat.bracketed([anchorPoint.x, anchorPoint.y]))
            }
            let change = implicitChange("anchorPoint")
            storedModel.anchorPoint = newValue
            change?.run()
            hostReference?.backingAnchorPointDidChange()
        }
    }

    /// The layer's position on the z axis, which orders siblings in hit testing (higher in
    /// front); 0 by default.
    public var zPosition: CGFloat {
        get { storedModel.zPosition }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("zPosition", GeometryFormat.number(newValue), kept: GeometryFormat.number(zPosition))
            }
            let change = implicitChange("zPosition")
            storedModel.zPosition = newValue
            change?.run()
        }
    }

    /// The anchor point's z coordinate; 0 by default.
    public var anchorPointZ: CGFloat {
        get { storedModel.anchorPointZ }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("anchorPointZ", GeometryFormat.number(newValue), kept: GeometryFormat.number(anchorPointZ))
            }
            let change = implicitChange("anchorPointZ")
            storedModel.anchorPointZ = newValue
            change?.run()
        }
    }

    /// The transform applied to the layer about its anchor point; the identity by default.
    ///
    /// A view's ``ViewNode/transform`` is this transform's affine part: setting either sets the
    /// other (setting the view's drops any 3-D components, as UIKit does). Changing it moves the
    /// frame but marks nothing.
    public var transform: Transform3D {
        get { storedModel.transform }
        set {
            guard newValue.isFinite else {
                refuse(.invalidGeometry,
                       "CALayer transform contains NaN: \(newValue). HeadlessKit kept the transform \(transform) "
                           + "for transform; pass finite numbers.")
                return
            }
            // The view keeps the affine part, and gives the layer its 3-D form; the full
            // transform replaces it after.
            hostReference?.setBackingAffineTransform(newValue.affine)
            let change = implicitChange("transform")
            storedModel.transform = newValue
            change?.run()
        }
    }

    /// The affine part of ``transform`` (Core Animation's `affineTransform()`).
    public func affineTransform() -> AffineTransform2D {
        transform.affine
    }

    /// Sets ``transform`` to the 3-D form of an affine transform (Core Animation's
    /// `setAffineTransform(_:)`).
    public func setAffineTransform(_ transform: AffineTransform2D) {
        self.transform = Transform3D(transform)
    }

    /// A transform for the sublayers, such as a perspective; the identity by default. Recorded
    /// and reported, but not applied to conversions or hit testing (see <doc:Layers>).
    public var sublayerTransform: Transform3D {
        get { storedModel.sublayerTransform }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("sublayerTransform", "\(newValue)", kept: "\(sublayerTransform)")
            }
            let change = implicitChange("sublayerTransform")
            storedModel.sublayerTransform = newValue
            change?.run()
        }
    }

    /// The geometry that places the layer in its superlayer, with its view's values for a
    /// view's layer.
    var placement: LayerGeometry {
        guard let host = hostReference else { return storedModel.geometry }
        return LayerGeometry(bounds: host.backingBounds, position: host.backingPosition,
                             anchorPoint: storedModel.anchorPoint, anchorPointZ: storedModel.anchorPointZ,
                             transform: storedModel.transform)
    }

    // MARK: - Converting between layers

    /// Converts `point` from `layer`'s coordinates (the root layer's when `nil`) to this layer's.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        pointFromRootSpace((layer ?? rootLayer).pointToRootSpace(point))
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (the root layer's when `nil`).
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        (layer ?? rootLayer).pointFromRootSpace(pointToRootSpace(point))
    }

    /// Converts `rect` from `layer`'s coordinates (the root layer's when `nil`) to this layer's;
    /// a rotated result is its bounding box.
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        (layer ?? rootLayer).convert(rect, to: self)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s (the root layer's when `nil`);
    /// a rotated result is its bounding box.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return CGRect.boundingBox(of: corners.map { convert($0, to: layer) })
    }

    /// The topmost layer above this one: the root of its layer tree.
    var rootLayer: Layer {
        var layer = self
        while let parent = layer.superlayer ?? layer.maskOwner { layer = parent }
        return layer
    }

    /// The point in the space the root layer's frame is expressed in. A view's layer answers
    /// through its view, so a view and its layer convert alike.
    func pointToRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var layer = self
        while true {
            if let host = layer.hostReference { return host.backingPointToRootSpace(result) }
            result = layer.storedModel.geometry.convertToSuperlayer(result)
            guard let parent = layer.storedSuperlayer ?? layer.maskOwner else { return result }
            layer = parent
        }
    }

    /// The inverse of ``pointToRootSpace(_:)``.
    func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [Layer] = []
        var layer = self
        while layer.hostReference == nil, let parent = layer.storedSuperlayer ?? layer.maskOwner {
            chain.append(layer)
            layer = parent
        }
        var result: CGPoint
        if let host = layer.hostReference {
            result = host.backingPointFromRootSpace(point)
        } else {
            result = layer.storedModel.geometry.convertFromSuperlayer(point)
        }
        for standalone in chain.reversed() {
            result = standalone.storedModel.geometry.convertFromSuperlayer(result)
        }
        return result
    }

    // MARK: - Hit testing

    /// Core Animation's hit-testing rules, the default of ``hitTest(_:)``.
    func standardHitTest(_ point: CGPoint) -> Layer? {
        // A NaN or infinite point is inside nothing (asked, not stored: no diagnostic).
        guard GeometryFormat.isFinite(point.x, point.y), !isHidden else { return nil }
        let local = placement.convertFromSuperlayer(point)
        if masksToBounds, !contains(local) { return nil }
        var ordered = allSublayers
        if ordered.contains(where: { $0.storedModel.zPosition != 0 }) {
            ordered = ordered.enumerated()
                .sorted { ($0.element.storedModel.zPosition, $0.offset) < ($1.element.storedModel.zPosition, $1.offset) }
                .map(\.element)
        }
        for sublayer in ordered.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: - Non-finite numbers

    /// Whether `rect` is finite; if not, reports Core Animation's invalid-geometry text.
    func acceptsBounds(_ rect: CGRect, named name: String) -> Bool {
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) else {
            refuse(.invalidGeometry,
                   "CALayer bounds contains NaN: \(GeometryFormat.bracketed(rect)). HeadlessKit ignored \(name) = "
                       + "\(GeometryFormat.bracketed(rect)) and kept \(GeometryFormat.rect(bounds)); pass finite numbers.")
            return false
        }
        return true
    }

    /// Whether `point` is finite; if not, reports Core Animation's invalid-geometry text.
    func acceptsPosition(_ point: CGPoint, named name: String) -> Bool {
        guard GeometryFormat.isFinite(point.x, point.y) else {
            refuse(.invalidGeometry,
                   "CALayer position contains NaN: \(GeometryFormat.bracketed([point.x, point.y])). HeadlessKit ignored "
                       + "\(name) = \(GeometryFormat.bracketed([point.x, point.y])) and kept \(GeometryFormat.rect(frame)); "
                       + "pass finite numbers.")
            return false
        }
        return true
    }

    /// Whether a frame is finite; Core Animation checks it as the bounds' size and the position.
    func acceptsFrame(_ rect: CGRect) -> Bool {
        guard GeometryFormat.isFinite(rect.size.width, rect.size.height) else {
            refuse(.invalidGeometry,
                   "CALayer bounds contains NaN: \(GeometryFormat.bracketed(CGRect(origin: .zero, size: rect.size))). "
                       + "HeadlessKit ignored frame = \(GeometryFormat.bracketed(rect)) and kept \(GeometryFormat.rect(frame)); "
                       + "pass finite numbers.")
            return false
        }
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y) else {
            refuse(.invalidGeometry,
                   "CALayer position contains NaN: \(GeometryFormat.bracketed([rect.midX, rect.midY])). HeadlessKit ignored "
                       + "frame = \(GeometryFormat.bracketed(rect)) and kept \(GeometryFormat.rect(frame)); pass finite numbers.")
            return false
        }
        return true
    }

    /// Reports a refused non-finite value of a property Core Animation has no message for.
    func refuseNonFinite(_ property: String, _ value: String, kept: String) {
        refuse(.invalidGeometry,
               "\(property) is not finite (HeadlessKit's check; Core Animation has no message for it): \(value). "
                   + "HeadlessKit kept \(property) = \(kept); pass finite numbers.")
    }
}
