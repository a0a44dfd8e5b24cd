import Foundation
import Testing
@testable import HeadlessKit

/// Batch updates of a collection view: UIKit's `performBatchUpdates(_:completion:)`
/// documentation — deletions and reloads name index paths before the update, insertions after
/// it; the counts are asked again at the end of the update and an inconsistent update raises
/// "Invalid update: …"; surviving items keep their cells.
@MainActor
@Suite struct CollectionViewBatchUpdateTests {
    private typealias Fixture = CollectionFixture<CollectionRecorder>
    private static let relayout = ["prepare", "contentSize", "elements(in: 0 0 330 250)"]

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A grid of 100-point items, three a row, whose first layout has run.
    private func settledGrid(_ items: [Int] = [6]) -> Fixture {
        let fixture = CollectionViewFlowLayoutTests.grid(items: items)
        _ = fixture.settle()
        return fixture
    }

    /// The items on show and the cells that show them, as `section.item=cell`.
    private func shown(_ fixture: Fixture) -> [String] {
        fixture.collectionView.indexPathsForVisibleItems.map { indexPath in
            "\(CollectionRecorder.path(indexPath))=\(fixture.collectionView.cellForItem(at: indexPath).map(fixture.recorder.name) ?? "-")"
        }
    }

    /// An insertion asks the counts at once; the layout is invalidated and the new item's cell is
    /// asked in the next layout; the others keep their cells.
    @Test func insertingAnItemAsksTheCountsAtOnceAndTheNewCellInTheNextLayout() {
        let fixture = settledGrid()
        fixture.recorder.items = [7]
        fixture.collectionView.insertItems(at: [path(1)])
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout + ["cellForItem(0.1)", "willDisplay(0.1, c7)"])
        #expect(shown(fixture) == ["0.0=c1", "0.1=c7", "0.2=c2", "0.3=c3", "0.4=c4", "0.5=c5", "0.6=c6"])
        #expect(fixture.frames["0.2"] == CGRect(x: 230, y: 0, width: 100, height: 100))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A deleted item on show ends displaying at once, at its old index path, and its cell goes
    /// back to the pool; the items after it move up with their cells.
    @Test func deletingAVisibleItemEndsItAtOnceAndTheItemsAfterItKeepTheirCells() {
        let fixture = settledGrid()
        let deleted = fixture.collectionView.cellForItem(at: path(0))
        fixture.recorder.items = [5]
        fixture.collectionView.deleteItems(at: [path(0)])
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)", "didEndDisplaying(0.0, c1)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout)
        #expect(shown(fixture) == ["0.0=c2", "0.1=c3", "0.2=c4", "0.3=c5", "0.4=c6"])
        #expect(fixture.frames["0.0"] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(deleted?.isHidden == true && deleted?.superview === fixture.collectionView)
    }

    /// UIKit raises "Invalid update: invalid number of items in section 0…" when the counts after
    /// the update do not follow from the changes; HeadlessKit refuses it, reports UIKit's text,
    /// calls the completion with `false` and leaves the collection view exactly as it was.
    @Test func anInvalidBatchUpdateIsRefusedWithTheCollectionViewUnchanged() {
        let fixture = settledGrid()
        fixture.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        let before = fixture.window.recursiveDescription()
        fixture.recorder.items = [8]
        var finished: [Bool] = []
        fixture.collectionView.performBatchUpdates({
            fixture.collectionView.insertItems(at: [path(0)])
        }, completion: { finished.append($0) })
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)"])
        #expect(finished == [false])
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidBatchUpdate])
        #expect(diagnostics.first?.message.hasPrefix(
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section "
                + "after the update (8) must be equal to the number of items contained in that section before the update "
                + "(6), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and "
                + "plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).") == true)
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [])
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(fixture.collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(shown(fixture) == ["0.0=c1", "0.1=c2", "0.2=c3", "0.3=c4", "0.4=c5", "0.5=c6"])
    }

    /// performBatchUpdates's documentation: deletes are processed before inserts, whatever the
    /// order of the calls; the completion runs once the update is laid out (chosen: at the end
    /// of the next layout, as HeadlessKit does not animate items).
    @Test func aBatchAppliesDeletesBeforeInsertsAndCompletesAfterTheNextLayout() {
        let fixture = settledGrid()
        var finished: [Bool] = []
        fixture.collectionView.performBatchUpdates({
            fixture.collectionView.insertItems(at: [path(5)])
            fixture.collectionView.deleteItems(at: [path(0)])
        }, completion: { finished.append($0) })
        #expect(finished == [])
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)", "didEndDisplaying(0.0, c1)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout + ["cellForItem(0.5)", "prepareForReuse(c1)", "willDisplay(0.5, c1)"])
        #expect(finished == [true])
        #expect(shown(fixture) == ["0.0=c2", "0.1=c3", "0.2=c4", "0.3=c5", "0.4=c6", "0.5=c1"])
    }

    /// A moved item keeps its cell and its selection, nothing is asked for it, and its cell goes
    /// to the new item's frame.
    @Test func aMovedItemKeepsItsCellAndItsSelection() {
        let fixture = settledGrid()
        fixture.collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        fixture.collectionView.moveItem(at: path(0), to: path(5))
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout)
        #expect(shown(fixture) == ["0.0=c2", "0.1=c3", "0.2=c4", "0.3=c5", "0.4=c6", "0.5=c1"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(fixture.collectionView.cellForItem(at: path(5))?.isSelected == true)
        // The last line of a section keeps the minimum spacing.
        #expect(fixture.frames["0.5"] == CGRect(x: 220, y: 110, width: 100, height: 100))
    }

    /// A reloaded item ends displaying at once and is asked for a new cell in the next layout; it
    /// is deselected (chosen, as a table's reloaded row).
    @Test func aReloadedItemIsAskedForANewCellAndIsDeselected() {
        let fixture = settledGrid()
        fixture.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        fixture.collectionView.reloadItems(at: [path(1)])
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)", "didEndDisplaying(0.1, c2)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout + ["cellForItem(0.1)", "prepareForReuse(c2)", "willDisplay(0.1, c2)"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
        #expect(fixture.collectionView.cellForItem(at: path(1))?.isSelected == false)
    }

    /// A block inside another's joins it: only the outermost block's end asks the counts and
    /// applies the changes; both completions run after the next layout.
    @Test func nestedBlocksApplyAtTheOutermostEnd() {
        let fixture = settledGrid()
        fixture.recorder.items = [4]
        var finished: [String] = []
        fixture.collectionView.performBatchUpdates({
            fixture.collectionView.deleteItems(at: [path(0)])
            fixture.collectionView.performBatchUpdates({
                fixture.collectionView.deleteItems(at: [path(2)])
            }, completion: { finished.append("inner \($0)") })
            #expect(fixture.recorder.lines == [])
        }, completion: { finished.append("outer \($0)") })
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)",
                                           "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.2, c3)"])
        _ = fixture.settle()
        #expect(finished == ["inner true", "outer true"])
        #expect(shown(fixture) == ["0.0=c2", "0.1=c4", "0.2=c5", "0.3=c6"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// Sections deleted and inserted: the items of the deleted section end at once, the new
    /// section's are asked in the next layout, and the other section keeps its cells.
    @Test func insertingAndDeletingSectionsKeepsTheCellsOfTheOthers() {
        let fixture = settledGrid([3, 3])
        fixture.recorder.items = [1, 3]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteSections(IndexSet([0]))
            fixture.collectionView.insertSections(IndexSet([0]))
        }
        #expect(fixture.recorder.lines == ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)",
                                           "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)", "didEndDisplaying(0.2, c3)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout + ["cellForItem(0.0)", "prepareForReuse(c1)", "willDisplay(0.0, c1)"])
        #expect(shown(fixture) == ["0.0=c1", "1.0=c4", "1.1=c5", "1.2=c6"])
        #expect(fixture.frames["1.0"] == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    /// A moved section takes its items' cells with it; nothing is asked for them.
    @Test func aMovedSectionKeepsItsCells() {
        let fixture = settledGrid([2, 3])
        fixture.recorder.items = [3, 2]
        fixture.collectionView.moveSection(0, toSection: 1)
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == Self.relayout)
        #expect(shown(fixture) == ["0.0=c3", "0.1=c4", "0.2=c5", "1.0=c1", "1.1=c2"])
    }

    /// reconfigureItems(at:) asks cellForItemAt again and the dequeue hands back the item's own
    /// cell, without prepareForReuse and without willDisplay (UIKit's reconfigureItems(at:)
    /// documentation); an index path the collection view does not have is refused.
    @Test func reconfiguringAnItemHandsItsOwnCellBackToTheDataSource() {
        let fixture = settledGrid()
        let cell = fixture.collectionView.cellForItem(at: path(1))
        fixture.collectionView.reconfigureItems(at: [path(1), path(7)])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidIndexPath])
        #expect(fixture.recorder.lines == [])
        fixture.collectionView.reconfigureItems(at: [path(1)])
        #expect(fixture.recorder.lines == ["cellForItem(0.1)"])
        #expect(fixture.collectionView.cellForItem(at: path(1)) === cell)
    }

    /// A data source that asks another update and a reload from cellForItemAt is not a crash:
    /// the collection view reloads in its next layout and ends showing its items.
    @Test func updatesAskedFromCellForItemAtDoNotCrashAndTheCollectionViewSettles() {
        let fixture = settledGrid()
        var once = true
        fixture.recorder.onCellForItem = { [recorder = fixture.recorder, collectionView = fixture.collectionView] _ in
            guard once else { return }
            once = false
            recorder.items = [8]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.reloadData()
        }
        var finished: [Bool] = []
        fixture.recorder.items = [7]
        fixture.collectionView.performBatchUpdates({ fixture.collectionView.insertItems(at: [path(6)]) },
                                                   completion: { finished.append($0) })
        _ = fixture.settle()
        #expect(finished == [true])
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 8)
        #expect(fixture.collectionView.indexPathsForVisibleItems == (0..<8).map { path($0) })
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
