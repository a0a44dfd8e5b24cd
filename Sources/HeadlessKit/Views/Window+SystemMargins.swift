import Foundation

/// The window's part in the system minimum layout margins of its controllers' root views.
extension Window {
    /// The leading and trailing inset of UIKit's system minimum layout margins in a window `width`
    /// points wide: 16 below 414 points, 20 from 414 points up.
    ///
    /// UIKit documents only that the side margins are "either 16 or 20 points" by size class; its
    /// devices show 16 on phones up to 393 points wide in portrait, and 20 on the 414-point-wide
    /// Plus and Max phones in portrait, every phone in landscape and every iPad. **(chosen)** The
    /// rule is the window's width, so that a test's window of any size takes the value of the
    /// device that size belongs to.
    nonisolated static func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat {
        width >= 414 ? 20 : 16
    }
}
