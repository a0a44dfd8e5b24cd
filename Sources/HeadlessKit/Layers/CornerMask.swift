import Foundation

/// Which corners of a layer its ``Layer/cornerRadius`` rounds — HeadlessKit's `CACornerMask`.
///
/// The names are Core Animation's, in a coordinate system whose y axis points down: the
/// minimum-y corners are the top ones.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)

    /// All four corners, Core Animation's default.
    static let allCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The curve a layer's rounded corners follow — HeadlessKit's `CALayerCornerCurve`.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public let rawValue: String

    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle: Core Animation's default.
    public static let circular = LayerCornerCurve(rawValue: "circular")
    /// A continuous curve, smoother where it meets the straight edges.
    public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
