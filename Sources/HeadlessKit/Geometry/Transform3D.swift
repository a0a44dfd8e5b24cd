import Foundation

/// A 4×4 homogeneous transform — HeadlessKit's `CATransform3D`, the transform of a layer.
///
/// Like Core Animation's, it acts on row vectors: a point `(x, y, z, 1)` is multiplied on the
/// right by the matrix, so the translation is `m41`, `m42`, `m43`, and ``concatenating(_:)``
/// applies `self` first. A transform whose third row and column are those of the identity is an
/// affine 2-D transform; ``affine`` and ``init(_:)`` convert between the two as
/// `CATransform3DGetAffineTransform` and `CATransform3DMakeAffineTransform` do.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1: the x scale (and rotation) component.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4: the x coefficient of the perspective divisor.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2: the y scale (and rotation) component.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4: the y coefficient of the perspective divisor.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: the z scale component.
    public var m33: CGFloat
    /// Row 3, column 4: the z coefficient of the perspective divisor (`-1 / distance` for a
    /// perspective projection).
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4: the constant of the perspective divisor.
    public var m44: CGFloat

    /// Creates a transform from its sixteen components, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// A transform that moves points by `(x, y, z)` (`CATransform3DMakeTranslation`).
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A transform that scales by `sx`, `sy` and `sz` along the axes (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A transform that rotates by `angle` radians about the vector `(x, y, z)`
    /// (`CATransform3DMakeRotation`); a rotation about `(0, 0, 1)` turns clockwise on screen, as
    /// ``AffineTransform2D/init(rotationAngle:)`` does. A zero vector gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let cosine = cos(angle), sine = sin(angle), versine = 1 - cosine
        self.init(
            m11: versine * x * x + cosine, m12: versine * x * y + sine * z, m13: versine * x * z - sine * y, m14: 0,
            m21: versine * x * y - sine * z, m22: versine * y * y + cosine, m23: versine * y * z + sine * x, m24: 0,
            m31: versine * x * z + sine * y, m32: versine * y * z - sine * x, m33: versine * z * z + cosine, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ affine: AffineTransform2D) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// Whether this is the identity transform (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the plane z = 0 to itself without perspective, so that it is
    /// exactly an affine 2-D transform (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part: `m11`, `m12`, `m21`, `m22`, `m41`, `m42` (`CATransform3DGetAffineTransform`,
    /// which ignores the other components).
    public var affine: AffineTransform2D {
        AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other`: a point is transformed by `self`, then by `other`
    /// (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let left = rows, right = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row][column] = left[row][0] * right[0][column] + left[row][1] * right[1][column]
                    + left[row][2] * right[2][column] + left[row][3] * right[3][column]
            }
        }
        return Transform3D(rows: product)
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when it cannot be inverted
    /// (`CATransform3DInvert`).
    public func inverted() -> Transform3D {
        // The adjugate over the determinant, from the sixteen 3×3 minors: exact for the scales
        // and translations of everyday transforms, where elimination would round through pivots.
        let matrix = rows
        var cofactors = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                let minor = matrix.indices.filter { $0 != row }.map { other in
                    matrix[other].indices.filter { $0 != column }.map { matrix[other][$0] }
                }
                let sign: CGFloat = (row + column) % 2 == 0 ? 1 : -1
                cofactors[row][column] = sign * Self.determinant3(minor)
            }
        }
        let determinant = (0..<4).reduce(CGFloat(0)) { $0 + matrix[0][$1] * cofactors[0][$1] }
        guard determinant != 0, determinant.isFinite else { return self }
        // The inverse is the transposed cofactor matrix over the determinant.
        let inverse = (0..<4).map { row in (0..<4).map { column in cofactors[column][row] / determinant } }
        return Transform3D(rows: inverse)
    }

    private static func determinant3(_ m: [[CGFloat]]) -> CGFloat {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// The sixteen components, row by row: `[m11 m12 m13 m14; m21 …; …; m41 m42 m43 m44]`.
    public var description: String {
        "[" + rows.map { $0.map(GeometryFormat.number).joined(separator: " ") }.joined(separator: "; ") + "]"
    }

    /// Whether every component is finite.
    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows: [[CGFloat]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
    }
}
