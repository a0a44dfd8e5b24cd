import Foundation

extension GraphicsContext {
    // MARK: - The state stack

    /// Pushes a copy of the graphics state (colours, line style, alpha, shadow, transform,
    /// clip, text settings), and records ``DrawingCommand/saveState``.
    public func saveGState() {
        savedStates.append(state)
        record(.saveState)
    }

    /// Pops the graphics state saved last, and records ``DrawingCommand/restoreState``. With
    /// nothing saved it does nothing and records nothing (**chosen**: Core Graphics ignores an
    /// unbalanced restore without a message).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        record(.restoreState)
    }

    /// How many saved states are on the stack.
    public var savedStateCount: Int { savedStates.count }

    func modifyState(_ change: (inout GraphicsState) -> Void) {
        isStateModified = true
        change(&state)
    }

    // MARK: - Colours and line style

    /// Sets the colour fills paint with.
    public func setFillColor(_ color: Color) { modifyState { $0.fillColor = color } }

    /// Sets the colour strokes paint with.
    public func setStrokeColor(_ color: Color) { modifyState { $0.strokeColor = color } }

    /// Sets the fill colour from components in 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from components in 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// The colour fills paint with (black by default).
    public var fillColor: Color { state.fillColor }

    /// The colour strokes paint with (black by default).
    public var strokeColor: Color { state.strokeColor }

    /// The stroke style strokes use, in the user space of the calls that set it.
    public var strokeStyle: StrokeStyle { state.stroke }

    /// Sets the width of stroked lines; a negative or non-finite width is refused.
    public func setLineWidth(_ width: CGFloat) {
        // (chosen) A negative width is ignored without a message, as a non-finite one is with one.
        guard accepts(width, "setLineWidth(_:)"), width >= 0 else { return }
        modifyState { $0.stroke.lineWidth = width }
    }

    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: LineCap) { modifyState { $0.stroke.lineCap = cap } }

    /// Sets how corners are drawn.
    public func setLineJoin(_ join: LineJoin) { modifyState { $0.stroke.lineJoin = join } }

    /// Sets the miter limit; a non-finite limit is refused.
    public func setMiterLimit(_ limit: CGFloat) {
        guard accepts(limit, "setMiterLimit(_:)") else { return }
        modifyState { $0.stroke.miterLimit = limit }
    }

    /// Sets the dash pattern: `lengths` alternate painted and unpainted segments, starting
    /// `phase` into the pattern; empty `lengths` draw solid lines. Negative or non-finite
    /// values are refused.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard accepts(phase, "setLineDash(phase:lengths:)"), accepts(lengths, "setLineDash(phase:lengths:)") else { return }
        guard lengths.allSatisfy({ $0 >= 0 }) else { return }
        modifyState {
            $0.stroke.dashPhase = phase
            $0.stroke.dashLengths = lengths
        }
    }

    /// Sets the opacity everything painted is multiplied by, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        guard accepts(alpha, "setAlpha(_:)") else { return }
        modifyState { $0.alpha = min(max(alpha, 0), 1) }
    }

    /// The opacity everything painted is multiplied by.
    public var alpha: CGFloat { state.alpha }

    /// Sets the shadow later painting casts, and records it as ``DrawingCommand/shadow(offset:blur:_:)``;
    /// a `nil` colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
        guard accepts([offset.width, offset.height, blur], "setShadow(offset:blur:color:)") else { return }
        let painted = color.map(paint)
        modifyState { $0.shadow = painted.map { (offset, blur, $0) } }
        record(.shadow(offset: offset, blur: blur, painted))
    }

    /// Sets a shadow of black at one-third opacity, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3.0))
    }

    /// Sets the size text is drawn at by Core Graphics' own text calls (kept in the state only).
    public func setFontSize(_ size: CGFloat) {
        guard accepts(size, "setFontSize(_:)") else { return }
        modifyState { $0.fontSize = size }
    }

    /// Sets the extra space between characters of Core Graphics' own text calls (kept in the
    /// state only).
    public func setCharacterSpacing(_ spacing: CGFloat) {
        guard accepts(spacing, "setCharacterSpacing(_:)") else { return }
        modifyState { $0.characterSpacing = spacing }
    }

    // MARK: - The transform

    /// The current transformation matrix: from the coordinates drawing calls use to the view's.
    public var ctm: AffineTransform2D { state.ctm }

    /// Moves the origin of the coordinates drawing calls use.
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard accepts([x, y], "translateBy(x:y:)") else { return }
        modifyState { $0.ctm = $0.ctm.translatedBy(x: x, y: y) }
    }

    /// Scales the coordinates drawing calls use.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard accepts([x, y], "scaleBy(x:y:)") else { return }
        modifyState { $0.ctm = $0.ctm.scaledBy(x: x, y: y) }
    }

    /// Rotates the coordinates drawing calls use by `angle` radians (clockwise on screen, where
    /// y points down).
    public func rotate(by angle: CGFloat) {
        guard accepts(angle, "rotate(by:)") else { return }
        modifyState { $0.ctm = $0.ctm.rotated(by: angle) }
    }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: AffineTransform2D) {
        guard accepts([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
                      "concatenate(_:)") else { return }
        modifyState { $0.ctm = transform.concatenating($0.ctm) }
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path (winding rule), records
    /// ``DrawingCommand/clipPath(_:rule:)``, and empties the path.
    public func clip() { clip(using: .winding) }

    /// Intersects the clip with the current path under `rule`, records it, and empties the path.
    public func clip(using rule: PathFillRule) {
        guard !path.isEmpty else { return }
        let elements = path.elements
        path = MutablePath()
        intersectClip(with: Path(elements: elements).boundingBox)
        record(.clipPath(elements, rule: rule))
    }

    /// Intersects the clip with `rect`, recording ``DrawingCommand/clip(_:)`` (or a clip path
    /// when the transform rotates it).
    public func clip(to rect: CGRect) {
        guard accepts(rect, "clip(to:)") else { return }
        if let device = deviceRect(rect) {
            intersectClip(with: device)
            record(.clip(device))
        } else {
            let elements = transformed(Path(rect: rect).elements)
            intersectClip(with: Path(elements: elements).boundingBox)
            record(.clipPath(elements, rule: .winding))
        }
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        guard accepts(rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }, "clip(to:)") else { return }
        let outline = MutablePath()
        outline.addRects(rects)
        let elements = transformed(outline.elements)
        intersectClip(with: Path(elements: elements).boundingBox)
        record(.clipPath(elements, rule: .winding))
    }

    /// The bounding box of the clip in the coordinates drawing calls use; `.infinite` when
    /// nothing clips.
    public var boundingBoxOfClipPath: CGRect {
        guard let box = state.clipBox else { return .infinite }
        return box.applying(state.ctm.inverted())
    }

    private func intersectClip(with box: CGRect) {
        modifyState { $0.clipBox = $0.clipBox.map { $0.intersection(box) } ?? box }
    }

    // MARK: - Refusing non-finite numbers

    /// Core Graphics' console message for a NaN or infinite argument.
    static let invalidNumberMessage = "Error: this application, or a library it uses, has passed an invalid numeric value "
        + "(NaN, or not-a-number) to CoreGraphics API and this value is being ignored."

    /// Whether every value is finite; reports a diagnostic and returns false otherwise.
    func accepts(_ values: [CGFloat], _ api: String) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            let given = values.map(GeometryFormat.number).joined(separator: ", ")
            report("\(Self.invalidNumberMessage) GraphicsContext.\(api) was given [\(given)]; drawing takes finite "
                + "numbers only, so the call was ignored. Check the geometry you draw with for a division by zero.")
            return false
        }
        return true
    }

    func accepts(_ value: CGFloat, _ api: String) -> Bool { accepts([value], api) }

    func accepts(_ rect: CGRect, _ api: String) -> Bool {
        accepts([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], api)
    }

    func accepts(_ points: [CGPoint], _ api: String) -> Bool { accepts(points.flatMap { [$0.x, $0.y] }, api) }

    /// Reports misuse to the sink of the run loop drawing now (or standard error without one).
    func report(_ message: String) {
        DiagnosticsSink.report(Diagnostic(kind: .invalidGeometry, message: message, objects: [self]),
                               to: MainRunLoop.current?.diagnostics)
    }
}

extension GraphicsContext {
    /// Saves the state without recording a command: what UIKit's own drawing calls (such as
    /// `BezierPath.stroke()`) do around the state they change.
    func saveStateQuietly() { savedStates.append(state) }

    /// Restores the state ``saveStateQuietly()`` saved, without recording a command.
    func restoreStateQuietly() { if let saved = savedStates.popLast() { state = saved } }
}
