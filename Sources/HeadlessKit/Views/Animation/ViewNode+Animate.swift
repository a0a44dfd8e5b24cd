import Foundation

/// Animating views — `UIView.animate(withDuration:…)` and its companions.
///
/// The animations closure runs at once, inside the call, and the model values it sets change at
/// once. Each change of an animatable property (``frame``, ``bounds``, ``center``, ``transform``,
/// ``alpha``, ``backgroundColor``) made while it runs adds an animation to the view's ``layer``,
/// from the value on screen (the layer's presentation value) to the new model value, which the
/// loop's animation driver runs on the virtual clock. Layout is animated only when it happens
/// inside the closure (``layoutIfNeeded()`` there); a ``setNeedsLayout()`` there lays out in the
/// next commit, after the closure, unanimated. The completion runs when the animations made
/// finish, with `true` (`false` when one was removed first) — after the delay and duration on the
/// loop's clock; when the closure changed nothing animatable, after the delay and duration all the
/// same, or at the start of the next turn for a zero duration. See <doc:Animations>.
///
/// These are class methods, as in UIKit. Which loop a change animates on is its view's; whether
/// animations are enabled is per loop (``setAnimationsEnabled(_:)`` sets it on the loop driving
/// the current task, ``MainRunLoop/current``).
extension ViewNode {
    /// Animates changes to views with a duration, delay, options and completion.
    ///
    /// A duration or delay that is NaN, infinite or negative is refused with an
    /// ``Diagnostic/Kind/invalidViewAnimation`` diagnostic: the closure still runs, unanimated,
    /// and the completion follows at the start of the next turn **(chosen)**.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard acceptsTiming(duration: duration, delay: delay, "animate(withDuration:delay:options:animations:completion:)") else {
            return runUnanimated(animations, completion: completion)
        }
        let block = ViewAnimationBlock(kind: .animate, duration: duration, delay: delay, options: options, completion: completion)
        block.run(animations)
        block.closureDidReturn()
    }

    /// Animates changes to views with a duration and a completion, no delay and the default
    /// options.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to views along a spring: `dampingRatio` (1 for no oscillation) and
    /// `velocity` (the initial speed, in distances per second) shape a spring that settles in
    /// `duration`, as UIKit's spring form does.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let name = "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
        guard acceptsTiming(duration: duration, delay: delay, name),
              acceptsFinite(dampingRatio, "dampingRatio", name), acceptsFinite(velocity, "velocity", name) else {
            return runUnanimated(animations, completion: completion)
        }
        let block = ViewAnimationBlock(
            kind: .animate, duration: duration, delay: delay, options: options,
            spring: (Double(max(dampingRatio, 0)), Double(velocity)), completion: completion)
        block.run(animations)
        block.closureDidReturn()
    }

    /// Animates the changes of the ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// calls in `animations` as keyframes over `duration`: one keyframe animation per changed
    /// property, from its value before the block through each keyframe's values.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard acceptsTiming(duration: duration, delay: delay, "animateKeyframes(withDuration:delay:options:animations:completion:)") else {
            return runUnanimated(animations, completion: completion)
        }
        let block = ViewAnimationBlock(
            kind: .keyframes, duration: duration, delay: delay,
            options: AnimationOptions(rawValue: options.rawValue & 0x3FF), completion: completion)
        block.calculationMode = options.calculationMode
        block.run(animations)
        block.closureDidReturn()
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen from `frameStartTime` to `frameStartTime +
    /// frameDuration`, both fractions of the whole duration.
    ///
    /// Called outside a keyframe block, or with fractions outside 0...1, it is refused with an
    /// ``Diagnostic/Kind/invalidViewAnimation`` diagnostic and the closure runs unanimated
    /// **(chosen**: UIKit leaves it undefined**)**.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        let inRange = (0...1).contains(frameStartTime) && (0...1).contains(frameDuration)
        guard let block = ViewAnimationBlock.current, case .keyframes = block.kind, inRange else {
            reportAnimationMisuse(
                .invalidViewAnimation,
                "HeadlessKit refused addKeyframe(withRelativeStartTime: \(frameStartTime), relativeDuration: \(frameDuration)) "
                    + "(HeadlessKit's check): a keyframe is added inside animateKeyframes(withDuration:delay:options:animations:completion:), "
                    + "with relative times in 0...1. Its changes were made without animation.")
            return ViewAnimationBlock(kind: .withoutAnimation).run(animations)
        }
        block.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Makes the changes in `animations` to `view` (typically replacing its subviews) and shows
    /// them with the transition `options` names (``AnimationOptions/transitionCrossDissolve``…):
    /// the changes themselves are not animated; a ``Transition`` runs on the view's layer under
    /// the key `"transition"` for `duration`, and the completion follows it.
    public static func transition(
        with view: ViewNode, duration: TimeInterval, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard acceptsTiming(duration: duration, delay: 0, "transition(with:duration:options:animations:completion:)") else {
            return runUnanimated(animations ?? {}, completion: completion)
        }
        let content = ViewAnimationBlock(kind: options.contains(.allowAnimatedContent) ? .animate : .withoutAnimation,
                                         duration: duration, options: options)
        content.run(animations ?? {})
        content.closureDidReturn()
        let block = ViewAnimationBlock(kind: .animate, duration: duration, options: options, completion: completion)
        if duration > 0, let loop = view.owningRunLoop ?? MainRunLoop.current, loop.animationDriver.animationBlocksEnabled {
            let transition = Transition()
            (transition.type, transition.subtype) = options.transition
            transition.timingFunction = MediaTimingFunction(name: options.curve.timingFunctionName)
            block.addTransition(transition, to: view.layer, loop: loop)
        }
        block.closureDidReturn()
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are not animated, even
    /// inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationBlock(kind: .withoutAnimation).run(actionsWithoutAnimation)
    }

    /// Whether changes in animation blocks animate on the loop driving the current task
    /// (``MainRunLoop/current``); `true` when no loop is driving one.
    public static var areAnimationsEnabled: Bool {
        MainRunLoop.current?.animationDriver.animationBlocksEnabled ?? true
    }

    /// Turns animation blocks on or off for the loop driving the current task
    /// (``MainRunLoop/current``; bind one with ``MainRunLoop/withCurrent(_:)``). While off, the
    /// changes in a block are made without animation and its completion still runs. Animations
    /// already in flight are not affected.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        guard let loop = MainRunLoop.current else {
            return reportAnimationMisuse(
                .invalidViewAnimation,
                "HeadlessKit ignored setAnimationsEnabled(\(enabled)) (HeadlessKit's check): whether animations are enabled "
                    + "is kept per run loop, and no loop is driving the current task. Call it inside loop.withCurrent { }.")
        }
        loop.animationDriver.animationBlocksEnabled = enabled
    }

    /// The duration of the animation block open in this task, or 0 outside one
    /// (`UIView.inheritedAnimationDuration`).
    public static var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationBlock.current, case .animate = block.kind else { return 0 }
        return block.duration
    }

    // MARK: - Refusing

    private static func acceptsTiming(duration: TimeInterval, delay: TimeInterval, _ name: String) -> Bool {
        guard duration.isFinite, duration >= 0, delay.isFinite, delay >= 0 else {
            reportAnimationMisuse(
                .invalidViewAnimation,
                "HeadlessKit refused \(name) with duration \(duration) and delay \(delay) (HeadlessKit's check): both must be "
                    + "finite and not negative. The changes were made without animation; pass finite, non-negative times.")
            return false
        }
        return true
    }

    private static func acceptsFinite(_ value: CGFloat, _ label: String, _ name: String) -> Bool {
        guard value.isFinite else {
            reportAnimationMisuse(
                .invalidViewAnimation,
                "HeadlessKit refused \(name) with \(label) \(value) (HeadlessKit's check): it must be finite. "
                    + "The changes were made without animation.")
            return false
        }
        return true
    }

    /// Runs a refused block's changes without animation, and its completion at the start of the
    /// next turn.
    private static func runUnanimated(_ animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        let block = ViewAnimationBlock(kind: .withoutAnimation, completion: completion)
        block.run(animations)
        block.closureDidReturn()
    }
}
