import Foundation
import Testing
@testable import HeadlessKit

/// A controller whose root view is a scroll view, scrolled: scrolling moves the scroll view's
/// bounds origin (its content offset), not its frame, so its safe area and layout margins stay
/// as they were — UIKit's `safeAreaInsets` reflect "the portion of the view not covered by" bars
/// and the window's edges, which depends on where the view is, not on what it shows.
///
/// Each frame of the scroll still lays the root view out: UIKit's `viewWillLayoutSubviews()` is
/// called "when a view's bounds change", and a content offset is the bounds' origin — so the
/// controller hears `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around the scroll
/// view's `layoutSubviews()` on every frame that moved it, and nothing else.
@MainActor
@Suite struct ScrollingRootViewTests {
    final class ListController: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        }
    }

    final class PageController: TracedController {
        override func loadView() {
            let scrollView = ScrollView()
            scrollView.contentSize = CGSize(width: 390, height: 20_000)
            view = scrollView
        }
    }

    /// Shows `controller` in a navigation controller in a device-sized window, settled, and
    /// returns the loop and window with the trace emptied.
    func show(_ controller: ViewControllerBase, trace: ControllerTrace) -> (Application, Window) {
        let (app, _) = Application.launchedForTest()
        app.runLoop.lifecycleObserver = trace
        let window = Window(application: app)
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        trace.removeAll()
        return (app, window)
    }

    /// Flicks the scroll view up, then runs the deceleration frame by frame: each frame's trace.
    func flickAndRecordFrames(_ scrollView: ScrollView, in window: Window, loop: MainRunLoop,
                              trace: ControllerTrace) -> (drag: [String], frames: [[String]]) {
        window.flick(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -3))
        let drag = trace.lines
        trace.removeAll()
        var frames: [[String]] = []
        while scrollView.isDecelerating {
            loop.run(for: window.frameInterval)
            frames.append(trace.lines)
            trace.removeAll()
        }
        return (drag, frames)
    }

    @Test func aDeceleratingTableControllerHearsOnlyItsLayoutOnEachFrame() {
        let trace = ControllerTrace()
        let list = ListController(style: .plain)
        trace.name(list, "List")
        trace.name(list.tableView, "Table")
        let (app, window) = show(list, trace: trace)
        let insets = list.tableView.safeAreaInsets
        let margins = list.tableView.layoutMargins
        let (drag, frames) = flickAndRecordFrames(list.tableView, in: window, loop: app.runLoop, trace: trace)
        let layout = ["List.viewWillLayoutSubviews()", "Table.layoutSubviews()", "List.viewDidLayoutSubviews()"]
        #expect(drag == Array(repeating: layout, count: 6).flatMap { $0 })
        // The first frame brings a row into view: the new cell added during the table's layout
        // marks the table for layout again, as adding a subview marks its superview (chosen: the
        // update cycle's rule for every view; UIKit documents no exception inside layoutSubviews()).
        let newRow = ["List.viewWillLayoutSubviews()", "Table.layoutSubviews()", "Table.didAddSubview(TableViewCell)",
                      "List.viewDidLayoutSubviews()"] + layout
        #expect(frames == [newRow] + Array(repeating: layout, count: 239))
        #expect(list.tableView.safeAreaInsets == insets && list.tableView.layoutMargins == margins)
    }

    @Test func aDeceleratingScrollViewRootHearsOnlyItsLayoutOnEachFrame() {
        let trace = ControllerTrace()
        let page = PageController("Page", in: trace)
        trace.name(page.view, "Scroll")
        let (app, window) = show(page, trace: trace)
        let scrollView = page.view as! ScrollView
        let insets = scrollView.safeAreaInsets
        let margins = scrollView.layoutMargins
        let (drag, frames) = flickAndRecordFrames(scrollView, in: window, loop: app.runLoop, trace: trace)
        let layout = ["Page.viewWillLayoutSubviews()", "Scroll.layoutSubviews()", "Page.viewDidLayoutSubviews()"]
        #expect(drag == Array(repeating: layout, count: 6).flatMap { $0 })
        #expect(frames == Array(repeating: layout, count: 240))
        #expect(scrollView.safeAreaInsets == insets && scrollView.layoutMargins == margins)
    }
}
