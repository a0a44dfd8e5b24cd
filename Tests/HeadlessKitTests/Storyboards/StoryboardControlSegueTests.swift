import Foundation
import Testing
@testable import HeadlessKit

/// Segues a scene's view starts: a button's segue, played with a finger, and an embed segue
/// performed while the view loads.
@MainActor
@Suite struct StoryboardControlSegueTests {
    // UIKit (Customizing the behavior of segue-based presentations; UIViewController embed
    // segues): an embed segue runs while the parent's view loads — child made, the parent's
    // prepare(for:sender:), addChild, the child's view in the container, didMove — before the
    // parent's viewDidLoad.
    @Test func anEmbedSegueAddsItsChildToTheContainerBeforeTheParentsViewDidLoad() throws {
        let fixture = StoryboardFixture()
        let navigation = try #require(fixture.loop.withCurrent { fixture.storyboard("Buttons").instantiateInitialViewController() })
        fixture.trace.removeAll()
        fixture.show(navigation)
        #expect(fixture.trace.lines == [
            "NavigationController.loadView()",
            "NavigationController.viewDidLoad()",
            "ButtonListController.loadView()",
            "ComposeController.init(coder:)",
            "ComposeController.awakeFromNib()",
            "ButtonListController.prepare(for: StoryboardSegue, sender: ButtonListController)",
            "ButtonListController prepares 'embedSummary' for ComposeController, whose view is not loaded",
            "StoryboardSegue.perform()",
            "ComposeController.willMove(toParent: ButtonListController)",
            "ComposeController.loadView()",
            "ComposeController.viewDidLoad()",
            "ComposeController.didMove(toParent: ButtonListController)",
            "ButtonListController.viewDidLoad()",
            "ButtonListController.didMove(toParent: NavigationController)",
            "NavigationController.viewWillAppear(false)",
            "ButtonListController.viewWillAppear(false)",
            "ComposeController.viewWillAppear(false)",
            "Window.becomeKey()",
            "NavigationController.viewDidAppear(false)",
            "ButtonListController.viewDidAppear(false)",
            "ComposeController.viewDidAppear(false)",
        ])
        let list = try #require((navigation as? NavigationController)?.topViewController)
        let summary = try #require(list.children.first as? ComposeController)
        #expect(summary.view.superview?.frame == CGRect(x: 0, y: 200, width: 320, height: 100))
        #expect(summary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(fixture.messages == [])
    }

    // UIKit asks shouldPerformSegue(withIdentifier:sender:) for a segue a control triggers, with
    // the control as the sender, before anything of the segue is made.
    @Test func aButtonsSegueAsksTheSourceThenPreparesThenPushes() throws {
        let fixture = StoryboardFixture()
        let navigation = try #require(fixture.showInitial(of: fixture.storyboard("Buttons")) as? NavigationController)
        let list = try #require(navigation.topViewController as? ButtonListController)
        let button = try #require(list.view.subviews.first as? Button)
        fixture.window.tap(button)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "ButtonListController.shouldPerformSegue(withIdentifier:sender:)",
            "ButtonListController is asked about 'showDetail' from Button",
            "DetailController.init(coder:)",
            "DetailController.awakeFromNib()",
            "ButtonListController.prepare(for: StoryboardSegue, sender: Button)",
            "ButtonListController prepares 'showDetail' for DetailController, whose view is not loaded",
            "StoryboardSegue.perform()",
            "DetailController.willMove(toParent: NavigationController)",
            "DetailController.loadView()",
            "DetailController.viewDidLoad()",
            "ButtonListController.viewWillDisappear(true)",
            "ComposeController.viewWillDisappear(true)",
            "DetailController.viewWillAppear(true)",
            "ButtonListController.viewDidDisappear(true)",
            "ComposeController.viewDidDisappear(true)",
            "DetailController.viewDidAppear(true)",
            "DetailController.didMove(toParent: NavigationController)",
        ])
        #expect(navigation.topViewController is DetailController)
    }

    @Test func aButtonsSegueTheSourceRefusesMakesNothing() throws {
        let fixture = StoryboardFixture()
        let navigation = try #require(fixture.showInitial(of: fixture.storyboard("Buttons")) as? NavigationController)
        let list = try #require(navigation.topViewController as? ButtonListController)
        list.allowsSegues = false
        let button = try #require(list.view.subviews.first as? Button)
        fixture.window.tap(button)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "ButtonListController.shouldPerformSegue(withIdentifier:sender:)",
            "ButtonListController is asked about 'showDetail' from Button",
        ])
        #expect(navigation.viewControllers == [list])
    }

    // UIKit: a control's segue can also be performed by its identifier.
    @Test func aButtonsSegueCanBePerformedByIdentifierWithoutAsking() throws {
        let fixture = StoryboardFixture()
        let navigation = try #require(fixture.showInitial(of: fixture.storyboard("Buttons")) as? NavigationController)
        let list = try #require(navigation.topViewController as? ButtonListController)
        list.allowsSegues = false
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(navigation.topViewController is DetailController)
        #expect(fixture.messages == [])
    }
}
