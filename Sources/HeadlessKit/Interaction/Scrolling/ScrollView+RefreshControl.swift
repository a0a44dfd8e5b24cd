import Foundation

/// Pull to refresh: the scroll view's ``RefreshControl``, where it sits, what a drag tells it, and
/// the room it takes at the top while it refreshes.
extension ScrollView {
    /// The refresh control a downward pull past the top starts, or `nil` (the default) — UIKit's
    /// `UIScrollView.refreshControl`.
    ///
    /// Setting a control adds it as the backmost subview and places it just above the content, as
    /// wide as the scroll view; the previous control is removed from the scroll view. The
    /// scroll view keeps the control it was given even if it is later moved elsewhere, but only a
    /// control that is its subview refreshes it or takes room in ``adjustedContentInset``.
    public var refreshControl: RefreshControl? {
        get { storedRefreshControl }
        set {
            guard newValue !== storedRefreshControl else { return }
            if let old = storedRefreshControl, old.superview === self { old.removeFromSuperview() }
            storedRefreshControl = newValue
            if let newValue {
                insertSubview(newValue, at: 0)
                layoutRefreshControl()
            }
            adjustedInsetDidMove()
        }
    }

    // MARK: - Internals

    /// The top inset a refreshing control adds to ``adjustedContentInset``: its height, else 0.
    var refreshControlInset: CGFloat {
        guard let control = storedRefreshControl, control.isRefreshing, control.superview === self else { return 0 }
        return control.bounds.height
    }

    /// Places the refresh control just above the content (whatever the insets: chosen, UIKit does
    /// not document where it sits), across the scroll view's width.
    func layoutRefreshControl() {
        guard let control = storedRefreshControl, control.superview === self else { return }
        let height = control.bounds.height
        let frame = CGRect(x: 0, y: 0 - height, width: storedBounds.width, height: height)
        if control.frame != frame { control.frame = frame }
    }

    /// A drag began: the refresh control may refresh once in it.
    func refreshControlDragDidBegin() {
        storedRefreshControl?.didRefreshInCurrentDrag = false
    }

    /// The drag moved the content: tells the refresh control how far the content's top is pulled
    /// past where it rests (the top of the adjusted inset without the control's own room).
    func refreshControlDragDidMove() {
        guard isDragging, let drag, drag.vertical, let control = storedRefreshControl, control.superview === self else { return }
        let restingTop = 0 - (adjustedContentInset.top - refreshControlInset)
        control.contentWasPulled(restingTop - contentOffset.y)
    }

    /// The refresh control began (`growing`) or ended refreshing: the adjusted inset follows. A
    /// drag under way goes on from where the content is. On the end, content resting in the room
    /// the control took slides back to the new top, unless a finger holds it.
    func refreshControlInsetDidChange(growing: Bool) {
        adjustedInsetDidMove()
        guard !growing, !isDragging, !isTracking, storedWindow != nil else { return }
        let top = offsetRange.min.y
        guard contentOffset.y < top else { return }
        stopMotion()
        startAnimation(to: CGPoint(x: contentOffset.x, y: top), kind: .insetChange)
    }

    /// The adjusted inset may have moved under the content: reports it, and rebases a drag under
    /// way so that the content does not jump at the finger's next move.
    private func adjustedInsetDidMove() {
        refreshAdjustedContentInset()
        guard let drag, drag.vertical else { return }
        // The finger's travel that would show the current offset against the new edges: the
        // rubber band inverted past an edge (chosen: UIKit's content does not jump either).
        let range = offsetRange
        let size = storedBounds.height
        let offset = contentOffset.y
        var raw = offset
        if bounces, offset < range.min.y {
            raw = range.min.y - ScrollPhysics.rubberBandOvershoot(showing: range.min.y - offset, dimension: size)
        } else if bounces, offset > range.max.y {
            raw = range.max.y + ScrollPhysics.rubberBandOvershoot(showing: offset - range.max.y, dimension: size)
        }
        let moved = panGestureRecognizer.translation(in: self).y - drag.startTranslation.y
        self.drag = DragState(
            startOffset: CGPoint(x: drag.startOffset.x, y: raw + moved), startTranslation: drag.startTranslation,
            horizontal: drag.horizontal, vertical: drag.vertical)
    }
}
