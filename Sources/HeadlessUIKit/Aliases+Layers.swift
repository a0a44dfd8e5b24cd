import HeadlessKit

/// Core Animation's name for ``Layer``.
public typealias CALayer = Layer
/// Core Animation's name for ``GradientLayer``.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's name for ``ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's name for ``LayerDelegate``.
public typealias CALayerDelegate = LayerDelegate
/// Core Animation's name for ``LayerAction``.
public typealias CAAction = LayerAction
/// Core Animation's name for ``Transform3D``.
public typealias CATransform3D = Transform3D
/// Core Animation's name for ``CornerMask``.
public typealias CACornerMask = CornerMask
/// Core Animation's name for ``LayerCornerCurve``.
public typealias CALayerCornerCurve = LayerCornerCurve
/// Core Animation's name for ``LayerContentsGravity``.
public typealias CALayerContentsGravity = LayerContentsGravity
/// Core Animation's name for ``GradientLayerType``.
public typealias CAGradientLayerType = GradientLayerType
/// Core Animation's name for ``ShapeLayerFillRule``.
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
/// Core Animation's name for ``ShapeLayerLineCap``.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// Core Animation's name for ``ShapeLayerLineJoin``.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin

/// The identity transform — Core Animation's `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// A transform that moves points by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A transform that scales by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` with a translation applied first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `t` with a scale applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` with a rotation applied first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` when it cannot be inverted.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted()
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.isIdentity
}

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    Transform3D(m)
}

/// Whether `t` is exactly an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.isAffine
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    t.affine
}
