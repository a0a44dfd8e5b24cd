import Foundation

/// Draws into a recording context and returns the drawing as an ``Image`` — HeadlessKit's
/// `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = GraphicsImageRenderer(size: CGSize(width: 20, height: 20))
/// let dot = renderer.image { context in
///     Color.systemRed.setFill()
///     context.cgContext.fillEllipse(in: context.format.bounds)
/// }
/// dot.drawingCommands   // [.fillPath(…, systemRed's light colour, rule: .winding)]
/// ```
///
/// There are no pixels: the image has the renderer's size and scale, and keeps the commands the
/// block recorded. While the block runs, ``GraphicsContext/current`` is the renderer's context.
@MainActor
public final class GraphicsImageRenderer {
    /// The settings of a renderer — `UIGraphicsImageRendererFormat`.
    @MainActor
    public final class Format {
        /// Pixels per point of the images made (1 by default: HeadlessKit has no main screen).
        public var scale: CGFloat = 1
        /// Whether the images are opaque.
        public var opaque = false
        /// The bounds of the drawing, set by the renderer.
        public internal(set) var bounds: CGRect = .zero

        /// A format with scale 1, not opaque.
        public init() {}
    }

    /// What the drawing block receives — `UIGraphicsImageRendererContext`.
    @MainActor
    public final class Context {
        /// The context drawing records into.
        public let cgContext: GraphicsContext
        /// The renderer's format.
        public let format: Format

        init(cgContext: GraphicsContext, format: Format) {
            self.cgContext = cgContext
            self.format = format
        }

        /// Fills `rect` with the context's fill colour.
        public func fill(_ rect: CGRect) { cgContext.fill(rect) }

        /// Strokes `rect`'s outline with the context's stroke colour and style.
        public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

        /// Intersects the clip with `rect`.
        public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

        /// An image of what has been drawn so far.
        public var currentImage: Image {
            Image(Image.Properties(size: format.bounds.size, scale: format.scale, drawingCommands: cgContext.commands))
        }
    }

    /// The renderer's format.
    public let format: Format

    /// A renderer of images of `size` points at scale 1.
    public convenience init(size: CGSize) { self.init(size: size, format: Format()) }

    /// A renderer of images of `size` points with `format`; a non-finite or negative size counts as zero.
    public init(size: CGSize, format: Format) {
        self.format = format
        let width = size.width.isFinite ? max(size.width, 0) : 0, height = size.height.isFinite ? max(size.height, 0) : 0
        format.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        if !format.scale.isFinite || format.scale <= 0 { format.scale = 1 }
    }

    /// Runs `actions` with a fresh recording context bound as ``GraphicsContext/current`` and
    /// returns an image of the renderer's size that keeps what it recorded.
    public func image(actions: (Context) -> Void) -> Image {
        let graphics = GraphicsContext()
        let context = Context(cgContext: graphics, format: format)
        let commands = graphics.recording { actions(context) }
        return Image(Image.Properties(size: format.bounds.size, scale: format.scale, drawingCommands: commands))
    }
}
