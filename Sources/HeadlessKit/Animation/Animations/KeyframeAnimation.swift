import Foundation

/// An animation through a sequence of values, or along a path — Core Animation's
/// `CAKeyframeAnimation`.
///
/// The keyframes are ``values`` or, when ``path`` is set (for a point property such as
/// `"position"`), the end points of the path's lines and curves; the path wins over the values.
/// ``calculationMode`` says how the animation moves between them:
///
/// - ``AnimationCalculationMode/linear`` (the default): straight interpolation, each segment
///   starting at its keyframe's key time and paced by its entry of ``timingFunctions``; along a
///   path, along each curve by its curve parameter.
/// - ``AnimationCalculationMode/discrete``: each keyframe held in turn, no interpolation;
///   ``keyTimes`` then has one entry more than there are keyframes.
/// - ``AnimationCalculationMode/paced``: key times and timing functions ignored, each segment
///   given time in proportion to its length, so the value moves at an even speed — along a path,
///   by arc length within each curve as well.
/// - ``AnimationCalculationMode/cubic``: a Kochanek–Bartels spline through the keyframes, shaped by
///   ``tensionValues``, ``continuityValues`` and ``biasValues`` (0 each by default: a Catmull-Rom
///   spline). **Approximated**: the tangents are not adjusted for unevenly spaced key times, and
///   along a path the path's own curves are used.
/// - ``AnimationCalculationMode/cubicPaced``: the cubic spline, timed as ``AnimationCalculationMode/paced``
///   by the straight distances between keyframes (not the spline's length) — an approximation.
///
/// Key times that Core Animation would not use — the wrong count, not starting at 0 and ending at
/// 1, decreasing or not finite — are ignored, as its documentation says, and the keyframes evenly
/// spaced instead.
///
/// ```swift
/// let shake = KeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 0]
/// shake.keyTimes = [0, 0.25, 0.75, 1]
/// shake.duration = 0.4
/// shake.value(at: 0.2, underlyingValue: CGFloat(0))   // CGFloat(0): halfway back from 10 to -10
/// ```
@MainActor
open class KeyframeAnimation: PropertyAnimation {
    /// The keyframe values, in order.
    public var values: [Any]? {
        didSet {
            readKeyframes = nil
            cachedSchedule = nil
        }
    }
    /// The keyframe values read once from `Any`, and the distances between them.
    private var readKeyframes: (values: [AnimationValue], distances: [Double]?)?

    /// A path whose segments' end points are the keyframes, for a point property; it takes
    /// precedence over ``values``. The animation keeps its own copy.
    public var path: Path? {
        get { storedPath }
        set {
            storedPath = newValue?.copy()
            pathKeyframesCache = nil
            cachedSchedule = nil
        }
    }
    private var storedPath: Path?
    private var pathKeyframesCache: PathKeyframes?

    /// When each keyframe applies, as fractions of the duration (see ``calculationMode``).
    public var keyTimes: [NSNumber]? {
        didSet { cachedSchedule = nil }
    }

    /// The pacing of each segment between keyframes: one fewer than the keyframes; a segment
    /// without one is linear.
    public var timingFunctions: [MediaTimingFunction]?

    /// How the animation moves between keyframes; ``AnimationCalculationMode/linear`` by default.
    public var calculationMode: AnimationCalculationMode = .linear {
        didSet { cachedSchedule = nil }
    }

    /// The schedule last made, for the keyframe count it was made for (a frame reuses it).
    private var cachedSchedule: (count: Int, schedule: KeyframeSchedule)?

    /// The tension at each keyframe of a cubic spline: 1 tight, -1 round; 0 by default.
    public var tensionValues: [NSNumber]?
    /// The continuity at each keyframe of a cubic spline: sharper corners away from 0; 0 by default.
    public var continuityValues: [NSNumber]?
    /// The bias at each keyframe of a cubic spline: where the curve overshoots; 0 by default.
    public var biasValues: [NSNumber]?

