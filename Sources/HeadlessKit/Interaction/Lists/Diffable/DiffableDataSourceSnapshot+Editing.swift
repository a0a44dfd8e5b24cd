import Foundation

/// Adding, inserting, deleting, moving and marking sections and items. Each change is checked
/// whole before anything changes; a refused change leaves the snapshot exactly as it was.
extension DiffableDataSourceSnapshot {
    // MARK: - Sections

    /// Adds `identifiers` as new, empty sections after the last. An identifier that is already a
    /// section, or that appears twice, is refused, as UIKit raises.
    @MainActor
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers, in: "appendSections(_:)") else { return }
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts `identifiers` as new, empty sections before the section `toIdentifier`. Refused
    /// (nothing changes) for an identifier already there or named twice, or a `toIdentifier` the
    /// snapshot does not have.
    @MainActor
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:beforeSection:)"
        guard let anchor = existingSection(toIdentifier, in: operation), acceptsNewSections(identifiers, in: operation) else { return }
        insertSections(identifiers, at: anchor)
    }

    /// Inserts `identifiers` as new, empty sections after the section `toIdentifier`. Refused as
    /// ``insertSections(_:beforeSection:)`` is.
    @MainActor
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:afterSection:)"
        guard let anchor = existingSection(toIdentifier, in: operation), acceptsNewSections(identifiers, in: operation) else { return }
        insertSections(identifiers, at: anchor + 1)
    }

    /// Deletes the sections `identifiers` and every item in them. A section the snapshot does not
    /// have is refused: nothing is deleted.
    @MainActor
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsExistingSections(identifiers, in: "deleteSections(_:)") else { return }
        let doomed = Set(identifiers)
        var deletedItems = Set<ItemIdentifierType>()
        for (position, section) in sections.enumerated() where doomed.contains(section) {
            for item in sectionItems[position] {
                itemPlaces[item] = nil
                deletedItems.insert(item)
            }
        }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (position, section) in sections.enumerated() where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(sectionItems[position])
        }
        sections = keptSections
        sectionItems = keptItems
        for section in doomed { sectionPositions[section] = nil }
        renumberSections(from: 0)
        dropMarks(sections: doomed, items: deletedItems)
    }

    /// Moves the section `identifier`, with its items, to just before `toIdentifier`. Refused
    /// for a section the snapshot does not have, or a section moved relative to itself.
    @MainActor
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    /// Moves the section `identifier`, with its items, to just after `toIdentifier`. Refused as
    /// ``moveSection(_:beforeSection:)`` is.
    @MainActor
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    /// Marks the sections `identifiers` for reloading: applying the snapshot reloads them whole.
    /// A section the snapshot does not have is refused: nothing is marked.
    @MainActor
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsExistingSections(identifiers, in: "reloadSections(_:)") else { return }
        appendMarks(identifiers, to: &reloadedSectionIdentifiers)
    }

    // MARK: - Items

    /// Adds `identifiers` after the last item of `sectionIdentifier`, or of the last section when
    /// it is `nil`. Refused (nothing changes) for an item already in the snapshot or named twice,
    /// a section the snapshot does not have, or — with `nil` — a snapshot without sections.
    @MainActor
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        let position: Int
        if let sectionIdentifier {
            guard let found = existingSection(sectionIdentifier, in: operation) else { return }
            position = found
        } else {
            guard !sections.isEmpty else {
                return refuseSnapshotChange(
                    .invalidSnapshotIdentifier,
                    "There are currently no sections in the data source. Please add a section first.",
                    operation: operation, fix: "append a section with appendSections(_:) before its items")
            }
            position = sections.count - 1
        }
        guard acceptsNewItems(identifiers, in: operation) else { return }
        insertItems(identifiers, inSectionAt: position, at: sectionItems[position].count)
    }

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section. Refused for
    /// an item already there or named twice, or a `beforeIdentifier` the snapshot does not have.
    @MainActor
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let operation = "insertItems(_:beforeItem:)"
        guard let anchor = existingItem(beforeIdentifier, in: operation), acceptsNewItems(identifiers, in: operation) else { return }
        insertItems(identifiers, inSectionAt: sectionPositions[anchor.section]!, at: anchor.row)
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section. Refused as
    /// ``insertItems(_:beforeItem:)`` is.
    @MainActor
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let operation = "insertItems(_:afterItem:)"
        guard let anchor = existingItem(afterIdentifier, in: operation), acceptsNewItems(identifiers, in: operation) else { return }
        insertItems(identifiers, inSectionAt: sectionPositions[anchor.section]!, at: anchor.row + 1)
    }

    /// Deletes the items `identifiers`. An item the snapshot does not have is refused: nothing is
    /// deleted.
    @MainActor
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard acceptsExistingItems(identifiers, in: "deleteItems(_:)") else { return }
        removeItems(Set(identifiers))
    }

    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() {
        let deleted = Set(itemPlaces.keys)
        itemPlaces.removeAll()
        sectionItems = Array(repeating: [], count: sections.count)
        dropMarks(sections: [], items: deleted)
    }

    /// Moves the item `identifier` to just before `toIdentifier`, into its section if it is
    /// another. Refused for an item the snapshot does not have, or an item moved relative to
    /// itself.
    @MainActor
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after `toIdentifier`, into its section if it is
    /// another. Refused as ``moveItem(_:beforeItem:)`` is.
    @MainActor
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    /// Marks the items `identifiers` for reloading: applying the snapshot asks for new cells for
    /// them. An item the snapshot does not have is refused: nothing is marked.
    @MainActor
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard acceptsExistingItems(identifiers, in: "reloadItems(_:)") else { return }
        appendMarks(identifiers, to: &reloadedItemIdentifiers)
    }

    /// Marks the items `identifiers` for reconfiguring: applying the snapshot hands their
    /// existing cells to the cell provider again, without replacing them. An item the snapshot
    /// does not have is refused: nothing is marked.
    @MainActor
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard acceptsExistingItems(identifiers, in: "reconfigureItems(_:)") else { return }
        appendMarks(identifiers, to: &reconfiguredItemIdentifiers)
    }

    // MARK: - Storage

    /// Inserts new sections at `position` and renumbers the sections after them.
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at position: Int) {
        sections.insert(contentsOf: identifiers, at: position)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: position)
        renumberSections(from: position)
    }

    /// Inserts new items at `row` of the section at `position` and renumbers the rows after them.
    mutating func insertItems(_ identifiers: [ItemIdentifierType], inSectionAt position: Int, at row: Int) {
        sectionItems[position].insert(contentsOf: identifiers, at: row)
        renumberItems(inSectionAt: position, from: row)
    }

    /// Removes `doomed` from their sections and renumbers the sections they left.
    mutating func removeItems(_ doomed: Set<ItemIdentifierType>) {
        var touched = Set<Int>()
        for item in doomed {
            if let place = itemPlaces.removeValue(forKey: item) { touched.insert(sectionPositions[place.section]!) }
        }
        for position in touched {
            sectionItems[position].removeAll { doomed.contains($0) }
            renumberItems(inSectionAt: position, from: 0)
        }
        dropMarks(sections: [], items: doomed)
    }

    private mutating func renumberSections(from start: Int) {
        for position in start..<sections.count { sectionPositions[sections[position]] = position }
    }

    private mutating func renumberItems(inSectionAt position: Int, from start: Int) {
        let section = sections[position]
        let items = sectionItems[position]
        for row in start..<items.count { itemPlaces[items[row]] = ItemPlace(section: section, row: row) }
    }

    @MainActor
    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, in operation: String) {
        guard acceptsExistingSections([identifier, anchor], in: operation) else { return }
        guard identifier != anchor else {
            return refuseSnapshotChange(
                .invalidSnapshotIdentifier, "Invalid section identifier specified: a section cannot move relative to itself",
                operation: operation, fix: "name another section as the place to move to")
        }
        let from = sectionPositions[identifier]!
        let items = sectionItems.remove(at: from)
        sections.remove(at: from)
        let target = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: target)
        sectionItems.insert(items, at: target)
        renumberSections(from: min(from, target))
    }

    @MainActor
    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, in operation: String) {
        guard acceptsExistingItems([identifier, anchor], in: operation) else { return }
        guard identifier != anchor else {
            return refuseSnapshotChange(
                .invalidSnapshotIdentifier, "Invalid item identifier specified: an item cannot move relative to itself",
                operation: operation, fix: "name another item as the place to move to")
        }
        let from = itemPlaces[identifier]!
        let fromPosition = sectionPositions[from.section]!
        sectionItems[fromPosition].remove(at: from.row)
        renumberItems(inSectionAt: fromPosition, from: from.row)
        let target = itemPlaces[anchor]!
        let targetPosition = sectionPositions[target.section]!
        let row = target.row + (after ? 1 : 0)
        sectionItems[targetPosition].insert(identifier, at: row)
        renumberItems(inSectionAt: targetPosition, from: row)
    }

    /// Appends to a list of marks the identifiers it does not hold yet.
    private func appendMarks<Identifier: Hashable>(_ identifiers: [Identifier], to marks: inout [Identifier]) {
        var marked = Set(marks)
        for identifier in identifiers where marked.insert(identifier).inserted { marks.append(identifier) }
    }

    /// Forgets the marks of deleted sections and items.
    private mutating func dropMarks(sections: Set<SectionIdentifierType>, items: Set<ItemIdentifierType>) {
        if !sections.isEmpty, !reloadedSectionIdentifiers.isEmpty { reloadedSectionIdentifiers.removeAll { sections.contains($0) } }
        guard !items.isEmpty else { return }
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { items.contains($0) } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { items.contains($0) } }
    }
}
