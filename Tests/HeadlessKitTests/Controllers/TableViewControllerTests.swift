import Foundation
import Testing
@testable import HeadlessKit

/// A table view controller: its view is a table it feeds, through the methods subclasses
/// override, as UIKit's `UITableViewController`.
@MainActor
@Suite struct TableViewControllerTests {
    final class NamesController: TableViewController {
        let names = ["Ada", "Grace", "Barbara"]
        var lines: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "name")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            lines.append("numberOfRows(\(section))")
            return names.count
        }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            lines.append("cellForRow(\(indexPath.row))")
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            lines.append("willDisplay(\(indexPath.row))")
        }
    }

    /// The controller's view is a table of its style, screen-sized, that it is the data source and
    /// delegate of; the table asks the subclass's overrides in its first layout.
    @Test func theTableAsksTheSubclassesOverridesInItsFirstLayout() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let controller = NamesController(style: .grouped)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(loop.runUntilIdle() == .idle)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        #expect(controller.lines == ["numberOfRows(0)", "cellForRow(0)", "willDisplay(0)", "cellForRow(1)",
                                     "willDisplay(1)", "cellForRow(2)", "willDisplay(2)"])
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Ada", "Grace", "Barbara"])
        #expect(loop.diagnostics.collected.isEmpty)
    }

    /// A controller made with UIKit's designated initializer has a plain table.
    @Test func theDesignatedInitializerMakesAPlainTable() {
        let controller = TableViewController(nibName: nil, bundle: nil)
        #expect(controller.tableView.style == .plain)
    }

    /// UIKit's clearsSelectionOnViewWillAppear: the selection is cleared as the view is about to
    /// appear again.
    @Test func theSelectionIsClearedWhenTheViewIsAboutToAppear() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let controller = NamesController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.rootViewController = ViewControllerBase()
        loop.runUntilIdle()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        window.rootViewController = controller
        loop.runUntilIdle()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
