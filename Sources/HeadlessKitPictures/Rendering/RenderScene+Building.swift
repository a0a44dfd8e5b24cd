import Foundation
import HeadlessKit

extension RenderScene {
    /// The picture of `view` and its subtree as they were last laid out and displayed, in the
    /// view's own coordinates: the scene is the size of its bounds, with the bounds' top-left
    /// corner at the scene's origin (the view's own frame, transform and alpha are not applied).
    ///
    /// A window gives the whole screen it shows, presented controllers included (their views are
    /// in the window's hierarchy). Nothing is laid out or displayed here: a view that never
    /// displayed has recorded no drawing, so settle first (a `TestHost` does).
    ///
    /// - Parameters:
    ///   - view: The view to paint, usually a window.
    ///   - scale: Pixels per point of raster renderings; 1 keeps golden files small and the same on
    ///     every screen **(chosen)**.
    @MainActor
    public init(view: ViewNode, scale: CGFloat = 1) {
        let bounds = view.layer.bounds
        var builder = SceneBuilder()
        builder.paint(view.layer, toScene: AffineTransform2D(translationX: -bounds.minX, y: -bounds.minY),
                      placesRoot: false, opacity: 1, clip: SceneClip(), traits: view.traitCollection)
        self.init(size: bounds.size, scale: scale, items: builder.items)
    }

    /// The picture of several windows on one screen of `size` points, each at its frame, painted
    /// in the order given (back to front) with its alpha and transform.
    ///
    /// - Parameters:
    ///   - windows: The windows, back to front — for an application, its loop's
    ///     `MainRunLoop.windows` (creation order) or an order of your choosing.
    ///   - size: The screen's size in points.
    ///   - scale: Pixels per point of raster renderings.
    @MainActor
    public init(windows: [Window], size: CGSize, scale: CGFloat = 1) {
        var builder = SceneBuilder()
        for window in windows {
            builder.paint(window.layer, toScene: .identity, placesRoot: true, opacity: 1, clip: SceneClip(),
                          traits: window.traitCollection)
        }
        self.init(size: size, scale: scale, items: builder.items)
    }
}
