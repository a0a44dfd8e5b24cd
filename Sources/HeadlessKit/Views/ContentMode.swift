/// How a view's content is fitted to its bounds; ``redraw`` redraws on every bounds size change.
public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
