import Foundation
import HeadlessKit

/// What a window or view looks like, as a flat list of painted items in painting order — the
/// one model both the SVG and the PNG renderings draw, so the two pictures always agree.
///
/// Each item is one view's or layer's share of the picture: its background, border, contents
/// or the display list its `draw(_:)` recorded, as `DrawingCommand`s in the item's own
/// coordinates, with the transform that takes them to the scene's, the opacity it is painted
/// with and the clip (in scene coordinates) its ancestors impose.
public struct RenderScene: Sendable, Equatable {
    /// The rendered area's size in points; the scene's origin is its top-left corner.
    public var size: CGSize
    /// Pixels per point for raster renderings.
    public var scale: CGFloat
    /// The painted items, back to front.
    public var items: [RenderItem]

    /// Creates a scene of `size` points at `scale`, with `items` painted back to front.
    public init(size: CGSize, scale: CGFloat, items: [RenderItem]) {
        self.size = size
        self.scale = scale
        self.items = items
    }
}

/// One view's or layer's share of a ``RenderScene``.
public struct RenderItem: Sendable, Equatable {
    /// What painted it, for people reading an SVG (`Label "Hello"`).
    public var source: String
    /// The commands, in the item's coordinates, painted in order; `saveState`, `restoreState`,
    /// `clip` and `clipPath` among them apply within the item only.
    public var commands: [DrawingCommand]
    /// From the item's coordinates to the scene's.
    public var transform: AffineTransform2D
    /// The product of the opacities of the item and its ancestors, 0 to 1.
    public var opacity: CGFloat
    /// The rectangles, in scene coordinates, the item is clipped to (every ancestor that clips
    /// to its bounds adds one; their intersection is what may be painted); empty for none.
    public var clipRects: [CGRect]
    /// The rounded clip an ancestor's corner radius adds, in scene coordinates, if any.
    public var clipPaths: [[PathElement]]

    /// Creates an item.
    public init(
        source: String, commands: [DrawingCommand], transform: AffineTransform2D = .identity, opacity: CGFloat = 1,
        clipRects: [CGRect] = [], clipPaths: [[PathElement]] = []
    ) {
        self.source = source
        self.commands = commands
        self.transform = transform
        self.opacity = opacity
        self.clipRects = clipRects
        self.clipPaths = clipPaths
    }
}
