import Foundation

/// A table's data source that shows a snapshot — sections and items named by identifiers — and
/// works out the row changes itself when a new snapshot is applied; HeadlessKit's
/// `UITableViewDiffableDataSource`.
///
/// Create it with the table and a cell provider (it makes itself the table's data source, held
/// weakly as every data source is: keep it), then ``apply(_:animatingDifferences:completion:)``
/// snapshots. The first snapshot applied reloads the table without animation; each later one is
/// compared with the one shown (in linear time, see ``DiffableDataSourceSnapshot``): a snapshot
/// equal to the one on show asks the table nothing, and one that differs is shown through one
/// ``TableView/performBatchUpdates(_:completion:)`` that deletes, inserts, moves and reloads
/// exactly the sections and rows that changed — the rows that stay keep their cells — followed by
/// ``TableView/reconfigureRows(at:)`` for the items marked for reconfiguring.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, number in
///     let cell = table.dequeueReusableCell(withIdentifier: "number", for: indexPath)
///     cell.textLabel?.text = "\(number)"
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["All"])
/// snapshot.appendItems(Array(1...100))
/// dataSource.apply(snapshot)              // the first apply: a reload
/// snapshot.deleteItems([1, 2])
/// dataSource.apply(snapshot)              // rows 1 and 2 are gone
/// ```
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: TableViewDataSource {
    /// The closure that makes and configures the cell for an item: given the table, the row's
    /// index path and the item, it returns a cell dequeued from the table.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The table this data source fills; held weakly.
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// The snapshot on show, without its reload marks.
    @usableFromInline var currentSnapshot = Snapshot()
    /// Whether a snapshot has been applied yet: the first apply reloads.
    @usableFromInline var hasAppliedSnapshot = false

    /// The animation of the rows and sections an animated apply inserts, deletes and reloads;
    /// ``TableView/RowAnimation/automatic`` by default, as in UIKit. An apply with
    /// `animatingDifferences: false` uses ``TableView/RowAnimation/none``.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// Creates a data source for `tableView` whose cells `cellProvider` makes, and makes it the
    /// table's ``TableView/dataSource``. The table shows nothing until a snapshot is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot on show: change it and apply it to update the table.
    public func snapshot() -> Snapshot {
        currentSnapshot
    }

    /// Shows `snapshot`: the first time, by reloading the table; after that, by working out what
    /// changed and updating only that. `completion` runs once the table has been updated.
    ///
    /// The first snapshot applied is shown with a reload and no animation, as UIKit's first apply
    /// is. A later snapshot equal to the one on show asks the table nothing, and `completion`
    /// runs after the next commit. One that differs is shown, as UIKit (iOS 15 and later) shows
    /// it with or without animation, by one ``TableView/performBatchUpdates(_:completion:)``:
    /// sections and rows deleted, inserted, moved and reloaded with ``defaultRowAnimation`` (or
    /// ``TableView/RowAnimation/none`` when `animatingDifferences` is `false`); the rows that stay
    /// keep their cells, and the data source answers the new counts from inside the update. Then
    /// the items marked with ``DiffableDataSourceSnapshot/reconfigureItems(_:)`` that are on show
    /// are reconfigured in their cells (``TableView/reconfigureRows(at:)``). `completion` runs when
    /// the table's update completes — at the end of its next layout — or, when only
    /// reconfigurations changed, after the next commit.
    ///
    /// Inlinable so that the difference is worked out specialised for the identifier types.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard hasAppliedSnapshot else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        performUpdates(difference, showing: snapshot.withoutMarks, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the table (``TableView/reloadData()``) without working out
    /// the differences: every row on show gets a new cell. `completion` runs once the table has
    /// been updated.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        hasAppliedSnapshot = true
        currentSnapshot = snapshot.withoutMarks
        tableView?.reloadData()
        runAfterUpdate(completion)
    }

    // MARK: - Identifiers and index paths

    /// The item shown at `indexPath`, or `nil` if the snapshot on show has no such row.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.item(at: indexPath)
    }

    /// The index path of `itemIdentifier`'s row, or `nil` if the snapshot on show does not have it.
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

    // MARK: - The table's questions

    /// The number of sections of the snapshot on show; the table asks it, never call it directly.
    public func numberOfSections(in tableView: TableView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items in the section at `section` of the snapshot on show; the table asks
    /// it, never call it directly.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.sectionItems.indices.contains(section) ? currentSnapshot.sectionItems[section].count : 0
    }

    /// The cell the cell provider makes for the item at `indexPath`; the table asks it, never
    /// call it directly. A provider that returns `nil` is reported, as UIKit raises, and the row
    /// gets a plain cell.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = currentSnapshot.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.reportMisuse(Diagnostic(
            kind: .invalidTableViewAnswer,
            message: "UITableView dataSource returned a nil cell for row at index path: \(indexPath.section).\(indexPath.row). "
                + "HeadlessKit showed a plain cell; the cell provider of a TableViewDiffableDataSource returns a cell "
                + "dequeued from the table for every item. Table: \(tableView)",
            objects: [tableView]))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of the section at `section`'s header; `nil` (the default) for none.
    ///
    /// Override it to give titles (look the section up with ``sectionIdentifier(for:)``); the
    /// table asks it in its reloads, as ``TableViewDataSource`` says. Overrides need not call
    /// `super`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// The title of the section at `section`'s footer; `nil` (the default) for none.
    ///
    /// Override it to give titles; the table asks it in its reloads, as ``TableViewDataSource``
    /// says. Overrides need not call `super`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    // MARK: - Updating the table

    /// Tells the table what changed in one batch update, making `snapshot` the one on show inside
    /// it (so the counts the table asks at its end are the new ones), then reconfigures the rows
    /// marked for it.
    @usableFromInline
    func performUpdates(
        _ difference: SnapshotDifference, showing snapshot: Snapshot, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        guard let tableView, difference.changesStructure else {
            currentSnapshot = snapshot
            if let tableView, !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
            return runAfterUpdate(completion)
        }
        let animation = animated ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            self.currentSnapshot = snapshot
            Self.record(difference, in: tableView, with: animation)
        }, completion: completion.map { completion in { _ in completion() } })
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
    }

    /// Asks `tableView`, inside its batch update, for every section and row change of `difference`.
    private static func record(_ difference: SnapshotDifference, in tableView: TableView, with animation: TableView.RowAnimation) {
        if !difference.deletedSections.isEmpty { tableView.deleteSections(IndexSet(difference.deletedSections), with: animation) }
        if !difference.insertedSections.isEmpty { tableView.insertSections(IndexSet(difference.insertedSections), with: animation) }
        for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !difference.reloadedSections.isEmpty { tableView.reloadSections(IndexSet(difference.reloadedSections), with: animation) }
        if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
        if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
        for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
    }

    /// Runs `completion` right after the commit that shows the update (chosen: UIKit calls it on
    /// the main queue once the update is done); at once when the table belongs to no loop.
    private func runAfterUpdate(_ completion: (@MainActor () -> Void)?) {
        guard let completion else { return }
        guard let loop = tableView?.owningRunLoop else { return completion() }
        loop.performAfterCommit(completion)
    }
}
