import Foundation

/// A two-dimensional vector — HeadlessKit's `CGVector`, which Foundation lacks on Linux.
///
/// UIKit uses it for velocities, such as the initial velocity of a spring's timing parameters.
public struct Vector2D: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector whose components are both zero.
    public static let zero = Vector2D(dx: 0, dy: 0)

    /// `{dx, dy}`, as `NSStringFromCGVector` prints it.
    public var description: String {
        "{\(GeometryFormat.number(dx)), \(GeometryFormat.number(dy))}"
    }
}
