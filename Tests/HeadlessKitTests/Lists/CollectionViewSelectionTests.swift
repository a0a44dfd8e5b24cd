import Foundation
import Testing
@testable import HeadlessKit

/// Selection by tap, played with fingers, and in code: a touched item highlights, the lift
/// selects it (deselecting the item selected before in single selection), a drag that scrolls
/// selects nothing (UIKit's collection view selection, the order listed in
/// `CollectionViewDelegate`).
@MainActor
@Suite struct CollectionViewSelectionTests {
    static func selection(_ lines: [String]) -> [String] {
        let prefixes = ["shouldHighlight", "didHighlight", "didUnhighlight", "shouldSelect", "didSelect", "shouldDeselect", "didDeselect"]
        return lines.filter { line in prefixes.contains { line.hasPrefix($0 + "(") } }
    }

    @Test func tappingAnItemHighlightsThenSelectsItAndDeselectsTheItemSelectedBefore() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        _ = fixture.settle()
        fixture.collectionView.selectedBackgroundViewsForTest()
        fixture.window.tap(at: CGPoint(x: 150, y: 50))     // item 1: 115–215 × 0–100
        #expect(fixture.settle() == [
            "shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "shouldSelect(0.1)", "didSelect(0.1)",
        ])
        fixture.window.tap(at: CGPoint(x: 50, y: 150))      // item 3: 0–100 × 110–210
        #expect(fixture.settle() == [
            "shouldHighlight(0.3)", "didHighlight(0.3)", "didUnhighlight(0.3)", "shouldSelect(0.3)",
            "shouldDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.3)",
        ])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(fixture.collectionView.visibleCells.map(\.isSelected) == (0..<9).map { $0 == 3 })
        #expect(fixture.collectionView.visibleCells.map { $0.selectedBackgroundView?.isHidden } == (0..<9).map { $0 != 3 })
        #expect(fixture.collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func tappingASelectedItemAgainDeselectsItWhenMultipleSelectionIsAllowed() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        fixture.collectionView.allowsMultipleSelection = true
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 150, y: 50))
        fixture.window.tap(at: CGPoint(x: 50, y: 150))
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 150, y: 50))
        #expect(fixture.settle() == [
            "shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "shouldDeselect(0.1)", "didDeselect(0.1)",
        ])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func aDragThatScrollsSelectsNothing() {
        let fixture = CollectionViewFlowLayoutTests.grid(items: [60])
        _ = fixture.settle()
        fixture.window.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 20))
        #expect(Self.selection(fixture.settle()).allSatisfy { !$0.hasPrefix("didSelect") && !$0.hasPrefix("shouldSelect") })
        #expect(fixture.collectionView.contentOffset.y > 0)
        #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
        #expect(fixture.collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func selectingInCodeTellsTheDelegateNothingAndScrollsTheItemToThePositionAsked() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        _ = fixture.settle()
        fixture.collectionView.selectItem(at: IndexPath(item: 13, section: 0), animated: false, scrollPosition: .top)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 440))
        let lines = fixture.settle()
        #expect(Self.selection(lines).isEmpty)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.isSelected == true)
        fixture.collectionView.deselectItem(at: IndexPath(item: 13, section: 0), animated: false)
        #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.isSelected == false)
    }

    @Test func scrollToItemCentresAndClampsToTheContent() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        _ = fixture.settle()
        fixture.collectionView.scrollToItem(at: IndexPath(item: 7, section: 0), at: .centeredVertically, animated: false)
        // Item 7: 220–320; its middle, 270, in the middle of 250 points.
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 145))
        fixture.collectionView.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 510))
    }

    @Test func aReusedCellIsDeselectedAndAnItemSelectedOffScreenShowsSelected() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        _ = fixture.settle()
        fixture.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.selectItem(at: IndexPath(item: 18, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 510), animated: false)
        _ = fixture.settle()
        let selected = fixture.collectionView.visibleCells.filter(\.isSelected).map { fixture.collectionView.indexPath(for: $0) }
        #expect(selected == [IndexPath(item: 18, section: 0)])
    }
}

extension CollectionView {
    /// Gives every cell on show a selected background view, for tests that look at it.
    func selectedBackgroundViewsForTest() {
        for cell in visibleCells { cell.selectedBackgroundView = ViewNode(frame: .zero) }
    }
}
