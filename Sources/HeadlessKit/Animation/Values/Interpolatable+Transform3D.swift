import Foundation

/// A layer's 3-D transform interpolates component by component over its sixteen entries
/// **(chosen**: Core Animation decomposes a transform into scale, rotation and translation first;
/// for the translations and scales views animate the two agree, and a rotation by a component-wise
/// blend passes through a slightly smaller shape halfway**)**.
extension Transform3D: Interpolatable {
    /// The sixteen components summed.
    public func adding(_ other: Transform3D) -> Transform3D {
        combined(with: other) { $0 + $1 }
    }

    /// The sixteen components subtracted.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        combined(with: other) { $0 - $1 }
    }

    /// The sixteen components scaled.
    public func scaled(by factor: Double) -> Transform3D {
        let k = CGFloat(factor)
        return combined(with: self) { value, _ in value * k }
    }

    /// The Euclidean distance over the sixteen components.
    public func distance(to other: Transform3D) -> Double {
        let difference = other.subtracting(self)
        return Double(difference.components.reduce(CGFloat(0)) { $0 + $1 * $1 }.squareRoot())
    }

    private var components: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    private func combined(with other: Transform3D, _ operation: (CGFloat, CGFloat) -> CGFloat) -> Transform3D {
        Transform3D(
            m11: operation(m11, other.m11), m12: operation(m12, other.m12), m13: operation(m13, other.m13), m14: operation(m14, other.m14),
            m21: operation(m21, other.m21), m22: operation(m22, other.m22), m23: operation(m23, other.m23), m24: operation(m24, other.m24),
            m31: operation(m31, other.m31), m32: operation(m32, other.m32), m33: operation(m33, other.m33), m34: operation(m34, other.m34),
            m41: operation(m41, other.m41), m42: operation(m42, other.m42), m43: operation(m43, other.m43), m44: operation(m44, other.m44))
    }
}
