import Foundation
import HeadlessKit

/// A picture as pixels: `width` × `height` 8-bit RGBA pixels with straight (not premultiplied)
/// alpha, stored row by row from the top-left corner — what ``RenderScene/rasterized(background:)``
/// paints and ``PNGImage`` encodes and decodes.
///
/// ```swift
/// var bitmap = Bitmap(width: 2, height: 1, filledWith: .white)
/// bitmap[1, 0] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
/// let png = PNGImage.encode(bitmap)
/// ```
public struct Bitmap: Equatable, Sendable {
    /// One pixel's 8-bit red, green, blue and straight alpha.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// The red component, 0 to 255.
        public var red: UInt8
        /// The green component, 0 to 255.
        public var green: UInt8
        /// The blue component, 0 to 255.
        public var blue: UInt8
        /// The opacity, 0 (transparent) to 255 (opaque); the colour components are not multiplied by it.
        public var alpha: UInt8

        /// A pixel with the given components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The pixel nearest to a colour's components (its light appearance if it is dynamic),
        /// each clamped to 0...1 and rounded to the nearest of 256 steps.
        public init(_ color: Color) {
            func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
            self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
        }

        /// Fully transparent black.
        public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        /// Opaque white.
        public static let white = Pixel(red: 255, green: 255, blue: 255)
        /// Opaque black.
        public static let black = Pixel(red: 0, green: 0, blue: 0)

        /// The pixel as `rgba(255, 0, 0, 255)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels' components, 4 bytes (red, green, blue, alpha) per pixel, row by row from the top.
    public internal(set) var rgba: [UInt8]

    /// A bitmap of `width` × `height` pixels, every one `pixel` (a negative size counts as 0).
    public init(width: Int, height: Int, filledWith pixel: Pixel = .clear) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        var bytes = [UInt8](repeating: 0, count: count * 4)
        if pixel != .clear {
            for index in 0..<count {
                bytes[index * 4] = pixel.red
                bytes[index * 4 + 1] = pixel.green
                bytes[index * 4 + 2] = pixel.blue
                bytes[index * 4 + 3] = pixel.alpha
            }
        }
        self.rgba = bytes
    }

    /// A bitmap over `rgba` (4 bytes per pixel, row by row), or `nil` when the byte count is not
    /// `width × height × 4` or a size is negative.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel in column `x` and row `y`, counted from the top-left corner; like an array's
    /// index, a position outside the bitmap stops the program.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let index = offset(x, y)
            return Pixel(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
        }
        set {
            let index = offset(x, y)
            rgba[index] = newValue.red
            rgba[index + 1] = newValue.green
            rgba[index + 2] = newValue.blue
            rgba[index + 3] = newValue.alpha
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        var index = 3
        while index < rgba.count {
            if rgba[index] != 255 { return false }
            index += 4
        }
        return true
    }

    private func offset(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "Bitmap index (\(x), \(y)) out of range \(width)×\(height)")
        return (y * width + x) * 4
    }
}
