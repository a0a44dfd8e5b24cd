import Foundation

/// What a layer asks of the object that provides its content and lays out its sublayers —
/// HeadlessKit's `CALayerDelegate`.
///
/// Every method has a default, and every one is a requirement, so a conformer's own version is
/// the one a layer calls. A ``ViewNode`` is the delegate of its own ``ViewNode/layer``: there the
/// defaults are the view's (its layout step, its ``ViewNode/draw(_:)``). Never make a view the
/// delegate of another layer, and never change a backing layer's delegate: both are refused, as
/// UIKit's documentation forbids them.
@MainActor
public protocol LayerDelegate: AnyObject {
    /// Provides the layer's content in place of the layer's default display.
    ///
    /// Called by ``Layer/display()`` when the layer is displayed. The default does what the layer
    /// does with no delegate: it records the layer's ``Layer/draw(in:)`` as its
    /// ``Layer/displayList``. A conformer that sets ``Layer/contents`` itself need not draw.
    func display(_ layer: Layer)

    /// Draws the layer's content into `context`; called by the default ``Layer/draw(in:)``.
    ///
    /// The default draws nothing.
    func draw(_ layer: Layer, in context: GraphicsContext)

    /// Lays out the layer's sublayers; called by the default ``Layer/layoutSublayers()`` when
    /// the layer is laid out.
    ///
    /// The default does nothing.
    func layoutSublayers(of layer: Layer)

    /// The action to run for the change named `event` of `layer`, or `nil` to let the layer look
    /// further; called by ``Layer/action(forKey:)``.
    ///
    /// The default returns `nil`. Return `NSNull()` to end the search with no action (no implicit
    /// animation), as in Core Animation.
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
    /// Records the layer's ``Layer/draw(in:)``, as the layer does with no delegate.
    public func display(_ layer: Layer) {
        layer.recordDrawing()
    }

    /// Draws nothing.
    public func draw(_ layer: Layer, in context: GraphicsContext) {}

    /// Does nothing.
    public func layoutSublayers(of layer: Layer) {}

    /// Returns `nil`: no action of the delegate's own.
    public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

/// Something a layer runs in response to a change of one of its properties — HeadlessKit's
/// `CAAction`, the role Core Animation's animations play as implicit actions.
@MainActor
public protocol LayerAction {
    /// Runs the action for the change named `event` of `object` (the layer).
    func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?)
}
