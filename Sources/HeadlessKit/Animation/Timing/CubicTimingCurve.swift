/// A cubic Bézier curve from (0, 0) to (1, 1) read as a function of time: the eased output for
/// an input progress — the shape behind ``MediaTimingFunction`` and ``CubicTimingParameters``.
///
/// The curve is `B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³` in each coordinate. Reading y for an x
/// means solving `x(t) = x` for the curve parameter `t`, then evaluating `y(t)`. With both control
/// points' x in 0...1, `x(t)` never decreases, so the root is unique; Newton's method finds it in
/// a few steps, and bisection takes over where the slope is too flat for Newton to be trusted.
struct CubicTimingCurve: Hashable, Sendable {
    /// The control points' coordinates, as given.
    let x1: Double, y1: Double, x2: Double, y2: Double

    // The polynomial coefficients of x(t) = ((ax·t + bx)·t + cx)·t, and likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// How close x(t) must come to the input before Newton's answer is accepted; far below the
    /// 1e-6 the eased output is promised to, so that the output error is the slope times this.
    private static let inputTolerance = 1e-12

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The straight line: output equals input.
    static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Whether the curve is the identity, so evaluation can skip the solve.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func xSlope(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The eased output for `input`, clamped to 0...1 first (a timing function is only read there).
    func value(at input: Double) -> Double {
        guard input > 0 else { return 0 }
        guard input < 1 else { return 1 }
        if isLinear { return input }
        return y(at: parameter(forX: input))
    }

    /// The curve parameter whose x is `x`, for `x` strictly inside 0...1.
    func parameter(forX x: Double) -> Double {
        // Newton from t = x: the curve is close to the diagonal for common control points.
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if abs(error) < Self.inputTolerance { return t }
            let slope = xSlope(at: t)
            guard abs(slope) > 1e-7 else { break }
            let next = t - error / slope
            guard next >= 0, next <= 1 else { break }
            t = next
        }
        // Bisection: x(t) is non-decreasing on 0...1, so the bracket always holds the root.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = self.x(at: t)
            if abs(value - x) < Self.inputTolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < 1e-16 { break }
        }
        return t
    }
}
