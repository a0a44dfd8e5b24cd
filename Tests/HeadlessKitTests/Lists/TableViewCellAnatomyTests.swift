import Foundation
import Testing
@testable import HeadlessKit

/// A cell's anatomy: the content view beside the accessory, the background views behind it,
/// and the separator inset it takes from its table.
@MainActor
@Suite struct TableViewCellAnatomyTests {
    /// The content view spans the cell less the accessory's width (chosen widths).
    @Test func theContentViewLeavesRoomForTheAccessoryType() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var widths: [CGFloat] = []
        for type in TableViewCell.AccessoryType.allCases {
            cell.accessoryType = type
            cell.layoutIfNeeded()
            widths.append(cell.contentView.frame.width)
        }
        #expect(widths == [320, 282, 248, 280, 272])
        #expect(cell.contentView.frame.origin == .zero && cell.contentView.frame.height == 44)
    }

    /// An accessory view sits 16 points from the trailing edge, centred, and the content view
    /// ends 16 points before it (chosen); it replaces the accessory type's mark.
    @Test func anAccessoryViewSitsAtTheTrailingEdgeBesideTheContentView() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessoryType = .checkmark
        let accessory = ViewNode(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        #expect(accessory.frame == CGRect(x: 274, y: 12, width: 30, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 258, height: 44))
        #expect(cell.subviews.last === accessory)
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(accessory.superview == nil && cell.contentView.frame.width == 280)
    }

    /// The background view fills the cell behind everything; the selected background view
    /// shows in front of it only while the cell is selected or highlighted.
    @Test func theSelectedBackgroundViewShowsOnlyWhileSelectedOrHighlighted() {
        let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let background = ViewNode()
        let selected = ViewNode()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, cell.contentView].map(ObjectIdentifier.init))
        #expect(background.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(cell.subviews.map(ObjectIdentifier.init) == [background, selected, cell.contentView].map(ObjectIdentifier.init))
        #expect(selected.frame == cell.bounds)
        cell.isHighlighted = false
        #expect(selected.superview == nil)
        cell.setSelected(true, animated: false)
        #expect(selected.superview === cell)
        cell.selectedBackgroundView = nil
        #expect(selected.superview == nil && cell.subviews.count == 2)
    }

    /// A cell takes its table's separator inset until its own is set (16 points on the left by
    /// default, chosen as UIKit's on an iPhone); the table's separators are properties only.
    @Test func cellsTakeTheTablesSeparatorInsetUntilTheirOwnIsSet() {
        let fixture = TableFixture(rows: [2])
        _ = fixture.settle()
        let table = fixture.table
        #expect(table.separatorStyle == .singleLine && table.separatorColor == .separator)
        #expect(table.visibleCells.map(\.separatorInset.left) == [16, 16])
        table.visibleCells[1].separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        table.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 4)
        #expect(table.visibleCells.map(\.separatorInset) == [
            EdgeInsets(top: 0, left: 20, bottom: 0, right: 4), EdgeInsets(top: 0, left: 40, bottom: 0, right: 0),
        ])
        #expect(table.subviews.allSatisfy { $0 is TableViewCell })
    }

    /// Non-finite separator insets are refused, keeping the inset there was.
    @Test func nonFiniteSeparatorInsetsAreRefused() {
        let fixture = TableFixture(rows: [1])
        _ = fixture.settle()
        let cell = fixture.table.visibleCells[0]
        fixture.table.separatorInset = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
        cell.separatorInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(fixture.table.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    }
}
