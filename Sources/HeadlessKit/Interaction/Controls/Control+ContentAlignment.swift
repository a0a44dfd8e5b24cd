import Foundation

extension Control {
    /// How a control's content sits horizontally in its bounds — UIKit's
    /// `UIControl.ContentHorizontalAlignment`, with its raw values.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to fill the width.
        case fill = 3
        /// Against the leading edge (left for left-to-right traits).
        case leading = 4
        /// Against the trailing edge (right for left-to-right traits).
        case trailing = 5
    }

    /// How a control's content sits vertically in its bounds — UIKit's
    /// `UIControl.ContentVerticalAlignment`, with its raw values.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable, CaseIterable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to fill the height.
        case fill = 3
    }

    /// The two alignments, stored together in the control.
    struct ContentAlignment {
        var horizontal = ContentHorizontalAlignment.center
        var vertical = ContentVerticalAlignment.center
    }

    /// How the content (a button's image and title) sits horizontally; ``ContentHorizontalAlignment/center``
    /// by default. A change marks the control for layout.
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { contentAlignment.horizontal }
        set {
            guard newValue != contentAlignment.horizontal else { return }
            contentAlignment.horizontal = newValue
            setNeedsLayout()
        }
    }

    /// How the content sits vertically; ``ContentVerticalAlignment/center`` by default. A change
    /// marks the control for layout.
    public var contentVerticalAlignment: ContentVerticalAlignment {
        get { contentAlignment.vertical }
        set {
            guard newValue != contentAlignment.vertical else { return }
            contentAlignment.vertical = newValue
            setNeedsLayout()
        }
    }

    /// The horizontal alignment with leading and trailing resolved for the control's layout
    /// direction: `.left`, `.right`, `.center` or `.fill`.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        switch contentAlignment.horizontal {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentAlignment.horizontal
        }
    }
}
