import Foundation

/// The changes of one batch update of a list — a table view's rows or a collection view's items —
/// recorded in the order they were asked, and checked against the counts before and after.
///
/// A list records what its update block asked (``insertItems(at:)``, ``deleteSections(_:)``…),
/// asks its data source for the counts again, then calls
/// ``resolved(oldItemCounts:newItemCounts:vocabulary:)``: an inconsistent update is an error with
/// UIKit's own text, a consistent one a ``ListUpdateMapping`` from every old index path to its
/// new one. The value knows nothing of views, so a table, a collection view and a diffable data
/// source share it.
///
/// Index paths follow UIKit's batch-update rules whatever the order of the calls: deletions,
/// reloads and move sources name index paths before the update; insertions and move
/// destinations name index paths after it.
struct ListUpdate: Equatable, Sendable {
    /// A move of one item (or row) from its index path before the update to one after it.
    struct ItemMove: Equatable, Sendable {
        /// The index path before the update.
        let from: IndexPath
        /// The index path after the update.
        let to: IndexPath
    }

    /// A move of one section from its index before the update to one after it.
    struct SectionMove: Equatable, Sendable {
        /// The index before the update.
        let from: Int
        /// The index after the update.
        let to: Int
    }

    /// The items inserted, at their index paths after the update, in the order asked.
    private(set) var insertedItems: [IndexPath] = []
    /// The items deleted, at their index paths before the update, in the order asked.
    private(set) var deletedItems: [IndexPath] = []
    /// The items reloaded, at their index paths before the update, in the order asked.
    private(set) var reloadedItems: [IndexPath] = []
    /// The items moved, in the order asked.
    private(set) var movedItems: [ItemMove] = []
    /// The sections inserted, at their indexes after the update.
    private(set) var insertedSections = IndexSet()
    /// The sections deleted, at their indexes before the update.
    private(set) var deletedSections = IndexSet()
    /// The sections reloaded, at their indexes before the update.
    private(set) var reloadedSections = IndexSet()
    /// The sections moved, in the order asked.
    private(set) var movedSections: [SectionMove] = []

    /// An update that changes nothing yet.
    init() {}

    /// Whether nothing has been recorded.
    var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// Records items inserted at `indexPaths`, index paths after the update.
    mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }

    /// Records items deleted at `indexPaths`, index paths before the update.
    mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }

    /// Records items reloaded at `indexPaths`, index paths before the update.
    mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }

    /// Records the item at `from` (before the update) moved to `to` (after it).
    mutating func moveItem(at from: IndexPath, to: IndexPath) { movedItems.append(ItemMove(from: from, to: to)) }

    /// Records sections inserted at `sections`, indexes after the update.
    mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }

    /// Records sections deleted at `sections`, indexes before the update.
    mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }

    /// Records sections reloaded at `sections`, indexes before the update.
    mutating func reloadSections(_ sections: IndexSet) { reloadedSections.formUnion(sections) }

    /// Records the section at `from` (before the update) moved to `to` (after it).
    mutating func moveSection(_ from: Int, toSection to: Int) { movedSections.append(SectionMove(from: from, to: to)) }

    /// Checks the update against the item counts per section before it (`oldItemCounts`) and
    /// after it, as the data source now answers (`newItemCounts`), and maps the old index paths
    /// to the new; an update UIKit refuses is a ``ListUpdateError`` with UIKit's text in the
    /// words of `vocabulary`.
    func resolved(
        oldItemCounts: [Int], newItemCounts: [Int], vocabulary: ListUpdateVocabulary
    ) -> Result<ListUpdateMapping, ListUpdateError> {
        let checker = ListUpdateChecker(update: self, old: oldItemCounts, new: newItemCounts, words: vocabulary)
        do {
            return .success(try checker.mapping())
        } catch {
            return .failure(error)
        }
    }
}

/// The words UIKit's batch-update messages use for one kind of list.
struct ListUpdateVocabulary: Equatable, Sendable {
    /// One element: "row" or "item".
    let item: String
    /// Several elements: "rows" or "items".
    let items: String
    /// The list: "table view" or "collection view".
    let list: String

    /// A table view's words: rows.
    static let tableView = ListUpdateVocabulary(item: "row", items: "rows", list: "table view")
    /// A collection view's words: items.
    static let collectionView = ListUpdateVocabulary(item: "item", items: "items", list: "collection view")
}

/// Why a batch update was refused: UIKit's text, first words first.
struct ListUpdateError: Error, Equatable, Sendable {
    /// The message, starting with UIKit's own wording (`Invalid update: …`).
    let message: String
}
