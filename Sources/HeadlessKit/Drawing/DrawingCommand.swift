import Foundation

/// One drawing operation recorded by a ``GraphicsContext``, kept as data for tests and snapshots.
public enum DrawingCommand: Equatable, Sendable, CustomStringConvertible {
    /// Fill a rectangle with a colour.
    case fill(CGRect, Color)
    /// Stroke a rectangle's outline.
    case stroke(CGRect, Color, lineWidth: CGFloat)
    /// Fill the ellipse inscribed in a rectangle.
    case fillEllipse(CGRect, Color)
    /// Draw a straight line.
    case line(from: CGPoint, to: CGPoint, Color, lineWidth: CGFloat)
    /// Draw text with its top-left corner at a point.
    case text(String, at: CGPoint, Color)
    /// Intersect the clip with a rectangle.
    case clip(CGRect)
    /// Push the graphics state (clip).
    case saveState
    /// Pop the graphics state.
    case restoreState

    /// The command as one readable line, such as `fill (0 0; 20 20) rgba(1, 1, 1, 1)`.
    public var description: String {
        switch self {
        case .fill(let rect, let color): "fill \(GeometryFormat.rect(rect)) \(color)"
        case .stroke(let rect, let color, let width): "stroke \(GeometryFormat.rect(rect)) \(color) width \(GeometryFormat.number(width))"
        case .fillEllipse(let rect, let color): "fillEllipse \(GeometryFormat.rect(rect)) \(color)"
        case .line(let from, let to, let color, let width):
            "line (\(GeometryFormat.number(from.x)) \(GeometryFormat.number(from.y))) → (\(GeometryFormat.number(to.x)) \(GeometryFormat.number(to.y))) \(color) width \(GeometryFormat.number(width))"
        case .text(let string, let point, let color): "text \"\(string)\" at (\(GeometryFormat.number(point.x)) \(GeometryFormat.number(point.y))) \(color)"
        case .clip(let rect): "clip \(GeometryFormat.rect(rect))"
        case .saveState: "saveState"
        case .restoreState: "restoreState"
        }
    }
}
