import Foundation
import HeadlessKit
import HeadlessKitTesting

/// A list of rows with a refresh control; selecting a row pushes a form.
@MainActor
final class HostedListController: TableViewController {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
        title = "List"
    }

    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let refresh = RefreshControl()
        // The refresh ends half a second later, as a load would, so the loop can settle.
        refresh.addAction(Action { [weak refresh] _ in
            refresh?.window?.runLoop.perform(after: .milliseconds(500)) { refresh?.endRefreshing() }
        }, for: .valueChanged)
        tableView.refreshControl = refresh
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(HostedFormController(), animated: true)
    }
}

/// A form: a field, a switch and a button that pushes another form.
@MainActor
final class HostedFormController: ViewControllerBase {
    let field = TextField(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
    let toggle = Switch(frame: CGRect(x: 20, y: 170, width: 51, height: 31))
    let go = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Form"
        view.backgroundColor = .white
        field.placeholder = "Name"
        go.setTitle("Go", for: .normal)
        go.frame = CGRect(x: 20, y: 220, width: 80, height: 44)
        go.addAction(Action { [unowned self] _ in
            navigationController?.pushViewController(HostedFormController(), animated: true)
        }, for: .touchUpInside)
        for control in [field, toggle, go] as [ViewNode] { view.addSubview(control) }
    }
}

/// HeadlessKitTesting played at random: a short session of actions through a `TestHost` of its
/// own — a list in a navigation controller, forms pushed from it — as a test would write them.
/// Every action either plays or fails saying why it cannot ("Cannot …", "Expected …"); anything
/// else it reports — work that never settles, a diagnostic, a view or controller that outlives
/// the host — is a violation.
extension World {
    func performTestHostOperation() {
        let rows = 3 + pick(40)
        var actions: [String] = []
        // Half the sessions run as a suite with the testHosts trait does: the scope keeps the
        // host past the session and checks it at the end.
        let scoped = pick(2) == 0
        let failures = withCapturedFailures {
            let session = {
                let host = TestHost(NavigationController(rootViewController: HostedListController(rows: rows)))
                for _ in 0..<(1 + self.pick(6)) { actions.append(self.playHostAction(on: host, rows: rows)) }
            }
            if scoped { TestHostScope.runOnTheMainActor(session) } else { session() }
        }
        let kind = scoped ? "scoped test host" : "test host"
        note("\(kind) of \(rows) rows: \(actions.joined(separator: "; ")) → \(failures.count) failures")
        for failure in failures where !["Cannot ", "Expected "].contains(where: failure.message.hasPrefix) {
            touchViolations.append("test host (\(actions.joined(separator: "; "))): \(failure.message)")
        }
    }

    private func playHostAction(on host: TestHost<NavigationController>, rows: Int) -> String {
        let row = "Row \(pick(rows + 2))"   // sometimes a row that does not exist
        switch pick(11) {
        case 0: host.tap(.text(row)); return "tap \(row)"
        case 1: host.scroll(to: .text(row), maxDrags: 8); return "scroll to \(row)"
        case 2: host.typeText("abc", into: .placeholder("Name")); return "type into Name"
        case 3: host.tap(.text("Go")); return "tap Go"
        case 4:
            let cancelled = chance(3)
            host.swipeBack(cancelled: cancelled)
            return cancelled ? "cancelled swipe back" : "swipe back"
        case 5: host.pullToRefresh(); return "pull to refresh"
        case 6: host.pressHome(); host.tapAppIcon(); return "home and back"
        case 7: host.rotate(); return "rotate"
        case 8: host.tap(.type(Switch.self)); return "tap switch"
        case 9: host.pressReturn(); return "press return"
        default:
            host.swipe(chance(2) ? .left : .right, on: .text(row))
            return "swipe on \(row)"
        }
    }
}
