import Foundation

// Core Graphics' geometry and HeadlessKit's transform and colour, interpolated component-wise —
// as Core Animation interpolates the NSValue-wrapped structures it animates.

extension CGPoint: Interpolatable {
    /// The point `fraction` of the way to `end` (also what simulated fingers move along).
    public func interpolated(to end: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x + (end.x - x) * fraction, y: y + (end.y - y) * fraction)
    }
    /// The component-wise sum.
    public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    /// The component-wise difference.
    public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    /// Both components scaled.
    public func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor)) }
    /// The Euclidean distance between the points.
    public func distance(to other: CGPoint) -> Double { Double(hypot(other.x - x, other.y - y)) }
}

extension CGSize: Interpolatable {
    /// The component-wise sum.
    public func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    /// The component-wise difference.
    public func subtracting(_ other: CGSize) -> CGSize { CGSize(width: width - other.width, height: height - other.height) }
    /// Both components scaled.
    public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }
    /// The Euclidean distance between the sizes as vectors.
    public func distance(to other: CGSize) -> Double { Double(hypot(other.width - width, other.height - height)) }
}

extension CGRect: Interpolatable {
    /// The origins and sizes summed.
    public func adding(_ other: CGRect) -> CGRect { CGRect(origin: origin.adding(other.origin), size: size.adding(other.size)) }
    /// The origins and sizes subtracted.
    public func subtracting(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    /// The origin and size scaled.
    public func scaled(by factor: Double) -> CGRect { CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
    /// The Euclidean distance over the four components.
    public func distance(to other: CGRect) -> Double {
        let origins = origin.distance(to: other.origin), sizes = size.distance(to: other.size)
        return (origins * origins + sizes * sizes).squareRoot()
    }
}

extension AffineTransform2D: Interpolatable {
    /// The six components summed.
    public func adding(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(a: a + other.a, b: b + other.b, c: c + other.c, d: d + other.d, tx: tx + other.tx, ty: ty + other.ty)
    }
    /// The six components subtracted.
    public func subtracting(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(a: a - other.a, b: b - other.b, c: c - other.c, d: d - other.d, tx: tx - other.tx, ty: ty - other.ty)
    }
    /// The six components scaled.
    public func scaled(by factor: Double) -> AffineTransform2D {
        let k = CGFloat(factor)
        return AffineTransform2D(a: a * k, b: b * k, c: c * k, d: d * k, tx: tx * k, ty: ty * k)
    }
    /// The Euclidean distance over the six components.
    public func distance(to other: AffineTransform2D) -> Double {
        let difference = other.subtracting(self)
        let squares = [difference.a, difference.b, difference.c, difference.d, difference.tx, difference.ty]
            .reduce(CGFloat(0)) { $0 + $1 * $1 }
        return Double(squares.squareRoot())
    }
}

extension Color: Interpolatable {
    /// The RGBA components summed.
    public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }
    /// The RGBA components subtracted.
    public func subtracting(_ other: Color) -> Color {
        Color(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
    }
    /// The RGBA components scaled.
    public func scaled(by factor: Double) -> Color {
        let k = CGFloat(factor)
        return Color(red: red * k, green: green * k, blue: blue * k, alpha: alpha * k)
    }
    /// The Euclidean distance in RGBA.
    public func distance(to other: Color) -> Double {
        let (r, g, b, a) = (other.red - red, other.green - green, other.blue - blue, other.alpha - alpha)
        return Double((r * r + g * g + b * b + a * a).squareRoot())
    }
}
