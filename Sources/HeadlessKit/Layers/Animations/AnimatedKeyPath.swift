import Foundation

/// An animation's key path, parsed once when the animation is added: the layer property it
/// changes (`position`) and, for a key path into a structure (`position.x`, `bounds.size`,
/// `transform.scale`), the part of the value it changes.
///
/// Core Animation's structure fields are `x`/`y` of a point, `width`/`height` of a size, `origin`
/// and `size` (and their fields) of a rectangle; and for a transform `rotation` (about z),
/// `scale`, `translation` and their axes. A transform's part is read from, and written back into,
/// its decomposition as a scale, a rotation about z and a translation **(chosen**: Core Animation
/// decomposes fully; views rotate about z and scale, which this covers exactly**)**.
struct AnimatedKeyPath: Hashable {
    /// The layer property, as Core Animation names it.
    let property: String
    /// The part of the property's value, or `nil` for the whole value.
    let field: Field?

    /// A part of a structured value.
    enum Field: String, Hashable {
        case x, y, width, height, origin, size
        case originX = "origin.x", originY = "origin.y", sizeWidth = "size.width", sizeHeight = "size.height"
        case rotation, rotationZ = "rotation.z", scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
        case translation, translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    }

    /// Parses `keyPath` for `layer`; `nil` when the property is not one of the layer's, or the
    /// field does not belong to the property's value.
    @MainActor
    init?(_ keyPath: String, on layer: Layer) {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let first = parts.first, let value = layer.modelValue(forKey: first) else { return nil }
        property = first
        guard parts.count == 2 else {
            field = nil
            return
        }
        guard let field = Field(rawValue: parts[1]), Self.field(field, fits: value) else { return nil }
        self.field = field
    }

    private static func field(_ field: Field, fits value: Any) -> Bool {
        switch (value, field) {
        case (is CGPoint, .x), (is CGPoint, .y): true
        case (is CGSize, .width), (is CGSize, .height): true
        case (is CGRect, .origin), (is CGRect, .size), (is CGRect, .originX), (is CGRect, .originY),
             (is CGRect, .sizeWidth), (is CGRect, .sizeHeight): true
        case (is Transform3D, .rotation), (is Transform3D, .rotationZ), (is Transform3D, .scale),
             (is Transform3D, .scaleX), (is Transform3D, .scaleY), (is Transform3D, .scaleZ),
             (is Transform3D, .translation), (is Transform3D, .translationX), (is Transform3D, .translationY),
             (is Transform3D, .translationZ): true
        default: false
        }
    }

    /// The part of `value` this key path names (the whole value for a plain property).
    func part(of value: Any?) -> Any? {
        guard let field, let value else { return value }
        switch value {
        case let point as CGPoint: return field == .x ? point.x : point.y
        case let size as CGSize: return field == .width ? size.width : size.height
        case let rect as CGRect:
            switch field {
            case .origin: return rect.origin
            case .size: return rect.size
            case .originX: return rect.origin.x
            case .originY: return rect.origin.y
            case .sizeWidth: return rect.size.width
            default: return rect.size.height
            }
        case let transform as Transform3D:
            let parts = TransformParts(transform)
            switch field {
            case .rotation, .rotationZ: return parts.rotation
            case .scale, .scaleX: return parts.scaleX
            case .scaleY: return parts.scaleY
            case .scaleZ: return parts.scaleZ
            case .translation: return CGSize(width: parts.translationX, height: parts.translationY)
            case .translationX: return parts.translationX
            case .translationY: return parts.translationY
            default: return parts.translationZ
            }
        default: return nil
        }
    }

    /// `whole` with this key path's part replaced by `part` (just `part` for a plain property);
    /// `nil` when `part` has the wrong type.
    func replacing(partOf whole: Any?, with part: Any) -> Any? {
        guard let field else { return part }
        let number = AnimationValue(part).flatMap { value -> CGFloat? in
            if case .number(let number) = value { return CGFloat(number) }
            return nil
        }
        switch whole {
        case var point as CGPoint:
            guard let number else { return nil }
            if field == .x { point.x = number } else { point.y = number }
            return point
        case var size as CGSize:
            guard let number else { return nil }
            if field == .width { size.width = number } else { size.height = number }
            return size
        case var rect as CGRect:
            switch field {
            case .origin: guard let origin = part as? CGPoint else { return nil }; rect.origin = origin
            case .size: guard let size = part as? CGSize else { return nil }; rect.size = size
            case .originX: guard let number else { return nil }; rect.origin.x = number
            case .originY: guard let number else { return nil }; rect.origin.y = number
            case .sizeWidth: guard let number else { return nil }; rect.size.width = number
            default: guard let number else { return nil }; rect.size.height = number
            }
            return rect
        case let transform as Transform3D:
            var parts = TransformParts(transform)
            if field == .translation {
                guard let size = part as? CGSize else { return nil }
                (parts.translationX, parts.translationY) = (size.width, size.height)
                return parts.transform
            }
            guard let number else { return nil }
            switch field {
            case .rotation, .rotationZ: parts.rotation = number
            case .scale: (parts.scaleX, parts.scaleY, parts.scaleZ) = (number, number, number)
            case .scaleX: parts.scaleX = number
            case .scaleY: parts.scaleY = number
            case .scaleZ: parts.scaleZ = number
            case .translationX: parts.translationX = number
            case .translationY: parts.translationY = number
            default: parts.translationZ = number
            }
            return parts.transform
        default:
            return nil
        }
    }
}

/// A transform as a scale, a rotation about z and a translation — the parts a transform key path
/// such as `transform.rotation.z` names.
private struct TransformParts {
    var scaleX, scaleY, scaleZ, rotation, translationX, translationY, translationZ: CGFloat

    init(_ transform: Transform3D) {
        scaleX = (transform.m11 * transform.m11 + transform.m12 * transform.m12 + transform.m13 * transform.m13).squareRoot()
        scaleY = (transform.m21 * transform.m21 + transform.m22 * transform.m22 + transform.m23 * transform.m23).squareRoot()
        scaleZ = (transform.m31 * transform.m31 + transform.m32 * transform.m32 + transform.m33 * transform.m33).squareRoot()
        rotation = atan2(transform.m12, transform.m11)
        (translationX, translationY, translationZ) = (transform.m41, transform.m42, transform.m43)
    }

    /// Scale, then rotate, then translate.
    var transform: Transform3D {
        Transform3D(scaleX: scaleX, y: scaleY, z: scaleZ)
            .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: translationX, y: translationY, z: translationZ))
    }
}
