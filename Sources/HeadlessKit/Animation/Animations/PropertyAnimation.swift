import Foundation

/// An animation of one property, named by a key path — Core Animation's `CAPropertyAnimation`.
///
/// Its job is one pure function, ``value(at:underlyingValue:previousValue:)``: the value the key
/// path has at a moment of its parent's time, given the value beneath the animation (the layer's
/// model value, with any animations added before this one already applied). ``BasicAnimation``,
/// ``KeyframeAnimation`` and ``SpringAnimation`` say how the value moves; this class adds
/// ``isAdditive`` and ``isCumulative``.
@MainActor
open class PropertyAnimation: Animation {
    /// The key path of the property the animation changes, such as `"position"` or `"opacity"`.
    public var keyPath: String?

    /// Whether the animated value is added to the value beneath the animation rather than
    /// replacing it; `false` by default.
    public var isAdditive = false

    /// Whether each repetition continues from where the previous one ended (its value is the
    /// end of the previous cycle plus the current cycle's); `false` by default.
    public var isCumulative = false

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// A copy that also carries the key path and the additive and cumulative flags.
    open override func copy() -> Any {
        let copy = super.copy() as! PropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        return copy
    }

    /// The value of the animated property at `time`, or `nil` when the animation has no effect
    /// then (before it begins or after it ends, unless its fill mode holds it).
    ///
    /// - Parameters:
    ///   - time: a moment of the animation's parent time — for an animation on a layer, the
    ///     layer's local time (the loop's ``MainRunLoop/mediaTime`` for a layer whose timing is
    ///     untouched).
    ///   - underlyingValue: the value beneath this animation: the model value, with earlier
    ///     animations on the same key path applied. Core Animation's "current value of the key
    ///     path in the render tree", used where ``BasicAnimation/fromValue`` or
    ///     ``BasicAnimation/toValue`` is missing, added to when the animation is additive, and the
    ///     type the result takes when it is a number.
    ///   - previousValue: the value the key path had before the change that started the
    ///     animation, read only by a basic animation with none of its three values set.
    public func value(at time: TimeInterval, underlyingValue: Any?, previousValue: Any? = nil) -> Any? {
        guard let (sample, progress, pacedTime) = pacedSample(at: time) else { return nil }
        let context = ValueContext(underlyingValue: underlyingValue, previousValue: previousValue)
        guard var value = animatedValue(progress: progress, time: pacedTime, context: context) else { return nil }
        if isCumulative, sample.iteration > 0, let step = cycleChange(context: context),
           let accumulated = step.scaled(by: Double(sample.iteration)).flatMap(value.adding) {
            value = accumulated
        }
        if isAdditive, let underlying = context.underlying, let sum = underlying.adding(value) {
            value = sum
        }
        guard case .number(let number) = value else { return value.boxed(as: .double) }
        let kind = NumberKind(of: underlyingValue) ?? numberKindOfValues ?? .double
        return kind.box(number)
    }

    /// What a subclass reads besides time: the values beneath the animation, read from `Any`
    /// only by an animation that needs them (one with both of its ends set does not).
    struct ValueContext {
        let underlyingValue: Any?
        let previousValue: Any?

        var underlying: AnimationValue? { AnimationValue(underlyingValue) }
        var previous: AnimationValue? { AnimationValue(previousValue) }
    }

    /// The animated value (before accumulation and addition) at `progress`, the paced fraction of
    /// the basic duration, and `time`, the same in seconds. Subclasses override it; the default
    /// has no value.
    func animatedValue(progress: Double, time: TimeInterval, context: ValueContext) -> AnimationValue? {
        nil
    }

    /// How much one cycle changes the value (its end minus its start), for ``isCumulative``.
    func cycleChange(context: ValueContext) -> AnimationValue? {
        nil
    }

    /// The numeric type of the animation's own values, for a result when the underlying value is
    /// not a number.
    var numberKindOfValues: NumberKind? {
        nil
    }
}
