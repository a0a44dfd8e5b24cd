import Foundation

/// Frame, bounds, center, transform and the appearance flags.
extension ViewNode {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// With a non-identity ``transform`` the getter returns the bounding box of the transformed
    /// bounds and the setter moves only the ``center`` (UIKit leaves this case undefined). It is
    /// the ``layer``'s ``Layer/frame``: a layer anchor point other than the centre, or a 3-D
    /// layer transform, moves it as Core Animation's frame moves.
    /// A size change marks this view and its superview for layout; an origin-only change marks
    /// nothing.
    public var frame: CGRect {
        get {
            if let geometry = layerGeometry { return geometry.frame }
            let size = storedBounds.size
            let transform = extras?.transform ?? .identity
            guard !transform.isIdentity else {
                return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard acceptsGeometry(newValue, named: "frame") else { return }
            let oldCenter = storedCenter
            if let geometry = layerGeometry {
                storedCenter = geometry.position(placing: newValue)
                if geometry.transform.isIdentity { bounds.size = newValue.size }
                frameDidChangeOutsideEngine()
                if storedCenter != oldCenter { positionDidChange(from: oldCenter) }
                return
            }
            let transform = extras?.transform ?? .identity
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            if transform.isIdentity {
                bounds.size = newValue.size
            }
            frameDidChangeOutsideEngine()
            if storedCenter != oldCenter { positionDidChange(from: oldCenter) }
        }
    }

    /// The view's own coordinate system: the origin shown at its top-left, and its size.
    ///
    /// A size change marks this view and its superview for layout (not the superview while its own
    /// ``layoutSubviews()`` makes the change), autoresizes the subviews and, with
    /// ``ContentMode/redraw``, marks the view for display. An origin change (scrolling) marks
    /// this view for layout.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            guard acceptsGeometry(newValue, named: "bounds") else { return }
            let old = storedBounds
            guard newValue != old else { return }
            storedBounds = newValue
            animatablePropertyDidChange(.bounds, from: old)
            if old.origin != newValue.origin { boundsOriginDidChangeInEngine() }
            if old.size != newValue.size {
                frameDidChangeOutsideEngine()
                setNeedsLayout()
                // A size change marks the superview too — (chosen) unless the superview's own
                // layoutSubviews() is making this change, which would only make it lay out again
                // for its own work: one layout per pass.
                if let parent = storedSuperview, !parent.flags.contains(.isLayingOutSubviews) {
                    parent.setNeedsLayout()
                }
                if redrawsOnBoundsChange { setNeedsDisplay() }
                if autoresizesSubviews { resizeSubviews(withOldSize: old.size) }
                // A window's size decides its size classes, and its controllers' root views check
                // their safe area (a root view reaching past the window's new edge has a new one)
                // and their margins (whose minimum follows the window's width).
                if isWindowItself {
                    unsafeDowncast(self, to: Window.self).screenTraitsMayHaveChanged()
                    setNeedsSafeAreaUpdateOfControllerRootViews()
                }
            } else {
                setNeedsLayout()
            }
        }
    }

    /// The center of the frame, in the superview's coordinates. Changing it marks nothing — but a
    /// controller's root view whose safe area the move changed is marked for layout.
    public var center: CGPoint {
        get { storedCenter }
        set {
            guard acceptsPosition(newValue, named: "center") else { return }
            let old = storedCenter
            storedCenter = newValue
            frameDidChangeOutsideEngine()
            if newValue != old { positionDidChange(from: old) }
        }
    }

    /// The view moved: its layer hears, and a controller's root view whose safe area the move
    /// changed (it now reaches past the window's safe edges, or no longer does) is marked for
    /// layout, where it and its controller hear of it — as UIKit updates a view's safe area
    /// when its frame changes.
    private func positionDidChange(from old: CGPoint) {
        animatablePropertyDidChange(.position, from: old)
        guard flags.contains(.isControllerRootView), storedWindow != nil,
              safeAreaInsets != (extras?.reportedSafeAreaInsets ?? .zero) else { return }
        // The guides measured from the safe area move in the solve before the layout pass, so
        // that the view is laid out once, with its new guides.
        safeAreaOrMarginsDidChangeInEngine()
        setNeedsLayout()
    }

    /// A transform applied around the center; changes ``frame`` but not ``bounds``, and marks nothing.
    ///
    /// It is the affine part of the ``layer``'s ``Layer/transform``; setting it gives the layer
    /// this transform's 3-D form, dropping any 3-D components, as UIKit does.
    public var transform: AffineTransform2D {
        get { extras?.transform ?? .identity }
        set {
            let t = newValue
            guard t == transform || GeometryFormat.isFinite(t.a, t.b, t.c, t.d, t.tx, t.ty) else {
                refuseGeometry(
                    "CALayer transform contains NaN: \(GeometryFormat.bracketed([t.a, t.b, t.c, t.d, t.tx, t.ty])). "
                        + "HeadlessKit kept the transform \(transform) for transform; pass finite numbers.")
                return
            }
            let old = flags.contains(.hasLayer) ? extras?.layer?.transform : nil
            let oldAffine = transform
            if flags.contains(.hasLayer) { extras?.layer?.backingTransformDidChange(to: newValue) }
            guard newValue != oldAffine else { return }
            mutableExtras.transform = newValue
            animatablePropertyDidChange(.transform, from: old ?? Transform3D(oldAffine))
        }
    }

    /// Whether the view (and so its subtree) is hidden; hidden views are skipped by hit testing.
    ///
    /// Hiding or showing an arranged subview of a ``StackView`` re-arranges the stack view: a
    /// hidden arranged view collapses, as in UIKit.
    public var isHidden: Bool {
        get { flags.contains(.isHidden) }
        set {
            guard newValue != isHidden else { return }
            setFlag(.isHidden, newValue)
            if flags.contains(.isArrangedSubview) { storedSuperview?.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    /// The view's opacity, 0...1; below 0.01 the view is skipped by hit testing.
    public var alpha: CGFloat {
        get { storedAlpha }
        set {
            guard newValue.isFinite else {
                refuseGeometry(
                    "alpha is not finite (HeadlessKit's check; Core Animation has no message for it): \(GeometryFormat.number(newValue)). HeadlessKit kept alpha "
                        + "\(GeometryFormat.number(storedAlpha)); pass a number in 0...1.")
                return
            }
            let old = storedAlpha
            storedAlpha = min(max(newValue, 0), 1)
            if storedAlpha != old { animatablePropertyDidChange(.opacity, from: Float(old)) }
        }
    }

    /// Whether touches reach this view and its subviews (default `true`).
    public var isUserInteractionEnabled: Bool {
        get { !flags.contains(.isUserInteractionDisabled) }
        set { setFlag(.isUserInteractionDisabled, !newValue) }
    }

    /// Whether subviews are clipped to this view's bounds.
    public var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { setFlag(.clipsToBounds, newValue) }
    }

    /// The colour the view's background is filled with, or `nil` for none.
    public var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set {
            let old = backgroundColor
            guard newValue != old else { return }
            mutableExtras.backgroundColor = newValue
            animatablePropertyDidChange(.backgroundColor, from: old as Any)
        }
    }

    /// How the content is fitted to the bounds; ``ContentMode/redraw`` redraws on size changes.
    public var contentMode: ContentMode {
        get { storedContentMode }
        set {
            storedContentMode = newValue
            if flags.contains(.hasLayer) { extras?.layer?.backingContentModeDidChange(redraws: newValue == .redraw) }
        }
    }

    /// Whether a change of the bounds' size marks the view for display: ``ContentMode/redraw``,
    /// or once the layer exists, its ``Layer/needsDisplayOnBoundsChange`` (which UIKit sets from
    /// the content mode).
    private var redrawsOnBoundsChange: Bool {
        guard flags.contains(.hasLayer), let layer = extras?.layer else { return storedContentMode == .redraw }
        return layer.needsDisplayOnBoundsChange
    }

    // MARK: - Non-finite numbers

    /// Whether `rect` is finite; if not, reports Core Animation's invalid-geometry text and the
    /// view keeps its geometry (UIKit raises `CALayerInvalidGeometry`).
    func acceptsGeometry(_ rect: CGRect, named name: String) -> Bool {
        // Core Animation checks a frame as the layer's position and bounds, and bounds as bounds.
        let checksPosition = name != "bounds"
        if !GeometryFormat.isFinite(rect.size.width, rect.size.height)
            || (!checksPosition && !GeometryFormat.isFinite(rect.origin.x, rect.origin.y)) {
            let shown = checksPosition ? CGRect(origin: .zero, size: rect.size) : rect
            refuseGeometry(
                "CALayer bounds contains NaN: \(GeometryFormat.bracketed(shown)). "
                    + "HeadlessKit ignored \(name) = \(GeometryFormat.bracketed(rect)) and kept "
                    + "\(GeometryFormat.rect(checksPosition ? frame : storedBounds)); pass finite numbers.")
            return false
        }
        if !GeometryFormat.isFinite(rect.origin.x, rect.origin.y) {
            refuseGeometry(
                "CALayer position contains NaN: \(GeometryFormat.bracketed([rect.midX, rect.midY])). "
                    + "HeadlessKit ignored \(name) = \(GeometryFormat.bracketed(rect)) and kept "
                    + "\(GeometryFormat.rect(frame)); pass finite numbers.")
            return false
        }
        return true
    }

    /// Whether `point` is finite; if not, reports it as ``acceptsGeometry(_:named:)`` does.
    func acceptsPosition(_ point: CGPoint, named name: String) -> Bool {
        guard GeometryFormat.isFinite(point.x, point.y) else {
            refuseGeometry(
                "CALayer position contains NaN: \(GeometryFormat.bracketed([point.x, point.y])). "
                    + "HeadlessKit ignored \(name) = \(GeometryFormat.bracketed([point.x, point.y])) and kept "
                    + "\(GeometryFormat.rect(frame)); pass finite numbers.")
            return false
        }
        return true
    }

    /// Reports a refused non-finite geometry value about this view.
    func refuseGeometry(_ message: String) {
        reportMisuse(Diagnostic(kind: .invalidGeometry, message: message + " View: \(self)", objects: [self]))
    }

    func setFlag(_ flag: ViewFlags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    // MARK: - Sizing

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame origin.
    public func sizeToFit() {
        let origin = frame.origin
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: origin, size: size)
    }

    /// The value for "no intrinsic size along this axis" (UIKit's `UIView.noIntrinsicMetric`).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Makes the next constraints pass re-read ``intrinsicContentSize``; marks this view for a
    /// constraints update and its superview for layout.
    public func invalidateIntrinsicContentSize() {
        flags.insert(.intrinsicContentSizeInvalid)
        setNeedsUpdateConstraints()
        storedSuperview?.setNeedsLayout()
    }

    /// The intrinsic size read by the most recent constraints pass, or `nil` if never read.
    public var lastMeasuredIntrinsicContentSize: CGSize? {
        extras?.intrinsicContentSize
    }
}

/// How a view's content is fitted to its bounds — UIKit's `UIView.ContentMode`, same order.
///
/// Only ``redraw`` changes behaviour here: it makes a bounds size change mark the view for display.
public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretch the content to fill the bounds (the default).
    case scaleToFill
    /// Scale the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill the bounds, keeping its aspect ratio (may clip).
    case scaleAspectFill
    /// Redraw the content whenever the bounds size changes.
    case redraw
    /// Center the content without scaling.
    case center
    /// Align the content to the top edge.
    case top
    /// Align the content to the bottom edge.
    case bottom
    /// Align the content to the left edge.
    case left
    /// Align the content to the right edge.
    case right
    /// Align the content to the top-left corner.
    case topLeft
    /// Align the content to the top-right corner.
    case topRight
    /// Align the content to the bottom-left corner.
    case bottomLeft
    /// Align the content to the bottom-right corner.
    case bottomRight
}
