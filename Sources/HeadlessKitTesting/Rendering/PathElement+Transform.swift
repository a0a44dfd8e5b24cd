import Foundation
import HeadlessKit

extension PathElement {
    /// The segment with every point transformed by `transform` (an affine transform maps a
    /// Bézier segment exactly by its points).
    func applying(_ transform: AffineTransform2D) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// The outline of a layer's rounded bounds, as Core Animation rounds its background, border and
/// clip: the masked corners rounded by the corner radius, at most half the shorter side.
@MainActor
enum RoundedOutline {
    static func elements(of layer: Layer, in rect: CGRect, insetBy inset: CGFloat = 0) -> [PathElement] {
        elements(of: rect.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - inset), corners: layer.maskedCorners)
    }

    static func elements(of rect: CGRect, radius: CGFloat, corners: CornerMask) -> [PathElement] {
        guard radius > 0, !corners.isEmpty else { return Path(rect: rect).elements }
        return BezierPath(roundedRect: rect, byRoundingCorners: RectCorner(rawValue: corners.rawValue),
                          cornerRadii: CGSize(width: radius, height: radius)).cgPath.elements
    }
}
