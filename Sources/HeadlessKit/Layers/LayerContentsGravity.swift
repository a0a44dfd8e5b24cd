import Foundation

/// How a layer's ``Layer/contents`` is placed in its bounds — HeadlessKit's
/// `CALayerContentsGravity`, with Core Animation's names.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the gravity.
    public let rawValue: String

    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, not scaled.
    public static let center = LayerContentsGravity(rawValue: "center")
    /// Centred along the top edge, not scaled.
    public static let top = LayerContentsGravity(rawValue: "top")
    /// Centred along the bottom edge, not scaled.
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge, not scaled.
    public static let left = LayerContentsGravity(rawValue: "left")
    /// Centred along the right edge, not scaled.
    public static let right = LayerContentsGravity(rawValue: "right")
    /// In the top-left corner, not scaled.
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, not scaled.
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, not scaled.
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, not scaled.
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds: Core Animation's default.
    public static let resize = LayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (may be clipped).
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
}
