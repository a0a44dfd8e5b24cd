import Foundation
import HeadlessKit

/// Turns polylines into the outline of their stroke: a quadrilateral per segment, a cap at each
/// open end and a join at each corner, every piece wound the same way so filling them with the
/// non-zero rule paints their union.
struct Stroker {
    /// The stroke's width in pixels.
    let width: Double
    /// The style (cap, join, miter limit; dashes already in pixels).
    let style: StrokeStyle

    /// The outline of `subpaths` stroked, dashed first if the style has a dash pattern.
    func outline(of subpaths: [PathFlattener.Subpath]) -> Outline {
        guard width > 0, width.isFinite else { return Outline(polygons: [], rule: .winding) }
        var polygons: [[CGPoint]] = []
        for subpath in subpaths {
            var points: [CGPoint] = []
            for point in subpath.points where points.last != point { points.append(point) }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count >= 2 else { continue }
            let pieces = dashed(points, isClosed: subpath.isClosed)
            for piece in pieces { stroke(piece.points, isClosed: piece.isClosed, into: &polygons) }
        }
        return Outline(polygons: polygons.map(Self.clockwise), rule: .winding)
    }

    /// The pieces the dash pattern leaves of a polyline (the whole polyline when it has none).
    private func dashed(_ points: [CGPoint], isClosed: Bool) -> [PathFlattener.Subpath] {
        let pattern = style.dashLengths.map { max($0, 0) }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0, total.isFinite else { return [PathFlattener.Subpath(points: points, isClosed: isClosed)] }
        let path = isClosed ? points + [points[0]] : points
        var pieces: [PathFlattener.Subpath] = []
        var index = 0
        var remaining = pattern[0]
        var isOn = true
        // Skip the phase into the pattern.
        var phase = style.dashPhase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        while phase > 0 {
            if phase >= remaining {
                phase -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                isOn.toggle()
            } else {
                remaining -= phase
                phase = 0
            }
        }
        var current: [CGPoint] = isOn ? [path[0]] : []
        for segment in 0..<path.count - 1 {
            var start = path[segment]
            let end = path[segment + 1]
            var length = distance(start, end)
            while length > 0 {
                if remaining >= length {
                    remaining -= length
                    if isOn { current.append(end) }
                    length = 0
                } else {
                    let fraction = remaining / length
                    let cut = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                    if isOn {
                        current.append(cut)
                        pieces.append(PathFlattener.Subpath(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    length -= remaining
                    start = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    isOn.toggle()
                    if pieces.count > 100_000 { return pieces }   // a pathological pattern: enough
                }
            }
        }
        if isOn && current.count >= 2 { pieces.append(PathFlattener.Subpath(points: current, isClosed: false)) }
        return pieces
    }

    /// Adds the polygons of one solid polyline's stroke.
    private func stroke(_ points: [CGPoint], isClosed: Bool, into polygons: inout [[CGPoint]]) {
        let half = width / 2
        let segmentCount = isClosed ? points.count : points.count - 1
        func direction(_ segment: Int) -> CGPoint {
            let start = points[segment], end = points[(segment + 1) % points.count]
            let length = distance(start, end)
            return CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        }
        for segment in 0..<segmentCount {
            var start = points[segment], end = points[(segment + 1) % points.count]
            let along = direction(segment)
            let normal = CGPoint(x: -along.y * half, y: along.x * half)
            if !isClosed && style.lineCap == .square {
                if segment == 0 { start = CGPoint(x: start.x - along.x * half, y: start.y - along.y * half) }
                if segment == segmentCount - 1 { end = CGPoint(x: end.x + along.x * half, y: end.y + along.y * half) }
            }
            polygons.append([
                CGPoint(x: start.x + normal.x, y: start.y + normal.y), CGPoint(x: end.x + normal.x, y: end.y + normal.y),
                CGPoint(x: end.x - normal.x, y: end.y - normal.y), CGPoint(x: start.x - normal.x, y: start.y - normal.y),
            ])
        }
        if !isClosed && style.lineCap == .round {
            polygons.append(Self.circle(center: points[0], radius: half))
            polygons.append(Self.circle(center: points[points.count - 1], radius: half))
        }
        let corners = isClosed ? Array(0..<points.count) : Array(1..<points.count - 1)
        for corner in corners {
            let incoming = direction((corner - 1 + points.count) % points.count), outgoing = direction(corner)
            join(at: points[corner], incoming: incoming, outgoing: outgoing, into: &polygons)
        }
    }

    /// Adds the join between two segments meeting at `vertex`, on the outer side of the turn.
    private func join(at vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint, into polygons: inout [[CGPoint]]) {
        let half = width / 2
        let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
        if turn == 0 && incoming.x * outgoing.x + incoming.y * outgoing.y > 0 { return }   // straight on
        if style.lineJoin == .round {
            polygons.append(Self.circle(center: vertex, radius: half))
            return
        }
        // The normals point left of travel; the outer side is the one the path turns away from.
        let side: Double = turn > 0 ? -1 : 1
        let first = CGPoint(x: vertex.x - incoming.y * half * side, y: vertex.y + incoming.x * half * side)
        let second = CGPoint(x: vertex.x - outgoing.y * half * side, y: vertex.y + outgoing.x * half * side)
        let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
        if style.lineJoin == .miter && 1 + cosine > 1e-9 {
            // The miter's tip lies along the normals' bisector, 1 / cos(φ/2) half-widths out.
            let scale = 1 / (1 + cosine)
            let tip = CGPoint(x: vertex.x + (first.x + second.x - 2 * vertex.x) * scale,
                              y: vertex.y + (first.y + second.y - 2 * vertex.y) * scale)
            if distance(vertex, tip) <= style.miterLimit * half {
                polygons.append([vertex, first, tip, second])
                return
            }
        }
        polygons.append([vertex, first, second])
    }

    /// A polygon approximating a circle, with enough sides that they stray under a tenth of a pixel.
    static func circle(center: CGPoint, radius: Double) -> [CGPoint] {
        // A side of angle 2π/n strays r(1 - cos(π/n)) ≈ rπ²/2n² from the circle.
        let quarter = min(max(Int((Double.pi * (radius / 0.2).squareRoot() / 4).rounded(.up)), 2), 64)
        var points: [CGPoint] = []
        for quadrant in 0..<4 {
            for step in 0..<quarter {
                let (cosine, sine) = cosineAndSine(Double(step) / Double(quarter) * Double.pi / 2)
                let (x, y) = switch quadrant {
                case 0: (cosine, sine)
                case 1: (-sine, cosine)
                case 2: (-cosine, -sine)
                default: (sine, -cosine)
                }
                points.append(CGPoint(x: center.x + radius * x, y: center.y + radius * y))
            }
        }
        return points
    }

    /// The cosine and sine of an angle in 0...π/2 by their Taylor series, with additions and
    /// multiplications only, so every machine computes the same bits (math libraries' `sin` and
    /// `cos` may differ in the last bit).
    static func cosineAndSine(_ angle: Double) -> (Double, Double) {
        var cosine = 0.0, sine = 0.0
        var term = 1.0   // angle^n / n!
        for power in 0..<22 {
            switch power % 4 {
            case 0: cosine += term
            case 1: sine += term
            case 2: cosine -= term
            default: sine -= term
            }
            term *= angle / Double(power + 1)
        }
        return (cosine, sine)
    }

    /// The distance between two points.
    private func distance(_ start: CGPoint, _ end: CGPoint) -> Double {
        let x = end.x - start.x, y = end.y - start.y
        return (x * x + y * y).squareRoot()
    }

    /// `polygon` ordered so its signed area is positive (clockwise on a y-down screen).
    static func clockwise(_ polygon: [CGPoint]) -> [CGPoint] {
        var area = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            area += point.x * next.y - next.x * point.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
