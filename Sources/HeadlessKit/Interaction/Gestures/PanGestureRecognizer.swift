import Foundation

/// Recognizes fingers dragging across a view — HeadlessKit's `UIPanGestureRecognizer`.
///
/// A continuous recognizer: it begins once the fingers moved ``hysteresis`` points from where
/// they touched down, changes with every move, and ends when they lift. ``translation(in:)`` is
/// measured from the touch-down point, so the first action already sees the distance moved.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that can pan. The default is 1.
    public var minimumNumberOfTouches = 1

    /// The most fingers that can pan; a gesture with more fails (or ends, once begun). The
    /// default is `Int.max`.
    public var maximumNumberOfTouches = Int.max

    /// How far the fingers move before the pan begins: 10 points, as measured on UIKit.
    public static let hysteresis: CGFloat = 10

    /// The span of recent movement ``velocity(in:)`` averages over.
    public static let velocitySpan = Duration.milliseconds(100)

    /// Where the centroid was when the translation was last zero, in window coordinates.
    var translationOrigin = CGPoint.zero
    /// Recent centroid samples (time, point in window coordinates), oldest first.
    var samples: [(time: Duration, point: CGPoint)] = []
    private var touchCount = 0

    /// The total movement of the fingers since they touched down (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates (the window's for `nil`).
    public func translation(in view: ViewNode?) -> CGPoint {
        let current = centroidInWindow
        let start = Touch.convertFromWindow(translationOrigin, window: attachedView?.storedWindow, to: view)
        let end = Touch.convertFromWindow(current, window: attachedView?.storedWindow, to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// Makes the translation read `translation` from now on, in `view`'s coordinates. A NaN or
    /// infinite translation is refused with a diagnostic.
    public func setTranslation(_ translation: CGPoint, in view: ViewNode?) {
        guard GeometryFormat.isFinite(translation.x, translation.y) else {
            return refuseNonFiniteValue(
                "setTranslation(_:in:) was given \(GeometryFormat.bracketed([translation.x, translation.y])), which is not finite "
                    + "(HeadlessKit's check). HeadlessKit kept the translation; pass finite coordinates.")
        }
        let window = attachedView?.storedWindow
        let current = Touch.convertFromWindow(centroidInWindow, window: window, to: view)
        let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let window, let view, view !== window {
            translationOrigin = view.convert(origin, to: window)
        } else {
            translationOrigin = origin
        }
    }

    /// The fingers' velocity in `view`'s coordinates, in points per second, averaged over the
    /// last ``velocitySpan`` of movement; zero once they held still that long.
    public func velocity(in view: ViewNode?) -> CGPoint {
        guard let newest = samples.last,
              let oldest = samples.first(where: { newest.time - $0.time <= Self.velocitySpan }),
              newest.time > oldest.time
        else { return .zero }
        let window = attachedView?.storedWindow
        let from = Touch.convertFromWindow(oldest.point, window: window, to: view)
        let to = Touch.convertFromWindow(newest.point, window: window, to: view)
        let seconds = Double((newest.time - oldest.time) / .milliseconds(1)) / 1000
        return CGPoint(x: (to.x - from.x) / seconds, y: (to.y - from.y) / seconds)
    }

    /// Whether the fingers moved far enough from the start to begin; subclasses narrow it.
    func shouldBeginPanning(translation: CGPoint) -> Bool {
        hypot(translation.x, translation.y) >= Self.hysteresis
    }

    /// Follows a finger that joined; more than ``maximumNumberOfTouches`` fails (or ends) the pan.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        rebaseAfterFingerChange(event: event)
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed } else if state == .began || state == .changed { state = .ended }
        }
    }

    /// Begins the pan past the hysteresis, then changes it with every move.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        addSample(at: event.timestamp)
        switch state {
        case .possible:
            let moved = translation(in: nil)
            if numberOfTouches >= minimumNumberOfTouches, shouldBeginPanning(translation: moved) {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when too few fingers are left; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        addSample(at: event.timestamp)
        let remaining = numberOfTouches - touches.count
        switch state {
        case .possible where remaining == 0:
            state = .failed
        case .began where remaining < minimumNumberOfTouches, .changed where remaining < minimumNumberOfTouches:
            state = .ended
        default:
            break
        }
        pendingFingerChange = true
    }

    /// Forgets the translation and the velocity samples; call `super`.
    open override func reset() {
        super.reset()
        samples = []
        translationOrigin = .zero
        touchCount = 0
        pendingFingerChange = false
    }

    private var pendingFingerChange = false

    private func addSample(at time: Duration) {
        if pendingFingerChange { rebaseAfterFingerChange(event: nil) }
        samples.append((time, centroidInWindow))
        samples.removeAll { time - $0.time > Self.velocitySpan * 2 }
    }

    /// A finger joined or left: the centroid jumps, so the translation origin and the samples
    /// move with it and the translation does not.
    private func rebaseAfterFingerChange(event: Event?) {
        pendingFingerChange = false
        let centroid = centroidInWindow
        if touchCount == 0 {
            translationOrigin = centroid
            samples = event.map { [($0.timestamp, centroid)] } ?? []
        } else if let last = samples.last {
            let jump = CGPoint(x: centroid.x - last.point.x, y: centroid.y - last.point.y)
            translationOrigin = CGPoint(x: translationOrigin.x + jump.x, y: translationOrigin.y + jump.y)
            samples = samples.map { ($0.time, CGPoint(x: $0.point.x + jump.x, y: $0.point.y + jump.y)) }
        }
        touchCount = numberOfTouches
    }
}
