import Foundation

/// A collection view's data source that shows a snapshot — sections and items named by
/// identifiers — and works out the item changes itself when a new snapshot is applied;
/// HeadlessKit's `UICollectionViewDiffableDataSource`.
///
/// Create it with the collection view and a cell provider (it makes itself the collection view's
/// data source, held weakly as every data source is: keep it), then
/// ``apply(_:animatingDifferences:completion:)`` snapshots. The first snapshot applied reloads
/// the collection view without animation; each later one is compared with the one shown (in
/// linear time, see ``DiffableDataSourceSnapshot``) and the differences are applied as one
/// batch update (``CollectionView/performBatchUpdates(_:completion:)``): items that stay keep
/// their cells, deleted ones end displaying, inserted and reloaded ones get new cells in the next
/// layout, and reconfigured ones are asked again in the cells they have.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: grid) { grid, indexPath, number in
///     grid.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
/// }
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["All"])
/// snapshot.appendItems(Array(1...100))
/// dataSource.apply(snapshot)              // the first apply: a reload
/// snapshot.deleteItems([1, 2])
/// dataSource.apply(snapshot)              // a batch update: items 1 and 2 end, the others keep their cells
/// ```
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource {
    /// The closure that makes and configures the cell for an item: given the collection view, the
    /// item's index path and the item, it returns a cell dequeued from the collection view.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    /// The closure that makes a supplementary view: given the collection view, the element kind
    /// and the index path, it returns a view dequeued from the collection view.
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The collection view this data source fills; held weakly.
    public private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// The snapshot on show, without its reload marks.
    var currentSnapshot = Snapshot()
    /// Whether a snapshot has been applied yet: the first apply reloads.
    private var hasAppliedSnapshot = false

    /// The closure that makes the supplementary views (headers, footers…) the layout shows;
    /// `nil` by default. Set it before the layout shows a supplementary view.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for `collectionView` whose cells `cellProvider` makes, and makes it
    /// the collection view's ``CollectionView/dataSource``. The collection view shows nothing
    /// until a snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot on show: change it and apply it to update the collection view.
    public func snapshot() -> Snapshot {
        currentSnapshot
    }

    /// Shows `snapshot`: the first time, by reloading the collection view; after that, by
    /// applying the differences as one batch update. `completion` runs once the collection view
    /// has been updated.
    ///
    /// The first snapshot applied is shown with a reload and no animation, as UIKit's first apply
    /// is. A later snapshot equal to the one on show asks the collection view nothing; one that
    /// differs is applied as a batch update — section deletions, insertions, moves and reloads,
    /// item deletions, insertions, moves and reloads — then the items marked for reconfiguring
    /// are asked again in the cells they have. HeadlessKit animates nothing, so
    /// `animatingDifferences` changes nothing (chosen, as the collection view's batch updates).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard hasAppliedSnapshot else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        currentSnapshot = snapshot.withoutMarks
        if !difference.isEmpty, let collectionView { collectionView.applyDifference(difference) }
        runAfterUpdate(completion)
    }

    /// Shows `snapshot` by reloading the collection view (``CollectionView/reloadData()``)
    /// without working out the differences: every item on show gets a new cell. `completion`
    /// runs once the collection view has been updated.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        hasAppliedSnapshot = true
        currentSnapshot = snapshot.withoutMarks
        collectionView?.reloadData()
        runAfterUpdate(completion)
    }

    // MARK: - Identifiers and index paths

    /// The item shown at `indexPath`, or `nil` if the snapshot on show has no such item.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.item(at: indexPath)
    }

    /// The index path of `itemIdentifier`'s item, or `nil` if the snapshot on show does not have
    /// it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(ofItem: itemIdentifier)
    }

    /// The section shown at `index`, or `nil` if the snapshot on show has no such section.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sections.indices.contains(index) ? currentSnapshot.sections[index] : nil
    }

    /// The index of the section `identifier`, or `nil` if the snapshot on show does not have it.
    public func index(for identifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(identifier)
    }

    // MARK: - The collection view's questions

    /// The number of sections of the snapshot on show; the collection view asks it, never call it
    /// directly.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items in the section at `section` of the snapshot on show; the collection
    /// view asks it, never call it directly.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.sectionItems.indices.contains(section) ? currentSnapshot.sectionItems[section].count : 0
    }

    /// The cell the cell provider makes for the item at `indexPath`; the collection view asks it,
    /// never call it directly. A provider that returns `nil` is reported, as UIKit raises, and
    /// the item gets a plain cell.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = currentSnapshot.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.refuseAnswer(
            "cell provider of a CollectionViewDiffableDataSource returned nil for the item at \(indexPath) (UIKit: "
                + "\"UICollectionView dataSource returned a nil cell\"). HeadlessKit showed a plain cell; return a cell "
                + "dequeued from the collection view for every item.")
        return CollectionViewCell(frame: .zero)
    }

    /// The view the ``supplementaryViewProvider`` makes for the element of `kind` at `indexPath`;
    /// the collection view asks it, never call it directly. Without a provider, or when it
    /// returns `nil`, the answer is reported, as UIKit raises, and the element gets an empty view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.refuseAnswer(
            "supplementaryViewProvider of a CollectionViewDiffableDataSource is nil or returned nil for the element of "
                + "kind \(kind) at \(indexPath). HeadlessKit showed an empty view; set a supplementaryViewProvider that "
                + "returns a view dequeued from the collection view for every supplementary element the layout shows.")
        return CollectionReusableView(frame: .zero)
    }

    // MARK: - Internals

    /// Runs `completion` right after the commit that shows the update (chosen, as the table's
    /// diffable data source: UIKit calls it on the main queue once the update is done); at once
    /// when the collection view belongs to no loop.
    private func runAfterUpdate(_ completion: (@MainActor () -> Void)?) {
        guard let completion else { return }
        guard let loop = collectionView?.owningRunLoop else { return completion() }
        loop.performAfterCommit(completion)
    }
}
