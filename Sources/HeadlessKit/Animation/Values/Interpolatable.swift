import Foundation

/// A value an animation can interpolate, add and measure: the typed form behind the `Any?` values
/// of ``BasicAnimation``, ``KeyframeAnimation`` and ``SpringAnimation``.
///
/// Core Animation takes its values as `id` (`Any?` in Swift) and interpolates what it recognizes.
/// HeadlessKit recognizes every type that conforms to this protocol: the numbers (`CGFloat`,
/// `Double`, `Float`, `Int` — which Core Animation all sees as `NSNumber`, so they mix freely),
/// `CGPoint`, `CGSize`, `CGRect`, ``AffineTransform2D``, ``Transform3D`` and ``Color``
/// (component-wise, in RGBA), and arrays and optionals of interpolatable values. A new type joins
/// with one conformance:
///
/// ```swift
/// extension Gauge: Interpolatable {
///     public func adding(_ other: Gauge) -> Gauge { … }
///     public func subtracting(_ other: Gauge) -> Gauge { … }
///     public func scaled(by factor: Double) -> Gauge { … }
///     public func distance(to other: Gauge) -> Double { … }
/// }
/// ```
///
/// The default ``interpolated(to:fraction:)`` is `self + (end − self) × fraction`; a type that
/// interpolates otherwise (a rotation, by its angle) implements it. Fractions outside 0...1 happen
/// — a spring overshoots, a timing function may — and extrapolate.
public protocol Interpolatable {
    /// The value `fraction` of the way from this value to `end`.
    func interpolated(to end: Self, fraction: Double) -> Self
    /// The sum of this value and `other`: an additive or cumulative animation's composition.
    func adding(_ other: Self) -> Self
    /// This value minus `other`: what a ``BasicAnimation/byValue`` starts from.
    func subtracting(_ other: Self) -> Self
    /// This value scaled by `factor`.
    func scaled(by factor: Double) -> Self
    /// How far apart this value and `other` are, for a paced keyframe animation.
    func distance(to other: Self) -> Double
}

extension Interpolatable {
    /// The value `fraction` of the way to `end`: `self + (end − self) × fraction`.
    public func interpolated(to end: Self, fraction: Double) -> Self {
        adding(end.subtracting(self).scaled(by: fraction))
    }
}

// MARK: - Numbers

extension Double: Interpolatable {
    /// The value `fraction` of the way to `end`.
    public func interpolated(to end: Double, fraction: Double) -> Double { self + (end - self) * fraction }
    /// The sum.
    public func adding(_ other: Double) -> Double { self + other }
    /// The difference.
    public func subtracting(_ other: Double) -> Double { self - other }
    /// The product.
    public func scaled(by factor: Double) -> Double { self * factor }
    /// The absolute difference.
    public func distance(to other: Double) -> Double { Swift.abs(other - self) }
}

extension CGFloat: Interpolatable {
    /// The value `fraction` of the way to `end`.
    public func interpolated(to end: CGFloat, fraction: Double) -> CGFloat { self + (end - self) * CGFloat(fraction) }
    /// The sum.
    public func adding(_ other: CGFloat) -> CGFloat { self + other }
    /// The difference.
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    /// The product.
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    /// The absolute difference.
    public func distance(to other: CGFloat) -> Double { Double(Swift.abs(other - self)) }
}

extension Float: Interpolatable {
    /// The value `fraction` of the way to `end`, computed in `Double`.
    public func interpolated(to end: Float, fraction: Double) -> Float {
        Float(Double(self) + (Double(end) - Double(self)) * fraction)
    }
    /// The sum.
    public func adding(_ other: Float) -> Float { self + other }
    /// The difference.
    public func subtracting(_ other: Float) -> Float { self - other }
    /// The product, computed in `Double`.
    public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
    /// The absolute difference.
    public func distance(to other: Float) -> Double { Swift.abs(Double(other) - Double(self)) }
}

extension Int: Interpolatable {
    /// The value `fraction` of the way to `end`, rounded to the nearest integer.
    public func interpolated(to end: Int, fraction: Double) -> Int {
        Int((Double(self) + Double(end - self) * fraction).rounded())
    }
    /// The sum.
    public func adding(_ other: Int) -> Int { self + other }
    /// The difference.
    public func subtracting(_ other: Int) -> Int { self - other }
    /// The product, rounded to the nearest integer.
    public func scaled(by factor: Double) -> Int { Int((Double(self) * factor).rounded()) }
    /// The absolute difference.
    public func distance(to other: Int) -> Double { Swift.abs(Double(other) - Double(self)) }
}

// MARK: - Collections

extension Array: Interpolatable where Element: Interpolatable {
    /// Each element interpolated with the element at the same index; elements past the shorter
    /// array are taken from `end` once `fraction` reaches 1, else from this array **(chosen)**.
    public func interpolated(to end: [Element], fraction: Double) -> [Element] {
        elementwise(end, fraction >= 1 ? end : self) { $0.interpolated(to: $1, fraction: fraction) }
    }
    /// The element-wise sum, up to the shorter array's length.
    public func adding(_ other: [Element]) -> [Element] { zip(self, other).map { $0.adding($1) } }
    /// The element-wise difference, up to the shorter array's length.
    public func subtracting(_ other: [Element]) -> [Element] { zip(self, other).map { $0.subtracting($1) } }
    /// Each element scaled.
    public func scaled(by factor: Double) -> [Element] { map { $0.scaled(by: factor) } }
    /// The Euclidean distance over the element-wise distances.
    public func distance(to other: [Element]) -> Double {
        zip(self, other).reduce(0) { sum, pair in
            let distance = pair.0.distance(to: pair.1)
            return sum + distance * distance
        }.squareRoot()
    }

    private func elementwise(_ other: [Element], _ tail: [Element], _ combine: (Element, Element) -> Element) -> [Element] {
        let shared = Swift.min(count, other.count)
        var result = zip(self, other).map(combine)
        if tail.count > shared { result += tail[shared...] }
        return result
    }
}

extension Optional: Interpolatable where Wrapped: Interpolatable {
    /// The wrapped values interpolated when both are present; otherwise `end` from halfway on
    /// **(chosen)**, as a value that cannot be interpolated switches.
    public func interpolated(to end: Wrapped?, fraction: Double) -> Wrapped? {
        guard let start = self, let end else { return fraction >= 0.5 ? end : self }
        return start.interpolated(to: end, fraction: fraction)
    }
    /// The sum when both are present, else whichever is.
    public func adding(_ other: Wrapped?) -> Wrapped? {
        guard let value = self, let other else { return self ?? other }
        return value.adding(other)
    }
    /// The difference when both are present, else this value.
    public func subtracting(_ other: Wrapped?) -> Wrapped? {
        guard let value = self, let other else { return self }
        return value.subtracting(other)
    }
    /// The wrapped value scaled.
    public func scaled(by factor: Double) -> Wrapped? { self?.scaled(by: factor) }
    /// The distance when both are present, else 0.
    public func distance(to other: Wrapped?) -> Double {
        guard let value = self, let other else { return 0 }
        return value.distance(to: other)
    }
}
