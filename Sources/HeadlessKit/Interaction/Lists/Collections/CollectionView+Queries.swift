import Foundation

/// What a collection view shows and where: its sections and items, the views on show, the
/// attributes of an item, and scrolling to one.
extension CollectionView {
    /// The number of sections, from the last reload (a pending reload asks the data source now).
    public var numberOfSections: Int {
        reloadItemCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, from the last reload (a pending reload asks the data
    /// source now); 0 for a section there is not.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadItemCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The cells on show, in index path order (chosen: UIKit gives no order). Brings them up to
    /// date first, as UIKit does.
    public var visibleCells: [CollectionViewCell] {
        updateVisibleItemsIfNeeded()
        return visibleCellElements.compactMap { $0.view as? CollectionViewCell }
    }

    /// The index paths of the items on show, in order, brought up to date first as
    /// ``visibleCells`` are.
    public var indexPathsForVisibleItems: [IndexPath] {
        updateVisibleItemsIfNeeded()
        return visibleCellElements.map(\.attributes.indexPath)
    }

    /// The supplementary views of `elementKind` on show, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        updateVisibleItemsIfNeeded()
        return visibleElements.keys.filter { $0.kind == elementKind }.sorted().compactMap { visibleElements[$0]?.view }
    }

    /// The supplementary view of `elementKind` on show at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        updateVisibleItemsIfNeeded()
        return visibleElements[ElementKey(kind: elementKind, indexPath: indexPath)]?.view
    }

    /// The cell showing the item at `indexPath`, or `nil` if the item is not on show.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateVisibleItemsIfNeeded()
        return visibleElements[ElementKey(kind: nil, indexPath: indexPath)]?.view as? CollectionViewCell
    }

    /// The index path of the item `cell` shows, or `nil` if it shows none.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleElements.first { $0.key.kind == nil && $0.value.view === cell }?.key.indexPath
    }

    /// The index path of the item on show at `point`, in the collection view's coordinates (its
    /// content); `nil` over no item. Where items overlap, the one with the highest z-index, then
    /// the last in index path order (chosen).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        updateVisibleItemsIfNeeded()
        return visibleCellElements
            .filter { !$0.attributes.isHidden && $0.attributes.frame.contains(point) }
            .max { ($0.attributes.zIndex, $0.attributes.indexPath) < ($1.attributes.zIndex, $1.attributes.indexPath) }?
            .attributes.indexPath
    }

    /// The layout's attributes of the item at `indexPath` (prepared first if the layout is
    /// invalid). An index path the collection view does not have is refused, as UIKit throws: a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and `nil`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        reloadItemCountsIfNeeded()
        guard hasItem(indexPath) else {
            refuseIndexPath(indexPath, "request for layout attributes at invalid index path", call: "layoutAttributesForItem(at:)", result: "returned nil")
            return nil
        }
        prepareLayoutIfNeeded()
        return storedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary element of `kind` at `indexPath` (prepared
    /// first if the layout is invalid), or `nil` when the layout has no such element.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        reloadItemCountsIfNeeded()
        prepareLayoutIfNeeded()
        return storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so that the item at `indexPath` shows at `scrollPosition`, at once or animated as
    /// ``ScrollView/setContentOffset(_:animated:)`` does; the offset stays within the content. A
    /// position without a vertical (or horizontal) part leaves that axis as it is. An index path
    /// the collection view does not have is refused, as UIKit throws: a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and no scrolling.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadItemCountsIfNeeded()
        guard hasItem(indexPath) else {
            return refuseIndexPath(indexPath, "attempt to scroll to invalid index path", call: "scrollToItem(at:at:animated:)", result: "did not scroll")
        }
        prepareLayoutIfNeeded()
        guard let frame = storedLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { target.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
        else if scrollPosition.contains(.bottom) { target.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { target.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
        else if scrollPosition.contains(.right) { target.x = frame.maxX - size.width }
        let range = offsetRange
        let offset = CGPoint(x: min(max(target.x, range.min.x), range.max.x), y: min(max(target.y, range.min.y), range.max.y))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Internals

    /// The cells on show, in index path order.
    var visibleCellElements: [VisibleElement] {
        visibleElements.filter { $0.key.kind == nil }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Prepares the layout now if it is invalid, outside a layout pass (for the queries).
    func prepareLayoutIfNeeded() {
        guard !layoutIsValid, !isUpdatingVisibleItems else { return }
        updateVisibleItems()
    }

    func refuseIndexPath(_ indexPath: IndexPath, _ uikitText: String, call: String, result: String) {
        reportMisuse(Diagnostic(
            kind: .invalidIndexPath,
            message: "\(uikitText) (\(indexPath)). CollectionView.\(call) needs an item the collection view has "
                + "(\(itemCounts.count) sections, as of its last reload); HeadlessKit \(result). "
                + "Pass an index path below numberOfSections and numberOfItems(inSection:). Collection view: \(self)",
            objects: [self]))
    }
}
