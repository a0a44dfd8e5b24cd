import Foundation

/// Applying a checked batch update: the new counts, the views on show carried to their new
/// index paths, the selection following its items, and the layout invalidated.
extension CollectionView {
    /// Asks the data source for its counts, checks `update` against them, and applies it — or
    /// refuses it, leaving the collection view exactly as it was.
    func applyBatchUpdate(_ update: ListUpdate, completions: [(Bool) -> Void]) {
        // A reload pending asks everything again in the next layout: there is nothing on show to
        // carry over and no counts to check against (chosen, as the table's: UIKit loads the
        // data first).
        guard !needsReload else { return finishAfterLayout(completions) }
        let wasUpdating = isUpdatingVisibleItems
        isUpdatingVisibleItems = true
        defer { isUpdatingVisibleItems = wasUpdating }
        let newCounts = queriedItemCounts()
        // A callback of the count questions reloaded: the next layout asks everything again.
        guard !needsReload else { return finishAfterLayout(completions) }
        let mapping: ListUpdateMapping
        switch update.resolved(oldItemCounts: itemCounts, newItemCounts: newCounts, vocabulary: .collectionView) {
        case .failure(let error):
            reportMisuse(Diagnostic(
                kind: .invalidBatchUpdate,
                message: error.message + ". CollectionView's batch updates must name items the collection view has "
                    + "(deletions, reloads and move sources before the update, insertions and move destinations after "
                    + "it) and agree with the counts the data source answers at the end of the update. HeadlessKit left "
                    + "the collection view as it was; change the data source's model in the same update, or call "
                    + "reloadData(). Collection view: \(self)",
                objects: [self]))
            for completion in completions { completion(false) }
            return
        case .success(let resolved):
            mapping = resolved
        }
        itemCounts = newCounts
        selectedItems = Set(selectedItems.compactMap { survivingPath(of: $0, in: mapping) })
        // Called from the collection view's own pass over its views (or from a callback of this
        // update), the update cannot move views that pass is handing out: the collection view
        // reloads in its next layout instead (chosen), keeping the selection of the items that
        // survive.
        guard !wasUpdating else {
            needsReload = true
            layoutWasInvalidated()
            return finishAfterLayout(completions)
        }
        carryVisibleElements(through: mapping)
        // Preferred sizes were learnt for the old index paths: they are asked again (chosen).
        storedLayout.dataDidReload()
        storedLayout.invalidateLayout()
        finishAfterLayout(completions)
    }

    /// Runs the completions of the updates laid out; called at the end of the collection view's
    /// layout.
    func runCompletionsAfterLayout() {
        guard !batchState.completionsAfterLayout.isEmpty, !needsReload, layoutIsValid else { return }
        let completions = batchState.completionsAfterLayout
        batchState.completionsAfterLayout = []
        for completion in completions { completion(true) }
    }

    // MARK: - Internals

    /// Queues `completions` for the end of the next layout, and asks for one.
    private func finishAfterLayout(_ completions: [(Bool) -> Void]) {
        batchState.completionsAfterLayout += completions
        boundsOfVisibleItems = nil
        setNeedsLayout()
    }

    /// The counts the data source answers now, in UIKit's order: the sections, then the items of
    /// each section.
    private func queriedItemCounts() -> [Int] {
        let source = dataSource
        let sections = acceptedCount(source?.numberOfSections(in: self) ?? 0, "numberOfSections(in:)")
        return (0..<sections).map { section in
            acceptedCount(source?.collectionView(self, numberOfItemsInSection: section) ?? 0, "numberOfItemsInSection")
        }
    }

    /// The index path after the update of an item before it that keeps its cell — one that is
    /// neither deleted nor reloaded — or `nil`.
    private func survivingPath(of indexPath: IndexPath, in mapping: ListUpdateMapping) -> IndexPath? {
        guard let newPath = mapping.newIndexPath(forOld: indexPath) else { return nil }
        switch mapping.origin(ofNew: newPath) {
        case .kept, .moved: return newPath
        case .inserted, .reloaded: return nil
        }
    }

    /// Moves the views of surviving items and sections on show to their new index paths, then
    /// ends the elements deleted or reloaded (in index path order, at their old index paths).
    private func carryVisibleElements(through mapping: ListUpdateMapping) {
        var kept: [ElementKey: VisibleElement] = [:]
        var leaving: [(ElementKey, VisibleElement)] = []
        for key in visibleElements.keys.sorted() {
            guard let element = visibleElements[key] else { continue }
            if let newPath = survivingPath(of: key, in: mapping) {
                kept[ElementKey(kind: key.kind, indexPath: newPath)] = element
            } else {
                leaving.append((key, element))
            }
        }
        visibleElements = kept
        for (key, element) in leaving { endDisplaying(element, key) }
    }

    /// Where an element on show goes: a cell to its item's new index path, a supplementary view
    /// to its section's new index (chosen: the view of a section that survives without a reload
    /// stays); `nil` for one that ends.
    private func survivingPath(of key: ElementKey, in mapping: ListUpdateMapping) -> IndexPath? {
        guard key.kind != nil else { return survivingPath(of: key.indexPath, in: mapping) }
        guard key.indexPath.count == 2, let section = mapping.newSection(forOld: key.indexPath.section),
              !mapping.reloadedSections.contains(section) else { return nil }
        return IndexPath(item: key.indexPath.item, section: section)
    }
}
