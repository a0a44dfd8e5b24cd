import Foundation

/// Recognizes two fingers moving apart or together — HeadlessKit's `UIPinchGestureRecognizer`.
///
/// A continuous recognizer: it begins once the distance between two fingers changed by
/// ``hysteresis`` points from where they touched down, changes with every move, and ends when
/// fewer than two fingers remain. ``scale`` is the distance now over the distance at touch-down.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far the distance between the fingers changes before the pinch begins: (chosen) 8
    /// points; UIKit does not document its threshold.
    public static let hysteresis: CGFloat = 8

    /// The scale of the pinch: the distance between the fingers over their distance when the
    /// second one touched down (or since the last time it was set). A NaN or infinite value is
    /// refused with a diagnostic.
    public var scale: CGFloat {
        get {
            // With no two fingers measured yet, the scale is what it was set to (1 at first).
            guard originDistance > 0 else { return scaleBase }
            return scaleBase * (currentDistance / originDistance)
        }
        set {
            guard newValue.isFinite else {
                return refuseNonFiniteValue(
                    "scale was set to \(GeometryFormat.number(newValue)), which is not finite (HeadlessKit's check). "
                        + "HeadlessKit kept the scale; set a finite scale.")
            }
            scaleBase = newValue
            originDistance = currentDistance
        }
    }

    /// How fast the scale changes, in scale per second, over the last move.
    public private(set) var velocity: CGFloat = 0

    private var scaleBase: CGFloat = 1
    private var originDistance: CGFloat = 0
    private var lastSample: (time: Duration, scale: CGFloat)?

    /// The distance between the first two fingers, in window points.
    private var currentDistance: CGFloat {
        guard trackedTouches.count >= 2 else { return lastDistance }
        let a = trackedTouches[0].locationInWindow
        let b = trackedTouches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }
    private var lastDistance: CGFloat = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches >= 2, originDistance == 0 {
            originDistance = currentDistance
            lastDistance = originDistance
            scaleBase = 1
            lastSample = (event.timestamp, 1)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches >= 2, originDistance > 0 else { return }
        lastDistance = currentDistance
        let scale = self.scale
        if let last = lastSample, event.timestamp > last.time {
            velocity = (scale - last.scale) / (Double((event.timestamp - last.time) / .milliseconds(1)) / 1000)
        }
        lastSample = (event.timestamp, scale)
        switch state {
        case .possible where abs(currentDistance - originDistance) >= Self.hysteresis:
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches >= 2 { lastDistance = currentDistance }
        let remaining = numberOfTouches - touches.count
        switch state {
        case .possible where remaining == 0: state = .failed
        case .began where remaining < 2, .changed where remaining < 2: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        scaleBase = 1
        originDistance = 0
        lastDistance = 0
        velocity = 0
        lastSample = nil
    }
}
