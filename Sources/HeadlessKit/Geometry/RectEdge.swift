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

/// Edges of a rectangle named by the layout direction, as a set — UIKit's `NSDirectionalRectEdge`,
/// with its raw values.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits.
    public let rawValue: UInt

    /// Creates a set of edges from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left for left-to-right content).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right for left-to-right content).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
