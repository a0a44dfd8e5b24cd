import Foundation

/// Reloading and display: asking the data source for the counts, the layout for the elements in
/// the bounds, and keeping the views on show in step, in UIKit's order.
extension CollectionView {
    /// Reloads every item: the views on show stop displaying now and go back to their pools,
    /// the layout is invalidated, and the data source is asked again in the next layout pass.
    ///
    /// Each cell on show gets the delegate's
    /// ``CollectionViewDelegate/collectionView(_:didEndDisplaying:forItemAt:)`` (and each
    /// supplementary view its own message), in index path order, before it goes back to its pool
    /// (chosen, as the table's reload). Called from inside the collection view's own update, it
    /// only marks the collection view. The selection is cleared, as in UIKit.
    public func reloadData() {
        deselectAllItems()
        needsReload = true
        layoutWasInvalidated()
        storedLayout.dataDidReload()
        guard !isUpdatingVisibleItems else { return }
        endDisplayingEverything()
    }

    // MARK: - Internals

    /// How many times one update lays out again for views that asked another size (chosen: a
    /// bound, so that views whose preferred size never settles cannot hang the update).
    static let selfSizingPasses = 4

    /// Brings the elements on show up to date now if a reload is pending, the layout is invalid
    /// or the bounds moved since they were placed; what the queries about elements on show call.
    func updateVisibleItemsIfNeeded() {
        guard needsReload || !layoutIsValid || boundsOfVisibleItems != bounds else { return }
        updateVisibleItems()
    }

    /// Asks the data source for the counts again if a reload is pending (without placing views).
    func reloadItemCountsIfNeeded() {
        guard needsReload, !isUpdatingVisibleItems else { return }
        isUpdatingVisibleItems = true
        defer { isUpdatingVisibleItems = false }
        endDisplayingEverything()
        reloadItemCounts()
    }

