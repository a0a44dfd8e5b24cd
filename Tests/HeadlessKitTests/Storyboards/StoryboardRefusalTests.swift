import Foundation
import Testing
@testable import HeadlessKit

/// What a storyboard refuses: each refusal reports one diagnostic with UIKit's text first, and
/// leaves every controller, window and stack as it was.
@MainActor
@Suite struct StoryboardRefusalTests {
    /// Shows the navigation storyboard; returns the navigation controller and its list.
    func showNavigation(_ fixture: StoryboardFixture) throws -> (Storyboard, NavigationController, ListController) {
        let storyboard = fixture.storyboard("Navigation")
        let navigation = try #require(fixture.showInitial(of: storyboard) as? NavigationController)
        return (storyboard, navigation, try #require(navigation.topViewController as? ListController))
    }

    // UIKit (UIStoryboard(name:bundle:)) throws "Could not find a storyboard named…".
    @Test func aMissingStoryboardMakesNothingAndNamesTheFile() {
        let fixture = StoryboardFixture()
        let storyboard = Storyboard(name: "Absent", bundle: .module)
        let made = fixture.loop.withCurrent { storyboard.instantiateInitialViewController() }
        #expect(made == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.storyboardUnavailable])
        #expect(fixture.messages.first?.hasPrefix("Could not find a storyboard named 'Absent' in bundle 'NSBundle <") == true)
        #expect(fixture.trace.lines == [])
    }

    @Test func aMalformedStoryboardMakesNothingAndNamesTheFileAndLine() {
        let fixture = StoryboardFixture()
        let storyboard = fixture.storyboard("Malformed")
        let made = fixture.loop.withCurrent { storyboard.instantiateViewController(withIdentifier: "List") }
        #expect(type(of: made) == ViewControllerBase.self)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.malformedArchive])
        #expect(fixture.messages.first?.hasPrefix("Malformed.storyboard.json, line 4:") == true)
        #expect(fixture.trace.lines == [])
    }

    // UIKit throws "Storyboard (<UIStoryboard: 0x…>) doesn't contain a view controller with identifier 'x'".
    @Test func anUnknownIdentifierReturnsAPlainControllerAndReportsUIKitsText() {
        let fixture = StoryboardFixture()
        let storyboard = fixture.storyboard("Navigation")
        let made = fixture.loop.withCurrent { storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(type(of: made) == ViewControllerBase.self)
        #expect(made.storyboard == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.unknownStoryboardIdentifier])
        #expect(fixture.messages == [
            "Storyboard (<Storyboard: Navigation>) doesn't contain a view controller with identifier 'Settings'. "
                + "instantiateViewController(identifier:) made nothing; give a scene of Navigation.storyboard.json that "
                + "\"storyboardIdentifier\", or ask for one it has ('Compose', 'Detail', 'List').",
        ])
        #expect(fixture.trace.lines == [])
    }

    @Test func aCreatorReturningAnotherClassIsRefused() {
        let fixture = StoryboardFixture()
        let made: ViewControllerBase? = fixture.loop.withCurrent {
            fixture.storyboard("Navigation").instantiateViewController(identifier: "Detail") { coder in ComposeController(coder: coder) }
        }
        #expect(made == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidStoryboardScene])
        #expect(fixture.trace.lines == [])
    }

    // UIKit throws "Receiver (<…>) has no segue with identifier 'x'".
    @Test func anUnknownSegueIdentifierChangesNothing() throws {
        let fixture = StoryboardFixture()
        let (_, navigation, list) = try showNavigation(fixture)
        let before = fixture.window.recursiveDescription()
        list.performSegue(withIdentifier: "settings", sender: nil)
        fixture.loop.runUntilIdle()
        #expect(fixture.window.recursiveDescription() == before)
        #expect(navigation.viewControllers == [list])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.unknownSegueIdentifier])
        #expect(fixture.messages.first?.hasPrefix("Receiver (\(list)) has no segue with identifier 'settings'.") == true)
        #expect(fixture.trace.lines == [])
    }

    @Test func aSegueToAMissingSceneMakesNothing() throws {
        let fixture = StoryboardFixture()
        let (_, navigation, list) = try showNavigation(fixture)
        let before = fixture.window.recursiveDescription()
        list.performSegue(withIdentifier: "broken", sender: nil)
        fixture.loop.runUntilIdle()
        #expect(fixture.window.recursiveDescription() == before)
        #expect(navigation.viewControllers == [list])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidStoryboardScene])
        #expect(fixture.trace.lines == [])
    }

    @Test func aCustomSegueOfAnUnregisteredClassMakesNothing() throws {
        let fixture = StoryboardFixture()
        let (_, navigation, list) = try showNavigation(fixture)
        let before = fixture.window.recursiveDescription()
        list.performSegue(withIdentifier: "fade", sender: nil)
        fixture.loop.runUntilIdle()
        #expect(fixture.window.recursiveDescription() == before)
        #expect(navigation.viewControllers == [list])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidStoryboardScene])
        #expect(fixture.trace.lines == [])
    }

    @Test func anEmbedSegueWhoseContainerIsNotInTheViewMakesNothing() {
        let fixture = StoryboardFixture()
        let storyboard = Storyboard(name: "Embed", data: Data(#"""
            {"storyboard": 1, "initialViewController": "parent", "scenes": [
              {"id": "parent", "class": "ListController",
               "view": {"owner": {"outlets": {"view": "root"}}, "objects": [{"class": "UIView", "id": "root"}]},
               "segues": [{"kind": "embed", "destination": "child", "container": "slot"}]},
              {"id": "child", "class": "DetailController"}
            ]}
            """#.utf8), bundle: nil, classRegistry: StoryboardScenes.registry)
        let made = fixture.loop.withCurrent { storyboard.instantiateInitialViewController() }
        #expect(made == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidStoryboardScene])
        #expect(fixture.messages == [
            "Embed.storyboard.json: the embed segue of the scene \"parent\" (line 4) names the container view \"slot\", "
                + "which is not in the scene's view; give the container view that \"id\". Nothing was made.",
        ])
        #expect(fixture.trace.lines == [])
    }

    @Test func anUnwindThatFindsNoDestinationChangesNothing() throws {
        let fixture = StoryboardFixture()
        let (_, navigation, list) = try showNavigation(fixture)
        list.performSegue(withIdentifier: "compose", sender: nil)
        fixture.loop.runUntilIdle()
        let compose = try #require(navigation.presentedViewController as? ComposeController)
        let before = fixture.window.recursiveDescription()
        fixture.trace.removeAll()
        compose.performSegue(withIdentifier: "lost", sender: nil)
        fixture.loop.runUntilIdle()
        #expect(fixture.window.recursiveDescription() == before)
        #expect(navigation.presentedViewController === compose)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.unwindDestinationNotFound])
        // The search asked every controller on the way; nothing else happened.
        #expect(fixture.trace.lines == [
            "ListController.canPerformUnwindSegueAction(_:from:sender:)",
            "NavigationController.canPerformUnwindSegueAction(_:from:sender:)",
        ])
    }
}
