import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A controller with a title and a right bar button item, for pushing onto a navigation controller.
@MainActor
final class TitledController: ViewControllerBase {
    let save = BarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    var saves = 0

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        save.accessibilityIdentifier = "save"
        save.primaryAction = Action { [unowned self] _ in saves += 1 }
        navigationItem.rightBarButtonItem = save
    }

    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

@MainActor @Suite struct BarAndAlertFinderTests {
    private func pushedHost() -> TestHost<NavigationController> {
        let host = TestHost(NavigationController(rootViewController: TitledController(title: "Inbox")))
        host.app.withCurrent { host.root.pushViewController(TitledController(title: "Message"), animated: false) }
        host.settle()
        return host
    }

    @Test func aNavigationBarIsFoundByItsTitleAndItsItemsByTheirTitlesAndIdentifiers() {
        let host = pushedHost()
        #expect(host.only(.text("Message")) is NavigationBar)
        let save = host.only(.identifier("save"))
        #expect(save != nil && save === host.only(.text("Save")))
        #expect(host.only(.text("Inbox")) != nil)
        #expect(host.find(.text("Inbox")).all.map { host.screenIndex().kind(of: $0) } == ["back button"])
    }

    @Test func anAlertIsFoundByItsTitleMessageAndActionTitles() {
        let host = TestHost(FinderScreenController())
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        host.app.withCurrent { host.root.present(alert, animated: false) }
        host.settle()
        #expect(host.only(.text("Delete?")) === alert.view)
        #expect(host.only(.text("It cannot be undone.")) === alert.view)
        #expect(host.only(.text("Delete")) === alert.actionButtonView(for: alert.actions[1]))
        #expect(host.screenIndex().describe(host.only(.text("Cancel"))!) == #"alert action "Cancel" (60, 446.5, 135, 44)"#)
    }
}
