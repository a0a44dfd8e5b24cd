import Foundation

/// Selection in code: the items selected, selecting and deselecting them, and the selected state
/// of the cells that show them. As in UIKit, selecting or deselecting in code tells the delegate
/// nothing; its selection methods are for the user's taps.
extension CollectionView {
    /// Whether items can be selected; `true` by default. `false` deselects every item.
    public var allowsSelection: Bool {
        get { storedAllowsSelection }
        set {
            storedAllowsSelection = newValue
            if !newValue { deselectAllItems() }
        }
    }

    /// Whether more than one item can be selected at a time; `false` by default. Turning it off
    /// keeps the first selected item only.
    public var allowsMultipleSelection: Bool {
        get { storedAllowsMultipleSelection }
        set {
            storedAllowsMultipleSelection = newValue
            if !newValue, let first = selectedItems.min() {
                for indexPath in selectedItems.sorted() where indexPath != first { deselectItem(at: indexPath, animated: false) }
            }
        }
    }

    /// The selected items in order, or `nil` when none is (chosen: UIKit answers an empty array
    /// or `nil`; HeadlessKit answers `nil`, as a table does).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item at `indexPath` — after deselecting the others unless
    /// ``allowsMultipleSelection`` — and scrolls it to `scrollPosition` (``ScrollPosition/none``
    /// does not scroll); `nil` deselects every item. Its cell on show gets
    /// ``CollectionViewCell/isSelected``. Nothing happens when ``allowsSelection`` is `false`. An
    /// item the collection view does not have is refused with a
    /// ``Diagnostic/Kind/invalidIndexPath`` diagnostic, and nothing changes.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAllItems() }
        guard storedAllowsSelection else { return }
        reloadItemCountsIfNeeded()
        guard hasItem(indexPath) else {
            return refuseIndexPath(indexPath, "attempt to select invalid index path", call: "selectItem(at:animated:scrollPosition:)", result: "selected nothing")
        }
        if !storedAllowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath { deselectItem(at: other, animated: animated) }
        }
        selectedItems.insert(indexPath)
        if let cell = visibleCell(at: indexPath), !cell.isSelected { cell.isSelected = true }
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; its cell on show gets ``CollectionViewCell/isSelected``
    /// `false`. An item that is not selected is left as it is.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        if let cell = visibleCell(at: indexPath), cell.isSelected { cell.isSelected = false }
    }

    // MARK: - Internals

    /// Deselects every item.
    func deselectAllItems() {
        for indexPath in selectedItems.sorted() { deselectItem(at: indexPath, animated: false) }
    }

    /// The cell on show for `indexPath`, without bringing the elements up to date.
    func visibleCell(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleElements[ElementKey(kind: nil, indexPath: indexPath)]?.view as? CollectionViewCell
    }

    /// Gives a cell about to show `indexPath` the item's selected state, before the delegate's
    /// `willDisplay` (the delegate may change it).
    func applySelection(to cell: CollectionViewCell, at indexPath: IndexPath) {
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
    }
}
