import HeadlessKitTesting
import HeadlessUIKit
@testable import PortedApps
import Testing

/// The inbox (a diffable table) and the photo grid (a collection view) written for UIKit, played as a person would.
@MainActor @Suite struct PortedListTests {
    private func inbox(_ count: Int) -> InboxViewController {
        let long = "Minutes of Monday's meeting, with the budget, the plan for spring and who brings the cake"
        return InboxViewController(messages: (0..<count).map { Message(id: $0, sender: "Sender \($0)", subject: $0 % 3 == 0 ? long : "Lunch?") })
    }

    // Rows sized by their cells' constraints (10 points above and below the stack): a wrapping subject's row is taller.
    @Test func theInboxSizesItsRowsToTheirSubjectsAndATappedMessageOpensAndShowsAsReadInTheSameCell() {
        let host = TestHost(inbox(30)), sender = host.only(UILabel.self, .text("Sender 1")), table = host.root.tableView!
        let rows = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(rows.map(\.height) == [105.33333333333333, 64.66666666666666, 64.66666666666666] && rows[1].minY == rows[0].maxY)
        #expect(table.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator } && sender?.textColor == .label)
        var opened: [Int] = []
        host.root.onOpen = { opened.append($0.id) }
        host.tap(.text("Sender 1"))                         // reconfigured, not reloaded: the row keeps its cell
        #expect(opened == [1] && !host.root.messages[1].isUnread && sender?.textColor == .secondaryLabel)
        #expect(host.only(UILabel.self, .text("Sender 1")) === sender)
    }

    @Test func swipingAMessageAndTappingDeleteRemovesItsRowWithTheRowBelowKeepingItsCellAndANewMessageArrivesAtTheTop() {
        let host = TestHost(inbox(5)), kept = host.only(UILabel.self, .text("Sender 3"))
        host.swipeRow(.text("Sender 2"))
        host.tapSwipeAction(titled: "Delete")
        #expect(host.root.messages.map(\.id) == [0, 1, 3, 4] && host.only(UILabel.self, .text("Sender 3")) === kept)
        host.root.receive(Message(id: 99, sender: "Grace", subject: "Lunch?"))
        host.settle()
        #expect(host.root.tableView.visibleCells.map { ($0 as? MessageCell)?.senderLabel.text } == ["Grace", "Sender 0", "Sender 1", "Sender 3", "Sender 4"])
    }

    // Three 128-point squares to a line share the 2 leftover points: 3 points apart; each album's header is 44 high.
    @Test func thePhotoGridLaysThreeSquaresToALineUnderEachAlbumsHeaderSelectsATappedPhotoAndReusesCellsAsItScrolls() {
        let host = TestHost(PhotosViewController(albums: [("Summer", (1...7).map { "S\($0)" }), ("Winter", (1...60).map { "W\($0)" })]))
        host.expectSnapshot(.text)
        host.tap(.text("S5"))
        #expect(host.root.opened == ["S5"] && host.root.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        host.scroll(to: .text("W60"))                       // a finger's drags: the grid cycles through a screen of cells and a line
        #expect(host.find(.type(PhotoCell.self).includingInvisible).count == 24)
        #expect((host.root.collectionView.cellForItem(at: IndexPath(item: 59, section: 1)) as? PhotoCell)?.captionLabel.text == "W60")
    }
}
