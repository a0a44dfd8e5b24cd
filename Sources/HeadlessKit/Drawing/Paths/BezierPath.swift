import Foundation

/// A path with its own line style that draws itself into the current context — HeadlessKit's
/// `UIBezierPath`.
///
/// ```swift
/// let badge = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
/// Color.systemRed.setFill()
/// badge.fill()   // records a fill of the path in the current draw(_:)
/// ```
///
/// Arcs use the on-screen sense of `clockwise`, as UIKit's do (see ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``).
public final class BezierPath: CustomStringConvertible {
    /// The outline.
    private let outline: MutablePath
    /// The width strokes use.
    public var lineWidth: CGFloat = 1
    /// How line ends are drawn.
    public var lineCapStyle: LineCap = .butt
    /// How corners are drawn.
    public var lineJoinStyle: LineJoin = .miter
    /// The miter limit.
    public var miterLimit: CGFloat = 10
    /// Whether fills and clips use the even-odd rule rather than the winding rule.
    public var usesEvenOddFillRule = false
    /// The dash pattern's phase.
    private var dashPhase: CGFloat = 0
    /// The dash pattern's lengths; empty for solid.
    private var dashLengths: [CGFloat] = []

    /// An empty path.
    public init() { outline = MutablePath() }

    /// A path of `rect`, clockwise on screen from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        outline.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        outline.addEllipse(in: rect)
    }

    /// `rect` with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        outline.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// `rect` with the given corners rounded by elliptical radii (each at most half the side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let rx = min(max(cornerRadii.width, 0), rect.width / 2), ry = min(max(cornerRadii.height, 0), rect.height / 2)
        let radii = CGSize(width: rx, height: ry)
        func rounds(_ corner: RectCorner) -> Bool { corners.contains(corner) && rx > 0 && ry > 0 }
        if rounds(.topLeft) { outline.move(to: CGPoint(x: rect.minX + rx, y: rect.minY)) } else { outline.move(to: CGPoint(x: rect.minX, y: rect.minY)) }
        if rounds(.topRight) {
            // The arc starts with a line from the current point to its own start.
            outline.appendEllipticArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, from: -.pi / 2, to: 0,
                                      clockwise: false, startsSubpath: false)
        } else {
            outline.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
        if rounds(.bottomRight) {
            // The arc starts with a line from the current point to its own start.
            outline.appendEllipticArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, from: 0, to: .pi / 2,
                                      clockwise: false, startsSubpath: false)
        } else {
            outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        if rounds(.bottomLeft) {
            // The arc starts with a line from the current point to its own start.
            outline.appendEllipticArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, from: .pi / 2, to: .pi,
                                      clockwise: false, startsSubpath: false)
        } else {
            outline.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        }
        if rounds(.topLeft) {
            // The arc starts with a line from the current point to its own start.
            outline.appendEllipticArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, from: .pi, to: 3 * .pi / 2,
                                      clockwise: false, startsSubpath: false)
        }
        outline.closeSubpath()
    }

    /// An arc of a circle. `clockwise` is the on-screen sense (y pointing down), as UIKit's:
    /// `clockwise: true` from 0 to π/2 sweeps the quarter through the bottom of the circle.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of the segments of `path`.
    public convenience init(cgPath path: Path) {
        self.init()
        outline.addPath(path)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { outline.move(to: point) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { outline.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        outline.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        outline.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (on-screen `clockwise`, as ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``),
    /// joined to the current point by a line.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // On screen, y points down, so increasing angles turn clockwise: the on-screen sense is
        // Core Graphics' `clockwise: false`.
        outline.appendEllipticArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle, to: endAngle,
                                  clockwise: !clockwise, startsSubpath: outline.isEmpty)
    }

    /// Closes the current subpath.
    public func close() { outline.closeSubpath() }

    /// Removes every segment.
    public func removeAllPoints() { outline.elements.removeAll() }

    /// Adds the segments of `bezierPath`.
    public func append(_ bezierPath: BezierPath) { outline.addPath(bezierPath.outline) }

    /// Transforms every point of the path.
    public func apply(_ transform: AffineTransform2D) {
        outline.elements = outline.elements.map { $0.applying(transform) }
    }

    /// The same outline traced backwards, with the same style.
    public func reversing() -> BezierPath {
        let reversed = BezierPath()
        reversed.copyStyle(from: self)
        var subpaths: [[PathElement]] = []
        for element in outline.elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else { subpaths[subpaths.count - 1].append(element) }
        }
        for subpath in subpaths {
            var points: [CGPoint] = []
            var current = CGPoint.zero
            var segments: [PathElement] = []
            var closed = false
            for element in subpath {
                switch element {
                case .move(let point): current = point; points.append(point)
                case .closeSubpath: closed = true
                default:
                    segments.append(element)
                    current = element.endPoint ?? current
                    points.append(current)
                }
            }
            guard let last = points.last else { continue }
            reversed.outline.move(to: last)
            for (index, segment) in segments.enumerated().reversed() {
                let start = points[index]
                switch segment {
                case .line: reversed.outline.addLine(to: start)
                case .quadCurve(_, let control): reversed.outline.addQuadCurve(to: start, control: control)
                case .curve(_, let control1, let control2): reversed.outline.addCurve(to: start, control1: control2, control2: control1)
                default: break
                }
            }
            if closed { reversed.outline.closeSubpath() }
        }
        return reversed
    }

    private func copyStyle(from other: BezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPhase = other.dashPhase
        dashLengths = other.dashLengths
    }

    /// Sets the dash pattern from `count` lengths at `pattern` (`nil` or 0 for solid), starting
    /// `phase` into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashLengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Sets the dash pattern from an array of lengths (empty for solid), starting `phase` into it.
    public func setLineDash(_ lengths: [CGFloat], phase: CGFloat) {
        dashLengths = lengths
        dashPhase = phase
    }

    // MARK: - Reading

    /// The outline as an immutable path (Core Graphics' `CGPath`).
    public var cgPath: Path { Path(elements: outline.elements) }

    /// Whether the path has no segments.
    public var isEmpty: Bool { outline.isEmpty }

    /// The end of the last segment.
    public var currentPoint: CGPoint { outline.currentPoint }

    /// The smallest rectangle holding the path, control points included; `.zero` when empty.
    public var bounds: CGRect {
        let box = outline.boundingBox
        return box.isNull ? .zero : box
    }

    /// The style strokes are drawn with.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                    dashPhase: dashPhase, dashLengths: dashLengths)
    }

    /// Whether `point` is inside the path under its fill rule (curves flattened into 16 lines each).
    public func contains(_ point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for (start, end) in flattenedEdges() {
            if start.y <= point.y {
                if end.y > point.y, cross(start, end, point) > 0 { winding += 1; crossings += 1 }
            } else if end.y <= point.y, cross(start, end, point) < 0 {
                winding -= 1
                crossings += 1
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    /// The path as straight edges, every subpath closed.
    private func flattenedEdges() -> [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func close() { if current != start { edges.append((current, start)) } }
        for element in outline.elements {
            switch element {
            case .move(let point):
                close()
                (start, current) = (point, point)
            case .line(let point):
                edges.append((current, point))
                current = point
            case .quadCurve(let point, let control):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let next = CGPoint(x: u * u * current.x + 2 * u * t * control.x + t * t * point.x,
                                       y: u * u * current.y + 2 * u * t * control.y + t * t * point.y)
                    edges.append((previous, next))
                    previous = next
                }
                current = point
            case .curve(let point, let control1, let control2):
                var previous = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let next = CGPoint(x: a * current.x + b * control1.x + c * control2.x + d * point.x,
                                       y: a * current.y + b * control1.y + c * control2.y + d * point.y)
                    edges.append((previous, next))
                    previous = next
                }
                current = point
            case .closeSubpath:
                close()
                current = start
            }
        }
        close()
        return edges
    }

    // MARK: - Drawing

    /// Fills the path with the current context's fill colour; does nothing outside a drawing.
    @MainActor public func fill() {
        guard let context = GraphicsContext.current, !isEmpty else { return }
        context.saveStateQuietly()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreStateQuietly()
    }

    /// Strokes the path with the current context's stroke colour and this path's line style.
    @MainActor public func stroke() {
        guard let context = GraphicsContext.current, !isEmpty else { return }
        context.saveStateQuietly()
        context.modifyState { $0.stroke = strokeStyle }
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreStateQuietly()
    }

    /// Intersects the current context's clip with the path.
    @MainActor public func addClip() {
        guard let context = GraphicsContext.current else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The path's segments, such as `M(0 0) L(10 0) Z`.
    public var description: String { outline.description }
}

/// The corners of a rectangle — UIKit's `UIRectCorner`, with its bits.
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps corner bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
