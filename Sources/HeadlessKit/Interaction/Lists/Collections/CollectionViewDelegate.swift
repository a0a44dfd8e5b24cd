import Foundation

/// The object a ``CollectionView`` tells when elements show and stop showing, and asks and tells
/// about highlighting and selection — HeadlessKit's `UICollectionViewDelegate`.
///
/// It is the collection view's ``ScrollView/delegate``: a collection view calls these methods
/// when its delegate conforms, and the ``ScrollViewDelegate`` methods as any scroll view does.
/// Every method has a default that answers as UIKit does for a delegate that does not
/// implement it.
///
/// A tap on an item, in UIKit's order: at touch-down
/// ``collectionView(_:shouldHighlightItemAt:)`` → the cell's
/// ``CollectionViewCell/isHighlighted`` set → ``collectionView(_:didHighlightItemAt:)``; at the
/// lift the highlight goes (``collectionView(_:didUnhighlightItemAt:)``), then
/// ``collectionView(_:shouldSelectItemAt:)`` → for each item selected before (single selection),
/// ``collectionView(_:shouldDeselectItemAt:)`` → its cell deselected →
/// ``collectionView(_:didDeselectItemAt:)`` → the new item's cell selected →
/// ``collectionView(_:didSelectItemAt:)``. A selected item tapped again in a collection view that
/// allows multiple selection is deselected: ``collectionView(_:shouldDeselectItemAt:)`` → cell →
/// ``collectionView(_:didDeselectItemAt:)``. A drag that scrolls cancels the touch: the highlight
/// goes and nothing is selected. Selection in code tells the delegate nothing.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// `cell` is about to show the item at `indexPath`: called right after the data source's
    /// ``CollectionViewDataSource/collectionView(_:cellForItemAt:)``, with the cell already framed
    /// in the collection view. The default does nothing.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `view` is about to show as the supplementary element of `elementKind` at `indexPath`. The
    /// default does nothing.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// `cell` stopped showing the item at `indexPath` (it scrolled out, or the collection view
    /// reloaded); the cell goes back to its reuse pool right after. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `view` stopped showing as the supplementary element of `elementKind` at `indexPath`; it
    /// goes back to its reuse pool right after. The default does nothing.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether a finger touching the item at `indexPath` highlights it; `true` by default. An
    /// item that is not highlighted is not selected by the tap either.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A finger touching the item at `indexPath` highlighted its cell. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The highlight of the item at `indexPath` went: the finger lifted or the touch was
    /// cancelled. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user's tap selects the item at `indexPath`; `true` by default. Not asked for
    /// ``CollectionView/selectItem(at:animated:scrollPosition:)``.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item at `indexPath` with a tap. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user's tap deselects the item at `indexPath` — tapping it again when multiple
    /// selection is allowed, or selecting another when it is not; `true` by default. Not asked
    /// for ``CollectionView/deselectItem(at:animated:)``.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item at `indexPath` with a tap. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

/// The defaults: everything highlights and selects, and nothing is told.
extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
