import Foundation

/// The collection view delegate a ``CollectionViewFlowLayout`` asks for per-item sizes and
/// per-section metrics — HeadlessKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every method has a default that answers the layout's own value (``CollectionViewFlowLayout/itemSize``
/// and the others), as UIKit does for a delegate that does not implement it. The layout asks in
/// its ``CollectionViewLayout/prepare()``: per section, the inset, the spacings and the header and
/// footer sizes, then the size of every item of the section.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`; the default is the layout's ``CollectionViewFlowLayout/itemSize``.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items; the default is the layout's ``CollectionViewFlowLayout/sectionInset``.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The smallest distance between `section`'s lines; the default is the layout's
    /// ``CollectionViewFlowLayout/minimumLineSpacing``.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The smallest distance between items in a line of `section`; the default is the layout's
    /// ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header; the default is the layout's
    /// ``CollectionViewFlowLayout/headerReferenceSize``.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer; the default is the layout's
    /// ``CollectionViewFlowLayout/footerReferenceSize``.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

/// The defaults: the flow layout's own values.
extension CollectionViewDelegateFlowLayout {
    /// Returns the layout's ``CollectionViewFlowLayout/itemSize``.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// Returns the layout's ``CollectionViewFlowLayout/sectionInset``.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
    /// Returns the layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Returns the layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Returns the layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Returns the layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
