import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A table of 60 rows named `Row 0`…`Row 59`, recording the rows selected and whether its refresh
/// control fired.
@MainActor
final class RowsController: TableViewController {
    var selected: [Int] = []
    var refreshes = 0

    init() { super.init(style: .plain) }
    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let refresh = RefreshControl()
        refresh.addAction(Action { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
        tableView.refreshControl = refresh
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@MainActor @Suite struct GestureActionTests {
    @Test func scrollingToARowNotMadeYetDragsUntilItShowsThenTappingItSelectsIt() {
        let host = TestHost(RowsController())
        #expect(host.find(.text("Row 40")).exists == false)
        host.scroll(to: .text("Row 40"))
        host.tap(.text("Row 40"))
        #expect(host.root.selected == [40])
    }

    @Test func scrollingToATextNoRowHasFailsAtTheEnd() {
        let host = TestHost(RowsController())
        let failures = withCapturedFailures { host.scroll(to: .text("Row 99")) }
        #expect(failures.map(\.message) == [
            #"Cannot scroll until text "Row 99": TableView (0, 0, 390, 844) scrolled as far as it goes (contentOffset (0, -47)) and it is not visible."#,
        ])
    }

    @Test func pullingToRefreshBeginsRefreshing() {
        let host = TestHost(RowsController())
        host.pullToRefresh()
        #expect(host.root.refreshes == 1)
        #expect(host.root.tableView.refreshControl?.isRefreshing == true)
        host.app.withCurrent { host.root.tableView.refreshControl?.endRefreshing() }
        host.settle()
    }

    @Test func swipingBackPopsTheTopController() {
        let host = TestHost(NavigationController(rootViewController: TitledController(title: "Inbox")))
        host.app.withCurrent { host.root.pushViewController(TitledController(title: "Message"), animated: false) }
        host.settle()
        host.swipeBack()
        #expect(host.root.viewControllers.count == 1)
        #expect(host.only(.text("Inbox")) is NavigationBar)
    }

    @Test func aCancelledSwipeBackKeepsTheTopController() {
        let host = TestHost(NavigationController(rootViewController: TitledController(title: "Inbox")))
        host.app.withCurrent { host.root.pushViewController(TitledController(title: "Message"), animated: false) }
        host.settle()
        host.swipeBack(cancelled: true)
        #expect(host.root.viewControllers.count == 2)
    }

    @Test func swipingBackWithNothingToPopFails() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { host.swipeBack() }
        #expect(failures.map(\.message) == ["Cannot swipe back: no visible navigation controller has a controller to go back to."])
    }

    @Test func tappingAnAlertActionByTitleRunsItsHandler() {
        let host = TestHost(FinderScreenController())
        var handled: [String] = []
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { handled.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") })
        host.app.withCurrent { host.root.present(alert, animated: true) }
        host.settle()
        host.tapAlertAction(titled: "Delete")
        #expect(handled == ["Delete"])
        #expect(host.root.presentedViewController == nil)
    }

    @Test func tappingAnAlertActionThatIsNotThereFailsListingTheActions() {
        let host = TestHost(FinderScreenController())
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        host.app.withCurrent { host.root.present(alert, animated: false) }
        host.settle()
        let failures = withCapturedFailures {
            host.tapAlertAction(titled: "OK")
            host.app.withCurrent { host.root.dismiss(animated: false) }
            host.settle()
            host.tapAlertAction(titled: "OK")
        }
        #expect(failures.map(\.message) == [
            #"Cannot tap alert action "OK": the alert "Delete?" has no such action; its actions are "Cancel"."#,
            #"Cannot tap alert action "OK": no alert is shown."#,
        ])
    }
}
