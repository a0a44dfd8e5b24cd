import Foundation

/// Rectangles on a screen's pixel grid, for comparing frames that are thirds of a point: a view
/// keeps its center and size, so a frame read back can differ from the one set in its last bit.
extension CGRect {
    /// The rectangle with each edge moved to the nearest pixel of a screen of `scale`.
    func onPixelGrid(scale: CGFloat = 3) -> CGRect {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = snap(self.minX), minY = snap(self.minY)
        return CGRect(x: minX, y: minY, width: snap(maxX) - minX, height: snap(maxY) - minY)
    }
}
