import Foundation

/// A colour — HeadlessKit's `UIColor`: RGBA components in 0...1.
///
/// `Color` is a class, as `UIColor` is, so an app's extensions can add convenience initializers
/// (`convenience init(hex:)`) that end in ``init(red:green:blue:alpha:)``. A colour is immutable;
/// two colours are equal when their components are.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The opacity, 0...1.
    public let alpha: CGFloat

    /// Creates a colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque 50% grey.
    public static let gray = Color(white: 0.5)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// Whether two colours have the same components.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The components as `rgba(r, g, b, a)`.
    public var description: String {
        "rgba(\([red, green, blue, alpha].map(GeometryFormat.number).joined(separator: ", ")))"
    }
}
