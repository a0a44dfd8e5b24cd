import Foundation

/// One thing a layer paints by itself, as data — what ``Layer/renderedContent()`` lists, for
/// snapshots and assertions. Nothing is rasterised.
///
/// Geometry is in the layer's own coordinates. A layer's list runs back to front: shadow,
/// background, content (gradient, shape, contents, recorded drawing), and last the border, which
/// Core Animation paints above the layer's sublayers too.
public enum LayerPaint: Equatable, CustomStringConvertible {
    /// The shadow: of `path` if the layer has a ``Layer/shadowPath``, else of the layer's shape.
    case shadow(path: Path?, color: Color, opacity: Float, offset: CGSize, radius: CGFloat)
    /// The background colour filling the bounds, with rounded corners.
    case background(CGRect, Color, cornerRadius: CGFloat, maskedCorners: CornerMask)
    /// The layer's ``Layer/contents`` object, by description, fitted by its gravity.
    case contents(String, gravity: LayerContentsGravity)
    /// What the layer's ``Layer/draw(in:)`` (or its view's ``ViewNode/draw(_:)``) recorded.
    case drawing([DrawingCommand])
    /// A ``GradientLayer``'s gradient over `rect`, from `start` to `end` in unit coordinates.
    case gradient(GradientLayerType, colors: [Color], locations: [CGFloat]?, start: CGPoint, end: CGPoint, in: CGRect)
    /// A ``ShapeLayer``'s path filled, then stroked.
    case shape(Path, fill: Color?, fillRule: ShapeLayerFillRule, stroke: Color?, lineWidth: CGFloat,
               strokeStart: CGFloat, strokeEnd: CGFloat)
    /// The border drawn inside the bounds, with rounded corners.
    case border(CGRect, Color, width: CGFloat, cornerRadius: CGFloat)

    /// The paint as one readable line, in the fixed number format of every description.
    public var description: String {
        func point(_ point: CGPoint) -> String { GeometryFormat.bracketed([point.x, point.y]) }
        func number(_ value: CGFloat) -> String { GeometryFormat.number(value) }
        switch self {
        case let .shadow(path, color, opacity, offset, radius):
            return "shadow \(path.map { "path \($0)" } ?? "of the layer") \(color) opacity \(number(CGFloat(opacity))) "
                + "offset \(GeometryFormat.bracketed([offset.width, offset.height])) radius \(number(radius))"
        case let .background(rect, color, radius, corners):
            let rounding = radius == 0 ? "" : " cornerRadius \(number(radius))"
                + (corners == .allCorners ? "" : " corners \(corners.rawValue)")
            return "background \(GeometryFormat.rect(rect)) \(color)" + rounding
        case let .contents(contents, gravity):
            return "contents \(contents) gravity \(gravity.rawValue)"
        case let .drawing(commands):
            return "drawing [" + commands.map(\.description).joined(separator: "; ") + "]"
        case let .gradient(type, colors, locations, start, end, rect):
            return "gradient \(type.rawValue) \(GeometryFormat.rect(rect)) \(point(start)) → \(point(end)) colors ["
                + colors.map(\.description).joined(separator: ", ") + "]"
                + (locations.map { " locations " + GeometryFormat.bracketed($0) } ?? "")
        case let .shape(path, fill, fillRule, stroke, lineWidth, strokeStart, strokeEnd):
            var text = "shape \(path) fill \(fill.map(\.description) ?? "none") \(fillRule.rawValue)"
            if let stroke { text += " stroke \(stroke) width \(number(lineWidth))" }
            if strokeStart != 0 || strokeEnd != 1 { text += " from \(number(strokeStart)) to \(number(strokeEnd))" }
            return text
        case let .border(rect, color, width, radius):
            return "border \(GeometryFormat.rect(rect)) \(color) width \(number(width))"
                + (radius == 0 ? "" : " cornerRadius \(number(radius))")
        }
    }
}
