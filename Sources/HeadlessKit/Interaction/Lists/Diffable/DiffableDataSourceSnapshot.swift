import Foundation

/// The state of a list's data at one moment — its sections and, in each, its items, all named by
/// identifiers — that a diffable data source shows; HeadlessKit's `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value: build one (or change a copy of ``TableViewDiffableDataSource/snapshot()``)
/// and hand it to ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, which
/// works out the rows to delete, insert and move. Every identifier, section or item, appears once
/// in a snapshot.
///
/// Every lookup — ``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``indexOfSection(_:)`` — goes through a hash map, so it costs the same in a snapshot of 100,000
/// items as in one of ten; adding items at the end of a section costs only the items added.
///
/// A change that would break the snapshot — an identifier that is already there, or one that is
/// not there named as the place to insert, move, delete or reload — is refused before anything
/// changes, as UIKit raises: the snapshot stays exactly as it was and a diagnostic goes to the
/// sink of ``MainRunLoop/current`` **(chosen)** — a snapshot is a value and belongs to no loop,
/// so it reports as the other loop-less values (animations' timing) do.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Odd", "Even"])
/// snapshot.appendItems([1, 3, 5], toSection: "Odd")
/// snapshot.appendItems([2, 4], toSection: "Even")
/// snapshot.indexOfItem(4)                     // 4
/// snapshot.sectionIdentifier(containingItem: 3)   // "Odd"
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item sits: its section's identifier and its row in that section.
    @usableFromInline
    struct ItemPlace: Sendable {
        @usableFromInline var section: SectionIdentifierType
        @usableFromInline var row: Int

        /// The place at `row` of the section `section`.
        @inlinable
        init(section: SectionIdentifierType, row: Int) {
            self.section = section
            self.row = row
        }
    }

    /// The sections, in order.
    @usableFromInline
    var sections: [SectionIdentifierType] = []
    /// The items of each section, in the order of ``sections``.
    @usableFromInline
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's index in ``sections``.
    @usableFromInline
    var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Each item's section and row.
    @usableFromInline
    var itemPlaces: [ItemIdentifierType: ItemPlace] = [:]

    /// The sections marked for reloading with ``reloadSections(_:)``, in the order they were
    /// marked; the data source reloads them when it applies the snapshot.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked for reloading with ``reloadItems(_:)``, in the order they were marked;
    /// the data source asks for new cells for them when it applies the snapshot.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring with ``reconfigureItems(_:)``, in the order they were
    /// marked; the data source updates their existing cells when it applies the snapshot.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in every section together.
    public var numberOfItems: Int { itemPlaces.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(itemPlaces.count)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The index of `identifier` among every item, section after section, or `nil` if the
    /// snapshot does not have it. Costs a lookup and a sum over the sections before the item's.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let section = sectionPositions[place.section] else { return nil }
        var index = place.row
        for earlier in sectionItems[..<section] { index += earlier.count }
        return index
    }

    /// The index of the section `identifier`, or `nil` if the snapshot does not have it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The section that holds the item `identifier`, or `nil` if the snapshot does not have it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier]?.section
    }

    /// The number of items in `identifier`'s section. A section the snapshot does not have is
    /// refused, as UIKit raises: a diagnostic, and 0.
    @MainActor
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let position = sectionPositions[identifier] else {
            refuseMissingSections([identifier], in: "numberOfItems(inSection:)")
            return 0
        }
        return sectionItems[position].count
    }

    /// The items of `identifier`'s section, in order. A section the snapshot does not have is
    /// refused, as UIKit raises: a diagnostic, and no items.
    @MainActor
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = sectionPositions[identifier] else {
            refuseMissingSections([identifier], in: "itemIdentifiers(inSection:)")
            return []
        }
        return sectionItems[position]
    }

    // MARK: - Internal lookups

    /// The index path of `identifier`: its section's index and its row, or `nil`.
    func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let place = itemPlaces[identifier], let section = sectionPositions[place.section] else { return nil }
        return IndexPath(row: place.row, section: section)
    }

    /// The item at `indexPath`, or `nil` if the snapshot has no such row.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return sectionItems[indexPath.section][indexPath.row]
    }

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it
    /// has applied them.
    @usableFromInline
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }
}
