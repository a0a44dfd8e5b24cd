/// How a view's content is fitted to its bounds — UIKit's `UIView.ContentMode`, same order.
///
/// Only ``redraw`` changes behaviour here: it makes a bounds size change mark the view for display.
public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretch the content to fill the bounds (the default).
    case scaleToFill
    /// Scale the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill the bounds, keeping its aspect ratio (may clip).
    case scaleAspectFill
    /// Redraw the content whenever the bounds size changes.
    case redraw
    /// Center the content without scaling.
    case center
    /// Align the content to the top edge.
    case top
    /// Align the content to the bottom edge.
    case bottom
    /// Align the content to the left edge.
    case left
    /// Align the content to the right edge.
    case right
    /// Align the content to the top-left corner.
    case topLeft
    /// Align the content to the top-right corner.
    case topRight
    /// Align the content to the bottom-left corner.
    case bottomLeft
    /// Align the content to the bottom-right corner.
    case bottomRight
}
