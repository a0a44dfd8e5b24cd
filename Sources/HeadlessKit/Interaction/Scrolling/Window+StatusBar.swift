import Foundation

/// The status bar tap that scrolls content to its top.
extension Window {
    /// Simulates a tap on the status bar: the one visible scroll view in this window whose
    /// ``ScrollView/scrollsToTop`` is `true` scrolls to its top, animated, if its delegate's
    /// ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` agrees; the delegate then hears
    /// ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``.
    ///
    /// As in UIKit, nothing scrolls when no visible scroll view, or more than one, has
    /// ``ScrollView/scrollsToTop`` set. Returns the scroll view that scrolls, if any; the caller
    /// steps or settles the loop to let the animation run.
    @discardableResult
    public func tapStatusBar() -> ScrollView? {
        var candidates: [ScrollView] = []
        var stack: [ViewNode] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            stack.append(contentsOf: view.subviews)
        }
        guard candidates.count == 1, let scrollView = candidates.first else { return nil }
        return scrollView.scrollToTopFromStatusBar() ? scrollView : nil
    }
}

extension ScrollView {
    /// Scrolls to the top (the top of the content with its adjusted inset), animated, ending
    /// with ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)``; returns `false` if the delegate
    /// refused. (chosen) A scroll view already at its top hears
    /// ``ScrollViewDelegate/scrollViewDidScrollToTop(_:)`` at once.
    func scrollToTopFromStatusBar() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: 0 - adjustedContentInset.top)
        stopMotion()
        if top == contentOffset {
            delegate?.scrollViewDidScrollToTop(self)
        } else {
            startAnimation(to: top, kind: .scrollToTop)
        }
        return true
    }
}
