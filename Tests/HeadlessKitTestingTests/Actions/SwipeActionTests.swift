import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A table of five rows named `Row 0`…`Row 4`, each with two trailing swipe actions that record
/// what they ran.
@MainActor
final class SwipeableRowsController: TableViewController {
    var ran: [String] = []

    init() { super.init(style: .plain) }
    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: (["Delete", "Archive"] as [String]).map { title in
            ContextualAction(style: .normal, title: title) { [unowned self] _, _, done in
                ran.append("\(title) \(indexPath.row)")
                done(true)
            }
        })
    }
}

@MainActor @Suite struct SwipeActionTests {
    @Test func swipingARowRevealsItsActionsAndTappingOneRunsItForThatRow() {
        let host = TestHost(SwipeableRowsController())
        host.swipeRow(.text("Row 2"))
        host.tapSwipeAction(titled: "Archive")
        #expect(host.root.ran == ["Archive 2"])
        #expect(host.trace.actions.map(\.name) == [#"swipe row text "Row 2""#, #"tap swipe action "Archive""#])
    }

    @Test func swipingAViewOutsideATableRowOrARowWithoutActionsFailsSayingWhy() {
        let host = TestHost(NavigationController(rootViewController: SwipeableRowsController()))
        host.root.topViewController?.title = "Rows"
        host.settle()
        let failures = withCapturedFailures {
            host.swipeRow(.text("Rows"))
            host.swipeRow(.text("Row 2"), leading: true)
        }
        #expect(failures.map(\.message) == [
            #"Cannot swipe row text "Rows": NavigationBar "Rows" (0, 47, 390, 44) is not in a table row."#,
            #"Cannot swipe row text "Row 2" from the leading edge: the row at [0, 2] has no leading swipe actions "#
                + "(the delegate gave none, or the row cannot be edited).",
        ])
    }

    @Test func tappingASwipeActionWithNoneRevealedOrNoneSoTitledFailsAndRunsNothing() {
        let host = TestHost(SwipeableRowsController())
        let failures = withCapturedFailures {
            host.tapSwipeAction(titled: "Delete")
            host.swipeRow(.text("Row 2"))
            host.tapSwipeAction(titled: "Flag")
        }
        #expect(failures.map(\.message) == [
            #"Cannot tap swipe action "Delete": no table row shows swipe actions; swipe one with swipeRow(_:) first."#,
            #"Cannot tap swipe action "Flag": the row's swipe actions are "Delete", "Archive"."#,
        ])
        #expect(host.root.ran == [])
    }
}
