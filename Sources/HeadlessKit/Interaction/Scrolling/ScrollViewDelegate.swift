import Foundation

/// The object a ``ScrollView`` tells about scrolling, dragging, decelerating and zooming —
/// HeadlessKit's `UIScrollViewDelegate`.
///
/// Every method has a default implementation that does nothing (or returns UIKit's default), so
/// a conforming type implements only what it needs. A drag that is flicked calls, in order:
/// ``scrollViewWillBeginDragging(_:)``, ``scrollViewDidScroll(_:)`` per move,
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``,
/// ``scrollViewDidScroll(_:)`` per frame, ``scrollViewDidEndDecelerating(_:)``.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: once per change, per move of a drag and per frame of a
    /// deceleration or animation.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A drag is about to scroll the content: the scroll view's pan began.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts after a drag: `velocity` is in points per millisecond (positive when
    /// the content offset increases), and `targetContentOffset` points at where the motion will
    /// end, which the delegate may change in place.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after a drag (deceleration, paging or a bounce).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a deceleration.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated scroll (``ScrollView/setContentOffset(_:animated:)``,
    /// ``ScrollView/scrollRectToVisible(_:animated:)``) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooming scales; `nil` (the default) for a scroll view that does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> ViewNode?
    /// Zooming is about to begin, scaling `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls this scroll view to its top; `true` by default.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// A scroll to the top caused by a status bar tap ended.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The scroll view's ``ScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

/// The defaults: nothing happens, no view zooms, a status bar tap scrolls to the top.
extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Returns `nil`: nothing zooms.
    public func viewForZooming(in scrollView: ScrollView) -> ViewNode? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {}
    /// Returns `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
