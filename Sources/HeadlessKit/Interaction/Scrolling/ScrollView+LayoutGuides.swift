import Foundation

/// The scroll view's two layout guides: one for its content, whose constraints decide
/// ``ScrollView/contentSize``, and one for its frame.
extension ScrollView {
    /// The content rectangle as a layout guide: at the content's origin, as large as the content
    /// — UIKit's `contentLayoutGuide`.
    ///
    /// Pin the content's edges to it and the engine solves the guide's size with the rest of the
    /// constraints, then hands it to ``contentSize`` in the same solve, before the scroll view's
    /// `layoutSubviews()`. Views pinned to it are laid out in content coordinates, so they move
    /// with scrolling as any subview does; scrolling changes no frame and asks for no solve.
    /// While no constraint decides the guide's size it keeps the ``contentSize`` set in code.
    public var contentLayoutGuide: LayoutGuide { builtInGuide(\.scrollContentGuide, kind: .scrollContent) }

    /// The scroll view's frame rectangle as a layout guide — UIKit's `frameLayoutGuide`.
    ///
    /// Its size is the scroll view's size; relate the content's width or height to it to make
    /// the content as wide or as tall as the scroll view. Its origin is the bounds origin (the
    /// content offset), so a view pinned to its edges floats over the scrolling content, as in
    /// UIKit; while such constraints exist, each change of the offset asks for a solve.
    public var frameLayoutGuide: LayoutGuide { builtInGuide(\.scrollFrameGuide, kind: .scrollFrame) }

    /// A content size set in code is what the content guide falls back to while its constraints
    /// leave its size free: its next solve reads it again.
    func contentSizeDidChangeInCode() {
        if let guide = layoutState?.scrollContentGuide { markGuideStale(guide) }
    }
}

extension ScrollView: ContentLayoutGuideHost {
    var contentSizeForLayoutGuide: CGSize { storedContentSize }

    func contentLayoutGuideDidSolve(size: CGSize) {
        guard size != storedContentSize else { return }
        storedContentSize = size
        refreshAdjustedContentInset()
    }
}
