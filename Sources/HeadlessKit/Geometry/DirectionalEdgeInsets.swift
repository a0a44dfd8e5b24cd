import Foundation

/// Distances inward from the four edges of a rectangle, with leading and trailing in place of
/// left and right — UIKit's `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge (the left edge left to right, the right edge right to left).
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets with the given values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// `{top, leading, bottom, trailing}`, as `NSStringFromDirectionalEdgeInsets` prints it.
    public var description: String {
        "{\(GeometryFormat.number(top)), \(GeometryFormat.number(leading)), \(GeometryFormat.number(bottom)), \(GeometryFormat.number(trailing))}"
    }

    /// The same insets with leading and trailing placed on the left or right.
    func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}

extension EdgeInsets {
    /// The same insets with left and right named by the direction.
    func directional(rightToLeft: Bool) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: rightToLeft ? right : left, bottom: bottom, trailing: rightToLeft ? left : right)
    }
}
