import Foundation

/// A graphics context that records drawing commands instead of rasterising them — what
/// ``ViewNode/draw(_:)`` paints into, and HeadlessKit's `CGContext`.
///
/// During a view's `draw(_:)`, ``current`` is the context (UIKit's `UIGraphicsGetCurrentContext()`);
/// what it records becomes the view's ``ViewNode/displayList``. Like a `CGContext` it keeps a
/// graphics-state stack (colours, line style, alpha, shadow, transform, clip) that
/// ``saveGState()`` and ``restoreGState()`` push and pop, and a current path built with
/// ``move(to:)``, ``addLine(to:)`` and friends; painting records ``DrawingCommand``s in the view's
/// coordinates. Each `draw(_:)` starts from the default state. See
/// <doc:TextMeasurement#Recorded-drawing>.
@MainActor
public final class GraphicsContext {
    /// The context being drawn into, or `nil` outside ``ViewNode/draw(_:)`` (and outside a
    /// ``GraphicsImageRenderer`` drawing).
    public static var current: GraphicsContext? {
        guard let bound, bound.isRecording else { return nil }
        return bound
    }

    /// The context of the display pass running in this task: bound once per pass, not per view,
    /// and scoped to the task, so passes of different run loops never see each other's.
    @TaskLocal static var bound: GraphicsContext?

    /// Whether a `draw(_:)` is recording into this context now.
    private(set) var isRecording = false

    /// The commands recorded so far in the current drawing.
    public private(set) var commands: [DrawingCommand] = []

    /// The traits dynamic colours resolve against when they are painted (UIKit's
    /// `UITraitCollection.current` during drawing); all unspecified (light) by default.
    public var traitCollection = TraitCollection()

    /// The graphics state in force.
    var state = GraphicsState()
    /// The states ``saveGState()`` saved, innermost last.
    var savedStates: [GraphicsState] = []
    /// The current path, in the view's coordinates (the CTM applied as each piece was added).
    var path = MutablePath()

    /// Creates an empty context (for drawing outside the display pass, e.g. in tests).
    public init() {}

    // MARK: - Painting with a colour

    /// Records a rectangle fill.
    public func fill(_ rect: CGRect, with color: Color) {
        guard accepts(rect, "fill(_:with:)") else { return }
        if let device = deviceRect(rect) {
            record(.fill(device, paint(color)))
        } else {
            record(.fillPath(transformed(Path(rect: rect).elements), paint(color), rule: .winding))
        }
    }

    /// Records a rectangle outline.
    public func stroke(_ rect: CGRect, with color: Color, lineWidth: CGFloat = 1) {
        guard accepts(rect, "stroke(_:with:lineWidth:)"), accepts(lineWidth, "stroke(_:with:lineWidth:)") else { return }
        if let device = deviceRect(rect) {
            record(.stroke(device, paint(color), lineWidth: lineWidth * ctmScale))
        } else {
            record(.strokePath(transformed(Path(rect: rect).elements), paint(color),
                               StrokeStyle(lineWidth: lineWidth).applying(state.ctm)))
        }
    }

    /// Records an ellipse fill inscribed in `rect`.
    public func fillEllipse(in rect: CGRect, with color: Color) {
        guard accepts(rect, "fillEllipse(in:with:)") else { return }
        if let device = deviceRect(rect) {
            record(.fillEllipse(device, paint(color)))
        } else {
            record(.fillPath(transformed(Path(ellipseIn: rect).elements), paint(color), rule: .winding))
        }
    }

    /// Records a straight line.
    public func strokeLine(from start: CGPoint, to end: CGPoint, with color: Color, lineWidth: CGFloat = 1) {
        guard accepts([start, end], "strokeLine(from:to:with:lineWidth:)"),
              accepts(lineWidth, "strokeLine(from:to:with:lineWidth:)") else { return }
        record(.line(from: start.applying(state.ctm), to: end.applying(state.ctm), paint(color),
                     lineWidth: lineWidth * ctmScale))
    }

    /// Records text drawn at `point` (its top-left corner). For laid-out text with a font, use
    /// `String.draw(at:withAttributes:)` or ``TextLayout/draw(at:in:)``, which record glyph runs.
    public func draw(_ text: String, at point: CGPoint, with color: Color = .black) {
        guard accepts([point], "draw(_:at:with:)") else { return }
        record(.text(text, at: point.applying(state.ctm), paint(color)))
    }

    // MARK: - Recording

    /// Appends a command.
    func record(_ command: DrawingCommand) { commands.append(command) }

    /// `color` as it is painted now: resolved against the trait collection, with the context's
    /// alpha multiplied in.
    func paint(_ color: Color) -> Color {
        let resolved = color.isDynamic ? color.resolvedColor(with: traitCollection) : color
        guard state.alpha != 1 else { return resolved }
        return Color(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha * state.alpha)
    }

    /// `rect` in the view's coordinates when the CTM keeps rectangles axis-aligned; `nil` when it
    /// rotates or skews them.
    func deviceRect(_ rect: CGRect) -> CGRect? {
        let ctm = state.ctm
        if ctm.isIdentity { return rect }
        guard ctm.b == 0, ctm.c == 0 else { return nil }
        return rect.applying(ctm)
    }

    /// How much the CTM scales lengths: the square root of its determinant's magnitude.
    var ctmScale: CGFloat {
        let ctm = state.ctm
        return ctm.isIdentity ? 1 : abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
    }

    /// `elements` moved into the view's coordinates by the CTM.
    func transformed(_ elements: [PathElement]) -> [PathElement] {
        let ctm = state.ctm
        guard !ctm.isIdentity else { return elements }
        return elements.map { $0.applying(ctm) }
    }

    /// Starts recording one view's drawing from the default graphics state; the previous
    /// recording's commands are dropped.
    func beginRecording() {
        // Usually empty (the last recording took its commands): skip the mutating call, which
        // would cost a dynamic exclusivity check for every view drawn.
        if !commands.isEmpty { commands.removeAll(keepingCapacity: true) }
        if !savedStates.isEmpty { savedStates.removeAll(keepingCapacity: true) }
        if isStateModified {
            state = GraphicsState()
            isStateModified = false
        }
        if !path.isEmpty { path = MutablePath() }
        isRecording = true
    }

    /// Whether the state may differ from the default: set by every state change, so a view that
    /// only fills rectangles pays nothing to reset it.
    var isStateModified = false

    /// Ends the recording and returns what it recorded.
    func endRecording() -> [DrawingCommand] {
        isRecording = false
        guard !commands.isEmpty else { return [] }
        let recorded = commands
        commands.removeAll(keepingCapacity: true)
        return recorded
    }

    /// Runs `body` with this context recording and bound as ``current``, and returns what it
    /// recorded; the context's previous recording and state are restored afterwards.
    func recording(_ body: () throws -> Void) rethrows -> [DrawingCommand] {
        let outer = (commands, state, savedStates, path, isRecording, isStateModified)
        commands = []
        state = GraphicsState()
        savedStates = []
        path = MutablePath()
        isRecording = true
        defer {
            (commands, state, savedStates, path, isRecording, isStateModified) = outer
        }
        try Self.$bound.withValue(self) { try body() }
        return commands
    }
}
