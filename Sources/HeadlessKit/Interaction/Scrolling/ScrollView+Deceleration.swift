import Foundation

/// The content moving on its own, one frame tick at a time on the run loop's clock: decelerating
/// after a drag, springing back to an edge, or animating to an offset or zoom scale.
extension ScrollView {
    /// Starts `motion`, ticking every frame interval of the window on a repeating timer in the
    /// common modes (so it runs while the loop is in tracking mode). Nothing starts outside a
    /// window.
    func startMotion(_ newMotion: ScrollMotion) {
        stopMotion()
        guard let window = storedWindow else { return }
        motion = newMotion
        motionGeneration &+= 1
        if case .deceleration = newMotion.kind, !isDecelerating {
            isDecelerating = true
            updateTrackingMode()
        }
        motionTimer = window.runLoop.scheduleTimer(withTimeInterval: window.frameInterval, repeats: true, mode: .common) {
            [weak self] timer in
            guard let self, self.motionTimer === timer else { return timer.invalidate() }
            self.motionTick()
        }
    }

    /// Stops the motion under way without its end callback; a deceleration stops decelerating —
    /// also one announced (``ScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``) whose
    /// first frame has not started yet, so that an animation the delegate starts there replaces it.
    func stopMotion() {
        motionTimer?.invalidate()
        motionTimer = nil
        if motion != nil {
            if case .zoom = motion?.kind { isZooming = false }
            motion = nil
            motionGeneration &+= 1
        }
        if isDecelerating {
            isDecelerating = false
            updateTrackingMode()
        }
    }

    /// Starts an eased animation of the offset to `target`, ending with `kind`'s callback.
    func startAnimation(to target: CGPoint, kind: ScrollMotion.Kind) {
        guard let window = storedWindow else {
            // No frames outside a window: the offset jumps there and the animation ends.
            applyContentOffset(target, named: "setContentOffset(_:animated:)")
            return finishCallback(for: kind)
        }
        let offset = contentOffset
        let x: ScrollMotion.Axis = offset.x == target.x ? .still : .eased(start: offset.x, target: target.x)
        let y: ScrollMotion.Axis = offset.y == target.y ? .still : .eased(start: offset.y, target: target.y)
        if case .still = x, case .still = y { return }
        startMotion(ScrollMotion(kind: kind, x: x, y: y, frameInterval: window.frameInterval))
    }

    /// One frame: moves the content, tells the delegate, and ends the motion once at rest.
    func motionTick() {
        guard var current = motion, storedWindow != nil else {
            // The scroll view left its window: the motion stops where it is, without callbacks.
            return stopMotion()
        }
        let generation = motionGeneration
        let step = current.advance()
        motion = current
        if case .zoom(let from, let to) = current.kind {
            let scale = current.tick >= current.animationFrames ? to : from + (to - from) * current.easedProgress
            applyZoom(scale: scale, offset: CGPoint(x: step.x ?? contentOffset.x, y: step.y ?? contentOffset.y))
        } else {
            let offset = CGPoint(x: step.x ?? contentOffset.x, y: step.y ?? contentOffset.y)
            applyContentOffset(offset, named: "contentOffset")
        }
        // The delegate may have stopped or replaced the motion.
        guard step.finished, generation == motionGeneration else { return }
        finishMotion()
    }

    /// Ends the motion that came to rest, with its callback.
    func finishMotion() {
        guard let finished = motion else { return }
        motionTimer?.invalidate()
        motionTimer = nil
        motion = nil
        motionGeneration &+= 1
        if case .deceleration = finished.kind {
            isDecelerating = false
            updateTrackingMode()
        }
        finishCallback(for: finished.kind)
    }

    private func finishCallback(for kind: ScrollMotion.Kind) {
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .insetChange: break
        case .zoom:
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: storedZoomScale)
        }
    }

    /// Decelerates the content from where it is, after a drag released at `velocity` (points per
    /// millisecond) aiming for `target`: straight there when the target was chosen (paging, or
    /// changed by the delegate), else on UIKit's natural path, which may carry the content past
    /// an edge and spring back. Returns `nil` when nothing would move (`willDecelerate` is
    /// `false`).
    func decelerationMotion(velocity: CGPoint, target: CGPoint, isChosenTarget: Bool) -> ScrollMotion? {
        guard let window = storedWindow else { return nil }
        let offset = contentOffset
        let range = offsetRange
        let rate = isPagingEnabled && !isChosenTarget ? DecelerationRate.fast.rawValue : storedDecelerationRate.rawValue
        func axis(_ position: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ low: CGFloat, _ high: CGFloat) -> ScrollMotion.Axis {
            if isChosenTarget || isPagingEnabled {
                return .decelerating(start: position, target: target, rate: rate, edges: nil, bounces: bounces)
            }
            if position < low || position > high {
                let edge = position < low ? low : high
                return .spring(edge: edge, displacement: position - edge, velocity: velocity, startTime: 0)
            }
            guard velocity != 0 else { return .still }
            let end = ScrollPhysics.projectedEnd(from: position, velocity: velocity, rate: rate)
            return .decelerating(start: position, target: end, rate: rate, edges: low...high, bounces: bounces)
        }
        let x = axis(offset.x, velocity.x, target.x, range.min.x, range.max.x)
        let y = axis(offset.y, velocity.y, target.y, range.min.y, range.max.y)
        guard !ScrollMotion.isAtRest(x) || !ScrollMotion.isAtRest(y) else { return nil }
        return ScrollMotion(kind: .deceleration, x: x, y: y, frameInterval: window.frameInterval)
    }

    /// Puts content left out of place (past an edge, or between pages) back, with the
    /// deceleration callbacks; called when a finger lifts without dragging.
    func settleIfOutOfPlace() {
        guard motion == nil, !isDragging else { return }
        let target = restingTarget(for: contentOffset, velocity: .zero)
        guard let settle = decelerationMotion(velocity: .zero, target: target, isChosenTarget: isPagingEnabled) else { return }
        isDecelerating = true
        updateTrackingMode()
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating, motion == nil else { return }
        startMotion(settle)
        if motion == nil { isDecelerating = false; updateTrackingMode() }
    }
}
