import Foundation
import Testing
@testable import HeadlessKit

/// Tab lists a tab bar controller refuses, with the tabs and hierarchy exactly as they were, a tab
/// that leaves by other means, hooks that change the tabs, and views unloaded while loading.
@MainActor
@Suite struct TabBarRobustnessTests {
    /// A shown tab bar controller ("tabs") with tabs A and B inside a plain container ("outer",
    /// the window's root); settled, the trace cleared.
    func shownTabs() -> (ControllerFixture, TabBarController, outer: ViewControllerBase, [HookController]) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let tabs = [HookController("A", in: fixture.trace), HookController("B", in: fixture.trace)]
        let tabBar = TabBarController()
        tabBar.viewControllers = tabs
        let outer = fixture.controller("outer")
        outer.addChild(tabBar)
        outer.view.addSubview(tabBar.view)
        tabBar.didMove(toParent: outer)
        fixture.show(outer)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        return (fixture, tabBar, outer, tabs)
    }

    func ids(_ objects: [AnyObject]) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    /// The tab bar controller's subviews are exactly `controller`'s view.
    func showsOnly(_ controller: ViewControllerBase, in tabBar: TabBarController) -> Bool {
        tabBar.view.contentSubviews.count == 1 && tabBar.view.contentSubviews[0] === controller.viewIfLoaded
    }

    /// Sets `list` as the tabs and checks it was refused: one diagnostic of `kind` about `objects`
    /// whose message starts with `prefix`, the tabs, the window's hierarchy and the trace unchanged.
    func expectRefused(
        _ fixture: ControllerFixture, _ tabBar: TabBarController, _ list: [ViewControllerBase], kind: Diagnostic.Kind,
        prefix: String, objects: [AnyObject], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tabs = ids(tabBar.viewControllers)
        let children = ids(tabBar.children)
        let before = fixture.window.recursiveDescription()
        tabBar.viewControllers = list
        #expect(fixture.loop.runUntilIdle() == .idle, sourceLocation: sourceLocation)
        #expect(ids(tabBar.viewControllers) == tabs, sourceLocation: sourceLocation)
        #expect(ids(tabBar.children) == children, sourceLocation: sourceLocation)
        #expect(tabBar.selectedIndex == 0, sourceLocation: sourceLocation)
        #expect(fixture.window.recursiveDescription() == before, sourceLocation: sourceLocation)
        #expect(fixture.trace.lines.isEmpty, sourceLocation: sourceLocation)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [kind], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true, "\(diagnostics)", sourceLocation: sourceLocation)
        #expect(diagnostics.first?.objectIdentifiers == ids(objects), sourceLocation: sourceLocation)
    }

    @Test func tabsThatNameAControllerTwiceAreRefused() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        let list: [ViewControllerBase] = [tabs[0], tabs[1], tabs[0]]
        expectRefused(fixture, tabBar, list, kind: .controllerAlreadyOnStack,
                      prefix: "The tabs of \(tabBar) were given the same view controller instance more than once",
                      objects: [tabBar] + list)
    }

    // UIKit: a controller cannot contain itself.
    @Test func tabsHoldingTheTabBarControllerOrAnAncestorAreRefused() {
        let (fixture, tabBar, outer, tabs) = shownTabs()
        expectRefused(fixture, tabBar, [tabs[0], tabBar], kind: .unsupportedNavigationChild,
                      prefix: "A tab bar controller must be a window's root view controller, not a tab", objects: [tabBar, tabBar])
        _ = fixture.loop.diagnostics.removeAll()
        expectRefused(fixture, tabBar, [tabs[0], outer], kind: .containmentCycle,
                      prefix: "Making \(outer) a tab of \(tabBar) would make it contain itself", objects: [tabBar, outer])
    }

    // UIKit: a tab bar controller must be a window's root view controller (chosen: refused as a tab).
    @Test func anotherTabBarControllerCannotBeATab() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        let inner = TabBarController()
        expectRefused(fixture, tabBar, [tabs[0], inner], kind: .unsupportedNavigationChild,
                      prefix: "A tab bar controller must be a window's root view controller, not a tab", objects: [tabBar, inner])
    }

    // UIKit's UIViewControllerHierarchyInconsistency text: a controller has one parent.
    @Test func aControllerOnANavigationStackCannotBecomeATab() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        let pushed = fixture.controller("pushed")
        let navigation = NavigationController(rootViewController: fixture.controller("root"))
        navigation.pushViewController(pushed, animated: false)
        fixture.trace.removeAll()
        expectRefused(fixture, tabBar, [tabs[0], pushed], kind: .controllerHasOtherParent,
                      prefix: "child view controller:\(pushed) should have parent view controller:\(tabBar) but actual parent is:\(navigation)",
                      objects: [tabBar, pushed, navigation])
        #expect(ids(navigation.viewControllers).last == ObjectIdentifier(pushed))
    }

    // (chosen) a tab removed directly leaves the tabs; the tab now at its index is shown.
    @Test func removingTheSelectedTabFromItsParentShowsTheNextTab() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        tabs[0].removeFromParent()
        #expect(ids(tabBar.viewControllers) == ids([tabs[1]]))
        #expect(tabBar.selectedIndex == 0 && tabBar.selectedViewController === tabs[1])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.loadView()", "B.viewDidLoad()",
            "B.viewWillAppear(false)", "A.didMove(toParent: nil)", "B.viewDidAppear(false)",
        ])
        #expect(showsOnly(tabs[1], in: tabBar))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func removingATabBeforeTheSelectedOneKeepsItSelected() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        tabBar.selectedIndex = 1
        #expect(fixture.loop.runUntilIdle() == .idle)
        tabs[0].removeFromParent()
        #expect(tabBar.selectedIndex == 0 && tabBar.selectedViewController === tabs[1])
        #expect(showsOnly(tabs[1], in: tabBar))
    }

    // A tab switch completes after the commit (Lifecycle Guarantees, tabs); a second selection
    // made before then runs once it completes (chosen).
    @Test func selectingAgainBeforeTheSwitchCompletesLeavesOnlyTheLastSelectedTabShown() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        tabBar.selectedIndex = 1
        tabBar.selectedIndex = 0
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(tabBar.selectedIndex == 0)
        #expect(showsOnly(tabs[0], in: tabBar))
        #expect(tabs[0].appearanceState == .appeared && tabs[1].appearanceState == .disappeared)
        #expect(fixture.trace.lines == [
            "B.loadView()", "B.viewDidLoad()", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            "A.viewWillAppear(false)", "B.viewWillDisappear(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
        ])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func newTabsSetFromAWillMoveHookApplyAfterTheChangeInProgress() {
        let (fixture, tabBar, _, tabs) = shownTabs()
        let c = HookController("C", in: fixture.trace)
        let d = HookController("D", in: fixture.trace)
        c.onWillMove = { [weak tabBar, weak d] parent in
            if parent != nil, let d { tabBar?.viewControllers = [d] }
        }
        tabBar.viewControllers = [tabs[0], c]
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(tabBar.viewControllers) == ids([d]))
        #expect(ids(tabBar.children) == ids([d]))
        #expect(tabs[1].parent == nil && c.parent == nil && tabs[0].parent == nil)
        #expect(showsOnly(d, in: tabBar))
        #expect(d.appearanceState == .appeared && tabs[0].appearanceState == .disappeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func aTabThatUnloadsItsViewWhileTheTabBarLoadsDoesNotTrap() {
        let fixture = ControllerFixture()
        let first = HookController("A", in: fixture.trace)
        first.onViewDidLoad = { [weak first] in first?.view = nil }
        let tabBar = TabBarController()
        tabBar.viewControllers = [first, fixture.controller("B")]
        _ = tabBar.view
        first.onViewDidLoad = nil
        #expect(tabBar.view.contentSubviews.isEmpty)
        fixture.show(tabBar)
        tabBar.selectedIndex = 1
        #expect(fixture.loop.runUntilIdle() == .idle)
        tabBar.selectedIndex = 0
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(showsOnly(first, in: tabBar), "the next switch to the tab loads its view again")
        #expect(first.appearanceState == .appeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
