import HeadlessUIKit
@testable import PortedApps
import Testing

/// The inbox (a diffable table of self-sizing rows) and the photo grid (a collection view
/// controller with a flow layout) written for UIKit, played through a window as a person would.
@MainActor @Suite struct PortedListTests {
    let loop = MainRunLoop()
    let window: UIWindow

    init() {
        window = UIWindow(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
    }

    @discardableResult
    private func show(_ controller: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        return navigation
    }

    private static let longSubject = "Minutes of Monday's meeting, with the budget, the plan for spring and who brings the cake"

    private func makeInbox(count: Int = 30) -> InboxViewController {
        InboxViewController(messages: (0..<count).map {
            Message(id: $0, sender: "Sender \($0)", subject: $0 % 3 == 0 ? Self.longSubject : "Lunch?")
        })
    }

    private func senders(_ inbox: InboxViewController) -> [String] {
        inbox.tableView.visibleCells.map { ($0 as! MessageCell).senderLabel.text ?? "" }
    }

    @Test func theInboxShowsItsMessagesInRowsSizedToTheirSubjects() {
        let inbox = makeInbox()
        show(inbox)
        let table = inbox.tableView!
        let rows = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        // A wrapping subject makes its row taller than a one-line one; both come from the cell's
        // constraints (10 points above and below the stack).
        #expect(rows.map(\.height) == [105.33333333333333, 64.66666666666666, 64.66666666666666])
        #expect(rows[1].minY == rows[0].maxY)
        #expect(senders(inbox) == (0..<11).map { "Sender \($0)" })
        #expect(table.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
        #expect(loop.diagnostics.collected.isEmpty)
    }

    @Test func tappingAMessageMarksItReadInTheSameCellAndOpensIt() {
        let inbox = makeInbox()
        var opened: [Int] = []
        inbox.onOpen = { opened.append($0.id) }
        show(inbox)
        let table = inbox.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! MessageCell
        #expect(cell.senderLabel.textColor == .label)
        window.tap(cell)
        loop.runUntilIdle()
        #expect(opened == [1])
        #expect(inbox.messages[1].isUnread == false)
        // Reconfigured, not reloaded: the row keeps its cell, now drawn as read.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.senderLabel.textColor == .secondaryLabel)
    }

    @Test func swipingAMessageAndTappingDeleteRemovesItsRow() {
        let inbox = makeInbox(count: 5)
        show(inbox)
        let table = inbox.tableView!
        let keptCell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        #expect(table.swipeRow(at: IndexPath(row: 2, section: 0)))
        #expect(table.tapSwipeAction(at: 0))
        loop.runUntilIdle()
        #expect(inbox.messages.map(\.id) == [0, 1, 3, 4])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(senders(inbox) == ["Sender 0", "Sender 1", "Sender 3", "Sender 4"])
        // The row below moved up with its cell.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === keptCell)
    }

    @Test func aNewMessageArrivesAtTheTop() {
        let inbox = makeInbox(count: 3)
        show(inbox)
        inbox.receive(Message(id: 99, sender: "Grace", subject: "Lunch?"))
        loop.runUntilIdle()
        #expect(senders(inbox) == ["Grace", "Sender 0", "Sender 1", "Sender 2"])
        #expect(loop.diagnostics.collected.isEmpty)
    }

    private func makePhotos() -> PhotosViewController {
        PhotosViewController(albums: [
            (title: "Summer", photos: (1...7).map { "S\($0)" }),
            (title: "Winter", photos: (1...60).map { "W\($0)" }),
        ])
    }

    @Test func thePhotoGridLaysThreeSquaresToALineUnderEachAlbumsHeader() {
        let photos = makePhotos()
        show(photos)
        let grid = photos.collectionView!
        let frames = (0..<4).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames == [
            // Three 128-point squares share the 2 leftover points: 3 points apart.
            CGRect(x: 0, y: 44, width: 128, height: 128), CGRect(x: 131, y: 44, width: 128, height: 128),
            CGRect(x: 262, y: 44, width: 128, height: 128), CGRect(x: 0, y: 174, width: 128, height: 128),
        ])
        let header = grid.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        #expect(header.frame == CGRect(x: 0, y: 432, width: 390, height: 44))
        #expect(grid.indexPathsForVisibleItems.count == 16)
        #expect(loop.diagnostics.collected.isEmpty)
    }

    @Test func tappingAPhotoSelectsItAndScrollingReusesTheCells() {
        let photos = makePhotos()
        show(photos)
        let grid = photos.collectionView!
        window.tap(grid.cellForItem(at: IndexPath(item: 4, section: 0))!)
        loop.runUntilIdle()
        #expect(photos.opened == ["S5"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        // Scrolled to the bottom a screen at a time, as a finger would, the grid cycles through
        // a few cells: never more than one screen's worth and a line.
        var cellsSeen = Set(grid.visibleCells.map(ObjectIdentifier.init))
        while grid.contentOffset.y + grid.bounds.height < grid.contentSize.height + grid.adjustedContentInset.bottom {
            grid.contentOffset.y += 300
            loop.runUntilIdle()
            cellsSeen.formUnion(grid.visibleCells.map(ObjectIdentifier.init))
        }
        let last = grid.cellForItem(at: IndexPath(item: 59, section: 1)) as! PhotoCell
        #expect(last.captionLabel.text == "W60")
        #expect(cellsSeen.count == 24)
    }
}
