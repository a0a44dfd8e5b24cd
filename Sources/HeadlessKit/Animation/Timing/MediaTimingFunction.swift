import Foundation

/// The pacing of an animation as a cubic Bézier curve from (0, 0) to (1, 1) — Core Animation's
/// `CAMediaTimingFunction`.
///
/// A timing function maps an input time, normalized to 0...1, to an output time in the same range
/// (or beyond it, for control points whose y lies outside 0...1): an animation reads its value
/// at the output. The named functions carry Core Animation's published control points:
///
/// | Name | Control points |
/// |---|---|
/// | ``MediaTimingFunctionName/linear`` | (0, 0), (1, 1) |
/// | ``MediaTimingFunctionName/easeIn`` | (0.42, 0), (1, 1) |
/// | ``MediaTimingFunctionName/easeOut`` | (0, 0), (0.58, 1) |
/// | ``MediaTimingFunctionName/easeInEaseOut`` | (0.42, 0), (0.58, 1) |
/// | ``MediaTimingFunctionName/default`` | (0.25, 0.1), (0.25, 1) |
///
/// ```swift
/// let easeOut = MediaTimingFunction(name: .easeOut)
/// easeOut.value(at: 0.5)   // 0.684643…: halfway through its time, the animation is 68% done
/// ```
///
/// A timing function is immutable; two are equal when their control points are.
@MainActor
public final class MediaTimingFunction: Hashable, CustomStringConvertible {
    /// The curve, solved for y at an x.
    nonisolated let curve: CubicTimingCurve

    /// Creates one of Core Animation's named timing functions.
    public convenience init(name: MediaTimingFunctionName) {
        // Stored as floats, as Core Animation stores every control point.
        let points = name.controlPoints
        self.init(validated: CubicTimingCurve(
            x1: Double(Float(points.0)), y1: Double(Float(points.1)), x2: Double(Float(points.2)), y2: Double(Float(points.3))))
    }

    /// Creates a timing function whose curve runs from (0, 0) through the control points `c1` and
    /// `c2` to (1, 1) — `init(controlPoints:_:_:_:)`.
    ///
    /// Control points that are not finite, or whose x lies outside 0...1 (the curve would no
    /// longer be a function of time), are refused: the function is linear and a
    /// ``Diagnostic/Kind/invalidTimingFunction`` diagnostic is reported **(chosen)** — Core
    /// Animation documents no check.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        guard values.allSatisfy(\.isFinite), (0...1).contains(c1x), (0...1).contains(c2x) else {
            reportAnimationMisuse(
                .invalidTimingFunction,
                "HeadlessKit refused the timing function control points (\(c1x), \(c1y)), (\(c2x), \(c2y)): "
                    + "control points must be finite and their x must lie in 0...1, or the curve is not a "
                    + "function of time. The function is linear; pass control points with x in 0...1.")
            self.init(validated: .linear)
            return
        }
        self.init(validated: CubicTimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y)))
    }

    init(validated curve: CubicTimingCurve) {
        self.curve = curve
    }

    /// Copies control point `index` (0 is (0, 0), 1 and 2 the control points, 3 is (1, 1)) into
    /// `values` as two floats, x then y — `getControlPoint(at:values:)`.
    ///
    /// An index outside 0...3 is refused with a ``Diagnostic/Kind/invalidTimingFunction``
    /// diagnostic and `values` left untouched **(chosen)**: Core Animation reads past its table.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else {
            reportAnimationMisuse(
                .invalidTimingFunction,
                "HeadlessKit refused getControlPoint(at: \(index), values:) on \(self): a timing function has "
                    + "control points 0...3. The values were left untouched; pass an index in 0...3.")
            return
        }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    /// The output time for the input time `x`, clamped to 0...1 first; accurate to 1e-6.
    ///
    /// The curve's x is solved for `x` with Newton's method, falling back to bisection where the
    /// curve is too flat, and its y read there.
    public func value(at x: Double) -> Double {
        curve.value(at: x)
    }

    /// Whether two timing functions have the same control points.
    public nonisolated static func == (lhs: MediaTimingFunction, rhs: MediaTimingFunction) -> Bool {
        lhs.curve == rhs.curve
    }

    /// Hashes the control points.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
    }

    /// The control points, as `cubic(x1 y1, x2 y2)`.
    public nonisolated var description: String {
        "cubic(\(Float(curve.x1)) \(Float(curve.y1)), \(Float(curve.x2)) \(Float(curve.y2)))"
    }
}

/// The names of Core Animation's predefined timing functions — `CAMediaTimingFunctionName`.
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a name from its string; an unknown name makes a linear function.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pacing: the output equals the input.
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up.
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down.
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Starts slowly, speeds up through the middle, and slows down again.
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, the curve of Core Animation's implicit animations.
    public static let `default` = MediaTimingFunctionName(rawValue: "default")

    /// The published control points (x1, y1, x2, y2).
    var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: (0, 0, 1, 1)
        }
    }
}
