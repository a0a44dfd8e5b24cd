import Foundation
import Testing
@testable import HeadlessKit

/// A collection view driven by a diffable data source: what its cell provider is asked and which
/// cells the items keep, for the first apply, later applies and reloads (UIKit's
/// `UICollectionViewDiffableDataSource` documentation).
@MainActor
@Suite struct DiffableCollectionDataSourceTests {
    /// A window with a 330 × 250-point collection view of 100-point items (three a row, nine on
    /// show), a diffable data source whose provider logs each item it is asked for and names cells
    /// c1, c2… as first seen, and a delegate that logs the items that start and end displaying.
    @MainActor
    final class Fixture: CollectionViewDelegate {
        let loop = MainRunLoop()
        let window: Window
        let collectionView: CollectionView
        let layout = CollectionViewFlowLayout()
        var dataSource: CollectionViewDiffableDataSource<String, Int>!
        var lines: [String] = []
        /// The item each cell was last given.
        var items: [ObjectIdentifier: Int] = [:]
        private var names: [ObjectIdentifier: String] = [:]

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 330, height: 480), runLoop: loop)
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 250), collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                lines.append("cell(\(indexPath.section).\(indexPath.item), item \(item), \(name(cell)))")
                items[ObjectIdentifier(cell)] = item
                return cell
            }
            collectionView.delegate = self
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
        }

        func name(_ view: CollectionReusableView) -> String {
            if let name = names[ObjectIdentifier(view)] { return name }
            let name = "c\(names.count + 1)"
            names[ObjectIdentifier(view)] = name
            return name
        }

        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            lines.append("willDisplay(\(indexPath.section).\(indexPath.item), \(name(cell)))")
        }
        func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            lines.append("didEndDisplaying(\(indexPath.section).\(indexPath.item), \(name(cell)))")
        }

        func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            loop.withCurrent {
                for (section, items) in sections {
                    snapshot.appendSections([section])
                    snapshot.appendItems(items, toSection: section)
                }
            }
            return snapshot
        }

        /// Runs the loop until idle and returns the lines since the last call, clearing them.
        func settle() -> [String] {
            _ = loop.runUntilIdle()
            defer { lines.removeAll() }
            return lines
        }

        /// The items on show in index path order, each as `item=cell`.
        var shown: [String] {
            collectionView.visibleCells.map { "\(items[ObjectIdentifier($0)].map(String.init) ?? "?")=\(name($0))" }
        }
    }

    /// UIKit: the first snapshot applied is shown by a reload, without animation; the provider is
    /// asked for every item on show, in order, in the next layout; the completion runs after it.
    @Test func theFirstApplyReloadsAndAsksTheProviderForTheItemsOnShow() {
        let fixture = Fixture()
        var done = 0
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3, 4])])) { done += 1 }
        #expect(fixture.settle() == [
            "cell(0.0, item 1, c1)", "willDisplay(0.0, c1)", "cell(0.1, item 2, c2)", "willDisplay(0.1, c2)",
            "cell(0.2, item 3, c3)", "willDisplay(0.2, c3)", "cell(0.3, item 4, c4)", "willDisplay(0.3, c4)",
        ])
        #expect(done == 1)
        #expect(fixture.shown == ["1=c1", "2=c2", "3=c3", "4=c4"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A later apply is a batch update: the deleted item ends at once, the items that stay (moved
    /// or not) keep their cells and are not asked again, and the inserted item gets a cell — the
    /// deleted item's, reused — in the next layout.
    @Test func aLaterApplyKeepsTheCellsOfTheItemsThatStay() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3, 4, 5])]))
        _ = fixture.settle()
        var done = 0
        fixture.dataSource.apply(fixture.snapshot([("A", [2, 6, 4, 3, 5])])) { done += 1 }
        #expect(fixture.lines == ["didEndDisplaying(0.0, c1)"])
        fixture.lines.removeAll()
        #expect(fixture.settle() == ["cell(0.1, item 6, c1)", "willDisplay(0.1, c1)"])
        #expect(done == 1)
        #expect(fixture.shown == ["2=c2", "6=c1", "4=c4", "3=c3", "5=c5"])
        #expect(fixture.collectionView.visibleCells.map(\.frame.minX) == [0, 115, 230, 0, 110])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// Sections inserted, deleted and moved by a later apply: the cells of the items of the
    /// sections that stay go with them.
    @Test func sectionsThatStayTakeTheirCellsWithThem() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1]), ("B", [2, 3]), ("C", [4])]))
        _ = fixture.settle()
        fixture.dataSource.apply(fixture.snapshot([("C", [4]), ("D", [5]), ("B", [2, 3])]))
        #expect(fixture.lines == ["didEndDisplaying(0.0, c1)"])
        fixture.lines.removeAll()
        #expect(fixture.settle() == ["cell(1.0, item 5, c1)", "willDisplay(1.0, c1)"])
        #expect(fixture.shown == ["4=c4", "5=c1", "2=c2", "3=c3"])
    }

    /// A snapshot equal to the one on show asks the collection view nothing.
    @Test func applyingAnEqualSnapshotAsksNothing() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2])]))
        _ = fixture.settle()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2])]))
        #expect(fixture.settle() == [])
        #expect(fixture.shown == ["1=c1", "2=c2"])
    }

    /// UIKit's reconfigureItems(_:): the provider is asked again for a reconfigured item on show
    /// and gets the cell it has, without willDisplay; a reloaded item gets a new showing.
    @Test func reconfiguredItemsKeepTheirCellsAndReloadedItemsShowAgain() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3])]))
        _ = fixture.settle()
        var snapshot = fixture.dataSource.snapshot()
        fixture.loop.withCurrent {
            snapshot.reconfigureItems([2])
            snapshot.reloadItems([3])
        }
        fixture.dataSource.apply(snapshot)
        #expect(fixture.lines == ["didEndDisplaying(0.2, c3)", "cell(0.1, item 2, c2)"])
        fixture.lines.removeAll()
        #expect(fixture.settle() == ["cell(0.2, item 3, c3)", "willDisplay(0.2, c3)"])
        #expect(fixture.shown == ["1=c1", "2=c2", "3=c3"])
    }

    /// applySnapshotUsingReloadData(_:) reloads: every item on show ends and is asked again.
    @Test func applyingUsingReloadDataAsksEveryItemAgain() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2])]))
        _ = fixture.settle()
        fixture.dataSource.applySnapshotUsingReloadData(fixture.snapshot([("A", [2, 1])]))
        #expect(fixture.lines == ["didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)"])
        fixture.lines.removeAll()
        #expect(fixture.settle().filter { $0.hasPrefix("cell(") } == ["cell(0.0, item 2, c1)", "cell(0.1, item 1, c2)"])
    }

    /// The identifiers and index paths answer from the snapshot on show.
    @Test func identifiersAndIndexPathsAnswerFromTheSnapshotOnShow() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", [1]), ("B", [2, 3])]))
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 3)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == nil)
        #expect(fixture.dataSource.indexPath(for: 2) == IndexPath(item: 0, section: 1))
        #expect(fixture.dataSource.indexPath(for: 9) == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "B") == 1)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
    }

    /// The supplementary view provider makes the headers the layout shows.
    @Test func theSupplementaryViewProviderMakesTheHeaders() {
        let fixture = Fixture()
        fixture.layout.headerReferenceSize = CGSize(width: 0, height: 20)
        fixture.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                        withReuseIdentifier: "header")
        var asked: [String] = []
        fixture.dataSource.supplementaryViewProvider = { view, kind, indexPath in
            asked.append("\(kind == CollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        fixture.dataSource.apply(fixture.snapshot([("A", [1]), ("B", [2])]))
        _ = fixture.settle()
        #expect(asked == ["header 0", "header 1"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
