import Foundation

/// Zooming: the view the delegate names (``ScrollViewDelegate/viewForZooming(in:)``) is scaled
/// by its transform, and the content size follows it.
extension ScrollView {
    /// The smallest zoom scale; the default is 1. Non-finite or non-positive scales are refused
    /// with a diagnostic.
    public var minimumZoomScale: CGFloat {
        get { storedMinimumZoomScale }
        set {
            guard acceptsZoomScale(newValue, named: "minimumZoomScale") else { return }
            storedMinimumZoomScale = newValue
            zoomLimitsDidChange()
        }
    }

    /// The largest zoom scale; the default is 1. Above ``minimumZoomScale`` it makes the scroll
    /// view zoomable (``pinchGestureRecognizer`` appears). Non-finite or non-positive scales are
    /// refused with a diagnostic.
    public var maximumZoomScale: CGFloat {
        get { storedMaximumZoomScale }
        set {
            guard acceptsZoomScale(newValue, named: "maximumZoomScale") else { return }
            storedMaximumZoomScale = newValue
            zoomLimitsDidChange()
        }
    }

    /// The current zoom scale; setting it is ``setZoomScale(_:animated:)`` without animation.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, clamped to ``minimumZoomScale``...``maximumZoomScale`` (when the minimum
    /// exceeds the maximum, the minimum wins — chosen), keeping the point at the center of the
    /// bounds where it is (the offset then clamped to the content).
    ///
    /// Does nothing without a view for zooming. Without animation the delegate hears
    /// ``ScrollViewDelegate/scrollViewDidScroll(_:)`` (if the offset moved) then
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)``; with animation, both per frame for 0.3 s,
    /// then ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``. A non-finite scale
    /// is refused with a diagnostic.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite else {
            return refuseScrollValue(
                "setZoomScale(_:animated:) was given \(GeometryFormat.number(scale)). HeadlessKit kept the zoom scale "
                    + "\(GeometryFormat.number(storedZoomScale)); pass a finite scale.")
        }
        let clamped = clampedZoomScale(scale)
        guard let view = viewForZooming, clamped != storedZoomScale else { return }
        let size = storedBounds.size
        let center = CGPoint(x: contentOffset.x + size.width / 2, y: contentOffset.y + size.height / 2)
        let ratio = clamped / storedZoomScale
        var offset = CGPoint(x: center.x * ratio - size.width / 2, y: center.y * ratio - size.height / 2)
        offset = clampedOffset(offset, contentSize: CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped))
        stopMotion()
        guard animated, let window = storedWindow else {
            applyZoom(scale: clamped, offset: offset)
            return
        }
        let current = contentOffset
        startMotion(ScrollMotion(
            kind: .zoom(from: storedZoomScale, to: clamped),
            x: .eased(start: current.x, target: offset.x), y: .eased(start: current.y, target: offset.y),
            frameInterval: window.frameInterval))
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the bounds as far as the
    /// zoom limits allow, at once or animated as ``setZoomScale(_:animated:)`` does.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height),
              rect.width > 0, rect.height > 0 else {
            return refuseScrollValue(
                "zoom(to:animated:) was given \(GeometryFormat.bracketed(rect)); HeadlessKit did not zoom. "
                    + "Pass a finite rectangle with a positive size in the zoomed view's coordinates.")
        }
        guard let view = viewForZooming else { return }
        let size = storedBounds.size
        let scale = clampedZoomScale(min(size.width / rect.width, size.height / rect.height))
        var offset = CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2)
        offset = clampedOffset(offset, contentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale))
        stopMotion()
        guard animated, let window = storedWindow else { return applyZoom(scale: scale, offset: offset) }
        let current = contentOffset
        startMotion(ScrollMotion(
            kind: .zoom(from: storedZoomScale, to: scale),
            x: .eased(start: current.x, target: offset.x), y: .eased(start: current.y, target: offset.y),
            frameInterval: window.frameInterval))
    }

    // MARK: - Internals

    /// The delegate's view for zooming, if it is in the content.
    var viewForZooming: ViewNode? {
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self), view !== self else { return nil }
        return view
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        max(storedMinimumZoomScale, min(storedMaximumZoomScale, scale))
    }

    /// `offset` kept within content of `contentSize` with the current insets.
    func clampedOffset(_ offset: CGPoint, contentSize: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let size = storedBounds.size
        let maxX = max(0 - inset.left, contentSize.width + inset.right - size.width)
        let maxY = max(0 - inset.top, contentSize.height + inset.bottom - size.height)
        return CGPoint(x: min(max(offset.x, 0 - inset.left), maxX), y: min(max(offset.y, 0 - inset.top), maxY))
    }

    /// Scales the view for zooming to `scale` (its frame's origin at the content's origin), sets
    /// the content size to its frame's, moves to `offset`, and tells the delegate.
    func applyZoom(scale: CGFloat, offset: CGPoint) {
        guard let view = viewForZooming else { return }
        let changed = scale != storedZoomScale
        storedZoomScale = scale
        view.transform = AffineTransform2D(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        applyContentOffset(offset, named: "contentOffset")
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    func acceptsZoomScale(_ scale: CGFloat, named name: String) -> Bool {
        guard scale.isFinite, scale > 0 else {
            refuseScrollValue(
                "\(name) \(GeometryFormat.number(scale)) is not a finite positive scale (HeadlessKit's check). "
                    + "HeadlessKit kept \(GeometryFormat.number(name == "minimumZoomScale" ? storedMinimumZoomScale : storedMaximumZoomScale)); "
                    + "pass a scale above zero.")
            return false
        }
        return true
    }

    /// Makes the pinch recognizer appear once the scroll view can zoom.
    func zoomLimitsDidChange() {
        guard pinchGestureRecognizer == nil, storedMaximumZoomScale > storedMinimumZoomScale else { return }
        let pinch = ScrollViewPinchGestureRecognizer()
        pinch.scrollView = self
        pinchGestureRecognizer = pinch
        addGestureRecognizer(pinch)
    }

    /// The pinch's actions, before any target's: begin, change and end zooming. The point
    /// between the fingers stays under them.
    func pinchDidChange(to state: GestureRecognizer.State) {
        guard let pinch = pinchGestureRecognizer else { return }
        switch state {
        case .began:
            guard let view = viewForZooming, storedWindow != nil else { return }
            stopMotion()
            pinchStartScale = storedZoomScale / max(pinch.scale, .leastNonzeroMagnitude)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed, .ended, .cancelled:
            guard let start = pinchStartScale else { return }
            guard let view = viewForZooming else {
                // (chosen) The delegate no longer names a view to zoom: the zoom stays where it
                // is, and a zoom that began still ends when the pinch does.
                guard state != .changed else { return }
                pinchStartScale = nil
                isZooming = false
                delegate?.scrollViewDidEndZooming(self, with: nil, atScale: storedZoomScale)
                return
            }
            let scale = clampedZoomScale(start * pinch.scale)
            let location = pinch.location(in: self)
            let onScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
            let ratio = scale / storedZoomScale
            var offset = CGPoint(x: location.x * ratio - onScreen.x, y: location.y * ratio - onScreen.y)
            offset = clampedOffset(offset, contentSize: CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale))
            applyZoom(scale: scale, offset: offset)
            guard state != .changed else { return }
            pinchStartScale = nil
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
        default:
            break
        }
    }
}
