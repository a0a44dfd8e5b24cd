import Foundation

/// How a ``ShapeLayer`` decides the inside of its path — HeadlessKit's `CAShapeLayerFillRule`.
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the rule.
    public let rawValue: String

    /// Creates a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A point is inside where the path winds around it a non-zero number of times: the default.
    public static let nonZero = ShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside where a ray from it crosses the path an odd number of times.
    public static let evenOdd = ShapeLayerFillRule(rawValue: "even-odd")
}

/// How the ends of a ``ShapeLayer``'s stroke look — HeadlessKit's `CAShapeLayerLineCap`.
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the cap.
    public let rawValue: String

    /// Creates a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The stroke ends square at the end point: the default.
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    /// The stroke ends in a half circle around the end point.
    public static let round = ShapeLayerLineCap(rawValue: "round")
    /// The stroke ends square, half its width beyond the end point.
    public static let square = ShapeLayerLineCap(rawValue: "square")
}

/// How the segments of a ``ShapeLayer``'s stroke join — HeadlessKit's `CAShapeLayerLineJoin`.
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the join.
    public let rawValue: String

    /// Creates a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The outer edges meet in a point (up to the miter limit): the default.
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")
    /// The outer edges meet in an arc.
    public static let round = ShapeLayerLineJoin(rawValue: "round")
    /// The outer edges meet in a straight cut.
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")
}
