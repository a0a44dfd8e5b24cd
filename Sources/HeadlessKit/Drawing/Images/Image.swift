import Foundation

/// An image — HeadlessKit's `UIImage`: a size in points, a scale, and how it is drawn, without
/// any pixels.
///
/// HeadlessKit does not decode images. An image from a file or data knows only the pixel size
/// its PNG or JPEG header states (divided by its scale); a system symbol is a placeholder of a
/// documented size; an image from a ``GraphicsImageRenderer`` keeps the drawing commands that
/// made it. Drawing an image records ``DrawingCommand/image(_:in:)``.
///
/// An image is immutable; the `with…` methods return new images.
public final class Image: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn — UIKit's `UIImage.RenderingMode`, with its raw values.
    public enum RenderingMode: Int, Hashable, Sendable, CaseIterable {
        /// The context decides (symbols draw as templates, other images as they are).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: its shape in the tint colour.
        case alwaysTemplate = 2
    }

    /// How an image is turned — UIKit's `UIImage.Orientation`, with its raw values.
    public enum Orientation: Int, Hashable, Sendable, CaseIterable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter turn anticlockwise.
        case left = 2
        /// Turned a quarter turn clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored, then turned half a turn.
        case downMirrored = 5
        /// Mirrored, then turned a quarter turn anticlockwise.
        case leftMirrored = 6
        /// Mirrored, then turned a quarter turn clockwise.
        case rightMirrored = 7

        /// Whether the orientation swaps width and height.
        var isQuarterTurn: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }
    }

    /// How a resizable image fills the space between its cap insets — UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Hashable, Sendable, CaseIterable {
        /// Repeated.
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    /// The size in points, with the orientation applied (the stored pixels ÷ ``scale``).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// How the image is turned.
    public let imageOrientation: Orientation
    /// The insets of a resizable image's fixed ends; zero for a plain image.
    public let capInsets: EdgeInsets
    /// How a resizable image fills between its caps.
    public let resizingMode: ResizingMode
    /// The colour a template or symbol image is drawn in, set by ``withTintColor(_:)``.
    public let tintColor: Color?
    /// The asset, file or symbol name the image came from, if any.
    public let name: String?
    /// Whether the image is a system symbol.
    public let isSymbolImage: Bool
    /// The configuration of a symbol image.
    public let symbolConfiguration: SymbolConfiguration?
    /// What a ``GraphicsImageRenderer`` drew to make the image; empty for other images.
    public let drawingCommands: [DrawingCommand]

    struct Properties {
        var size: CGSize
        var scale: CGFloat = 1
        var renderingMode: RenderingMode = .automatic
        var orientation: Orientation = .up
        var capInsets: EdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var tintColor: Color?
        var name: String?
        var isSymbol = false
        var symbolConfiguration: SymbolConfiguration?
        var drawingCommands: [DrawingCommand] = []
    }

    init(_ properties: Properties) {
        let unturned = properties.size
        size = properties.orientation.isQuarterTurn ? CGSize(width: unturned.height, height: unturned.width) : unturned
        scale = properties.scale
        renderingMode = properties.renderingMode
        imageOrientation = properties.orientation
        capInsets = properties.capInsets
        resizingMode = properties.resizingMode
        tintColor = properties.tintColor
        name = properties.name
        isSymbolImage = properties.isSymbol
        symbolConfiguration = properties.symbolConfiguration
        drawingCommands = properties.drawingCommands
    }

    /// The properties of this image, as stored (orientation not applied to the size).
    var properties: Properties {
        Properties(size: imageOrientation.isQuarterTurn ? CGSize(width: size.height, height: size.width) : size, scale: scale,
                   renderingMode: renderingMode, orientation: imageOrientation, capInsets: capInsets,
                   resizingMode: resizingMode, tintColor: tintColor, name: name, isSymbol: isSymbolImage,
                   symbolConfiguration: symbolConfiguration, drawingCommands: drawingCommands)
    }

    private func with(_ change: (inout Properties) -> Void) -> Image {
        var properties = properties
        change(&properties)
        return Image(properties)
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { with { $0.renderingMode = renderingMode } }

    /// The same image drawn in `color`; like UIKit, a tinted image is drawn as a template.
    public func withTintColor(_ color: Color) -> Image {
        with {
            $0.tintColor = color
            if $0.renderingMode == .automatic { $0.renderingMode = .alwaysTemplate }
        }
    }

    /// The same image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        with {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// A resizable image whose ends inside `capInsets` stay fixed while the middle tiles.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable image whose ends inside `capInsets` stay fixed while the middle fills by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        with {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The same image with the given scale and orientation, as `UIImage(cgImage:scale:orientation:)`
    /// applied to this image's pixels.
    public func withOrientation(_ orientation: Orientation) -> Image { with { $0.orientation = orientation } }

    /// Whether two images are the same image: the same size, scale, drawing, source and commands.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs === rhs || (lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
            && lhs.imageOrientation == rhs.imageOrientation && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode && lhs.tintColor == rhs.tintColor && lhs.name == rhs.name
            && lhs.isSymbolImage == rhs.isSymbolImage && lhs.symbolConfiguration == rhs.symbolConfiguration
            && lhs.drawingCommands == rhs.drawingCommands)
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(scale)
    }

    /// The name (or `image`), size and scale, such as `"icon" 20×20 @2x`.
    public var description: String {
        let label = name.map { "\"\($0)\"" } ?? "image"
        return "\(label) \(GeometryFormat.number(size.width))×\(GeometryFormat.number(size.height)) @\(GeometryFormat.number(scale))x"
    }

    // MARK: - Drawing

    /// Records the image drawn at its size with its top-left corner at `point`, into the current context.
    @MainActor public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Records the image drawn scaled into `rect`, into the current context.
    @MainActor public func draw(in rect: CGRect) {
        guard let context = GraphicsContext.current, context.accepts(rect, "Image.draw(in:)") else { return }
        context.record(.image(self, in: rect.applying(context.ctm)))
    }
}
