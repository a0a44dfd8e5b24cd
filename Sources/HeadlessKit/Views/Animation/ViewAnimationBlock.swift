import Foundation

/// One open animation block — the closure of `animate(withDuration:…)`, of
/// `animateKeyframes(withDuration:…)`, of `transition(with:…)` or of
/// `performWithoutAnimation(_:)`, or a property animator's animations — and, after the closure
/// returns, the tracker of the animations it made until its completion runs.
///
/// The block open in a task is a task-local value, bound only while its closure runs: UIKit keeps
/// its stack of animation blocks per thread, and a task is Swift's thread of execution. Changes
/// to a view's animatable properties made while a block is bound report to it
/// (`animatablePropertyDidChange`), and it turns each into an animation of the view's layer from
/// the current presentation value to the new model value.
@MainActor
final class ViewAnimationBlock: AnimationDelegate {
    /// The block whose closure is running in this task, if any.
    @TaskLocal static var current: ViewAnimationBlock?

    /// What the block does with the changes made in it.
    enum Kind {
        /// Animates each change with a basic or spring animation.
        case animate
        /// Collects each change into keyframes, animated when the closure returns.
        case keyframes
        /// Animates nothing (`performWithoutAnimation(_:)`, a transition's content).
        case withoutAnimation
        /// Hands each change to a property animator, which runs it.
        case recording(@MainActor (ViewNode, AnimatedViewProperty, _ from: Any, _ to: Any) -> Void)
    }

    let kind: Kind
    let duration: TimeInterval
    let delay: TimeInterval
    let options: ViewNode.AnimationOptions
    /// The damping ratio and initial velocity of the spring form.
    let spring: (dampingRatio: Double, velocity: Double)?
    /// The calculation mode of a keyframe block.
    var calculationMode = AnimationCalculationMode.linear
    /// The part of a keyframe block's duration the running `addKeyframe` closure covers.
    var keyframeWindow = (start: 0.0, duration: 1.0)
    /// A keyframe block's changes, per view and property, in the order first changed.
    private var keyframes: [(view: ViewNode, property: AnimatedViewProperty, segments: [KeyframeSegment])] = []

    /// The loop the block's animations run on: the first animated view's.
    private(set) weak var loop: MainRunLoop?
    /// The animations made and not yet stopped.
    private var pending = 0
    /// Whether every stopped animation finished.
    private var allFinished = true
    /// Whether the closure returned (the completion waits for it).
    private var closureReturned = false
    /// Whether the block made at least one animation.
    private var madeAnimations = false
    private var completion: (@MainActor (Bool) -> Void)?

    struct KeyframeSegment {
        let start: Double
        let duration: Double
        let from: Any
        let to: Any
    }

