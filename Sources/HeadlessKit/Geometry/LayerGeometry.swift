import Foundation

/// Where a layer sits in its superlayer — Core Animation's bounds, position, anchor point and
/// transform — and the frame and point conversions they define.
///
/// One value for both users: a ``Transform3D``-carrying layer and a view whose layer has been
/// touched (a non-default anchor point, or a 3-D transform) compute frames and convert points with
/// the same arithmetic. For the identity and for affine transforms about the centre, the
/// arithmetic is written exactly as a plain view's, so a view computes the same numbers to the
/// last bit whether or not its layer exists.
struct LayerGeometry {
    /// The layer's own coordinate system.
    var bounds: CGRect
    /// Where the anchor point sits in the superlayer's coordinates.
    var position: CGPoint
    /// The point the layer is placed and transformed about, in unit coordinates of the bounds.
    var anchorPoint: CGPoint
    /// The anchor point's z coordinate.
    var anchorPointZ: CGFloat
    /// The transform applied about the anchor point.
    var transform: Transform3D

    /// Core Animation's default anchor point: the centre of the bounds.
    static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    private var isCentred: Bool { anchorPoint == Self.defaultAnchorPoint }

    /// The anchor point in the layer's own coordinates.
    var anchorInBounds: CGPoint {
        if isCentred { return CGPoint(x: bounds.midX, y: bounds.midY) }
        return CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The frame: the bounding box, in the superlayer's coordinates, of the bounds transformed
    /// about the anchor point and placed at the position.
    var frame: CGRect {
        let size = bounds.size
        if transform.isIdentity {
            return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        if transform.isAffine {
            return local.applying(transform.affine).offsetBy(dx: position.x, dy: position.y)
        }
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)]
        return CGRect.boundingBox(of: corners.map(project)).offsetBy(dx: position.x, dy: position.y)
    }

    /// The position that places the frame at `frame`, for a frame setter. With the identity
    /// transform the bounds take the frame's size as well (the caller sets them); with another
    /// transform only the layer moves, by as much as the frame's centre moves **(chosen: Core
    /// Animation and UIKit leave a frame set under a transform undefined)**.
    func position(placing frame: CGRect) -> CGPoint {
        if isCentred, transform.isIdentity || transform.isAffine {
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        if transform.isIdentity {
            return CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
        let current = self.frame
        return CGPoint(x: position.x + (frame.midX - current.midX), y: position.y + (frame.midY - current.midY))
    }

    /// Maps a point in the layer's bounds to the superlayer's coordinates.
    func convertToSuperlayer(_ point: CGPoint) -> CGPoint {
        if transform.isIdentity {
            return CGPoint(x: point.x - bounds.minX + (position.x - anchorPoint.x * bounds.width),
                           y: point.y - bounds.minY + (position.y - anchorPoint.y * bounds.height))
        }
        let anchor = anchorInBounds
        let fromAnchor = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let moved = transform.isAffine ? fromAnchor.applying(transform.affine) : project(fromAnchor)
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
    }

    /// Maps a point in the superlayer's coordinates to the layer's bounds.
    func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
        if transform.isIdentity {
            return CGPoint(x: point.x - (position.x - anchorPoint.x * bounds.width) + bounds.minX,
                           y: point.y - (position.y - anchorPoint.y * bounds.height) + bounds.minY)
        }
        let fromPosition = CGPoint(x: point.x - position.x, y: point.y - position.y)
        let unmoved = transform.isAffine ? fromPosition.applying(transform.affine.inverted()) : unproject(fromPosition)
        let anchor = anchorInBounds
        return CGPoint(x: unmoved.x + anchor.x, y: unmoved.y + anchor.y)
    }

    // MARK: - Perspective

    /// The plane of the layer (z = -anchorPointZ about the anchor) as a 3×3 homography, row by row:
    /// `[x y 1] · H = [X Y W]`, and the point is `(X / W, Y / W)`.
    private var homography: [[CGFloat]] {
        let z = -anchorPointZ
        let t = transform
        return [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24],
                [t.m31 * z + t.m41, t.m32 * z + t.m42, t.m34 * z + t.m44]]
    }

    /// A point relative to the anchor, transformed with perspective.
    private func project(_ point: CGPoint) -> CGPoint {
        Self.apply(homography, to: point) ?? point
    }

    /// The inverse of ``project(_:)``; a transform that flattens the layer to a line maps every
    /// point back unchanged **(chosen: Core Animation leaves it undefined)**.
    private func unproject(_ point: CGPoint) -> CGPoint {
        guard let inverse = Self.inverse(of: homography) else { return point }
        return Self.apply(inverse, to: point) ?? point
    }

    private static func apply(_ matrix: [[CGFloat]], to point: CGPoint) -> CGPoint? {
        let x = point.x * matrix[0][0] + point.y * matrix[1][0] + matrix[2][0]
        let y = point.x * matrix[0][1] + point.y * matrix[1][1] + matrix[2][1]
        let w = point.x * matrix[0][2] + point.y * matrix[1][2] + matrix[2][2]
        guard w != 0 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    private static func inverse(of m: [[CGFloat]]) -> [[CGFloat]]? {
        let cofactor00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let cofactor01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let cofactor02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let determinant = m[0][0] * cofactor00 + m[0][1] * cofactor01 + m[0][2] * cofactor02
        guard determinant != 0, determinant.isFinite else { return nil }
        return [
            [cofactor00 / determinant, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / determinant,
             (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / determinant],
            [cofactor01 / determinant, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / determinant,
             (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / determinant],
            [cofactor02 / determinant, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / determinant,
             (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / determinant],
        ]
    }
}
