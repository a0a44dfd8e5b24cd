import Foundation
import HeadlessKit

/// Turns path elements into polylines in pixel coordinates: points taken through a transform
/// first (an affine map of a Bézier curve is the curve of its mapped points), curves divided into
/// enough straight pieces that they stray less than a tenth of a pixel.
enum PathFlattener {
    /// One subpath's points and whether it was closed with ``PathElement/closeSubpath``.
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths of `elements` under `transform`.
    static func subpaths(_ elements: [PathElement], transform: AffineTransform2D) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current = Subpath(points: [], isClosed: false)
        func finish() {
            if !current.points.isEmpty { subpaths.append(current) }
            current = Subpath(points: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current.points = [point.applying(transform)]
            case .line(let point):
                current.points.append(point.applying(transform))
            case .quadCurve(let point, let control):
                let start = current.points.last ?? point.applying(transform)
                let control = control.applying(transform), end = point.applying(transform)
                let count = pieces(length(start.x - 2 * control.x + end.x, start.y - 2 * control.y + end.y) * 2.5)
                for step in 1...count {
                    let t = Double(step) / Double(count), u = 1 - t
                    current.points.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                                  y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let point, let control1, let control2):
                let start = current.points.last ?? point.applying(transform)
                let first = control1.applying(transform), second = control2.applying(transform), end = point.applying(transform)
                let deviation = max(length(start.x - 2 * first.x + second.x, start.y - 2 * first.y + second.y),
                                    length(first.x - 2 * second.x + end.x, first.y - 2 * second.y + end.y))
                let count = pieces(deviation * 7.5)
                for step in 1...count {
                    let t = Double(step) / Double(count), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.points.append(CGPoint(x: a * start.x + b * first.x + c * second.x + d * end.x,
                                                  y: a * start.y + b * first.y + c * second.y + d * end.y))
                }
            case .closeSubpath:
                current.isClosed = true
                let start = current.points.first
                finish()
                // A path continuing after a close starts again where the closed subpath began.
                if let start { current.points = [start] }
            }
        }
        finish()
        return subpaths.filter { $0.points.count >= 2 }
    }

    /// How many straight pieces keep a curve within a tenth of a pixel of its chords: the
    /// chord error is at most the curve's largest second derivative ÷ (8 × pieces²), so
    /// `bound` is that derivative bound ÷ 0.8 and the count its square root, at most 100.
    private static func pieces(_ bound: Double) -> Int {
        guard bound.isFinite else { return 1 }
        return min(max(Int(bound.squareRoot().rounded(.up)), 1), 100)
    }

    private static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