    init(kind: Kind, duration: TimeInterval = 0, delay: TimeInterval = 0, options: ViewNode.AnimationOptions = [],
         spring: (dampingRatio: Double, velocity: Double)? = nil, completion: (@MainActor (Bool) -> Void)? = nil) {
        // A nested block takes the duration and curve of the block it is nested in unless told
        // otherwise, as UIKit documents for its options.
        var duration = duration
        var options = options
        if let outer = Self.current, case .animate = outer.kind, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                options = options.subtracting(.curveLinear).union(outer.options.intersection(.curveLinear))
            }
        }
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.completion = completion
    }

    /// Runs `body` with this block bound as the current one.
    func run(_ body: () -> Void) {
        Self.$current.withValue(self, operation: body)
    }

    // MARK: - Changes

    /// A view's animatable property changed from `old` while this block was open.
    func viewDidChange(_ view: ViewNode, _ property: AnimatedViewProperty, from old: Any) {
        if case .withoutAnimation = kind { return }
        guard let loop = view.owningRunLoop ?? loop ?? MainRunLoop.current, loop.animationDriver.animationBlocksEnabled else { return }
        let layer = view.layer
        let from = layer.animatedValue(forKey: property.key) ?? old
        let to = property.value(of: view)
        switch kind {
        case .recording(let handler):
            handler(view, property, from, to)
        case .keyframes:
            guard duration > 0 else { return }
            self.loop = self.loop ?? loop
            let segment = KeyframeSegment(start: keyframeWindow.start, duration: keyframeWindow.duration, from: old, to: to)
            if let index = keyframes.firstIndex(where: { $0.view === view && $0.property == property }) {
                keyframes[index].segments.append(segment)
            } else {
                keyframes.append((view, property, [KeyframeSegment(start: segment.start, duration: segment.duration, from: from, to: to)]))
            }
        case .animate:
            guard duration > 0 else { return }
            self.loop = self.loop ?? loop
            add(basicAnimation(property.key, from: from, to: to, loop: loop), to: layer, key: property.key)
        case .withoutAnimation:
            return
        }
    }

    private func basicAnimation(_ key: String, from: Any, to: Any, loop: MainRunLoop) -> BasicAnimation {
        let animation: BasicAnimation
        if let spring {
            let fitted = Spring(duration: duration, dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity)
            let springAnimation = SpringAnimation(keyPath: key)
            springAnimation.mass = CGFloat(fitted.mass)
            springAnimation.stiffness = CGFloat(fitted.stiffness)
            springAnimation.damping = CGFloat(fitted.damping)
            springAnimation.initialVelocity = CGFloat(spring.velocity)
            animation = springAnimation
        } else {
            animation = BasicAnimation(keyPath: key)
            animation.timingFunction = MediaTimingFunction(name: options.curve.timingFunctionName)
        }
        animation.fromValue = from
        animation.toValue = to
        return animation
    }

    /// Times `animation` as the block's, and adds it to `layer` under `key` (or the first of
    /// `key-2`, `key-3`… that is free, so that an animation still in flight runs on beneath it).
    private func add(_ animation: Animation, to layer: Layer, key: String) {
        animation.duration = duration
        if delay > 0, let loop {
            animation.beginTime = loop.mediaTime + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        animation.delegate = self
        var free = key
        var suffix = 2
        while layer.animation(forKey: free) != nil {
            free = "\(key)-\(suffix)"
            suffix += 1
        }
        pending += 1
        madeAnimations = true
        layer.add(animation, forKey: free)
    }

    // MARK: - Keyframes

    /// Runs `body` as the keyframe that starts `start` of the way through the block and lasts
    /// `duration` of it.
    func addKeyframe(start: Double, duration: Double, _ body: () -> Void) {
        let outer = keyframeWindow
        keyframeWindow = (start, duration)
        body()
        keyframeWindow = outer
    }

    /// Adds one keyframe animation per changed view property: the value before the first change
    /// at 0, each keyframe's values at its start and end, and the last value at 1.
    private func addKeyframeAnimations() {
        for (view, property, segments) in keyframes {
            var points: [(time: Double, value: Any)] = [(0, segments[0].from)]
            for segment in segments {
                if segment.start > points[points.count - 1].time { points.append((segment.start, points[points.count - 1].value)) }
                points.append((min(1, segment.start + segment.duration), segment.to))
            }
            if points[points.count - 1].time < 1 { points.append((1, points[points.count - 1].value)) }
            let animation = KeyframeAnimation(keyPath: property.key)
            animation.values = points.map(\.value)
            animation.keyTimes = points.map { NSNumber(value: $0.time) }
            animation.calculationMode = calculationMode
            add(animation, to: view.layer, key: property.key)
        }
        keyframes = []
    }

    // MARK: - Completion

    /// Adds the block's own animation (a transition) to `layer`.
    func addTransition(_ transition: Transition, to layer: Layer, loop: MainRunLoop) {
        self.loop = self.loop ?? loop
        add(transition, to: layer, key: "transition")
    }

    /// The closure returned: animates a keyframe block's changes, and runs the completion now if
    /// it has to wait for nothing — after the block's delay and duration when it made no
    /// animation, at the start of the next turn for a zero duration (UIKit's timing).
    func closureDidReturn() {
        closureReturned = true
        if case .keyframes = kind { addKeyframeAnimations() }
        guard !madeAnimations, let completion else { return }
        self.completion = nil
        guard let loop = loop ?? MainRunLoop.current else { return completion(true) }
        let wait = delay + duration
        if wait > 0 {
            loop.perform(after: .atOrAfter(mediaTime: loop.mediaTime + wait) - loop.now) { completion(true) }
        } else if loop.turnDepth > 0 {
            // In a turn: after its commit, in the next turn's timers.
            loop.performAfterCommit { [unowned loop] in loop.perform(after: .zero) { completion(true) } }
        } else {
            loop.perform(after: .zero) { completion(true) }
        }
    }

    func animationDidStop(_ anim: Animation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        guard pending == 0, closureReturned, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
