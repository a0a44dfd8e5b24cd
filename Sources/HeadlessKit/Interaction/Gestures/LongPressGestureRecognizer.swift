import Foundation

/// Recognizes fingers pressed and held still — HeadlessKit's `UILongPressGestureRecognizer`.
///
/// A continuous recognizer: it begins when ``numberOfTouchesRequired`` fingers have stayed down,
/// within ``allowableMovement`` of where they touched down, for ``minimumPressDuration`` (a timer
/// on the window's run loop clock, in the common modes); it then changes with every move, however
/// far, and ends when a finger lifts. It fails when the fingers move too far or lift before the
/// duration passed. With ``numberOfTapsRequired`` above zero, that many taps must come first, each
/// within 350 ms of the last (the window's multi-tap interval).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held, in seconds. The default is 0.5; a negative duration
    /// reads as zero, and a NaN or infinite one is refused with a diagnostic.
    public var minimumPressDuration: TimeInterval {
        get { storedMinimumPressDuration }
        set {
            guard newValue.isFinite else {
                return refuseNonFiniteValue(
                    "minimumPressDuration was set to \(GeometryFormat.number(newValue)), which is not finite "
                        + "(HeadlessKit's check). HeadlessKit kept \(GeometryFormat.number(storedMinimumPressDuration)); "
                        + "set a finite number of seconds.")
            }
            storedMinimumPressDuration = newValue
        }
    }

    /// How far, in points, the fingers may move before the gesture begins. The default is 10; a
    /// NaN or infinite distance is refused with a diagnostic.
    public var allowableMovement: CGFloat {
        get { storedAllowableMovement }
        set {
            guard newValue.isFinite else {
                return refuseNonFiniteValue(
                    "allowableMovement was set to \(GeometryFormat.number(newValue)), which is not finite "
                        + "(HeadlessKit's check). HeadlessKit kept \(GeometryFormat.number(storedAllowableMovement)); "
                        + "set a finite distance in points.")
            }
            storedAllowableMovement = newValue
        }
    }

    private var storedMinimumPressDuration: TimeInterval = 0.5
    private var storedAllowableMovement: CGFloat = 10

    /// How many fingers must be held. The default is 1; values below 1 read as 1.
    public var numberOfTouchesRequired = 1

    /// How many taps come before the press. The default is 0.
    public var numberOfTapsRequired = 0

    /// Taps completed before the press.
    private var tapsCompleted = 0
    /// The most fingers down at once in the current tap or press.
    private var touchesThisTime = 0
    /// Where each finger touched down, in window coordinates.
    private var touchDownPoints: [ObjectIdentifier: CGPoint] = [:]
    private var timer: RunLoopTimer?

    private var touchesRequired: Int { max(numberOfTouchesRequired, 1) }
    private var tapsRequired: Int { max(numberOfTapsRequired, 0) }
    /// ``minimumPressDuration`` on the loop clock: a negative one reads as zero, and one beyond
    /// a billion seconds as a billion seconds.
    private var pressDuration: Duration {
        let seconds = min(max(storedMinimumPressDuration, 0), 1e9)
        return .seconds(seconds)
    }

    /// Between the required taps the recognizer waits for the next one, still possible.
    override var waitsAfterLastTouch: Bool {
        tapsCompleted > 0 && tapsCompleted <= tapsRequired && storedState == .possible && touchDownPoints.isEmpty
    }

    /// Starts the press timer once the required fingers are down; fails with more.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if touchDownPoints.isEmpty {
            invalidateTimer()
            touchesThisTime = 0
        }
        for touch in touches { touchDownPoints[ObjectIdentifier(touch)] = touch.locationInWindow }
        touchesThisTime = max(touchesThisTime, numberOfTouches)
        if touchesThisTime > touchesRequired { return fail() }
        if touchesThisTime == touchesRequired {
            // Taps are timed by how long they are held as well; a press starts only after them.
            startTimer(after: pressDuration, isPress: tapsCompleted == tapsRequired)
        }
    }

    /// Fails when a finger moved beyond ``allowableMovement`` before the gesture began; once it
    /// began, every move changes it.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = touchDownPoints[ObjectIdentifier(touch)] else { continue }
                let point = touch.locationInWindow
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement { return fail() }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a gesture that began; before that, a lift fails it — unless it completes one of the
    /// taps required first.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard numberOfTouches - touches.count <= 0 else { return }
            invalidateTimer()
            guard tapsCompleted < tapsRequired, touchesThisTime == touchesRequired else { return fail() }
            tapsCompleted += 1
            touchDownPoints = [:]
            startTimer(after: GestureEnvironment.multiTapInterval, isPress: false)
        default:
            break
        }
    }

    /// Stops the timer and forgets the taps; call `super`.
    open override func reset() {
        super.reset()
        invalidateTimer()
        tapsCompleted = 0
        touchesThisTime = 0
        touchDownPoints = [:]
    }

    private func fail() {
        invalidateTimer()
        state = .failed
    }

    /// A press timer begins the gesture; a tap timer (a tap held too long, or too long a pause
    /// between taps) fails it.
    private func startTimer(after delay: Duration, isPress: Bool) {
        invalidateTimer()
        timer = scheduleGestureTimer(after: delay) { recognizer, environment in
            (recognizer as? LongPressGestureRecognizer)?.timer = nil
            if isPress, recognizer.isStill(in: environment) {
                recognizer.state = .began
            } else {
                recognizer.failThroughEnvironment(environment)
            }
        }
    }

    private func invalidateTimer() {
        timer?.invalidate()
        timer = nil
    }
}
