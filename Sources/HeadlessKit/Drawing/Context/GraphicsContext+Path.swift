import Foundation

extension GraphicsContext {
    // MARK: - Building the current path

    /// Empties the current path.
    public func beginPath() { if !path.isEmpty { path = MutablePath() } }

    /// Whether the current path has no segments.
    public var isPathEmpty: Bool { path.isEmpty }

    /// A copy of the current path, in the view's coordinates; `nil` when it is empty.
    public var currentPath: Path? { path.isEmpty ? nil : Path(elements: path.elements) }

    /// The end of the current path in the coordinates drawing calls use.
    public var currentPointOfPath: CGPoint { path.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path in the view's coordinates; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard accepts([point], "move(to:)") else { return }
        path.move(to: point.applying(state.ctm))
    }

    /// Adds a line from the current point to `point` (starting a subpath there when the path is empty).
    public func addLine(to point: CGPoint) {
        guard accepts([point], "addLine(to:)") else { return }
        if path.isEmpty { path.move(to: point.applying(state.ctm)) } else { path.addLine(to: point.applying(state.ctm)) }
    }

    /// Adds lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard accepts(points, "addLines(between:)") else { return }
        path.addLines(between: points.map { $0.applying(state.ctm) })
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
        guard accepts(rect, "addRect(_:)") else { return }
        append(Path(rect: rect).elements)
    }

    /// Adds each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        guard accepts(rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }, "addRects(_:)") else { return }
        for rect in rects { append(Path(rect: rect).elements) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        guard accepts(rect, "addEllipse(in:)") else { return }
        append(Path(ellipseIn: rect).elements)
    }

    /// Adds an arc of a circle, joined to the current point by a line. `clockwise` is Core
    /// Graphics' sense: true turns towards decreasing angles (see ``MutablePath/addArc(center:radius:startAngle:endAngle:clockwise:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard accepts([center.x, center.y, radius, startAngle, endAngle], "addArc(center:radius:startAngle:endAngle:clockwise:)")
        else { return }
        let arc = MutablePath()
        arc.appendEllipticArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle, to: endAngle,
                              clockwise: clockwise, startsSubpath: path.isEmpty)
        append(arc.elements)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` tangent
    /// to that line and to the line from `tangent1End` to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard accepts([tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius],
                      "addArc(tangent1End:tangent2End:radius:)") else { return }
        let start = path.isEmpty ? tangent1End : currentPointOfPath
        let arc = MutablePath()
        arc.appendTangentArc(from: start, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                             startsSubpath: path.isEmpty)
        append(arc.elements)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard accepts([end, control1, control2], "addCurve(to:control1:control2:)") else { return }
        guard !path.isEmpty else { return move(to: end) }
        path.addCurve(to: end.applying(state.ctm), control1: control1.applying(state.ctm), control2: control2.applying(state.ctm))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard accepts([end, control], "addQuadCurve(to:control:)") else { return }
        guard !path.isEmpty else { return move(to: end) }
        path.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
    }

    /// Closes the current subpath.
    public func closePath() { if !path.isEmpty { path.closeSubpath() } }

    /// Adds every segment of `newPath` (in the coordinates drawing calls use).
    public func addPath(_ newPath: Path) { append(newPath.elements) }

    /// Appends user-space segments, moved into the view's coordinates.
    private func append(_ elements: [PathElement]) { path.elements += transformed(elements) }

    // MARK: - Painting the current path

    /// Fills the current path with the fill colour under `rule`, records
    /// ``DrawingCommand/fillPath(_:_:rule:)``, and empties the path.
    public func fillPath(using rule: PathFillRule = .winding) {
        guard !path.isEmpty else { return }
        record(.fillPath(path.elements, paint(state.fillColor), rule: rule))
        path = MutablePath()
    }

    /// Strokes the current path with the stroke colour and style, records
    /// ``DrawingCommand/strokePath(_:_:_:)``, and empties the path.
    public func strokePath() {
        guard !path.isEmpty else { return }
        record(.strokePath(path.elements, paint(state.strokeColor), state.stroke.applying(state.ctm)))
        path = MutablePath()
    }

    /// Fills, strokes, or fills then strokes the current path, and empties it.
    public func drawPath(using mode: PathDrawingMode) {
        guard !path.isEmpty else { return }
        switch mode {
        case .fill, .fillStroke: record(.fillPath(path.elements, paint(state.fillColor), rule: .winding))
        case .eoFill, .eoFillStroke: record(.fillPath(path.elements, paint(state.fillColor), rule: .evenOdd))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            record(.strokePath(path.elements, paint(state.strokeColor), state.stroke.applying(state.ctm)))
        }
        path = MutablePath()
    }

    // MARK: - Painting shapes with the state

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) {
        guard accepts(rect, "fill(_:)") else { return }
        record(.fillPath(transformed(Path(rect: rect).elements), paint(state.fillColor), rule: .winding))
    }

    /// Fills each of `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) {
        guard accepts(rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }, "fill(_:)"), !rects.isEmpty else { return }
        let outline = MutablePath()
        outline.addRects(rects)
        record(.fillPath(transformed(outline.elements), paint(state.fillColor), rule: .winding))
    }

    /// Strokes the outline of `rect` with the stroke colour and style.
    public func stroke(_ rect: CGRect) {
        guard accepts(rect, "stroke(_:)") else { return }
        record(.strokePath(transformed(Path(rect: rect).elements), paint(state.strokeColor), state.stroke.applying(state.ctm)))
    }

    /// Strokes the outline of `rect` with the stroke colour, at `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard accepts(rect, "stroke(_:width:)"), accepts(width, "stroke(_:width:)") else { return }
        var style = state.stroke
        style.lineWidth = width
        record(.strokePath(transformed(Path(rect: rect).elements), paint(state.strokeColor), style.applying(state.ctm)))
    }

    /// Fills the ellipse inscribed in `rect` with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        guard accepts(rect, "fillEllipse(in:)") else { return }
        record(.fillPath(transformed(Path(ellipseIn: rect).elements), paint(state.fillColor), rule: .winding))
    }

    /// Strokes the ellipse inscribed in `rect` with the stroke colour and style.
    public func strokeEllipse(in rect: CGRect) {
        guard accepts(rect, "strokeEllipse(in:)") else { return }
        record(.strokePath(transformed(Path(ellipseIn: rect).elements), paint(state.strokeColor), state.stroke.applying(state.ctm)))
    }

    /// Strokes a line for each pair of `points` (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard accepts(points, "strokeLineSegments(between:)"), points.count >= 2 else { return }
        let segments = MutablePath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
        }
        record(.strokePath(transformed(segments.elements), paint(state.strokeColor), state.stroke.applying(state.ctm)))
    }

    /// Makes `rect` transparent, recording ``DrawingCommand/clear(_:)`` with its bounding box in
    /// the view's coordinates.
    public func clear(_ rect: CGRect) {
        guard accepts(rect, "clear(_:)") else { return }
        record(.clear(rect.applying(state.ctm)))
    }

    // MARK: - Gradients

    /// Paints `gradient` from `start` to `end` within the clip.
    public func drawLinearGradient(_ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions) {
        guard accepts([start, end], "drawLinearGradient(_:start:end:options:)") else { return }
        record(.linearGradient(painted(gradient), start: start.applying(state.ctm), end: end.applying(state.ctm), options: options))
    }

    /// Paints `gradient` from the circle at `startCenter` to the circle at `endCenter` within the clip.
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: GradientDrawingOptions
    ) {
        guard accepts([startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius],
                      "drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)") else { return }
        record(.radialGradient(painted(gradient), startCenter: startCenter.applying(state.ctm), startRadius: startRadius * ctmScale,
                               endCenter: endCenter.applying(state.ctm), endRadius: endRadius * ctmScale, options: options))
    }

    /// `gradient` with its colours resolved and the context's alpha applied.
    private func painted(_ gradient: Gradient) -> Gradient {
        guard state.alpha != 1 || gradient.colors.contains(where: \.isDynamic) else { return gradient }
        return Gradient(colors: gradient.colors.map(paint), exactLocations: gradient.locations)
    }
}

extension PathElement {
    /// The segment with every point transformed (an affine transform maps a Bézier segment
    /// exactly by its points); the picture renderings move paths into scene coordinates with it.
    package func applying(_ transform: AffineTransform2D) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension MutablePath {
    /// Appends Core Graphics' tangent arc: a line from `start` to where the arc of `radius`
    /// touches the line `start`→`tangent1End`, then the arc to where it touches
    /// `tangent1End`→`tangent2End`. Degenerate cases (collinear points, zero radius) add a line
    /// to `tangent1End`.
    func appendTangentArc(from start: CGPoint, tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, startsSubpath: Bool) {
        if startsSubpath { move(to: start) }
        let v1 = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let length1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), length2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-12 * length1 * length2 else {
            return addLine(to: tangent1End)
        }
        let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1), u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let touch1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let touch2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let from = atan2(touch1.y - center.y, touch1.x - center.x)
        var sweep = atan2(touch2.y - center.y, touch2.x - center.x) - from
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendEllipticArc(center: center, radii: CGSize(width: radius, height: radius), from: from, to: from + sweep,
                          clockwise: sweep < 0, startsSubpath: false)
    }
}
