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

extension CGRect {
    /// The rectangle with `insets` taken from its edges (added for negative insets) — UIKit's
    /// `CGRect.inset(by:)`. A rectangle the insets would turn inside out keeps a zero width or
    /// height at the middle of what the insets leave.
    public func inset(by insets: EdgeInsets) -> CGRect {
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        return CGRect(x: origin.x + insets.left + min(width, 0) / 2, y: origin.y + insets.top + min(height, 0) / 2,
                      width: max(width, 0), height: max(height, 0))
    }
}
