import Foundation
import Testing
@testable import HeadlessKit

/// A diffable data source's later applies: one batch update of the rows that changed, so the
/// rows that stay keep their cells (UIKit's `apply(_:animatingDifferences:completion:)`
/// documentation: since iOS 15, with or without animation, the differences are applied, not
/// reloaded).
@MainActor
@Suite struct DiffableTableBatchApplyTests {
    typealias Fixture = DiffableTableDataSourceTests.Fixture

    /// A fixture showing `items` in one section "A", settled, its lines cleared.
    func fixture(showing items: [Int]) -> Fixture {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([("A", items)]))
        _ = fixture.settle()
        return fixture
    }

    @Test func anApplyWithInsertsDeletesAndAMoveAsksOnlyForTheNewRowsAndKeepsTheOthersCells() {
        let fixture = fixture(showing: [1, 2, 3, 4, 5, 6])
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 7, 3, 2, 5, 6])]))
        #expect(fixture.settle() == ["didEndDisplaying(0.3, c4)", "cell(0.1, item 7, c4)", "willDisplay(0.1, c4)"])
        #expect(fixture.shownTexts == ["1", "7", "3", "2"])
        #expect(fixture.table.visibleCells.map(fixture.name) == ["c1", "c4", "c3", "c2"])
        #expect(fixture.loop.diagnostics.collected == [])
    }

    /// UIKit (iOS 15 and later): `animatingDifferences: false` applies the differences without
    /// animation; it does not reload, so the rows that stay keep their cells.
    @Test func anApplyWithoutAnimationStillKeepsTheCellsOfTheRowsThatStay() {
        let fixture = fixture(showing: [1, 2, 3])
        fixture.dataSource.apply(fixture.snapshot([("A", [3, 1, 2])]), animatingDifferences: false)
        #expect(fixture.settle() == [])
        #expect(fixture.shownTexts == ["3", "1", "2"])
        #expect(fixture.table.visibleCells.map(fixture.name) == ["c3", "c1", "c2"])
    }

    @Test func anApplyWhileScrolledKeepsTheOffsetAndTheCellsOfTheRowsOnShow() {
        let fixture = fixture(showing: Array(1...10))
        fixture.table.contentOffset = CGPoint(x: 0, y: 88)
        _ = fixture.settle()
        let before = fixture.table.visibleCells.map(fixture.name)
        fixture.dataSource.apply(fixture.snapshot([("A", [1] + Array(3...10))]))
        #expect(fixture.settle() == ["didEndDisplaying(0.1, c3)", "cell(0.5, item 7, c3)", "willDisplay(0.5, c3)"])
        #expect(before == ["c3", "c4", "c1", "c2"])
        #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 88))
        #expect(fixture.shownTexts == ["4", "5", "6", "7"])
        #expect(fixture.table.visibleCells.map(fixture.name) == ["c4", "c1", "c2", "c3"])
    }

    /// The completion runs when the table's update completes — at the end of its next layout,
    /// once the rows that came on show have their cells (chosen, as the table's
    /// `performBatchUpdates(_:completion:)` does) — not during the apply.
    @Test func theCompletionRunsOnceTheNewRowsHaveTheirCells() {
        let fixture = fixture(showing: [1, 2])
        fixture.dataSource.apply(fixture.snapshot([("A", [1, 2, 3])])) { [unowned fixture] in
            fixture.lines.append("completion, showing \(fixture.table.visibleCells.count)")
        }
        #expect(fixture.lines == [])
        #expect(fixture.settle() == ["cell(0.2, item 3, c3)", "willDisplay(0.2, c3)", "completion, showing 3"])
    }

    /// The table asks the data source for its counts at the end of the update: they are already
    /// the new snapshot's, so the update is accepted.
    @Test func theCountsTheTableAsksAtTheEndOfTheUpdateAreTheNewSnapshots() {
        let fixture = fixture(showing: [1, 2])
        fixture.dataSource.apply(fixture.snapshot([("B", [5]), ("A", [2, 1, 3])]))
        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.table.numberOfRows(inSection: 0) == 1)
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)
        #expect(fixture.loop.diagnostics.collected == [])
    }

    /// UIKit's `reconfigureItems(_:)`: the provider is asked again for the item, in the cell its
    /// row already has; no row ends or starts displaying.
    @Test func reconfiguredItemsAreAskedAgainInTheirOwnCells() {
        let fixture = fixture(showing: [1, 2, 3])
        var snapshot = fixture.dataSource.snapshot()
        fixture.loop.withCurrent { snapshot.reconfigureItems([2]) }
        fixture.dataSource.apply(snapshot)
        #expect(fixture.settle() == ["cell(0.1, item 2, c2)"])
    }

    /// UIKit's `reloadItems(_:)`: the row ends displaying and gets a cell asked anew.
    @Test func reloadedItemsGetANewCellAskedOfTheProvider() {
        let fixture = fixture(showing: [1, 2, 3])
        var snapshot = fixture.dataSource.snapshot()
        fixture.loop.withCurrent { snapshot.reloadItems([2]) }
        fixture.dataSource.apply(snapshot)
        #expect(fixture.settle() == ["didEndDisplaying(0.1, c2)", "cell(0.1, item 2, c2)", "willDisplay(0.1, c2)"])
    }

    /// UIKit's `defaultRowAnimation` is `.automatic` until set.
    @Test func theDefaultRowAnimationIsAutomatic() {
        let fixture = Fixture()
        #expect(fixture.dataSource.defaultRowAnimation == .automatic)
        fixture.dataSource.defaultRowAnimation = .fade
        #expect(fixture.dataSource.defaultRowAnimation == .fade)
    }
}
