import Foundation

/// A graphics context that records drawing commands instead of rasterising them — what
/// ``ViewNode/draw(_:)`` paints into.
///
/// During a view's `draw(_:)`, ``current`` is the context (UIKit's `UIGraphicsGetCurrentContext()`);
/// what it records becomes the view's ``ViewNode/displayList``.
@MainActor
public final class GraphicsContext {
    /// The context being drawn into, or `nil` outside ``ViewNode/draw(_:)``.
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

    /// Creates an empty context (for drawing outside the display pass, e.g. in tests).
    public init() {}

    /// Records a rectangle fill.
    public func fill(_ rect: CGRect, with color: Color) { commands.append(.fill(rect, color)) }

    /// Records a rectangle outline.
    public func stroke(_ rect: CGRect, with color: Color, lineWidth: CGFloat = 1) {
        commands.append(.stroke(rect, color, lineWidth: lineWidth))
    }

    /// Records an ellipse fill inscribed in `rect`.
    public func fillEllipse(in rect: CGRect, with color: Color) { commands.append(.fillEllipse(rect, color)) }

    /// Records a straight line.
    public func strokeLine(from start: CGPoint, to end: CGPoint, with color: Color, lineWidth: CGFloat = 1) {
        commands.append(.line(from: start, to: end, color, lineWidth: lineWidth))
    }

    /// Records text drawn at `point`.
    public func draw(_ text: String, at point: CGPoint, with color: Color = .black) {
        commands.append(.text(text, at: point, color))
    }

    /// Records a clip to `rect`.
    public func clip(to rect: CGRect) { commands.append(.clip(rect)) }

    /// Records a save of the graphics state.
    public func saveGState() { commands.append(.saveState) }

    /// Records a restore of the graphics state.
    public func restoreGState() { commands.append(.restoreState) }

    /// Starts recording one view's drawing; the previous recording's commands are dropped.
    func beginRecording() {
        // Usually empty (the last recording took its commands): skip the mutating call, which
        // would cost a dynamic exclusivity check for every view drawn.
        if !commands.isEmpty { commands.removeAll(keepingCapacity: true) }
        isRecording = true
    }

    /// Ends the recording and returns what it recorded.
    func endRecording() -> [DrawingCommand] {
        isRecording = false
        guard !commands.isEmpty else { return [] }
        let recorded = commands
        commands.removeAll(keepingCapacity: true)
        return recorded
    }
}


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
