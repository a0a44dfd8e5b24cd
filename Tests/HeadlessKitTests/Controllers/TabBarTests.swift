import Foundation
import Testing
@testable import HeadlessKit

/// The tab bar controller's bar: where it lies, how its height enters the selected tab's safe
/// area, and its items under a finger.
@MainActor
@Suite struct TabBarTests {
    final class Delegate: TabBarControllerDelegate {
        let trace: ControllerTrace
        init(_ trace: ControllerTrace) { self.trace = trace }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool {
            trace.note("delegate.shouldSelect \((viewController as! TracedController).name)")
            return true
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {
            trace.note("delegate.didSelect \((viewController as! TracedController).name)")
        }
    }

    /// Tabs A ("Mail") and B ("Notes") with a delegate, shown in a window with a phone's unsafe
    /// edges; layout callbacks left out.
    func shownTabs() -> (ControllerFixture, TabBarController, [TracedController], Delegate) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        fixture.window.screenSafeAreaInsets = NavigationBarTests.phoneInsets
        let tabs = [fixture.controller("A"), fixture.controller("B")]
        tabs[0].title = "Mail"
        tabs[1].title = "Notes"
        let tabBar = TabBarController()
        tabBar.viewControllers = tabs
        let delegate = Delegate(fixture.trace)
        tabBar.delegate = delegate
        fixture.show(tabBar)
        return (fixture, tabBar, tabs, delegate)
    }

    /// UIKit: the tab bar is 49 points high plus the bottom safe area, at the bottom of the
    /// view; the selected tab fills the view and its safe area's bottom includes the bar.
    @Test func theBarLiesAtTheBottomAndItsHeightIsInTheTabsSafeArea() {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        #expect(tabBar.tabBar.frame == CGRect(x: 0, y: 397, width: 320, height: 83))
        #expect(tabs[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(tabs[0].view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabBar.view.subviews.last === tabBar.tabBar)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    /// The bar follows the bottom edge of the view's bounds rectangle, where subviews are placed
    /// (UIKit: a view's bounds origin is the coordinate of its top-left corner for its subviews),
    /// and stays on that edge when the view is autoresized below zero height.
    @Test func theBarFollowsTheBottomEdgeOfTheViewsBounds() {
        let (fixture, tabBar, _, delegate) = shownTabs()
        tabBar.view.bounds.origin = CGPoint(x: 5, y: 100)
        fixture.loop.runUntilIdle()
        #expect(tabBar.tabBar.frame == CGRect(x: 5, y: 497, width: 320, height: 83))

        tabBar.view.bounds.origin = .zero
        tabBar.view.frame = CGRect(x: 0, y: 0, width: 28, height: 44)
        fixture.window.frame.size = CGSize(width: 270, height: 300)
        fixture.loop.runUntilIdle()
        #expect(tabBar.view.bounds.size == CGSize(width: -22, height: -136))
        #expect(tabBar.tabBar.frame.maxY == tabBar.view.bounds.maxY)
        #expect(tabBar.tabBar.frame.width == 22)
        withExtendedLifetime(delegate) {}
    }

    /// A navigation controller in a tab: its child's safe area has the navigation bar at the top
    /// and the tab bar at the bottom.
    @Test func aNavigationControllerInATabHasBothBarsInItsChildsSafeArea() {
        let fixture = ControllerFixture()
        fixture.window.screenSafeAreaInsets = NavigationBarTests.phoneInsets
        let root = fixture.controller("Root")
        let navigation = NavigationController(rootViewController: root)
        let tabBar = TabBarController()
        tabBar.viewControllers = [navigation]
        fixture.show(tabBar)
        #expect(navigation.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 320, height: 44))
    }

    /// The bar's items are the tabs' items; a controller's title sets its tab's title.
    @Test func theBarShowsTheTabsItems() throws {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        let bar = tabBar.tabBar
        #expect(bar.items?.map(\.title) == ["Mail", "Notes"])
        #expect(bar.selectedItem === tabs[0].tabBarItem)
        let notes = try #require(bar.view(for: tabs[1].tabBarItem))
        #expect(notes.frame == CGRect(x: 160, y: 0, width: 160, height: 49))
        tabs[1].title = "Drafts"
        #expect(bar.items?.map(\.title) == ["Mail", "Drafts"])
        let replacement = TabBarItem(tabBarSystemItem: .favorites, tag: 7)
        tabs[1].tabBarItem = replacement
        #expect(bar.items?.last === replacement && replacement.displayTitle == "Favorites")
        tabBar.selectedIndex = 1
        fixture.loop.runUntilIdle()
        #expect(bar.selectedItem === replacement)
        withExtendedLifetime(delegate) {}
    }

    /// UIKit: a tap on a tab's item selects it through the user's path — the delegate's
    /// shouldSelect, the switch, then didSelect (the same trace as tap(tabAt:)).
    @Test func tappingATabsItemSelectsItThroughTheDelegate() throws {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        fixture.trace.removeAll()
        let item = try #require(tabBar.tabBar.view(for: tabs[1].tabBarItem))
        fixture.window.tap(item)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "delegate.shouldSelect B", "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)",
            "A.viewWillDisappear(false)", "delegate.didSelect B", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        ])
        #expect(tabBar.selectedIndex == 1 && tabs[1].view.safeAreaInsets.bottom == 83)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func aDisabledItemIgnoresTaps() throws {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        tabs[1].tabBarItem.isEnabled = false
        fixture.trace.removeAll()
        fixture.window.tap(try #require(tabBar.tabBar.view(for: tabs[1].tabBarItem)))
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.isEmpty && tabBar.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
    }

