import Foundation

/// The object that tells a ``CollectionView`` what it shows: how many sections and items, the
/// cell for each item and the supplementary views — HeadlessKit's `UICollectionViewDataSource`.
///
/// Every method has a default (UIKit makes the item count and the cell required; HeadlessKit
/// gives them defaults so the protocol stays a plain Swift protocol whose methods all dispatch).
/// The collection view asks in its layout pass after ``CollectionView/reloadData()`` — first the
/// counts, then, per element about to show, its view; see ``CollectionView`` for the whole order.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }
/// func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// }
/// ```
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections the collection view has; asked first in every reload. The default is 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has; asked once per section in every reload. The default is 0.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows the item at `indexPath`, asked when the item is about to show; get it
    /// from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. The default returns
    /// a new ``CollectionViewCell`` that is not reused.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (such as ``CollectionView/elementKindSectionHeader``) for
    /// `indexPath`, asked when the layout shows one; get it from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. The
    /// default returns a new, empty ``CollectionReusableView`` that is not reused.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the item at `indexPath` can be moved; `false` by default. Stored for the
    /// interactive reordering HeadlessKit does not play (see the differences from UIKit).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` moved to `destinationIndexPath`: update your data. The
    /// default does nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// The defaults: one section without items, plain cells and empty supplementary views.
extension CollectionViewDataSource {
    /// Returns 1.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Returns 0.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Returns a new cell that is not reused.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// Returns a new, empty view that is not reused.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// Returns `false`.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
