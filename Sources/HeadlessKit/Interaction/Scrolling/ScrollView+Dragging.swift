import Foundation

/// What a drag remembers from its beginning.
struct DragState {
    /// The content offset when the pan began.
    let startOffset: CGPoint
    /// The pan's translation (in the scroll view) when it began: the content follows the finger
    /// from there, without jumping by the pan's hysteresis (chosen; UIKit's content does not jump).
    let startTranslation: CGPoint
    /// The axes the drag moves along (both, or one under directional lock).
    let horizontal: Bool
    let vertical: Bool
}

/// Dragging the content through ``ScrollView/panGestureRecognizer``, and the run loop's tracking
/// mode while a finger is down.
extension ScrollView {
    // MARK: - The finger

    /// A first finger touched the scroll view: it tracks, the loop enters tracking mode, and a
    /// motion under way stops where it is.
    ///
    /// (chosen) A deceleration stopped by a touch sends no
    /// ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``: UIKit's delegate is widely
    /// observed not to hear of it (the next drag's ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``
    /// follows instead).
    func touchDidBegin() {
        stopMotion()
        guard !isTracking else { return }
        isTracking = true
        updateTrackingMode()
    }

    /// The last finger lifted (the pan reset): tracking ends; content a touch stopped out of
    /// place settles back.
    func trackingDidEnd() {
        guard isTracking else { return }
        isTracking = false
        isDragging = false
        drag = nil
        updateTrackingMode()
        if storedWindow != nil { settleIfOutOfPlace() }
    }

    /// Keeps the loop in tracking mode while the scroll view tracks a finger or decelerates.
    func updateTrackingMode() {
        let loop = storedWindow?.runLoop
        if (isTracking || isDecelerating), let loop {
            if trackingModeLoop !== loop { trackingModeLoop?.releaseTrackingMode(for: self) }
            loop.holdTrackingMode(for: self)
            trackingModeLoop = loop
        } else {
            trackingModeLoop?.releaseTrackingMode(for: self)
            trackingModeLoop = nil
        }
    }

    // MARK: - The pan

