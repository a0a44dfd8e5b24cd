import Foundation

/// An immutable outline made of lines and curves — HeadlessKit's `CGPath`.
///
/// Build one with ``MutablePath`` (`CGMutablePath`) or `BezierPath`; a shape layer outlines one
/// and a ``GraphicsContext`` records one. Arcs, ellipses and rounded rectangles are stored as
/// cubic Bézier segments, as Core Graphics does, so every path is a list of ``PathElement``s.
public class Path: Equatable, CustomStringConvertible {
    /// The path's segments in order.
    public internal(set) var elements: [PathElement]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path of the given segments.
    public init(elements: [PathElement]) { self.elements = elements }

    /// A path that is the outline of `rect`.
    public convenience init(rect: CGRect, transform: UnsafePointer<AffineTransform2D>? = nil) {
        let path = MutablePath()
        path.addRect(rect)
        self.init(elements: path.elements)
    }

    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<AffineTransform2D>? = nil) {
        let path = MutablePath()
        path.addEllipse(in: rect)
        self.init(elements: path.elements)
    }

    /// A path that is `rect` with corners rounded by the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<AffineTransform2D>? = nil
    ) {
        let path = MutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: path.elements)
    }

    /// Whether the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last segment, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point): (start, current) = (point, point)
            case .closeSubpath: current = start
            default: current = element.endPoint ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [control, point]
            case .curve(let point, let control1, let control2): points += [control1, control2, point]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the curve itself (HeadlessKit uses the control-point box, which holds it).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// A mutable copy of the path.
    public func mutableCopy() -> MutablePath? { MutablePath(elements: elements) }

    /// An immutable copy of the path.
    public func copy() -> Path? { Path(elements: elements) }

    /// Whether two paths have the same segments.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// The segments as an SVG-like string, such as `M(0 0) L(10 0) Z`.
    public var description: String { elements.map(\.description).joined(separator: " ") }
}
