import Foundation

/// The checks every change makes before it changes anything, and the diagnostics it reports.
extension DiffableDataSourceSnapshot {
    /// Whether `identifiers` are all new to the snapshot and each named once; reports the
    /// duplicates otherwise.
    @MainActor
    func acceptsNewItems(_ identifiers: [ItemIdentifierType], in operation: String) -> Bool {
        let duplicates = Self.duplicates(in: identifiers, alreadyIn: { itemPlaces[$0] != nil })
        guard !duplicates.isEmpty else { return true }
        // UIKit's text, as its exception reports it.
        refuseSnapshotChange(
            .duplicateSnapshotIdentifier,
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))",
            operation: operation, fix: "give every item an identifier of its own, or move an item that is already there with moveItem")
        return false
    }

    /// Whether `identifiers` are all new sections, each named once; reports the duplicates
    /// otherwise.
    @MainActor
    func acceptsNewSections(_ identifiers: [SectionIdentifierType], in operation: String) -> Bool {
        let duplicates = Self.duplicates(in: identifiers, alreadyIn: { sectionPositions[$0] != nil })
        guard !duplicates.isEmpty else { return true }
        refuseSnapshotChange(
            .duplicateSnapshotIdentifier,
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))",
            operation: operation, fix: "give every section an identifier of its own, or move a section that is already there with moveSection")
        return false
    }

    /// Whether the snapshot has every item of `identifiers`; reports those it does not have.
    @MainActor
    func acceptsExistingItems(_ identifiers: [ItemIdentifierType], in operation: String) -> Bool {
        let missing = identifiers.filter { itemPlaces[$0] == nil }
        guard !missing.isEmpty else { return true }
        refuseMissingItems(missing, in: operation)
        return false
    }

    /// Whether the snapshot has every section of `identifiers`; reports those it does not have.
    @MainActor
    func acceptsExistingSections(_ identifiers: [SectionIdentifierType], in operation: String) -> Bool {
        let missing = identifiers.filter { sectionPositions[$0] == nil }
        guard !missing.isEmpty else { return true }
        refuseMissingSections(missing, in: operation)
        return false
    }

    /// The place of the item `identifier`, or `nil` (reported) when the snapshot does not have it.
    @MainActor
    func existingItem(_ identifier: ItemIdentifierType, in operation: String) -> ItemPlace? {
        guard let place = itemPlaces[identifier] else {
            refuseMissingItems([identifier], in: operation)
            return nil
        }
        return place
    }

    /// The index of the section `identifier`, or `nil` (reported) when the snapshot does not
    /// have it.
    @MainActor
    func existingSection(_ identifier: SectionIdentifierType, in operation: String) -> Int? {
        guard let position = sectionPositions[identifier] else {
            refuseMissingSections([identifier], in: operation)
            return nil
        }
        return position
    }

    @MainActor
    func refuseMissingItems(_ missing: [ItemIdentifierType], in operation: String) {
        refuseSnapshotChange(
            .invalidSnapshotIdentifier,
            "Invalid item identifier specified. Item identifiers not in the snapshot: \(Self.list(missing))",
            operation: operation, fix: "name only items the snapshot has (itemIdentifiers lists them)")
    }

    @MainActor
    func refuseMissingSections(_ missing: [SectionIdentifierType], in operation: String) {
        refuseSnapshotChange(
            .invalidSnapshotIdentifier,
            "Invalid section identifier specified. Section identifiers not in the snapshot: \(Self.list(missing))",
            operation: operation, fix: "name only sections the snapshot has (sectionIdentifiers lists them)")
    }

    /// Reports a refused change to the sink of the loop driving the current task (or standard
    /// error without one): UIKit's text, then the call, the rule and the fix.
    @MainActor
    func refuseSnapshotChange(_ kind: Diagnostic.Kind, _ uikitText: String, operation: String, fix: String) {
        let message = uikitText + ". HeadlessKit refused DiffableDataSourceSnapshot.\(operation): every section and "
            + "item identifier appears once in a snapshot, and a change can name only identifiers it has. "
            + "The snapshot is unchanged; \(fix)."
        DiagnosticsSink.report(Diagnostic(kind: kind, message: message, objects: []), to: MainRunLoop.current?.diagnostics)
    }

    /// The identifiers of `identifiers` that appear twice or are already in the snapshot, each
    /// once, in the order first seen.
    private static func duplicates<Identifier: Hashable>(in identifiers: [Identifier], alreadyIn: (Identifier) -> Bool) -> [Identifier] {
        var seen = Set<Identifier>()
        var reported = Set<Identifier>()
        var duplicates: [Identifier] = []
        seen.reserveCapacity(identifiers.count)
        for identifier in identifiers where (!seen.insert(identifier).inserted || alreadyIn(identifier)) {
            if reported.insert(identifier).inserted { duplicates.append(identifier) }
        }
        return duplicates
    }

    /// Identifiers in the form of UIKit's set descriptions, `{(a, b)}`; the first ten of a long
    /// list.
    private static func list<Identifier>(_ identifiers: [Identifier]) -> String {
        let shown = identifiers.prefix(10).map { String(describing: $0) }.joined(separator: ", ")
        return "{(" + shown + (identifiers.count > 10 ? ", …" : "") + ")}"
    }
}
