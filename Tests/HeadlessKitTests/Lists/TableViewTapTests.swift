import Foundation
import Testing
@testable import HeadlessKit

/// Selection by tap, played with fingers: UIKit's table highlights a touched row, selects it at
/// the lift (deselecting the row selected before in single selection), and a drag that scrolls
/// selects nothing.
@MainActor
@Suite struct TableViewTapTests {
    /// The delegate's selection messages in a log, leaving out display messages.
    static func selection(_ lines: [String]) -> [String] {
        let prefixes = ["shouldHighlight", "didHighlight", "didUnhighlight", "willSelect", "didSelect", "willDeselect", "didDeselect"]
        return lines.filter { line in prefixes.contains { line.hasPrefix($0 + "(") } }
    }

    @Test func tappingARowHighlightsThenSelectsItAndDeselectsTheRowSelectedBefore() {
        let fixture = TableFixture(rows: [20])
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 160, y: 110))     // row 2: 88–132
        #expect(fixture.settle() == [
            "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willSelect(0.2)", "didSelect(0.2)",
        ])
        fixture.window.tap(at: CGPoint(x: 160, y: 200))     // row 4: 176–220
        #expect(fixture.settle() == [
            "shouldHighlight(0.4)", "didHighlight(0.4)", "didUnhighlight(0.4)", "willSelect(0.4)",
            "willDeselect(0.2)", "didDeselect(0.2)", "didSelect(0.4)",
        ])
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(fixture.table.visibleCells.map(\.isSelected) == (0...10).map { $0 == 4 })
        #expect(fixture.table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func tappingASelectedRowAgainDeselectsItWhenMultipleSelectionIsAllowed() {
        let fixture = TableFixture(rows: [20]) { table, _ in table.allowsMultipleSelection = true }
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 160, y: 110))
        fixture.window.tap(at: CGPoint(x: 160, y: 200))
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 160, y: 110))
        #expect(fixture.settle() == [
            "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willDeselect(0.2)", "didDeselect(0.2)",
        ])
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test func aDragThatScrollsTheTableSelectsNothing() {
        let fixture = TableFixture(rows: [50])
        _ = fixture.settle()
        fixture.window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(Self.selection(fixture.settle()).isEmpty)
        #expect(fixture.table.contentOffset.y > 0)
        #expect(fixture.table.indexPathsForSelectedRows == nil)
    }

    @Test func aTableThatDoesNotAllowSelectionIgnoresTaps() {
        let fixture = TableFixture(rows: [20]) { table, _ in table.allowsSelection = false }
        _ = fixture.settle()
        fixture.window.tap(at: CGPoint(x: 160, y: 110))
        #expect(fixture.settle().isEmpty)
        #expect(fixture.table.indexPathsForSelectedRows == nil)
    }
}
