import Foundation

/// Reuse: the classes registered per reuse identifier (and, for supplementary views, per kind),
/// and the pools of views waiting to be handed out again.
extension CollectionView {
    /// Registers the class the collection view makes cells of for `identifier`, with
    /// ``CollectionReusableView/init(frame:)``; `nil` removes the registration. A later
    /// registration replaces an earlier one.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// Registers the class the collection view makes supplementary views of `elementKind` of for
    /// `identifier`; `nil` removes the registration.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryClasses[Self.poolKey(kind: elementKind, identifier)] = viewClass
    }

    /// A cell for the item at `indexPath` — one waiting in the pool of `identifier`, readied with
    /// ``CollectionReusableView/prepareForReuse()``, or a new one of the class registered for it.
    /// Call it from ``CollectionViewDataSource/collectionView(_:cellForItemAt:)``.
    ///
    /// An identifier without a registered class is refused, as UIKit throws: a
    /// ``Diagnostic/Kind/unregisteredReuseIdentifier`` diagnostic, and (chosen, so that the app
    /// goes on) a new cell that is not reused.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = takeReconfiguringCell(withIdentifier: identifier) { return cell }
        let key = Self.poolKey(kind: nil, identifier)
        if let cell = reusePool.take(key) as? CollectionViewCell { return readied(cell) }
        guard let cellClass = registeredCellClasses[identifier] else {
            refuseUnregistered(kind: "UICollectionElementKindCell", identifier, call: "dequeueReusableCell(withReuseIdentifier:for:)",
                               register: "register(_:forCellWithReuseIdentifier:)")
            return CollectionViewCell(frame: .zero)
        }
        return handOut(cellClass.init(frame: .zero), kind: nil, identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath` — one waiting in the pool of the kind
    /// and `identifier`, readied with ``CollectionReusableView/prepareForReuse()``, or a new one of
    /// the class registered for them. Call it from
    /// ``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``.
    ///
    /// A kind and identifier without a registered class are refused as for cells, and a new
    /// view that is not reused is returned.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = Self.poolKey(kind: elementKind, identifier)
        if let view = reusePool.take(key) { return readied(view) }
        guard let viewClass = registeredSupplementaryClasses[key] else {
            refuseUnregistered(kind: elementKind, identifier, call: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                               register: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
            return CollectionReusableView(frame: .zero)
        }
        return handOut(viewClass.init(frame: .zero), kind: elementKind, identifier)
    }

    // MARK: - Internals

    /// The pool a view waits in: its kind (none for cells) and reuse identifier.
    static func poolKey(kind: String?, _ identifier: String) -> String {
        "\(kind ?? "")\u{1F}\(identifier)"
    }

    /// A view taken from its pool, readied with ``CollectionReusableView/prepareForReuse()``.
    private func readied<View: CollectionReusableView>(_ view: View) -> View {
        view.prepareForReuse()
        if isUpdatingVisibleItems { handedOutViews.append(view) }
        return view
    }

    /// Gives a new view its identifier and notes it handed out during the collection view's own
    /// update, so that one the data source does not show goes back to its pool.
    private func handOut<View: CollectionReusableView>(_ view: View, kind: String?, _ identifier: String) -> View {
        view.reuseIdentifier = identifier
        view.reuseKind = kind
        if isUpdatingVisibleItems { handedOutViews.append(view) }
        return view
    }

    private func refuseUnregistered(kind: String, _ identifier: String, call: String, register: String) {
        reportMisuse(Diagnostic(
            kind: .unregisteredReuseIdentifier,
            message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard. CollectionView.\(call) needs a "
                + "class registered for the identifier; HeadlessKit returned a new view that is not reused. Call "
                + "\(register) before the collection view asks for views. Collection view: \(self)",
            objects: [self]))
    }

    /// Puts a view that stopped showing back in its pool: a hidden subview (chosen, as a table's
    /// cells). A view without a reuse identifier leaves the collection view.
    func enqueue(_ view: CollectionReusableView) {
        guard let identifier = view.reuseIdentifier else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        if view.superview !== self { insertSubview(view, at: 0) }
        if !view.isHidden { view.isHidden = true }
        reusePool.put(view, Self.poolKey(kind: view.reuseKind, identifier))
    }

    /// Returns to their pools the views a dequeue handed out during this update that the data
    /// source did not show.
    func returnUnusedViews() {
        let unused = handedOutViews
        handedOutViews = []
        for view in unused where view.superview !== self || view.isHidden { enqueue(view) }
    }
}
