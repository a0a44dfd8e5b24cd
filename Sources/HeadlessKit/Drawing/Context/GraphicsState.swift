import Foundation

/// How the ends of stroked lines are drawn — Core Graphics' `CGLineCap`, with its raw values.
public enum LineCap: Int32, Hashable, Sendable, CaseIterable {
    /// The line stops square at its end point.
    case butt = 0
    /// A half circle extends past the end point.
    case round = 1
    /// A half square extends past the end point.
    case square = 2
}

/// How the corners of stroked paths are drawn — Core Graphics' `CGLineJoin`, with its raw values.
public enum LineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// Sharp corners, bevelled past the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}

/// Which regions of a path are inside it — Core Graphics' `CGPathFillRule`, with its raw values.
public enum PathFillRule: Int, Hashable, Sendable, CaseIterable {
    /// The non-zero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// How ``GraphicsContext/drawPath(using:)`` paints the current path — Core Graphics'
/// `CGPathDrawingMode`, with its raw values.
public enum PathDrawingMode: Int32, Hashable, Sendable, CaseIterable {
    /// Fill with the winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}

/// Everything a stroke is drawn with, as recorded in a ``DrawingCommand/strokePath(_:_:_:)``.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    /// The line width.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat
    /// The lengths of the dash pattern's painted and unpainted segments; empty for a solid line.
    public var dashLengths: [CGFloat]

    /// A style with Core Graphics' defaults: width 1, butt caps, miter joins, miter limit 10, solid.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }

    /// The width, and whatever differs from the defaults, such as `width 2 cap round dash 0 [4, 2]`.
    public var description: String {
        var parts = ["width \(GeometryFormat.number(lineWidth))"]
        if lineCap != .butt { parts.append("cap \(lineCap)") }
        if lineJoin != .miter { parts.append("join \(lineJoin)") }
        if miterLimit != 10 { parts.append("miterLimit \(GeometryFormat.number(miterLimit))") }
        if !dashLengths.isEmpty {
            parts.append("dash \(GeometryFormat.number(dashPhase)) [\(dashLengths.map(GeometryFormat.number).joined(separator: ", "))]")
        }
        return parts.joined(separator: " ")
    }

    /// The style as it is in the view's coordinates under `transform`: widths and dash lengths
    /// scaled by the transform's area scale.
    func applying(_ transform: AffineTransform2D) -> StrokeStyle {
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        guard scale != 1 else { return self }
        var style = self
        style.lineWidth *= scale
        style.dashPhase *= scale
        style.dashLengths = dashLengths.map { $0 * scale }
        return style
    }
}

/// One level of a ``GraphicsContext``'s graphics-state stack: what `saveGState()` saves and
/// `restoreGState()` brings back. The current path is not part of it, as in Core Graphics.
struct GraphicsState {
    var fillColor: Color = .black
    var strokeColor: Color = .black
    var stroke = StrokeStyle()
    var alpha: CGFloat = 1
    var shadow: (offset: CGSize, blur: CGFloat, color: Color?)?
    var ctm: AffineTransform2D = .identity
    /// The clip's bounding box in the view's coordinates; `nil` when nothing clips.
    var clipBox: CGRect?
    var fontSize: CGFloat = 0
    var characterSpacing: CGFloat = 0
}