    /// Reloads if needed, prepares an invalid layout, ends the elements that left the bounds,
    /// shows the elements that entered and places every view on show — when a reload is
    /// pending, the layout is invalid or the bounds moved.
    func updateVisibleItems() {
        // Nothing changed since the last placement (a layout pass for a subview's sake): the
        // layout is not asked again (chosen).
        guard !isUpdatingVisibleItems, needsReload || !layoutIsValid || boundsOfVisibleItems != bounds else { return }
        isUpdatingVisibleItems = true
        defer { isUpdatingVisibleItems = false }
        if needsReload {
            endDisplayingEverything()
            reloadItemCounts()
        }
        if layoutIsValid, let placed = boundsOfVisibleItems, placed != bounds,
           storedLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layoutIsValid = false
        }
        for _ in 0..<Self.selfSizingPasses {
            if !layoutIsValid {
                layoutIsValid = true
                storedLayout.prepare()
                updateContentSize()
            }
            boundsOfVisibleItems = bounds
            replaceVisibleElements(with: attributesOnShow(in: bounds))
            if layoutIsValid || needsReload { break }
        }
    }

    /// Ends every element on show, in index path order, and pools its view.
    func endDisplayingEverything() {
        let elements = visibleElements
        visibleElements = [:]
        for key in elements.keys.sorted() {
            if let element = elements[key] { endDisplaying(element, key) }
        }
    }

    /// Asks the data source for the counts, in UIKit's order.
    func reloadItemCounts() {
        needsReload = false
        let source = dataSource
        let sections = acceptedCount(source?.numberOfSections(in: self) ?? 0, "numberOfSections(in:)")
        itemCounts = (0..<sections).map { section in
            acceptedCount(source?.collectionView(self, numberOfItemsInSection: section) ?? 0, "numberOfItemsInSection")
        }
    }

    /// Whether the collection view has the item at `indexPath`.
    func hasItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// Sets the content size from the layout's.
    private func updateContentSize() {
        let size = storedLayout.collectionViewContentSize
        guard GeometryFormat.isFinite(size.width, size.height), size.width >= 0, size.height >= 0 else {
            return refuseAnswer("layout's collectionViewContentSize was \(size), which is not a finite size of 0 or more. HeadlessKit kept the content size \(contentSize); return a size in points.")
        }
        if contentSize != size { contentSize = size }
    }

    /// The layout's attributes of the elements that meet `rect`, each element once, in the
    /// layout's order; attributes of items the collection view does not have are refused.
    private func attributesOnShow(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        var seen: Set<ElementKey> = []
        var shown: [CollectionViewLayoutAttributes] = []
        for attributes in storedLayout.layoutAttributesForElements(in: rect) ?? [] {
            guard attributes.representedElementCategory != .decorationView, Self.meets(attributes.frame, rect) else { continue }
            let key = attributes.elementKey
            guard !seen.contains(key) else { continue }
            guard attributes.representedElementCategory != .cell || hasItem(attributes.indexPath) else {
                refuseAnswer("layout gave attributes for a cell at \(attributes.indexPath), an index path that does not exist "
                    + "(\(itemCounts.count) sections). HeadlessKit left it out; give attributes only for items the collection view has.")
                continue
            }
            guard GeometryFormat.isFinite(attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height) else { continue }
            seen.insert(key)
            shown.append(attributes)
        }
        return shown
    }

    /// Whether `frame` meets `rect`: they overlap with a positive area.
    nonisolated static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }

    /// Ends the elements on show that are not in `shown`, shows those that are new, and places all.
    private func replaceVisibleElements(with shown: [CollectionViewLayoutAttributes]) {
        let newKeys = Set(shown.map(\.elementKey))
        for key in visibleElements.keys.sorted() where !newKeys.contains(key) {
            if let element = visibleElements.removeValue(forKey: key) { endDisplaying(element, key) }
        }
        for attributes in shown {
            let key = attributes.elementKey
            if var element = visibleElements[key] {
                element.attributes = attributes
                visibleElements[key] = element
                continue
            }
            // A reload asked by a callback ends this update: the next layout starts again.
            guard !needsReload else { break }
            let view = makeView(for: attributes)
            guard !needsReload, attributes.representedElementCategory != .cell || hasItem(attributes.indexPath) else {
                enqueue(view)
                break
            }
            show(view, at: attributes)
            if storedLayout.asksPreferredAttributes {
                let preferred = view.preferredLayoutAttributesFitting(attributes)
                if storedLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                    layoutIsValid = false
                }
            }
            visibleElements[key] = VisibleElement(view: view, attributes: attributes)
            tellWillDisplay(view, key)
        }
        returnUnusedViews()
        for element in visibleElements.values { place(element.view, at: element.attributes) }
    }

    /// Asks the data source for the view of the element `attributes` describe.
    private func makeView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView {
        let source = dataSource
        if attributes.representedElementCategory == .cell {
            let cell = source?.collectionView(self, cellForItemAt: attributes.indexPath) ?? CollectionViewCell(frame: .zero)
            applySelection(to: cell, at: attributes.indexPath)
            return cell
        }
        let kind = attributes.representedElementKind ?? ""
        return source?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            ?? CollectionReusableView(frame: .zero)
    }

    /// Puts `view` in the collection view at `attributes`: a subview, shown, placed.
    private func show(_ view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes) {
        handedOutViews.removeAll { $0 === view }
        if view.superview !== self { insertSubview(view, at: 0) }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        place(view, at: attributes)
    }

    /// Gives `view` its attributes' frame, alpha, z-index and hidden state, then
    /// ``CollectionReusableView/apply(_:)``.
    func place(_ view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        let zPosition = CGFloat(attributes.zIndex)
        if view.layer.zPosition != zPosition { view.layer.zPosition = zPosition }
        view.apply(attributes)
    }

    private func tellWillDisplay(_ view: CollectionReusableView, _ key: ElementKey) {
        let delegate = collectionDelegate
        if let kind = key.kind {
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        } else if let cell = view as? CollectionViewCell {
            delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        }
    }

    func endDisplaying(_ element: VisibleElement, _ key: ElementKey) {
        let delegate = collectionDelegate
        if let kind = key.kind {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: element.view, forElementOfKind: kind, at: key.indexPath)
        } else if let cell = element.view as? CollectionViewCell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
        enqueue(element.view)
    }

    // MARK: - Answers

    /// A count the data source gave, or 0 (reported) if it is negative.
    func acceptedCount(_ count: Int, _ method: String) -> Int {
        guard count < 0 else { return count }
        refuseAnswer("data source's \(method) answered \(count), a negative count. HeadlessKit used 0; return 0 or more.")
        return 0
    }

    /// Reports an answer of the data source, delegate or layout that HeadlessKit could not use.
    func refuseAnswer(_ message: String) {
        reportMisuse(Diagnostic(
            kind: .invalidCollectionViewAnswer, message: "CollectionView: the " + message + " Collection view: \(self)",
            objects: [self]))
    }
}
