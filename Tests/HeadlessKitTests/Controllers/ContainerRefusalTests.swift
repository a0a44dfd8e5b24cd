import Foundation
import Testing
@testable import HeadlessKit

/// Every container asks the same question before it takes a controller — could it be a child
/// here? — so a list it refuses leaves the stack or the tabs exactly as they were.
@MainActor
@Suite struct ContainerRefusalTests {
    func ids(_ objects: [AnyObject]) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    /// (chosen: a controller is in one place at a time) A stack that names a controller the
    /// navigation controller presents is refused before anything moves: the controller it would
    /// have dropped keeps its place.
    @Test func aStackHoldingAPresentedControllerIsRefusedWithTheStackUnchanged() {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let root = fixture.controller("R"), second = fixture.controller("S"), presented = fixture.controller("X")
        let navigation = NavigationController(rootViewController: root)
        fixture.show(navigation)
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        navigation.present(presented, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        navigation.setViewControllers([root, presented], animated: false)
        fixture.loop.runUntilIdle()
        #expect(ids(navigation.viewControllers) == ids([root, second]))
        #expect(second.parent === navigation && presented.parent == nil)
        #expect(fixture.trace.lines.isEmpty)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.childControllerInUse])
    }

    /// The same for tabs: a list naming a controller the tab bar controller presents is refused.
    @Test func tabsHoldingAPresentedControllerAreRefusedWithTheTabsUnchanged() {
        let fixture = ControllerFixture()
        let first = fixture.controller("A"), second = fixture.controller("B"), presented = fixture.controller("X")
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        fixture.show(tabs)
        tabs.present(presented, animated: false)
        fixture.loop.runUntilIdle()
        tabs.viewControllers = [first, presented]
        fixture.loop.runUntilIdle()
        #expect(ids(tabs.viewControllers) == ids([first, second]))
        #expect(second.parent === tabs && presented.parent == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.childControllerInUse])
    }

    /// UIKit's containment contract: every child gets exactly one `didMove(toParent:)` for its
    /// parent — the root given to `init` too, even when another controller is pushed over it
    /// before the navigation controller's view loads.
    @Test func theRootGetsItsDidMoveOnceWhenAControllerIsPushedBeforeTheViewLoads() {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let root = fixture.controller("R"), pushed = fixture.controller("P")
        // Controllers in no window yet report through the loop the test binds.
        let navigation = fixture.loop.withCurrent {
            let navigation = NavigationController(rootViewController: root)
            fixture.trace.name(navigation, "nav")
            navigation.pushViewController(pushed, animated: false)
            return navigation
        }
        fixture.show(navigation)
        let didMoves = fixture.trace.lines.filter { $0.contains("didMove(toParent:") }
        #expect(didMoves.filter { $0.hasPrefix("R.") } == ["R.didMove(toParent: nav)"])
        #expect(didMoves.filter { $0.hasPrefix("P.") } == ["P.didMove(toParent: nav)"])
    }

    /// A presentation whose window is gone before it could start never happens; its links go, so
    /// the presenter can present again.
    @Test func aPresentationWhoseWindowIsGoneBeforeItStartsLeavesNoLinks() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let presenter = ViewControllerBase(), presented = ViewControllerBase()
        do {
            let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
            window.rootViewController = presenter
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            presenter.present(presented, animated: false)
            window.rootViewController = nil
        }
        loop.runUntilIdle()
        #expect(presenter.presentedViewController == nil && presented.presentingViewController == nil)
    }
}
