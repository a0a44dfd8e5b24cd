import Foundation

/// An object that animates changes to views and lets them be paused, scrubbed, reversed, stopped
/// and finished — HeadlessKit's `UIViewPropertyAnimator`.
///
/// Its animations closures run when it starts (or is first paused or scrubbed), and the model
/// values they set change then; the animator moves each changed property's presentation from
/// where it was to its new model value along its timing curve, frame by frame on the loop's clock
/// (the layer shows it as a held animation under the property's key). Its completions run with
/// ``ViewAnimatingPosition/end`` exactly when its duration has passed, or
/// ``ViewAnimatingPosition/start`` when it ran reversed:
///
/// - `stopAnimation(true)` leaves the views where they are on screen and runs no completion;
/// - `stopAnimation(false)` then `finishAnimation(at:)` runs them with that position;
/// - with ``pausesOnCompletion`` it stays active and paused at its end, and runs none.
///
/// Calls its state does not allow are refused with a ``Diagnostic/Kind/propertyAnimatorMisuse``
/// diagnostic, changing nothing (see <doc:MisuseCatalogue>).
@MainActor
open class PropertyAnimator {
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The timing curve the animations follow.
    public let timingParameters: (any TimingCurveProvider)?
    /// Where the animator is in its life.
    public internal(set) var state = ViewAnimatingState.inactive
    /// The delay before the animations start, set by ``startAnimation(afterDelay:)``.
    public internal(set) var delay: TimeInterval = 0
    /// Whether the animator stays active and paused at its end instead of finishing; `false` by
    /// default.
    public var pausesOnCompletion = false
    /// Whether the animator can be paused and stopped while it runs; recorded (every HeadlessKit
    /// animator can be).
    public var isInterruptible = true
    /// Whether the animated views take touches while they animate; recorded.
    public var isUserInteractionEnabled = true
    /// Whether the app hit-tests the animated views itself; recorded.
    public var isManualHitTestingEnabled = false
    /// Whether scrubbing with ``fractionComplete`` moves linearly rather than along the curve;
    /// `true` by default.
    public var scrubsLinearly = true

    /// The closures not yet run (before the animator starts).
    var pendingAnimations: [@MainActor () -> Void] = []
    var completions: [@MainActor (ViewAnimatingPosition) -> Void] = []
    /// The properties the animator moves.
    var tracks: [AnimatorTrack] = []
    /// The linear fraction of the duration passed, as of ``anchorTime``.
    var anchorFraction = 0.0
    /// The media time ``anchorFraction`` was measured at (the end of a delay, for a delayed start).
    var anchorTime = 0.0
    /// Whether the animator runs (is active and not paused).
    public internal(set) var isRunning = false
    var reversed = false
    /// Whether the animator has finished once: it takes no more animations.
    var hasFinished = false
    /// The loop the animator runs on, unretained: a running animator is held by its loop (through
    /// its frame link), not the other way round.
    package weak var loop: MainRunLoop?
    var frameLink: DisplayLink?
    var endTimer: RunLoopTimer?

    /// Creates an animator with a duration and timing parameters; add animations with
    /// ``addAnimations(_:)``.
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        let valid = duration.isFinite && duration >= 0
        self.duration = valid ? duration : 0
        timingParameters = parameters
        if !valid {
            reportAnimationMisuse(
                .propertyAnimatorMisuse,
                "HeadlessKit refused PropertyAnimator(duration: \(duration)) (HeadlessKit's check): the duration must be "
                    + "finite and not negative. The animator has a duration of 0.")
        }
    }

    /// Creates an animator with one of UIKit's curves and, optionally, its animations.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator along a spring with `ratio` damping (1: no oscillation), settling in
    /// `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates and starts an animator with the curve `options` names, after `delay` — UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: ViewNode.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (ViewAnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations run backwards, towards their start; setting it while the animator
    /// runs turns them round where they are.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else {
                return refuse("isReversed = \(newValue)", "a stopped animator cannot be reversed", fix: "call finishAnimation(at:) first")
            }
            let now = currentTime
            anchorFraction = fraction(at: now)
            anchorTime = max(now, anchorTime)
            reversed = newValue
            if isRunning { scheduleEnd() }
        }
    }

    /// How far through its duration the animator is, 0...1. Setting it (scrubbing) moves a paused
    /// animator there — starting an inactive one, paused; while the animator runs it is refused.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: currentTime)) }
        set {
            guard newValue.isFinite else {
                return refuse("fractionComplete = \(newValue)", "the fraction must be finite", fix: "pass a number in 0...1")
            }
            switch state {
            case .stopped:
                return refuse("fractionComplete = \(newValue)", "a stopped animator cannot be scrubbed", fix: "call finishAnimation(at:) first")
            case .active where isRunning:
                return refuse("fractionComplete = \(newValue)", "a running animator cannot be scrubbed", fix: "call pauseAnimation() first")
            case .inactive:
                activate()
            case .active:
                break
            }
            anchorFraction = Double(min(max(newValue, 0), 1))
            anchorTime = currentTime
            showValues(at: anchorFraction)
        }
    }

    /// The loop's media time now (0 for an animator of no loop).
    var currentTime: TimeInterval {
        (loop ?? MainRunLoop.current)?.mediaTime ?? 0
    }

    /// The linear fraction of the duration at `time`.
    func fraction(at time: TimeInterval) -> Double {
        guard isRunning, duration > 0 else { return anchorFraction }
        let elapsed = max(0, time - anchorTime) / duration
        return min(max(reversed ? anchorFraction - elapsed : anchorFraction + elapsed, 0), 1)
    }

    /// The paced progress of the curve at linear fraction `fraction`.
    func curveProgress(at fraction: Double) -> Double {
        if let spring = timingParameters?.springTimingParameters {
            let physical = spring.physicalSpring
                ?? Spring(duration: max(duration, 0.001), dampingRatio: Double(spring.dampingRatio),
                          initialVelocity: Double(spring.initialVelocity.dx))
            return physical.progress(at: fraction * duration, initialVelocity: Double(spring.initialVelocity.dx))
        }
        guard let cubic = timingParameters?.cubicTimingParameters else { return fraction }
        let function = MediaTimingFunction(
            controlPoints: Float(cubic.controlPoint1.x), Float(cubic.controlPoint1.y),
            Float(cubic.controlPoint2.x), Float(cubic.controlPoint2.y))
        return function.value(at: fraction)
    }

    func refuse(_ call: String, _ rule: String, fix: String, uikitText: String? = nil) {
        let prefix = uikitText.map { "\($0) " } ?? ""
        reportAnimationMisuse(
            .propertyAnimatorMisuse,
            "\(prefix)HeadlessKit refused \(call) on \(self) in state \(state)\(uikitText == nil ? " (HeadlessKit's check)" : ""): "
                + "\(rule). Nothing changed; \(fix).",
            objects: [self], sink: loop?.diagnostics)
    }
}
