import Foundation

/// Recognizes one or more taps of one or more fingers — HeadlessKit's `UITapGestureRecognizer`.
///
/// A discrete recognizer: it is recognized when the fingers of the last required tap lift. It
/// fails when a finger moves more than ``allowableMovement`` from where it touched down, when a
/// tap is held longer than ``maximumTapDuration``, when more fingers than
/// ``numberOfTouchesRequired`` come down, when a tap lifts with fewer, and — for a multi-tap —
/// when the next tap does not begin within 350 ms of the previous lift or lands more than 45
/// points from the first (the window's multi-tap limits, which also count ``Touch/tapCount``).
/// Between the taps of a multi-tap it stays possible, so a view's `touchesEnded(_:with:)` is
/// withheld (``GestureRecognizer/delaysTouchesEnded``) until it fails or recognizes.
open class TapGestureRecognizer: GestureRecognizer {
    /// A tap is discrete: recognized or failed, never began.
    override var isDiscrete: Bool { true }

    /// How many taps make the gesture. The default is 1; values below 1 read as 1.
    public var numberOfTapsRequired = 1

    /// How many fingers each tap takes. The default is 1; values below 1 read as 1.
    public var numberOfTouchesRequired = 1

    /// How far a finger may move from where it touched down and still tap: 10 points
    /// **(chosen: UIKit's private limit, as measured, is about 10 points)**.
    public static let allowableMovement: CGFloat = 10

    /// How long a tap's fingers may stay down: 1.5 seconds **(chosen: UIKit does not document
    /// its limit; a press held this long is no tap on a device)**.
    public static let maximumTapDuration = Duration.milliseconds(1500)

    /// Taps completed in the current gesture.
    private var tapsCompleted = 0
    /// The most fingers down at once during the current tap.
    private var touchesInThisTap = 0
    /// Where each finger of the current tap touched down, in window coordinates.
    private var touchDownPoints: [ObjectIdentifier: CGPoint] = [:]
    /// Where the first tap was, in window coordinates, for the multi-tap distance.
    private var firstTapLocation: CGPoint?
    /// Where the taps were: the centroid of the current (or last) tap's fingers, window coordinates.
    private var tapLocationInWindow = CGPoint.zero
    /// The timer that fails the gesture: a tap held too long, or a pause between taps too long.
    private var timer: RunLoopTimer?

    private var tapsRequired: Int { max(numberOfTapsRequired, 1) }
    private var touchesRequired: Int { max(numberOfTouchesRequired, 1) }

    /// Where the taps were, in `view`'s coordinates (the window's for `nil`): the centroid of the
    /// fingers of the last tap.
    open override func location(in view: ViewNode?) -> CGPoint {
        Touch.convertFromWindow(tapLocationInWindow, window: attachedView?.storedWindow, to: view)
    }

    /// Between taps the recognizer waits for the next one, still possible.
    override var waitsAfterLastTouch: Bool {
        tapsCompleted > 0 && tapsCompleted < tapsRequired && storedState == .possible
    }

    /// Starts a tap, or fails when too many fingers or the next tap lands too far away.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if touchDownPoints.isEmpty {
            // A new tap: the pause since the last one ended in time.
            invalidateTimer()
            startTimer(after: Self.maximumTapDuration)
            touchesInThisTap = 0
        }
        for touch in touches {
            touchDownPoints[ObjectIdentifier(touch)] = touch.locationInWindow
        }
        touchesInThisTap = max(touchesInThisTap, numberOfTouches)
        tapLocationInWindow = centroidInWindow
        if touchesInThisTap > touchesRequired { return fail() }
        if let first = firstTapLocation,
           hypot(tapLocationInWindow.x - first.x, tapLocationInWindow.y - first.y) > GestureEnvironment.multiTapDistance {
            return fail()
        }
    }

    /// Fails when a finger moved more than ``allowableMovement``.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches {
            guard let start = touchDownPoints[ObjectIdentifier(touch)] else { continue }
            let point = touch.locationInWindow
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { return fail() }
        }
        tapLocationInWindow = centroidInWindow
    }

    /// Completes a tap when its last finger lifts; recognizes on the last required tap.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches {
            guard let start = touchDownPoints[ObjectIdentifier(touch)] else { continue }
            let point = touch.locationInWindow
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { return fail() }
        }
        // Fingers still down: the tap goes on.
        guard numberOfTouches - touches.count <= 0 else { return }
        tapLocationInWindow = centroidInWindow
        guard touchesInThisTap == touchesRequired else { return fail() }
        invalidateTimer()
        touchDownPoints = [:]
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = tapLocationInWindow }
        if tapsCompleted >= tapsRequired {
            state = .recognized
        } else {
            startTimer(after: GestureEnvironment.multiTapInterval)
        }
    }

    /// Stops the timer and forgets the taps; call `super`.
    open override func reset() {
        super.reset()
        invalidateTimer()
        tapsCompleted = 0
        touchesInThisTap = 0
        touchDownPoints = [:]
        firstTapLocation = nil
    }

    private func fail() {
        invalidateTimer()
        state = .failed
    }

    /// A timer on the window's loop that fails the gesture when it runs out.
    private func startTimer(after delay: Duration) {
        timer = scheduleGestureTimer(after: delay) { recognizer, environment in
            (recognizer as? TapGestureRecognizer)?.timer = nil
            recognizer.failThroughEnvironment(environment)
        }
    }

    private func invalidateTimer() {
        timer?.invalidate()
        timer = nil
    }
}

/// A one-finger single tap is what a tap-driven control's default action overlaps: such a
/// control keeps it from the recognizers of other views.
extension TapGestureRecognizer: SingleTapRecognizing {
    var isSingleFingerSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}
