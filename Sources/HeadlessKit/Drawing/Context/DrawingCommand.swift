import Foundation

/// One drawing operation recorded by a ``GraphicsContext``, kept as data for tests and snapshots.
///
/// Geometry is in the drawing view's coordinates: the context's transform (CTM) has been applied.
/// Colours are resolved against the context's ``GraphicsContext/traitCollection`` and carry the
/// context's alpha. The methods that take a colour (``GraphicsContext/fill(_:with:)``…) record
/// ``fill(_:_:)``, ``stroke(_:_:lineWidth:)``, ``fillEllipse(_:_:)``, ``line(from:to:_:lineWidth:)``
/// and ``text(_:at:_:)``; the Core Graphics-style methods that paint with the graphics state
/// record ``fillPath(_:_:rule:)`` and ``strokePath(_:_:_:)``. See <doc:TextMeasurement#Recorded-drawing>.
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
    /// Push the graphics state.
    case saveState
    /// Pop the graphics state.
    case restoreState
    /// Fill a path with a colour under a fill rule.
    case fillPath([PathElement], Color, rule: PathFillRule)
    /// Stroke a path with a colour and a stroke style.
    case strokePath([PathElement], Color, StrokeStyle)
    /// Intersect the clip with a path under a fill rule.
    case clipPath([PathElement], rule: PathFillRule)
    /// Make a rectangle transparent.
    case clear(CGRect)
    /// Set the shadow that later painting casts (`nil` colour: no shadow).
    case shadow(offset: CGSize, blur: CGFloat, Color?)
    /// Paint a linear gradient between two points, within the clip.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions)
    /// Paint a radial gradient between two circles, within the clip.
    case radialGradient(Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: GradientDrawingOptions)
    /// Draw a run of text in one font and colour.
    case glyphRun(GlyphRun)
    /// Draw an image in a rectangle.
    case image(Image, in: CGRect)

    /// The command as one readable line, such as `fill (0 0; 20 20) rgba(1, 1, 1, 1)`.
    public var description: String {
        func point(_ point: CGPoint) -> String { "(\(GeometryFormat.number(point.x)) \(GeometryFormat.number(point.y)))" }
        func path(_ elements: [PathElement]) -> String { elements.map(\.description).joined(separator: " ") }
        switch self {
        case .fill(let rect, let color): return "fill \(GeometryFormat.rect(rect)) \(color)"
        case .stroke(let rect, let color, let width):
            return "stroke \(GeometryFormat.rect(rect)) \(color) width \(GeometryFormat.number(width))"
        case .fillEllipse(let rect, let color): return "fillEllipse \(GeometryFormat.rect(rect)) \(color)"
        case .line(let from, let to, let color, let width):
            return "line \(point(from)) → \(point(to)) \(color) width \(GeometryFormat.number(width))"
        case .text(let string, let at, let color): return "text \"\(string)\" at \(point(at)) \(color)"
        case .clip(let rect): return "clip \(GeometryFormat.rect(rect))"
        case .saveState: return "saveState"
        case .restoreState: return "restoreState"
        case .fillPath(let elements, let color, let rule):
            return "fillPath \(path(elements)) \(color)" + (rule == .evenOdd ? " evenOdd" : "")
        case .strokePath(let elements, let color, let style): return "strokePath \(path(elements)) \(color) \(style)"
        case .clipPath(let elements, let rule): return "clipPath \(path(elements))" + (rule == .evenOdd ? " evenOdd" : "")
        case .clear(let rect): return "clear \(GeometryFormat.rect(rect))"
        case .shadow(let offset, let blur, let color):
            return "shadow (\(GeometryFormat.number(offset.width)) \(GeometryFormat.number(offset.height))) blur "
                + "\(GeometryFormat.number(blur)) \(color.map(String.init(describing:)) ?? "none")"
        case .linearGradient(let gradient, let start, let end, _):
            return "linearGradient \(point(start)) → \(point(end)) \(gradient)"
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, _):
            return "radialGradient \(point(startCenter)) r \(GeometryFormat.number(startRadius)) → \(point(endCenter)) r "
                + "\(GeometryFormat.number(endRadius)) \(gradient)"
        case .glyphRun(let run): return run.description
        case .image(let image, let rect): return "image \(image) in \(GeometryFormat.rect(rect))"
        }
    }
}
