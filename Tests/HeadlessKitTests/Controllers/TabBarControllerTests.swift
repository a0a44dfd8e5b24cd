import Foundation
import Testing
@testable import HeadlessKit

/// Tab switches, with the order of the tabs section of Lifecycle Guarantees.
@MainActor
@Suite struct TabBarControllerTests {
    final class Delegate: TabBarControllerDelegate {
        let trace: ControllerTrace
        var allows = true
        init(_ trace: ControllerTrace) { self.trace = trace }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool {
            trace.note("delegate.shouldSelect \((viewController as! TracedController).name)")
            return allows
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {
            trace.note("delegate.didSelect \((viewController as! TracedController).name)")
        }
    }

    /// A shown tab bar controller with tabs A and B and a delegate; layout callbacks left out.
    func shownTabs() -> (ControllerFixture, TabBarController, [TracedController], Delegate) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let tabs = [fixture.controller("A"), fixture.controller("B")]
        let tabBar = TabBarController()
        tabBar.viewControllers = tabs
        let delegate = Delegate(fixture.trace)
        tabBar.delegate = delegate
        fixture.show(tabBar)
        return (fixture, tabBar, tabs, delegate)
    }

    @Test func firstVisitLoadsThenNewTabAppearsBeforeTheOldOneDisappears() {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        #expect(fixture.trace.lines == [
            "A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(false)", "A.viewDidAppear(false)",
        ], "tab B is not loaded yet")
        #expect(!tabs[1].isViewLoaded)
        fixture.trace.removeAll()
        tabBar.selectedIndex = 1
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        ], "setting selectedIndex in code does not ask the delegate")
        fixture.trace.removeAll()
        tabBar.selectedIndex = 0
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "A.viewWillAppear(false)", "B.viewWillDisappear(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
        ])
        #expect(tabs[0].view.window != nil && tabs[1].view.window == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func userTapsAskTheDelegateWhichMayRefuse() {
        let (fixture, tabBar, _, delegate) = shownTabs()
        fixture.trace.removeAll()
        delegate.allows = false
        tabBar.tap(tabAt: 1)
        #expect(fixture.trace.lines == ["delegate.shouldSelect B"] && tabBar.selectedIndex == 0)
        delegate.allows = true
        fixture.trace.removeAll()
        tabBar.tap(tabAt: 1)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "delegate.shouldSelect B", "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)",
            "A.viewWillDisappear(false)", "delegate.didSelect B", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        ])
        #expect(tabBar.selectedIndex == 1)
    }

    @Test func tappingTheSelectedTabPopsItsNavigationControllerToTheRoot() {
        let fixture = ControllerFixture()
        let navigation = NavigationController(rootViewController: fixture.controller("Root"))
        let tabBar = TabBarController()
        tabBar.viewControllers = [navigation, fixture.controller("Other")]
        fixture.show(tabBar)
        navigation.pushViewController(fixture.controller("Detail"), animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        tabBar.tap(tabAt: 0)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.trace.lines.last == "Detail.deinit")
    }
}
