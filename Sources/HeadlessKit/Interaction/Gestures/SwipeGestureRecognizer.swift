import Foundation

/// Recognizes a quick stroke in one of the allowed directions — HeadlessKit's
/// `UISwipeGestureRecognizer`.
///
/// A discrete recognizer, recognized while the fingers still move **(chosen; UIKit does not
/// document its rule, and these are the values measured on devices)**: the fingers — exactly
/// ``numberOfTouchesRequired`` of them — move on average at least ``minimumDistance`` points in
/// one of the ``direction``s, drift no more than ``maximumOffAxisDistance`` points across it and
/// less than along it (the stroke stays within 45° of the direction), all within
/// ``maximumDuration`` of the first finger touching down. It fails when the drift grows too
/// large, the time runs out (a timer on the window's loop), more fingers come down, or the
/// fingers lift first. ``Window/swipe(_:from:)`` (120 points in 100 ms) is recognized by a
/// recognizer of its direction and by no other.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// A swipe is discrete: recognized or failed, never began.
    override var isDiscrete: Bool { true }

    /// The directions a swipe can go, as a set.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The direction bits, UIKit's values.
        public let rawValue: UInt

        /// Creates a set of directions from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)

        /// One point of movement in the first direction of the set (right, left, up, down).
        var unitVector: CGPoint {
            if contains(.right) { return CGPoint(x: 1, y: 0) }
            if contains(.left) { return CGPoint(x: -1, y: 0) }
            if contains(.up) { return CGPoint(x: 0, y: -1) }
            if contains(.down) { return CGPoint(x: 0, y: 1) }
            return .zero
        }
    }

    /// The directions that count. The default is `.right`.
    public var direction: Direction = .right

    /// How many fingers swipe. The default is 1; values below 1 read as 1.
    public var numberOfTouchesRequired = 1

    /// How far the fingers move in the direction before the swipe is recognized: 50 points.
    public static let minimumDistance: CGFloat = 50

    /// How far the fingers may drift across the direction: 50 points.
    public static let maximumOffAxisDistance: CGFloat = 50

    /// How long after touch-down the swipe must be recognized: half a second.
    public static let maximumDuration = Duration.milliseconds(500)

    /// Where each finger touched down, in window coordinates.
    private var touchDownPoints: [ObjectIdentifier: CGPoint] = [:]
    private var timer: RunLoopTimer?

    private var touchesRequired: Int { max(numberOfTouchesRequired, 1) }

    /// Starts the clock with the first finger; fails with more fingers than required.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if touchDownPoints.isEmpty {
            timer = scheduleGestureTimer(after: Self.maximumDuration) { recognizer, environment in
                (recognizer as? SwipeGestureRecognizer)?.timer = nil
                recognizer.failThroughEnvironment(environment)
            }
        }
        for touch in touches { touchDownPoints[ObjectIdentifier(touch)] = touch.locationInWindow }
        if numberOfTouches > touchesRequired { fail() }
    }

    /// Recognizes once the stroke is long enough in a direction; fails when it drifted too far.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        let movement = averageMovement()
        var isStillPossible = false
        for candidate in [Direction.right, .left, .up, .down] where direction.contains(candidate) {
            let unit = candidate.unitVector
            let along = movement.x * unit.x + movement.y * unit.y
            let across = abs(movement.x * unit.y - movement.y * unit.x)
            guard across <= Self.maximumOffAxisDistance else { continue }
            isStillPossible = true
            if along >= Self.minimumDistance, along > across, numberOfTouches == touchesRequired {
                invalidateTimer()
                state = .recognized
                return
            }
        }
        if !isStillPossible { fail() }
    }

    /// Fingers that lift before the swipe was recognized fail it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { fail() }
    }

    /// Stops the timer and forgets the fingers; call `super`.
    open override func reset() {
        super.reset()
        invalidateTimer()
        touchDownPoints = [:]
    }

    /// The fingers' average movement from where each touched down, in window coordinates.
    private func averageMovement() -> CGPoint {
        var sum = CGPoint.zero
        var count = 0
        for index in 0..<numberOfTouches {
            let touch = trackedTouches[index]
            guard let start = touchDownPoints[ObjectIdentifier(touch)] else { continue }
            sum.x += touch.locationInWindow.x - start.x
            sum.y += touch.locationInWindow.y - start.y
            count += 1
        }
        guard count > 0 else { return .zero }
        return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
    }

    private func fail() {
        invalidateTimer()
        state = .failed
    }

    private func invalidateTimer() {
        timer?.invalidate()
        timer = nil
    }
}
