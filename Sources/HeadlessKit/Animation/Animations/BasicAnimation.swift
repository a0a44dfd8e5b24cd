import Foundation

/// An animation from one value to another — Core Animation's `CABasicAnimation`.
///
/// The three values are optional, and which are set decides the two ends of the interpolation,
/// as Core Animation documents (`current` is the value beneath the animation, see
/// ``PropertyAnimation/value(at:underlyingValue:previousValue:)``):
///
/// | Set | From | To |
/// |---|---|---|
/// | ``fromValue`` and ``toValue`` | `fromValue` | `toValue` |
/// | ``fromValue`` and ``byValue`` | `fromValue` | `fromValue + byValue` |
/// | ``byValue`` and ``toValue`` | `toValue − byValue` | `toValue` |
/// | ``fromValue`` | `fromValue` | `current` |
/// | ``toValue`` | `current` | `toValue` |
/// | ``byValue`` | `current` | `current + byValue` |
/// | none | the previous value | `current` |
/// | all three | `fromValue` | `toValue` **(chosen)**: Core Animation asks for at most two |
///
/// ```swift
/// let fade = BasicAnimation(keyPath: "opacity")
/// fade.toValue = 0
/// fade.duration = 0.3
/// fade.value(at: 0.15, underlyingValue: Float(1))   // Float(0.5): halfway from the model value
/// ```
@MainActor
open class BasicAnimation: PropertyAnimation {
    /// The value the animation starts from.
    public var fromValue: Any? {
        didSet { readValues = nil }
    }
    /// The value the animation ends at.
    public var toValue: Any? {
        didSet { readValues = nil }
    }
    /// The change the animation makes, relative to its start (or to its end, with ``toValue``).
    public var byValue: Any? {
        didSet { readValues = nil }
    }

    /// The three values read once from `Any` (a frame evaluates the animation again and again),
    /// with the two ends when the values alone decide them.
    private var readValues: ReadValues?

    private struct ReadValues {
        var from: AnimationValue?
        var to: AnimationValue?
        var by: AnimationValue?
        /// The ends, when they do not depend on the value beneath the animation.
        var fixedEnds: (from: AnimationValue, to: AnimationValue)??
    }

    private var values: ReadValues {
        if let readValues { return readValues }
        var read = ReadValues(from: AnimationValue(fromValue), to: AnimationValue(toValue), by: AnimationValue(byValue))
        switch (read.from, read.to, read.by) {
        case let (from?, to?, _): read.fixedEnds = .some((from, to))
        case let (from?, nil, by?): read.fixedEnds = .some(from.adding(by).map { (from, $0) })
        case let (nil, to?, by?): read.fixedEnds = .some(to.subtracting(by).map { ($0, to) })
        default: read.fixedEnds = nil
        }
        readValues = read
        return read
    }

    /// A copy that also carries the three values.
    open override func copy() -> Any {
        let copy = super.copy() as! BasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }

    /// The two ends of the interpolation, by the table above; `nil` when they cannot be found
    /// (a missing current value, or values that cannot be added).
    func ends(context: ValueContext) -> (from: AnimationValue, to: AnimationValue)? {
        let values = values
        if let fixed = values.fixedEnds { return fixed }
        let current = context.underlying
        switch (values.from, values.to, values.by) {
        case let (from?, nil, nil):
            return current.map { (from, $0) }
        case let (nil, to?, nil):
            return current.map { ($0, to) }
        case let (nil, nil, by?):
            return current.flatMap { current in current.adding(by).map { (current, $0) } }
        case (nil, nil, nil):
            return current.map { (context.previous ?? $0, $0) }
        default:
            return nil   // two or three set: the fixed ends above
        }
    }

    /// The value `progress` of the way between the ends.
    override func animatedValue(progress: Double, time: TimeInterval, context: ValueContext) -> AnimationValue? {
        guard let (from, to) = ends(context: context) else { return nil }
        return from.interpolated(to: to, fraction: progress)
    }

    /// The change from one end to the other.
    override func cycleChange(context: ValueContext) -> AnimationValue? {
        guard let (from, to) = ends(context: context) else { return nil }
        return to.subtracting(from)
    }

    /// The numeric type of the first of `toValue`, `fromValue` and `byValue` that is set.
    override var numberKindOfValues: NumberKind? {
        NumberKind(of: toValue) ?? NumberKind(of: fromValue) ?? NumberKind(of: byValue)
    }
}