    /// Whether a layer animated along ``path`` turns to follow its direction; `nil` (the default)
    /// keeps it as it is. See ``rotationAngle(at:)``.
    public var rotationMode: AnimationRotationMode?

    /// A copy that also carries the keyframes and how they are timed.
    open override func copy() -> Any {
        let copy = super.copy() as! KeyframeAnimation
        copy.values = values
        copy.readKeyframes = readKeyframes
        copy.storedPath = storedPath
        copy.pathKeyframesCache = pathKeyframesCache
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }

    /// The angle, in radians, a layer animated along ``path`` is turned by at `time` — the
    /// direction the path runs there, half a turn more for ``AnimationRotationMode/rotateAutoReverse``
    /// — or `nil` without a path, a ``rotationMode``, or an effect at that time.
    public func rotationAngle(at time: TimeInterval) -> CGFloat? {
        guard let rotationMode, let keyframes = pathKeyframes, !keyframes.segments.isEmpty,
              let (_, progress, _) = pacedSample(at: time) else { return nil }
        let (segment, parameter) = pathLocation(keyframes, progress: progress)
        let direction = keyframes.segments[segment].tangent(at: parameter)
        let angle = atan2(direction.y, direction.x)
        return rotationMode == .rotateAutoReverse ? angle + .pi : angle
    }

    // MARK: - Evaluation

    private var pathKeyframes: PathKeyframes? {
        guard let storedPath else { return nil }
        if let pathKeyframesCache { return pathKeyframesCache }
        let made = PathKeyframes(storedPath)
        pathKeyframesCache = made
        return made
    }

    private var keyframes: (values: [AnimationValue], distances: [Double]?) {
        if let readKeyframes { return readKeyframes }
        let values = (self.values ?? []).compactMap { AnimationValue($0) }
        let read = (values, Self.distances(values))
        readKeyframes = read
        return read
    }

    private var keyframeValues: [AnimationValue] { keyframes.values }

    /// The keyframe value, or the point along the path, at `progress`.
    override func animatedValue(progress: Double, time: TimeInterval, context: ValueContext) -> AnimationValue? {
        if let keyframes = pathKeyframes {
            guard !keyframes.segments.isEmpty else { return keyframes.restingPoint.map { .interpolatable($0) } }
            if calculationMode == .discrete {
                let points = keyframes.keyframePoints
                guard case .keyframe(let index) = schedule(count: points.count, lengths: nil).position(at: progress) else { return nil }
                return .interpolatable(points[index])
            }
            let (segment, parameter) = pathLocation(keyframes, progress: progress)
            return .interpolatable(keyframes.segments[segment].point(at: parameter))
        }
        let (frames, distances) = keyframes
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        let lengths = calculationMode.isPaced ? distances : nil
        switch schedule(count: frames.count, lengths: lengths).position(at: progress) {
        case .keyframe(let index):
            return frames[index]
        case .segment(let index, let fraction):
            let paced = calculationMode.isPaced ? fraction : segmentPacing(index, fraction)
            if calculationMode.isCubic, let value = cubicValue(frames, segment: index, fraction: paced) { return value }
            return frames[index].interpolated(to: frames[index + 1], fraction: paced)
        }
    }

    /// The last keyframe minus the first, for a cumulative animation.
    override func cycleChange(context: ValueContext) -> AnimationValue? {
        if let points = pathKeyframes?.keyframePoints, let first = points.first, let last = points.last {
            return .interpolatable(last.subtracting(first))
        }
        let frames = keyframeValues
        guard let first = frames.first, let last = frames.last else { return nil }
        return last.subtracting(first)
    }

    /// The numeric type of the first keyframe.
    override var numberKindOfValues: NumberKind? {
        NumberKind(of: values?.first)
    }

