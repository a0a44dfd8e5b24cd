import Foundation

extension CGPoint {
    /// The point transformed by `transform`.
    public func applying(_ transform: AffineTransform2D) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx,
                y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size transformed by `transform`'s linear part (translation ignored).
    public func applying(_ transform: AffineTransform2D) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height,
               height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing this rectangle's corners transformed by `transform`.
    public func applying(_ transform: AffineTransform2D) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(transform) }
        return CGRect.boundingBox(of: corners)
    }

    /// The smallest rectangle containing every point.
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
