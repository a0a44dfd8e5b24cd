import Foundation
import Testing
@testable import HeadlessKit

/// Tab switches with the order of lifecycle contract §5.
@MainActor
@Suite struct TabBarControllerTests {
    final class Log { var lines: [String] = []; var delegate: Delegate? }

    final class Tab: ViewControllerBase {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }
        override func loadView() { log.lines.append("\(name).loadView"); super.loadView() }
        override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    }

    final class Delegate: TabBarControllerDelegate {
        let log: Log
        var allows = true
        init(_ log: Log) { self.log = log }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool {
            log.lines.append("delegate.shouldSelect")
            return allows
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {
            log.lines.append("delegate.didSelect")
        }
    }

    func shownTabs() -> (ViewFixture, TabBarController, [Tab], Log) {
        let fixture = ViewFixture()
        let log = Log()
        let tabs = [Tab("A", log), Tab("B", log)]
        let tabBar = TabBarController()
        tabBar.viewControllers = tabs
        let delegate = Delegate(log)
        log.delegate = delegate
        tabBar.delegate = delegate
        fixture.window.rootViewController = tabBar
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        return (fixture, tabBar, tabs, log)
    }

    @Test func firstVisitLoadsThenNewTabAppearsBeforeTheOldOneDisappears() {
        let (fixture, tabBar, tabs, log) = shownTabs()
        #expect(log.lines == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"], "tab B is not loaded yet")
        #expect(!tabs[1].isViewLoaded)
        log.lines.removeAll()
        tabBar.selectedIndex = 1
        fixture.loop.runUntilIdle()
        #expect(log.lines == [
            "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
        ], "setting selectedIndex in code does not ask the delegate")
        log.lines.removeAll()
        tabBar.selectedIndex = 0
        fixture.loop.runUntilIdle()
        #expect(log.lines == ["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(tabs[0].view.window != nil && tabs[1].view.window == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func userTapsAskTheDelegateWhichMayRefuse() {
        let (fixture, tabBar, _, log) = shownTabs()
        log.lines.removeAll()
        log.delegate?.allows = false
        tabBar.tap(tabAt: 1)
        #expect(log.lines == ["delegate.shouldSelect"] && tabBar.selectedIndex == 0)
        log.delegate?.allows = true
        log.lines.removeAll()
        tabBar.tap(tabAt: 1)
        fixture.loop.runUntilIdle()
        #expect(log.lines.first == "delegate.shouldSelect")
        #expect(log.lines.contains("delegate.didSelect") && tabBar.selectedIndex == 1)
    }

    @Test func tappingTheSelectedTabPopsItsNavigationControllerToTheRoot() {
        let fixture = ViewFixture()
        let log = Log()
        let navigation = NavigationController(rootViewController: Tab("Root", log))
        let tabBar = TabBarController()
        tabBar.viewControllers = [navigation, Tab("Other", log)]
        fixture.window.rootViewController = tabBar
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        navigation.pushViewController(Tab("Detail", log), animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        tabBar.tap(tabAt: 0)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }
}
