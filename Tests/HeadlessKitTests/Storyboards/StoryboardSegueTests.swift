import Foundation
import Testing
@testable import HeadlessKit

/// Performing segues: show, modal, custom, and unwinding back through pushes and presentations.
@MainActor
@Suite struct StoryboardSegueTests {
    /// Shows the navigation storyboard's initial controller; returns it and its list.
    func showNavigation(_ fixture: StoryboardFixture, register: Bool = false) throws -> (NavigationController, ListController) {
        let storyboard = fixture.storyboard("Navigation")
        if register { storyboard.register(segueClass: FadeSegue.self) }
        let navigation = try #require(fixture.showInitial(of: storyboard) as? NavigationController)
        let list = try #require(navigation.topViewController as? ListController)
        return (navigation, list)
    }

    // UIKit (Customizing the behavior of segue-based presentations): the destination is made,
    // then the source's prepare(for:sender:), then perform(); the destination's view loads during
    // the push, after prepare. performSegue(withIdentifier:sender:) does not ask shouldPerformSegue.
    @Test func aShowSegueInANavigationControllerPreparesThenPushes() throws {
        let fixture = StoryboardFixture()
        let (navigation, list) = try showNavigation(fixture)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        fixture.trace.note("returned")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "DetailController.init(coder:)",
            "DetailController.awakeFromNib()",
            "ListController.prepare(for: StoryboardSegue, sender: nil)",
            "ListController prepares 'showDetail' for DetailController, whose view is not loaded",
            "StoryboardSegue.perform()",
            "DetailController.willMove(toParent: NavigationController)",
            "DetailController.loadView()",
            "DetailController.viewDidLoad()",
            "ListController.viewWillDisappear(true)",
            "DetailController.viewWillAppear(true)",
            "returned",
            "ListController.viewDidDisappear(true)",
            "DetailController.viewDidAppear(true)",
            "DetailController.didMove(toParent: NavigationController)",
        ])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is DetailController)
        #expect(fixture.messages == [])
    }

    @Test func aModalSegueSetsItsStyleAndPresents() throws {
        let fixture = StoryboardFixture()
        let (navigation, list) = try showNavigation(fixture)
        list.performSegue(withIdentifier: "compose", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "ComposeController.init(coder:)",
            "ComposeController.awakeFromNib()",
            "ListController.prepare(for: StoryboardSegue, sender: nil)",
            "ListController prepares 'compose' for ComposeController, whose view is not loaded",
            "StoryboardSegue.perform()",
            "ComposeController.loadView()",
            "ComposeController.viewDidLoad()",
            "ComposeController.viewWillAppear(false)",
            "ComposeController.viewDidAppear(false)",
        ])
        let compose = try #require(navigation.presentedViewController as? ComposeController)
        #expect(compose.modalPresentationStyle == .overFullScreen)
        #expect(compose.presentingViewController === navigation)
    }

    @Test func aCustomSegueOfARegisteredClassPerformsItsOwnTransition() throws {
        let fixture = StoryboardFixture()
        let (navigation, list) = try showNavigation(fixture, register: true)
        list.performSegue(withIdentifier: "fade", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "DetailController.init(coder:)",
            "DetailController.awakeFromNib()",
            "ListController.prepare(for: FadeSegue, sender: nil)",
            "ListController prepares 'fade' for DetailController, whose view is not loaded",
            "FadeSegue.perform()",
            "FadeSegue.perform from ListController to DetailController",
            "DetailController.willMove(toParent: NavigationController)",
            "DetailController.loadView()",
            "DetailController.viewDidLoad()",
            "ListController.viewWillDisappear(true)",
            "DetailController.viewWillAppear(true)",
            "ListController.viewDidDisappear(true)",
            "DetailController.viewDidAppear(true)",
            "DetailController.didMove(toParent: NavigationController)",
        ])
        #expect(navigation.topViewController is DetailController)
    }

    // UIKit (unwind segues): the destination is searched from the source's container, the
    // source prepares, the destination's action runs, then the navigation controller pops to it.
    @Test func anUnwindFromAPushedControllerPopsBackToTheControllerWithTheAction() throws {
        let fixture = StoryboardFixture()
        let (navigation, list) = try showNavigation(fixture)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        fixture.loop.runUntilIdle()
        let detail = try #require(navigation.topViewController as? DetailController)
        fixture.trace.removeAll()
        detail.performSegue(withIdentifier: "backToList", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "ListController.canPerformUnwindSegueAction(_:from:sender:)",
            "DetailController.prepare(for: StoryboardSegue, sender: nil)",
            "DetailController prepares 'backToList' for ListController, whose view is loaded",
            "ListController.unwindToList from DetailController",
            "StoryboardSegue.perform()",
            "NavigationController.unwind(for: StoryboardSegue, towards: ListController)",
            "DetailController.willMove(toParent: nil)",
            "DetailController.viewWillDisappear(true)",
            "ListController.viewWillAppear(true)",
            "DetailController.viewDidDisappear(true)",
            "ListController.viewDidAppear(true)",
            "DetailController.didMove(toParent: nil)",
        ])
        #expect(navigation.viewControllers == [list])
    }

    @Test func anUnwindFromAPresentedControllerDismissesAndPopsToAnActionTwoLevelsUp() throws {
        let fixture = StoryboardFixture()
        let (navigation, list) = try showNavigation(fixture)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        fixture.loop.runUntilIdle()
        let detail = try #require(navigation.topViewController as? DetailController)
        detail.performSegue(withIdentifier: "compose", sender: nil)
        fixture.loop.runUntilIdle()
        let compose = try #require(navigation.presentedViewController as? ComposeController)
        fixture.trace.removeAll()
        compose.performSegue(withIdentifier: "done", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "DetailController.canPerformUnwindSegueAction(_:from:sender:)",
            "ListController.canPerformUnwindSegueAction(_:from:sender:)",
            "ComposeController.prepare(for: StoryboardSegue, sender: nil)",
            "ComposeController prepares 'done' for ListController, whose view is loaded",
            "ListController.unwindToList from ComposeController",
            "StoryboardSegue.perform()",
            "NavigationController.unwind(for: StoryboardSegue, towards: ListController)",
            "DetailController.willMove(toParent: nil)",
            "DetailController.didMove(toParent: nil)",
            "ComposeController.viewWillDisappear(false)",
            "NavigationController.viewWillAppear(false)",
            "ListController.viewWillAppear(false)",
            "NavigationController.viewDidAppear(false)",
            "ListController.viewDidAppear(false)",
            "ComposeController.viewDidDisappear(false)",
        ])
        #expect(navigation.viewControllers == [list])
        #expect(navigation.presentedViewController == nil)
    }

    /// Shows the tabs storyboard with its second tab selected; returns the tab bar controller.
    func showSecondTab(_ fixture: StoryboardFixture) throws -> TabBarController {
        let tabs = try #require(fixture.showInitial(of: fixture.storyboard("Tabs")) as? TabBarController)
        tabs.selectedIndex = 1
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        return tabs
    }

    // UIKit (unwind(for:towards:)): a tab bar controller returns to an unwind segue's
    // destination by selecting its tab.
    @Test func anUnwindToAnotherTabSelectsIt() throws {
        let fixture = StoryboardFixture()
        let tabs = try showSecondTab(fixture)
        tabs.viewControllers[1].performSegue(withIdentifier: "done", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "ListController.canPerformUnwindSegueAction(_:from:sender:)",
            "ComposeController.prepare(for: StoryboardSegue, sender: nil)",
            "ComposeController prepares 'done' for ListController, whose view is loaded",
            "ListController.unwindToList from ComposeController",
            "StoryboardSegue.perform()",
            "TabBarController.unwind(for: StoryboardSegue, towards: ListController)",
            "ListController.viewWillAppear(false)",
            "ComposeController.viewWillDisappear(false)",
            "ComposeController.viewDidDisappear(false)",
            "ListController.viewDidAppear(false)",
        ])
        #expect(tabs.selectedIndex == 0)
    }

    // UIKit (showDetailViewController(_:sender:)): without a split view controller the source
    // presents the destination.
    @Test func aShowDetailSegueWithoutASplitViewPresents() throws {
        let fixture = StoryboardFixture()
        let tabs = try showSecondTab(fixture)
        tabs.viewControllers[1].performSegue(withIdentifier: "details", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(tabs.presentedViewController is DetailController)
        #expect(tabs.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    // (chosen) HeadlessKit has no popover style: a popover segue presents as a compact-width
    // screen adapts a popover, with the destination's style.
    @Test func aPopoverSeguePresentsWithTheDestinationsStyle() throws {
        let fixture = StoryboardFixture()
        let tabs = try showSecondTab(fixture)
        tabs.viewControllers[1].performSegue(withIdentifier: "popover", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(tabs.presentedViewController is DetailController)
        #expect(fixture.messages == [])
    }
}
