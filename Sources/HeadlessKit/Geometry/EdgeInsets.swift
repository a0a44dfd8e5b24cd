import Foundation

/// Distances inward from the four edges of a rectangle — UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints it.
    public var description: String {
        "{\(GeometryFormat.number(top)), \(GeometryFormat.number(left)), \(GeometryFormat.number(bottom)), \(GeometryFormat.number(right))}"
    }
}
