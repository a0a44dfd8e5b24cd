import Foundation

/// One segment of a ``Path`` — `CGPathElement` as a Swift value, kept for tests and display lists.
public enum PathElement: Equatable, Sendable, CustomStringConvertible {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath

    /// The end point of the segment, or `nil` for ``closeSubpath``.
    var endPoint: CGPoint? {
        switch self {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: nil
        }
    }

    /// The segment as one readable token, such as `L(10 20)`.
    public var description: String {
        func text(_ point: CGPoint) -> String { "(\(GeometryFormat.number(point.x)) \(GeometryFormat.number(point.y)))" }
        return switch self {
        case .move(let point): "M\(text(point))"
        case .line(let point): "L\(text(point))"
        case .quadCurve(let point, let control): "Q\(text(control))\(text(point))"
        case .curve(let point, let control1, let control2): "C\(text(control1))\(text(control2))\(text(point))"
        case .closeSubpath: "Z"
        }
    }
}
