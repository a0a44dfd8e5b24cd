import Foundation

/// A 2-D affine transform — HeadlessKit's `CGAffineTransform`, which Foundation lacks on Linux.
///
/// It maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, with the same component names and
/// operations as `CGAffineTransform`. (Foundation's own `AffineTransform` is a different, macOS
/// flavoured type; this name keeps the two apart.)
public struct AffineTransform2D: Hashable, Sendable, CustomStringConvertible {
    /// The x scale (and rotation) component.
    public var a: CGFloat
    /// The y shear (and rotation) component applied to x.
    public var b: CGFloat
    /// The x shear (and rotation) component applied to y.
    public var c: CGFloat
    /// The y scale (and rotation) component.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(x, y)`.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: a point is transformed by `self`, then by `other`.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse transform, or `self` unchanged when it cannot be inverted (as Core Graphics does).
    public func inverted() -> AffineTransform2D {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return AffineTransform2D(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The six components as `[a, b, c, d, tx, ty]`.
    public var description: String {
        "[\(GeometryFormat.number(a)), \(GeometryFormat.number(b)), \(GeometryFormat.number(c)), "
            + "\(GeometryFormat.number(d)), \(GeometryFormat.number(tx)), \(GeometryFormat.number(ty))]"
    }
}

// MARK: - Core Graphics geometry: under a transform, and in fixed formatting

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


/// Fixed formatting of numbers and rectangles for dumps and messages: integers print without a
/// fraction, other values rounded to two decimals, so snapshots do not depend on float noise.
enum GeometryFormat {
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }   // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(Double(rounded))
    }

    /// Core Animation's `[x y]` form, as its invalid-geometry exceptions print points.
    static func bracketed(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: " ") + "]"
    }

    /// Core Animation's `[x y; w h]` form, as its invalid-geometry exceptions print rectangles.
    static func bracketed(_ rect: CGRect) -> String {
        // The raw fields: minX and width standardise, which turns one NaN into two.
        "[\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.size.width)) \(number(rect.size.height))]"
    }

    /// Whether every number is finite (neither NaN nor infinite).
    static func isFinite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }

    /// UIKit's `(x y; w h)` form.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }
}
