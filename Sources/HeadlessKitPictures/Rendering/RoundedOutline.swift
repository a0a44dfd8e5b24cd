import Foundation
import HeadlessKit

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
