import Foundation

/// The content: its size, the offset that shows part of it, and the insets around it.
extension ScrollView {
    /// The size of the content, in points. Setting it changes neither the offset nor the
    /// subviews; a size with a NaN or infinite number is refused with a diagnostic. Constraints
    /// on ``contentLayoutGuide`` that decide its size set it at each solve.
    public var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard GeometryFormat.isFinite(newValue.width, newValue.height) else {
                return refuseScrollValue(
                    "contentSize is not finite: \(GeometryFormat.bracketed([newValue.width, newValue.height])). "
                        + "HeadlessKit kept \(GeometryFormat.bracketed([storedContentSize.width, storedContentSize.height])); "
                        + "pass finite numbers.")
            }
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            refreshAdjustedContentInset()
            contentSizeDidChangeInCode()
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds' origin.
    ///
    /// Setting it moves the bounds (which marks the scroll view for layout) and calls the
    /// delegate's ``ScrollViewDelegate/scrollViewDidScroll(_:)`` once — not at all when it does
    /// not change. It is not clamped to the content. A NaN or infinite point is refused with a
    /// diagnostic. A deceleration or animation under way goes on from where it is. (Setting
    /// ``ViewNode/bounds`` directly also scrolls, but the delegate is not told: HeadlessKit's
    /// scroll view cannot observe it.)
    public var contentOffset: CGPoint {
        get { storedBounds.origin }
        set { applyContentOffset(newValue, named: "contentOffset") }
    }

    /// Scrolls to `contentOffset`, at once or in an animation.
    ///
    /// Either way a deceleration or animation under way stops first (without its end callback;
    /// chosen, as touching a decelerating scroll view does). Without animation this sets
    /// ``contentOffset`` (one ``ScrollViewDelegate/scrollViewDidScroll(_:)``). With animation the
    /// offset moves for 0.3 s on frame ticks of the run loop's clock (one
    /// ``ScrollViewDelegate/scrollViewDidScroll(_:)`` per frame, eased in and out), then the
    /// delegate's ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``; an animation to
    /// the current offset does nothing. A NaN or infinite point is refused with a diagnostic.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard acceptsOffset(contentOffset, named: "setContentOffset(_:animated:)") else { return }
        stopMotion()
        if animated {
            startAnimation(to: contentOffset, kind: .animation)
        } else {
            applyContentOffset(contentOffset, named: "setContentOffset(_:animated:)")
        }
    }

    /// The distances the content is inset from the scroll view's edges, so it can scroll past
    /// bars; the default is zero. Non-finite insets are refused with a diagnostic.
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                return refuseScrollValue(
                    "contentInset is not finite: \(newValue). HeadlessKit kept \(storedContentInset); pass finite insets.")
            }
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            refreshAdjustedContentInset()
        }
    }

    /// How ``adjustedContentInset`` adds the safe area to ``contentInset``. The default is
    /// ``ContentInsetAdjustmentBehavior/automatic``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set {
            storedAdjustmentBehavior = newValue
            refreshAdjustedContentInset()
        }
    }

    /// The insets the content is actually laid out with: ``contentInset`` plus the part of the
    /// ``ViewNode/safeAreaInsets`` that ``contentInsetAdjustmentBehavior`` adds, plus, at the
    /// top, the height of a ``refreshControl`` that is refreshing.
    ///
    /// HeadlessKit does not move the content offset when the adjusted inset changes (UIKit
    /// sometimes keeps content pinned to the top this way); set ``contentOffset`` yourself. The
    /// one exception is ``RefreshControl/endRefreshing()``, after which content resting in the
    /// room the control took slides back to the top.
    public var adjustedContentInset: EdgeInsets {
        var inset = storedContentInset
        let safeArea = unscrolledSafeAreaInsets
        let (horizontal, vertical): (Bool, Bool)
        switch storedAdjustmentBehavior {
        case .never: (horizontal, vertical) = (false, false)
        case .always: (horizontal, vertical) = (true, true)
        case .automatic, .scrollableAxes:
            let size = storedBounds.size
            horizontal = alwaysBounceHorizontal
                || storedContentSize.width + storedContentInset.left + storedContentInset.right > size.width
            vertical = alwaysBounceVertical
                || storedContentSize.height + storedContentInset.top + storedContentInset.bottom > size.height
        }
        if horizontal { inset.left += safeArea.left; inset.right += safeArea.right }
        if vertical { inset.top += safeArea.top; inset.bottom += safeArea.bottom }
        inset.top += refreshControlInset
        return inset
    }

    /// Scrolls as little as needed to show `rect` (in the content's coordinates), at once or
    /// animated as ``setContentOffset(_:animated:)`` does; the offset stays within the content.
    /// A rectangle larger than the bounds shows its top-left part. Non-finite rectangles are
    /// refused with a diagnostic.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) else {
            return refuseScrollValue(
                "scrollRectToVisible(_:animated:) was given a non-finite rectangle \(GeometryFormat.bracketed(rect)); "
                    + "HeadlessKit did not scroll. Pass a finite rectangle in the content's coordinates.")
        }
        let size = storedBounds.size
        var offset = contentOffset
        func fit(_ origin: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ current: CGFloat) -> CGFloat {
            if length >= visible || origin < current { return origin }
            if origin + length > current + visible { return origin + length - visible }
            return current
        }
        offset.x = fit(rect.minX, rect.width, size.width, offset.x)
        offset.y = fit(rect.minY, rect.height, size.height, offset.y)
        let range = offsetRange
        offset = CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Internals

    /// The smallest and largest offsets that keep the content (with its adjusted insets) in view.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = storedBounds.size
        let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, storedContentSize.width + inset.right - size.width),
            y: max(minimum.y, storedContentSize.height + inset.bottom - size.height))
        return (minimum, maximum)
    }

    /// Whether the content scrolls horizontally and vertically: it is larger than the bounds
    /// with its insets, or always bounces on that axis.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (alwaysBounceHorizontal || range.max.x > range.min.x, alwaysBounceVertical || range.max.y > range.min.y)
    }

    /// Whether `point` is finite; if not, reports it and returns `false`.
    func acceptsOffset(_ point: CGPoint, named name: String) -> Bool {
        guard GeometryFormat.isFinite(point.x, point.y) else {
            refuseScrollValue(
                "\(name) was given a non-finite content offset \(GeometryFormat.bracketed([point.x, point.y])). "
                    + "HeadlessKit kept \(GeometryFormat.bracketed([contentOffset.x, contentOffset.y])); pass finite numbers.")
            return false
        }
        return true
    }

    /// Moves the bounds' origin to `offset` and tells the delegate, if it changed.
    func applyContentOffset(_ offset: CGPoint, named name: String) {
        guard acceptsOffset(offset, named: name), offset != storedBounds.origin else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    /// The safe area insets (measured from the frame, so the scroll view's own scrolling leaves
    /// them as they are), values within a billionth of a point of zero read zero.
    var unscrolledSafeAreaInsets: EdgeInsets {
        let insets = safeAreaInsets
        func clean(_ value: CGFloat) -> CGFloat { value < 1e-9 ? 0 : value }
        return EdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
    }

    /// Tells ``adjustedContentInsetDidChange()`` if the adjusted inset moved since last told.
    func refreshAdjustedContentInset() {
        let inset = adjustedContentInset
        guard inset != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = inset
        adjustedContentInsetDidChange()
    }
}
