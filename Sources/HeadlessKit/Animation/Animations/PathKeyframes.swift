import Foundation

/// A ``Path`` read as the keyframes of a position animation: each line or curve is one segment
/// (a move starts the next segment elsewhere without being one), so the keyframes are the
/// segments' end points.
struct PathKeyframes {
    /// One drawn piece of the path: a line, or a cubic Bézier (a quadratic curve is raised to a
    /// cubic, which keeps its shape and parameterization).
    struct Segment {
        var start: CGPoint
        var control1: CGPoint
        var control2: CGPoint
        var end: CGPoint
        /// Whether the segment is a straight line, read exactly rather than as a cubic.
        var isLine = false

        func point(at t: Double) -> CGPoint {
            if isLine { return start.interpolated(to: end, fraction: t) }
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(
                x: CGFloat(a) * start.x + CGFloat(b) * control1.x + CGFloat(c) * control2.x + CGFloat(d) * end.x,
                y: CGFloat(a) * start.y + CGFloat(b) * control1.y + CGFloat(c) * control2.y + CGFloat(d) * end.y)
        }

        /// The derivative at `t`: the direction the point moves.
        func tangent(at t: Double) -> CGPoint {
            if isLine { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
            let u = 1 - t
            let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
            let x = CGFloat(a) * (control1.x - start.x) + CGFloat(b) * (control2.x - control1.x) + CGFloat(c) * (end.x - control2.x)
            let y = CGFloat(a) * (control1.y - start.y) + CGFloat(b) * (control2.y - control1.y) + CGFloat(c) * (end.y - control2.y)
            if x == 0, y == 0 { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
            return CGPoint(x: x, y: y)
        }
    }

    let segments: [Segment]
    /// Where the path starts when it draws nothing (a path of moves only).
    let restingPoint: CGPoint?

    /// Samples per segment of the arc-length tables of the paced modes.
    static let samplesPerSegment = 64
    /// For each segment, the cumulative length at each of its samples (the first is 0).
    let arcLengths: [[Double]]

    init(_ path: Path) {
        var segments: [Segment] = []
        var subpathStart = CGPoint.zero, current = CGPoint.zero
        var lastMove: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let point):
                (subpathStart, current, lastMove) = (point, point, point)
            case .line(let point):
                segments.append(Self.line(from: current, to: point))
                current = point
            case .quadCurve(let point, let control):
                let control1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                segments.append(Segment(start: current, control1: control1, control2: control2, end: point))
                current = point
            case .curve(let point, let control1, let control2):
                segments.append(Segment(start: current, control1: control1, control2: control2, end: point))
                current = point
            case .closeSubpath:
                if current != subpathStart { segments.append(Self.line(from: current, to: subpathStart)) }
                current = subpathStart
            }
        }
        self.segments = segments
        restingPoint = segments.isEmpty ? lastMove : nil
        arcLengths = segments.map { segment in
            if segment.isLine {
                let length = segment.start.distance(to: segment.end)
                return (0...Self.samplesPerSegment).map { length * Double($0) / Double(Self.samplesPerSegment) }
            }
            var lengths = [0.0]
            var previous = segment.start
            for step in 1...Self.samplesPerSegment {
                let point = segment.point(at: Double(step) / Double(Self.samplesPerSegment))
                lengths.append(lengths[lengths.count - 1] + previous.distance(to: point))
                previous = point
            }
            return lengths
        }
    }

    private static func line(from start: CGPoint, to end: CGPoint) -> Segment {
        let control1 = CGPoint(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) / 3)
        let control2 = CGPoint(x: start.x + 2 * (end.x - start.x) / 3, y: start.y + 2 * (end.y - start.y) / 3)
        return Segment(start: start, control1: control1, control2: control2, end: end, isLine: true)
    }

    /// The keyframe points: each segment's start, then the last segment's end.
    var keyframePoints: [CGPoint] {
        guard let last = segments.last else { return restingPoint.map { [$0] } ?? [] }
        return segments.map(\.start) + [last.end]
    }

    /// Each segment's length.
    var lengths: [Double] { arcLengths.map { $0[$0.count - 1] } }

    /// The curve parameter of segment `index` at which `fraction` of its length is covered.
    func parameter(ofLengthFraction fraction: Double, inSegment index: Int) -> Double {
        // A line is walked at an even speed by its own parameter.
        if segments[index].isLine { return fraction }
        let table = arcLengths[index]
        let total = table[table.count - 1]
        guard total > 0 else { return fraction }
        let target = fraction * total
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < target { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let within = span > 0 ? (target - table[low]) / span : 0
        return (Double(low) + within) / Double(Self.samplesPerSegment)
    }
}