    /// Whether the pan may begin after the finger moved `translation` (window coordinates): the
    /// content scrolls along the movement, and no content view that already has the touch
    /// keeps it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
    ///
    /// (chosen) When the content scrolls along one axis only, a movement mostly along the other
    /// one does not begin a drag, so an enclosing scroll view can take it (UIKit's nested scroll
    /// views behave so).
    func panMayBegin(translation: CGPoint) -> Bool {
        let axes = scrollableAxes
        guard axes.horizontal || axes.vertical else { return false }
        if !axes.horizontal, abs(translation.x) > abs(translation.y) { return false }
        if !axes.vertical, abs(translation.y) > abs(translation.x) { return false }
        guard let environment = storedWindow?.gestureEnvironmentIfMade else { return true }
        for touch in panGestureRecognizer.sequenceTouches {
            guard let record = environment.record(for: touch), record.delivery == .began,
                  let view = record.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// The pan's actions, before any target's: begin, move and end the drag.
    func panDidChange(to state: GestureRecognizer.State) {
        switch state {
        case .began: beginDragging()
        case .changed: dragMoved()
        case .ended:
            dragMoved()
            if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
               let window = storedWindow, window.runLoop.keyboardIfMade?.covers(panGestureRecognizer.location(in: window), in: window) ?? false {
                dismissKeyboardForDrag()
            }
            endDragging(velocity: panGestureRecognizer.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging() {
        guard storedWindow != nil, drag == nil else { return }
        stopMotion()
        let axes = scrollableAxes
        let translation = panGestureRecognizer.translation(in: self)
        var horizontal = axes.horizontal
        var vertical = axes.vertical
        // (chosen) Directional lock: a drag starting at least twice as far along one axis as
        // the other moves along that axis only.
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(translation.x) >= 2 * abs(translation.y) { vertical = false }
            else if abs(translation.y) >= 2 * abs(translation.x) { horizontal = false }
        }
        drag = DragState(startOffset: contentOffset, startTranslation: translation, horizontal: horizontal, vertical: vertical)
        isDragging = true
        refreshControlDragDidBegin()
        delegate?.scrollViewWillBeginDragging(self)
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { dismissKeyboardForDrag() }
    }

    /// The finger moved: the content follows it, rubber-banding past the edges (or stopping at
    /// them without ``bounces``).
    private func dragMoved() {
        guard let drag else { return }
        let translation = panGestureRecognizer.translation(in: self)
        let range = offsetRange
        let size = storedBounds.size
        func follow(_ start: CGFloat, _ moved: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            let raw = start - moved
            if raw < low { return bounces ? low - ScrollPhysics.rubberBand(low - raw, dimension: dimension) : low }
            if raw > high { return bounces ? high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) : high }
            return raw
        }
        var offset = contentOffset
        if drag.horizontal {
            offset.x = follow(drag.startOffset.x, translation.x - drag.startTranslation.x, range.min.x, range.max.x, size.width)
        }
        if drag.vertical {
            offset.y = follow(drag.startOffset.y, translation.y - drag.startTranslation.y, range.min.y, range.max.y, size.height)
        }
        applyContentOffset(offset, named: "contentOffset")
        refreshControlDragDidMove()
    }

    /// The finger lifted: the delegate learns the velocity and the target (and may change it),
    /// then the content decelerates there — or stays, released still inside the content.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        // Content velocity in points per millisecond: positive when the offset grows, so the
        // opposite of the finger's.
        let velocity = CGPoint(
            x: drag.horizontal ? 0 - fingerVelocity.x / 1000 : 0,
            y: drag.vertical ? 0 - fingerVelocity.y / 1000 : 0)
        let target = restingTarget(for: contentOffset, velocity: velocity)
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &proposed)
        guard self.drag != nil else { return }   // the delegate ended the drag (moved the view out)
        if !GeometryFormat.isFinite(proposed.x, proposed.y) {
            refuseScrollValue(
                "scrollViewWillEndDragging set a non-finite targetContentOffset "
                    + "\(GeometryFormat.bracketed([proposed.x, proposed.y])). HeadlessKit kept the target "
                    + "\(GeometryFormat.bracketed([target.x, target.y])); set a finite offset.")
            proposed = target
        }
        // (chosen) A target the delegate moves outside the content is clamped to it, so the
        // motion never ends past an edge.
        let range = offsetRange
        proposed = CGPoint(x: min(max(proposed.x, range.min.x), range.max.x),
                           y: min(max(proposed.y, range.min.y), range.max.y))
        let isChosen = proposed != target
        let next = decelerationMotion(velocity: velocity, target: proposed, isChosenTarget: isChosen)
        self.drag = nil
        let willDecelerate = next != nil
        // (chosen) isDragging stays true through didEndDragging and turns false after it.
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        guard let next, storedWindow != nil, motion == nil else { return }
        isDecelerating = true
        updateTrackingMode()
        delegate?.scrollViewWillBeginDecelerating(self)
        // The delegate may have scrolled or stopped meanwhile; the motion starts from the
        // deceleration planned at release.
        guard isDecelerating, motion == nil else { return }
        startMotion(next)
        if motion == nil { isDecelerating = false; updateTrackingMode() }
    }

    /// Where content at `offset`, released at `velocity`, comes to rest: the projected end of
    /// the deceleration clamped to the content, or the page a paging scroll view turns to.
    func restingTarget(for offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        let rate = storedDecelerationRate.rawValue
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
        guard isPagingEnabled else {
            return CGPoint(
                x: clamp(ScrollPhysics.projectedEnd(from: offset.x, velocity: velocity.x, rate: rate), range.min.x, range.max.x),
                y: clamp(ScrollPhysics.projectedEnd(from: offset.y, velocity: velocity.y, rate: rate), range.min.y, range.max.y))
        }
        let start = drag?.startOffset ?? offset
        func page(_ position: CGFloat, _ velocity: CGFloat, _ start: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard size > 0 else { return clamp(position, low, high) }
            let startPage = (start / size).rounded()
            var target: CGFloat
            if velocity > ScrollPhysics.pagingVelocityThreshold {
                target = (position / size).rounded(.up)
            } else if velocity < -ScrollPhysics.pagingVelocityThreshold {
                target = (position / size).rounded(.down)
            } else {
                target = (position / size).rounded()
            }
            // At most one page per flick.
            target = min(max(target, startPage - 1), startPage + 1)
            return clamp(target * size, low, high)
        }
        let size = storedBounds.size
        return CGPoint(x: page(offset.x, velocity.x, start.x, size.width, range.min.x, range.max.x),
                       y: page(offset.y, velocity.y, start.y, size.height, range.min.y, range.max.y))
    }
}

extension ScrollView {
    /// A drag dismisses the keyboard: the window's first responder is asked to resign (it may
    /// refuse), as UIKit's `keyboardDismissMode` does — after `scrollViewWillBeginDragging` for
    /// ``KeyboardDismissMode/onDrag`` **(chosen)**, before `scrollViewWillEndDragging` for
    /// ``KeyboardDismissMode/interactive``.
    func dismissKeyboardForDrag() {
        guard let window = storedWindow, let keyboard = window.runLoop.keyboardIfMade, keyboard.isVisible,
              let responder = window.firstResponder else { return }
        _ = responder.resignFirstResponder()
    }
}
