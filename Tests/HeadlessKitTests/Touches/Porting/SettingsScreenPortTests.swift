import Foundation
import Testing
import HeadlessKit

// A "settings" screen ported from UIKit as a team would port it: a controller that builds a
// scroll view of twenty tappable rows in viewDidLoad, a row control that highlights and reports
// touchUpInside, a detail controller pushed on a navigation controller — then tested as a UI test
// through the window's touch simulation. Public API only.

/// The ordered log every object of the ported settings screen writes to.
@MainActor
final class SettingsScreenLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A settings row: a control that highlights while a finger is down in it and calls `onSelect`
/// on touchUpInside (UIKit port: `class RowControl: UIControl`).
final class RowControl: Control {
    let index: Int
    var onSelect: ((RowControl) -> Void)?
    /// Every change of the highlight, in order.
    private(set) var highlightChanges: [Bool] = []
    /// The control events this row saw, in order ("touchDown", "touchUpInside", "touchCancel").
    private(set) var events: [String] = []

    init(index: Int, frame: CGRect) {
        self.index = index
        super.init(frame: frame)
        backgroundColor = .white
        addTarget(self, action: RowControl.touchUpInside, for: .touchUpInside)
        addTarget(self, action: RowControl.touchDown, for: .touchDown)
        addTarget(self, action: RowControl.touchCancel, for: .touchCancel)
    }
    required init?(coder: Coder) { nil }


    override var isHighlighted: Bool {
        didSet {
            guard isHighlighted != oldValue else { return }
            highlightChanges.append(isHighlighted)
            backgroundColor = isHighlighted ? .gray : .white
        }
    }

    private func touchDown() { events.append("touchDown") }
    private func touchCancel() { events.append("touchCancel") }
    private func touchUpInside() {
        events.append("touchUpInside")
        onSelect?(self)
    }
}

/// The settings screen's scroll view. Like `UITableView`, it lets a drag take a touch from a row
/// that already has it (UIKit's `UIScrollView` keeps touches with controls by default).
final class SettingsScrollView: ScrollView {
    override func touchesShouldCancel(in view: ViewNode) -> Bool {
        view is RowControl ? true : super.touchesShouldCancel(in: view)
    }
}