    /// UIKit raises "Directly modifying a tab bar managed by a tab bar controller is not
    /// allowed." and "Changing the delegate of a tab bar managed by a tab bar controller is not
    /// allowed."
    @Test func changingAManagedTabBarDirectlyIsRefused() {
        let (fixture, tabBar, tabs, delegate) = shownTabs()
        final class BarDelegate: TabBarDelegate {}
        let barDelegate = BarDelegate()
        let bar = tabBar.tabBar
        let before = fixture.window.recursiveDescription()
        fixture.trace.removeAll()
        bar.items = []
        bar.selectedItem = tabs[1].tabBarItem
        bar.delegate = barDelegate
        #expect(bar.items?.count == 2 && bar.selectedItem === tabs[0].tabBarItem && bar.delegate == nil)
        #expect(fixture.window.recursiveDescription() == before && fixture.trace.lines.isEmpty)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == Array(repeating: .barManagedByController, count: 3))
        #expect(diagnostics.map { $0.message.prefix(34) } == [
            "Directly modifying a tab bar manag", "Directly modifying a tab bar manag", "Changing the delegate of a tab bar",
        ])
        withExtendedLifetime(delegate) {}
    }

    /// A tab bar made by hand selects the tapped item and tells its delegate (UITabBarDelegate).
    @Test func aStandaloneTabBarSelectsTheTappedItem() throws {
        final class BarDelegate: TabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { selected.append(item.title ?? "") }
        }
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        let bar = TabBar(frame: CGRect(x: 0, y: 431, width: 320, height: 49))
        window.addSubview(bar)
        let delegate = BarDelegate()
        bar.delegate = delegate
        let first = TabBarItem(title: "One", tag: 1), second = TabBarItem(title: "Two", tag: 2)
        bar.setItems([first, second], animated: false)
        loop.runUntilIdle()
        window.tap(try #require(bar.view(for: second)))
        #expect(bar.selectedItem === second && delegate.selected == ["Two"])
        bar.items = [first]
        #expect(bar.selectedItem == nil, "an item no longer on the bar is deselected")
        #expect(loop.diagnostics.collected.isEmpty)
    }
}
