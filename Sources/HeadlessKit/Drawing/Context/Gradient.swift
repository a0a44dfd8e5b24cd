import Foundation

/// A smooth transition between colours — Core Graphics' `CGGradient`.
///
/// ```swift
/// let fade = Gradient(colors: [.white, .black], locations: [0, 1])!
/// context.drawLinearGradient(fade, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
/// ```
public final class Gradient: Hashable, Sendable, CustomStringConvertible {
    /// The colours, in order.
    public let colors: [Color]
    /// Where each colour sits, 0...1.
    public let locations: [CGFloat]

    /// A gradient of `colors` at `locations` (`nil`: spread evenly from 0 to 1); `nil` when
    /// there are no colours, the counts differ, or a location is not finite.
    public init?(colors: [Color], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations {
            guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
            self.locations = locations
        } else {
            self.locations = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        self.colors = colors
    }

    init(colors: [Color], exactLocations: [CGFloat]) {
        self.colors = colors
        self.locations = exactLocations
    }

    /// Whether two gradients have equal colours at equal locations.
    public static func == (lhs: Gradient, rhs: Gradient) -> Bool {
        lhs.colors == rhs.colors && lhs.locations == rhs.locations
    }

    /// Hashes the colours and locations.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colors)
        hasher.combine(locations)
    }

    /// The stops, such as `[0: rgba(1, 1, 1, 1), 1: rgba(0, 0, 0, 1)]`.
    public var description: String {
        "[" + zip(locations, colors).map { "\(GeometryFormat.number($0)): \($1)" }.joined(separator: ", ") + "]"
    }
}

/// Whether a gradient extends past its ends — Core Graphics' `CGGradientDrawingOptions`.
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Wraps option bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start point with the first colour.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    /// Fill past the end point with the last colour.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}
