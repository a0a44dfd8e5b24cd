/// Edges of a rectangle, as a set — HeadlessKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits.
    public let rawValue: UInt

    /// Creates a set of edges from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
