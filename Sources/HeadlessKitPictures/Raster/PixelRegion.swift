import Foundation

/// A rectangle of whole pixels, `minX..<maxX` × `minY..<maxY`.
struct PixelRegion: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// The pixels a rectangle touches, at least partly; an empty region for an empty or
    /// non-finite rectangle.
    init(covering rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, rect.width > 0, rect.height > 0 else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        // Clamped far beyond any bitmap first, so converting to Int cannot overflow.
        func clamped(_ value: CGFloat) -> CGFloat { min(max(value, -1_000_000), 1_000_000) }
        self.init(minX: Int(clamped(rect.minX).rounded(.down)), minY: Int(clamped(rect.minY).rounded(.down)),
                  maxX: Int(clamped(rect.maxX).rounded(.up)), maxY: Int(clamped(rect.maxY).rounded(.up)))
    }

    /// A region from its bounds.
    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(maxX, minX)
        self.maxY = max(maxY, minY)
    }

    /// The width in pixels.
    var width: Int { maxX - minX }
    /// The height in pixels.
    var height: Int { maxY - minY }
    /// Whether the region holds no pixel.
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both regions.
    func intersection(_ other: PixelRegion) -> PixelRegion {
        PixelRegion(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