    /// The schedule of `count` keyframes, remade only when the key times, the mode, the values or
    /// the path change (the lengths follow from the values or the path).
    private func schedule(count: Int, lengths: [Double]?) -> KeyframeSchedule {
        if let cachedSchedule, cachedSchedule.count == count { return cachedSchedule.schedule }
        let made = KeyframeSchedule(
            count: count, mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue), lengths: lengths)
        cachedSchedule = (count, made)
        return made
    }

    /// The fraction of segment `index` paced by its timing function, if it has one.
    private func segmentPacing(_ index: Int, _ fraction: Double) -> Double {
        guard let functions = timingFunctions, functions.indices.contains(index) else { return fraction }
        return functions[index].value(at: fraction)
    }

    /// Which segment of the path, and which curve parameter in it, `progress` reaches.
    private func pathLocation(_ keyframes: PathKeyframes, progress: Double) -> (segment: Int, parameter: Double) {
        let lengths = calculationMode.isPaced ? keyframes.lengths : nil
        let schedule = schedule(count: keyframes.segments.count + 1, lengths: lengths)
        guard case .segment(let index, let fraction) = schedule.position(at: progress) else { return (0, 0) }
        if calculationMode.isPaced {
            return (index, keyframes.parameter(ofLengthFraction: fraction, inSegment: index))
        }
        return (index, segmentPacing(index, fraction))
    }

    private static func distances(_ frames: [AnimationValue]) -> [Double]? {
        var lengths: [Double] = []
        for (start, end) in zip(frames, frames.dropFirst()) {
            guard let distance = start.distance(to: end) else { return nil }
            lengths.append(distance)
        }
        return lengths
    }

    /// The Kochanek–Bartels (Hermite) spline through the keyframes at `fraction` of segment
    /// `index`, or `nil` for values that cannot be added and scaled.
    private func cubicValue(_ frames: [AnimationValue], segment index: Int, fraction u: Double) -> AnimationValue? {
        let p0 = frames[max(index - 1, 0)], p1 = frames[index], p2 = frames[index + 1]
        let p3 = frames[min(index + 2, frames.count - 1)]
        func parameter(_ values: [NSNumber]?, _ keyframe: Int) -> Double {
            guard let values, values.indices.contains(keyframe) else { return 0 }
            let value = values[keyframe].doubleValue
            return value.isFinite ? value : 0
        }
        func tangent(at keyframe: Int, before: AnimationValue, at point: AnimationValue, after: AnimationValue, outgoing: Bool) -> AnimationValue? {
            let t = parameter(tensionValues, keyframe), c = parameter(continuityValues, keyframe), b = parameter(biasValues, keyframe)
            let incomingWeight = (1 - t) * (1 + b) * (outgoing ? 1 + c : 1 - c) / 2
            let outgoingWeight = (1 - t) * (1 - b) * (outgoing ? 1 - c : 1 + c) / 2
            guard let incoming = point.subtracting(before)?.scaled(by: incomingWeight),
                  let onward = after.subtracting(point)?.scaled(by: outgoingWeight) else { return nil }
            return incoming.adding(onward)
        }
        guard let leaving = tangent(at: index, before: p0, at: p1, after: p2, outgoing: true),
              let arriving = tangent(at: index + 1, before: p1, at: p2, after: p3, outgoing: false) else { return nil }
        let u2 = u * u, u3 = u2 * u
        let terms: [(AnimationValue, Double)] = [
            (p1, 2 * u3 - 3 * u2 + 1), (leaving, u3 - 2 * u2 + u), (p2, -2 * u3 + 3 * u2), (arriving, u3 - u2),
        ]
        var sum: AnimationValue?
        for (value, weight) in terms {
            guard let scaled = value.scaled(by: weight) else { return nil }
            guard let current = sum else { sum = scaled; continue }
            guard let added = current.adding(scaled) else { return nil }
            sum = added
        }
        return sum
    }
}

/// How a keyframe animation moves between its keyframes — `CAAnimationCalculationMode`.
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its name; an unknown name animates as ``linear``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight interpolation between keyframes, at their key times (the default).
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    /// Each keyframe held until the next one's time.
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    /// Even speed throughout; key times and timing functions ignored.
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at an even pace.
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")

    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}

/// Whether a layer animated along a path turns with it — `CAAnimationRotationMode`.
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer faces the direction the path runs.
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    /// The layer faces against the direction the path runs (turned half a turn more).
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}
