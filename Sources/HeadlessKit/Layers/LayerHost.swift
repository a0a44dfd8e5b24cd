import Foundation

/// The view a backing layer belongs to, as the layers room knows it — declared here so that
/// layers never name the room above them.
///
/// A view's layer holds none of the values the view already keeps: its bounds, position,
/// affine transform, opacity, hidden and clipping flags, background colour, the subview layers
/// among its sublayers and the update-cycle marks are read from the view and written through the
/// view's own setters (with the view's marking rules), so the two can never disagree. The layer
/// keeps only what the view has no place for: anchor point, a full 3-D transform, corner radius,
/// border, shadow, standalone sublayers and the rest.
@MainActor
protocol LayerHost: AnyObject {
    // MARK: Model values the view keeps

    /// The view's bounds; setting goes through the view's `bounds` setter.
    var backingBounds: CGRect { get set }
    /// The view's center, the layer's position; setting goes through the view's `center` setter.
    var backingPosition: CGPoint { get set }
    /// Sets the frame through the view's `frame` setter.
    func setBackingFrame(_ frame: CGRect)
    /// Sets the view's affine transform through its `transform` setter.
    func setBackingAffineTransform(_ transform: AffineTransform2D)
    /// The layer's anchor point changed: the view's frame moved without its center moving.
    func backingAnchorPointDidChange()
    /// The view's alpha, the layer's opacity.
    var backingOpacity: CGFloat { get set }
    /// The view's `isHidden`.
    var backingIsHidden: Bool { get set }
    /// The view's `clipsToBounds`, the layer's `masksToBounds`.
    var backingMasksToBounds: Bool { get set }
    /// The view's background colour.
    var backingBackgroundColor: Color? { get set }
    /// The view's `isOpaque`.
    var backingIsOpaque: Bool { get set }

    // MARK: The hierarchy

    /// How many subviews the view has: their layers are among its layer's sublayers.
    var backingSubviewCount: Int { get }
    /// The layer of the subview at `index`, created if need be.
    func backingSubviewLayer(at index: Int) -> Layer
    /// The index of the subview whose layer is `layer`, if `layer` backs a subview of this view.
    func backingSubviewIndex(of layer: Layer) -> Int?
    /// Whether the view has a superview, so that its layer has a superlayer.
    var backingHasSuperview: Bool { get }
    /// The superview's layer, created if need be.
    var backingSuperlayer: Layer? { get }
    /// The view's description, for the layer's own and for diagnostics.
    var backingDescription: String { get }
    /// Maps a point in the view's bounds to the space its hierarchy's root view's frame is in.
    func backingPointToRootSpace(_ point: CGPoint) -> CGPoint
    /// Maps a point in the space of the hierarchy's root view's frame to the view's bounds.
    func backingPointFromRootSpace(_ point: CGPoint) -> CGPoint
    /// The run loop the view belongs to, which the layer reports misuse to.
    var backingRunLoop: MainRunLoop? { get }

    // MARK: The update cycle

    /// Whether the view is marked for layout.
    var backingNeedsLayout: Bool { get }
    /// Marks the view for layout (`setNeedsLayout()`).
    func backingSetNeedsLayout()
    /// Lays out the view's hierarchy now (`layoutIfNeeded()`).
    func backingLayoutIfNeeded()
    /// Whether the view is marked for display.
    var backingNeedsDisplay: Bool { get }
    /// Marks the view for display (`setNeedsDisplay()`).
    func backingSetNeedsDisplay()
    /// Marks part of the view for display (`setNeedsDisplay(_:)`).
    func backingSetNeedsDisplay(_ rect: CGRect)
    /// Displays the view now if it is marked for display.
    func backingDisplayIfNeeded()
    /// A standalone layer below this view's layer was marked for layout: the view's commit must
    /// lay out its layer tree.
    func backingSublayerTreeNeedsLayout()
    /// A standalone layer below this view's layer was marked for display.
    func backingSublayerTreeNeedsDisplay()
    /// What the view's display recorded, in the view's coordinates.
    var backingDisplayList: [DrawingCommand] { get set }
}