/// The detail screen a row pushes.
final class SettingsDetailController: ViewControllerBase {
    let row: Int
    let log: SettingsScreenLog
    init(row: Int, log: SettingsScreenLog) {
        self.row = row
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("Detail.viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("Detail.viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("Detail.viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("Detail.viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("Detail.viewDidDisappear(\(animated))") }
}

/// The settings screen (UIKit port: `class SettingsViewController: UIViewController, UIScrollViewDelegate`).
final class SettingsController: ViewControllerBase, ScrollViewDelegate {
    static let rowCount = 20
    static let rowHeight: CGFloat = 60

    let log: SettingsScreenLog
    /// Whether `scrollViewDidScroll` is logged (off while a test looks at other things).
    var logsScrolling = true
    private(set) var scrollView: SettingsScrollView!
    private(set) var contentView: ViewNode!
    private(set) var rows: [RowControl] = []

    init(log: SettingsScreenLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: Coder) { nil }


    override func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.backgroundColor = .white
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The scroll view fills the view by Auto Layout. (UIKit would pin the content view to
        // scrollView.contentLayoutGuide / frameLayoutGuide; HeadlessKit has neither, so the
        // content view is laid out by frame and contentSize is set by hand.)
        let scrollView = SettingsScrollView(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let height = CGFloat(Self.rowCount) * Self.rowHeight
        let contentView = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        scrollView.addSubview(contentView)
        for index in 0..<Self.rowCount {
            let row = RowControl(index: index, frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: 390, height: Self.rowHeight))
            row.onSelect = { [weak self] row in self?.didSelectRow(at: row.index) }
            contentView.addSubview(row)
            rows.append(row)
        }
        scrollView.contentSize = CGSize(width: 390, height: height)
        self.scrollView = scrollView
        self.contentView = contentView
        log.add("Settings.viewDidLoad")
    }

    func didSelectRow(at index: Int) {
        log.add("select row \(index)")
        navigationController?.pushViewController(SettingsDetailController(row: index, log: log), animated: true)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("Settings.viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("Settings.viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("Settings.viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("Settings.viewDidDisappear(\(animated))") }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) { if logsScrolling { log.add("didScroll") } }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.add("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.add("willEndDragging(target: \(targetContentOffset.pointee.y))")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.add("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.add("didEndDecelerating") }
}

@MainActor
@Suite struct SettingsScreenPortTests {
    /// The app as a UIKit test would set it up: a window whose root is a navigation controller
    /// holding the settings screen, shown and settled, log cleared.
    @MainActor
    struct App {
        let loop = MainRunLoop()
        let window: Window
        let log = SettingsScreenLog()
        let settings: SettingsController
        let navigation: NavigationController

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
            settings = SettingsController(log: log)
            navigation = NavigationController(rootViewController: settings)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            log.lines.removeAll()
        }

        /// Runs the loop until nothing is left to do (animations, decelerations).
        func settle() { #expect(loop.runUntilIdle() == .idle) }
    }

    @Test func theScreenBuildsAFullScreenScrollViewOfTwentyRows() {
        let app = App()
        #expect(app.settings.scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.settings.scrollView.contentSize == CGSize(width: 390, height: 1200))
        #expect(app.settings.rows.count == 20)
        #expect(app.settings.rows[3].frame == CGRect(x: 0, y: 180, width: 390, height: 60))
        #expect(app.settings.rows[3].window === app.window)
    }

    /// UIKit: a tap on a row in a scroll view reaches the row when the finger lifts (the scroll
    /// view delays content touches): it highlights, unhighlights, sends touchUpInside, and the
    /// push that follows runs the appearance callbacks of both controllers over the animation.
    @Test func tappingRowThreePushesItsDetailWithTheAppearanceCallbacks() {
        let app = App()
        let row = app.settings.rows[3]
        app.window.tap(row)
        #expect(row.events == ["touchDown", "touchUpInside"])
        #expect(row.highlightChanges == [true, false])
        #expect(row.backgroundColor == .white)
        #expect(app.settings.rows.filter { $0 !== row }.allSatisfy { $0.events.isEmpty })
        app.settle()
        #expect(app.log.lines == [
            "select row 3",
            "Detail.viewDidLoad",
            "Settings.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
            "Settings.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
        ])
        #expect(app.navigation.viewControllers.count == 2)
        let detail = app.navigation.topViewController as? SettingsDetailController
        #expect(detail?.row == 3)
        #expect(detail?.view.window === app.window)
        #expect(app.settings.view.window == nil)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: after the push, the system's swipe from the left edge pops the detail: the
    /// interactive pop's appearance callbacks, and the settings screen is back in the window.
    @Test func swipingBackFromTheLeftEdgePopsTheDetail() {
        let app = App()
        app.window.tap(app.settings.rows[3])
        app.settle()
        app.log.lines.removeAll()
        weak let detail = app.navigation.topViewController
        app.window.edgeSwipe(from: .left, distance: 300)
        app.settle()
        #expect(app.log.lines == [
            "Detail.viewWillDisappear(true)", "Settings.viewWillAppear(true)",
            "Detail.viewDidDisappear(true)", "Settings.viewDidAppear(true)",
        ])
        #expect(app.navigation.viewControllers.count == 1)
        #expect(app.navigation.topViewController === app.settings)
        #expect(app.settings.view.window === app.window)
        #expect(detail == nil)
        // The rows under the swipe's path took no action.
        #expect(app.settings.rows.allSatisfy { $0.events == ($0.index == 3 ? ["touchDown", "touchUpInside"] : []) })
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: a flick gives willBeginDragging → didScroll… → willEndDragging →
    /// didEndDragging(willDecelerate: true) → willBeginDecelerating → didScroll… →
    /// didEndDecelerating; flicked hard enough, the content comes to rest at its bottom edge
    /// (1200 − 844 = 356). A fast drag that starts on a row gives the row nothing at all.
    @Test func flickingScrollsToTheBottomInUIKitsDelegateOrderAndTheRowUnderTheFingerStaysQuiet() {
        let app = App()
        let start = CGPoint(x: 195, y: 700)
        let rowUnderFinger = app.settings.rows.first { $0.frame.contains(start) }!
        #expect(rowUnderFinger.index == 11)
        app.window.flick(from: start, velocity: CGPoint(x: 0, y: -3))
        app.settle()

        let lines = app.log.lines
        #expect(lines.first == "willBeginDragging")
        let willEnd = lines.firstIndex { $0.hasPrefix("willEndDragging") }
        let didEnd = lines.firstIndex(of: "didEndDragging(willDecelerate: true)")
        let willDecelerate = lines.firstIndex(of: "willBeginDecelerating")
        #expect(willEnd != nil && didEnd == willEnd.map { $0 + 1 } && willDecelerate == didEnd.map { $0 + 1 })
        if let willEnd, let willDecelerate {
            let dragging = lines[1..<willEnd]
            let decelerating = lines[(willDecelerate + 1)..<(lines.count - 1)]
            #expect(!dragging.isEmpty && dragging.allSatisfy { $0 == "didScroll" })
            #expect(!decelerating.isEmpty && decelerating.allSatisfy { $0 == "didScroll" })
        }
        #expect(lines.last == "didEndDecelerating")
        #expect(lines.filter { $0 == "didEndDecelerating" }.count == 1)

        #expect(app.settings.scrollView.contentOffset == CGPoint(x: 0, y: 356))
        #expect(!app.settings.scrollView.isDecelerating && !app.settings.scrollView.isDragging)
        #expect(rowUnderFinger.events.isEmpty)
        #expect(rowUnderFinger.highlightChanges.isEmpty)
        #expect(app.settings.rows.allSatisfy { $0.events.isEmpty })
        #expect(app.navigation.viewControllers.count == 1)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: a finger that touches a decelerating list stops it where it is, with no
    /// didEndDecelerating (the next drag's willBeginDragging would follow instead), and the touch
    /// that stops it is not delivered to the content: the row under it is not selected.
    @Test func aTapOnADeceleratingListStopsItWhereItIs() {
        let app = App()
        app.settings.logsScrolling = false
        app.window.flick(from: CGPoint(x: 195, y: 700), velocity: CGPoint(x: 0, y: -1))
        app.loop.run(for: .milliseconds(100))
        #expect(app.settings.scrollView.isDecelerating)
        app.log.lines.removeAll()
        let stoppedAt = app.settings.scrollView.contentOffset
        #expect(stoppedAt.y > 100 && stoppedAt.y < 356)
        app.window.tap(at: CGPoint(x: 195, y: 400))
        #expect(!app.settings.scrollView.isDecelerating)
        app.settle()
        #expect(app.settings.scrollView.contentOffset == stoppedAt)
        #expect(!app.log.lines.contains("didEndDecelerating"))
        #expect(app.settings.rows.allSatisfy { $0.events.isEmpty })
        #expect(app.navigation.viewControllers.count == 1)
    }

    /// A gentle flick inside the content comes to rest exactly at the target the delegate was
    /// told in willEndDragging.
    @Test func aGentleFlickComesToRestAtTheTargetTheDelegateWasTold() {
        let app = App()
        app.window.flick(from: CGPoint(x: 195, y: 700), velocity: CGPoint(x: 0, y: -0.2))
        app.settle()
        let told = app.log.lines.first { $0.hasPrefix("willEndDragging") }
        #expect(told == "willEndDragging(target: \(app.settings.scrollView.contentOffset.y))")
        #expect(app.settings.scrollView.contentOffset.y > 0 && app.settings.scrollView.contentOffset.y < 356)
        #expect(app.log.lines.last == "didEndDecelerating")
    }

    /// UIKit (with a table-view-like touchesShouldCancel): a finger held on a row long enough to
    /// highlight it, then dragged, scrolls — the row is cancelled (touchCancel, highlight gone)
    /// and its action never runs.
    @Test func aSlowDragThatStartsOnARowCancelsTheRowInsteadOfSelectingIt() {
        let app = App()
        app.settings.logsScrolling = false
        let row = app.settings.rows[11]
        // Down at y = 700, held still for 200 ms (past the 150 ms content-touch delay), then
        // dragged up 200 points in 200 ms, held still and lifted.
        var frames: [[CGPoint]?] = [[CGPoint(x: 195, y: 700)]]
        frames += Array(repeating: nil, count: 12)
        frames += (1...12).map { [CGPoint(x: 195, y: 700 - CGFloat($0) * 200 / 12)] }
        frames += Array(repeating: nil, count: 6)
        frames.append([CGPoint(x: 195, y: 500)])
        app.window.performTouches(frames)
        app.settle()
        #expect(row.events == ["touchDown", "touchCancel"])
        #expect(row.highlightChanges == [true, false])
        #expect(app.log.lines == ["willBeginDragging", "willEndDragging(target: \(app.settings.scrollView.contentOffset.y))",
                                  "didEndDragging(willDecelerate: false)"])
        #expect(app.settings.scrollView.contentOffset.y > 150)
        #expect(app.navigation.viewControllers.count == 1)
    }

    /// UIKit's default: without the table-view-like override, a drag that starts on a control the
    /// scroll view already gave the touch to does not scroll, and the control keeps the touch.
    @Test func withUIKitsDefaultTouchesShouldCancelASlowDragOnARowDoesNotScroll() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 1200)
        let row = RowControl(index: 0, frame: CGRect(x: 0, y: 600, width: 390, height: 200))
        scrollView.addSubview(row)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        var frames: [[CGPoint]?] = [[CGPoint(x: 195, y: 700)]]
        frames += Array(repeating: nil, count: 12)
        frames += (1...6).map { [CGPoint(x: 195, y: 700 - CGFloat($0) * 10)] }
        frames.append([CGPoint(x: 195, y: 640)])
        window.performTouches(frames)
        loop.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        #expect(row.events == ["touchDown", "touchUpInside"])
    }
}
