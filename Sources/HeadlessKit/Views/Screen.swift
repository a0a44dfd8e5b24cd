import Foundation

/// The display an app's windows are shown on — HeadlessKit's `UIScreen`: its size in points, how
/// many pixels make a point, and the kind of device it belongs to.
///
/// Each window has one (``Window/screen``); the windows of one application share the app's.
@MainActor
public final class Screen {
    /// The screen's rectangle in points, with a zero origin.
    public let bounds: CGRect

    /// How many pixels make one point: 3 by default, a current iPhone's. Auto Layout rounds the
    /// frames it solves to this pixel grid.
    public let scale: CGFloat

    /// The kind of device the screen belongs to: `.phone` unless the app was made for another.
    /// Every window on the screen reports it in its trait collection.
    package let idiom: UserInterfaceIdiom

    /// The screen's traits — UIKit's `UIScreen.traitCollection`: its idiom and display scale.
    public var traitCollection: TraitCollection {
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceIdiom: idiom), TraitCollection(displayScale: scale)])
    }

    /// The scale of the physical display; the same as ``scale`` (HeadlessKit renders no pixels).
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The scale a screen has when none is given: 3, a current iPhone's.
    public nonisolated static let defaultScale: CGFloat = 3

    /// Creates a screen of `size` points at `scale` pixels per point on a device of `idiom`. A size
    /// or scale that is not finite and positive is replaced by the default (390 × 844 points,
    /// scale 3); an unspecified idiom is a phone's.
    public init(size: CGSize = Window.defaultScreenSize, scale: CGFloat = Screen.defaultScale, idiom: UserInterfaceIdiom = .phone) {
        let validSize = GeometryFormat.isFinite(size.width, size.height) && size.width >= 0 && size.height >= 0
        self.bounds = CGRect(origin: .zero, size: validSize ? size : Window.defaultScreenSize)
        self.scale = scale.isFinite && scale > 0 ? scale : Screen.defaultScale
        self.idiom = idiom == .unspecified ? .phone : idiom
    }
}
