import Foundation
import Testing
@testable import HeadlessKit

/// Making a storyboard's controllers: the initial one, by identifier, with a creator, and the
/// scenes a container holds by relationship.
@MainActor
@Suite struct StoryboardInstantiationTests {
    // UIKit (awakeFromNib() documentation): a controller an archive makes gets init(coder:),
    // then awakeFromNib(), before its view loads; the view loads on first use as in code.
    @Test func theInitialControllerIsMadeAwokenThenLoadsAndAppearsWhenShown() throws {
        let fixture = StoryboardFixture()
        let storyboard = Storyboard(name: "Single", data: Data(#"""
            {"storyboard": 1, "initialViewController": "only",
             "scenes": [{"id": "only", "class": "ListController", "title": "Only"}]}
            """#.utf8), bundle: nil, classRegistry: StoryboardScenes.registry)
        let initial = try #require(fixture.loop.withCurrent { storyboard.instantiateInitialViewController() })
        fixture.trace.note("made")
        fixture.show(initial)
        #expect(fixture.trace.lines == [
            "ListController.init(coder:)",
            "ListController.awakeFromNib()",
            "made",
            "ListController.loadView()",
            "ListController.viewDidLoad()",
            "ListController.viewWillAppear(false)",
            "Window.becomeKey()",
            "ListController.viewDidAppear(false)",
        ])
        #expect(initial.title == "Only")
        #expect(initial.storyboard === storyboard)
        #expect(fixture.messages == [])
    }

    // (chosen) A container and the scenes it holds by relationship are one load: every
    // init(coder:), children first, then the relationships, then awakeFromNib() in the same order.
    @Test func aNavigationControllersRootIsMadeWithItAndAwokenFirst() throws {
        let fixture = StoryboardFixture()
        let storyboard = fixture.storyboard("Navigation")
        let navigation = try #require(fixture.loop.withCurrent { storyboard.instantiateInitialViewController() } as? NavigationController)
        #expect(fixture.trace.lines == [
            "ListController.init(coder:)",
            "NavigationController.init(coder:)",
            "ListController.willMove(toParent: NavigationController)",
            "ListController.awakeFromNib()",
            "NavigationController.awakeFromNib()",
        ])
        let root = try #require(navigation.topViewController as? ListController)
        #expect(navigation.viewControllers == [root])
        #expect(root.title == "Items")
        #expect(root.storyboard === storyboard && navigation.storyboard === storyboard)
        fixture.trace.removeAll()
        fixture.show(navigation)
        #expect(fixture.trace.lines == [
            "NavigationController.loadView()",
            "NavigationController.viewDidLoad()",
            "ListController.loadView()",
            "ListController.viewDidLoad()",
            "ListController.didMove(toParent: NavigationController)",
            "NavigationController.viewWillAppear(false)",
            "ListController.viewWillAppear(false)",
            "Window.becomeKey()",
            "NavigationController.viewDidAppear(false)",
            "ListController.viewDidAppear(false)",
        ])
    }

    @Test func aTabBarControllersTabsAreMadeWithItInOrder() throws {
        let fixture = StoryboardFixture()
        let tabs = try #require(fixture.loop.withCurrent { fixture.storyboard("Tabs").instantiateInitialViewController() } as? TabBarController)
        #expect(tabs.viewControllers.map { String(describing: type(of: $0)) } == ["ListController", "ComposeController"])
        #expect(tabs.viewControllers.map(\.title) == ["First", "Second"])
        #expect(fixture.trace.lines == [
            "ListController.init(coder:)",
            "ComposeController.init(coder:)",
            "TabBarController.init(coder:)",
            "ListController.willMove(toParent: TabBarController)",
            "ListController.didMove(toParent: TabBarController)",
            "ComposeController.willMove(toParent: TabBarController)",
            "ComposeController.didMove(toParent: TabBarController)",
            "ListController.awakeFromNib()",
            "ComposeController.awakeFromNib()",
            "TabBarController.awakeFromNib()",
        ])
    }

    @Test func aControllerIsMadeByItsStoryboardIdentifier() {
        let fixture = StoryboardFixture()
        let detail = fixture.loop.withCurrent { fixture.storyboard("Navigation").instantiateViewController(withIdentifier: "Detail") }
        #expect(detail is DetailController)
        #expect(detail.title == "Detail")
        #expect(fixture.trace.lines == ["DetailController.init(coder:)", "DetailController.awakeFromNib()"])
    }

    // UIKit (instantiateViewController(identifier:creator:)): the creator calls the class's
    // init?(coder:), so code can hand the controller what it needs before awakeFromNib().
    @Test func aCreatorInjectsADependencyBeforeAwakeFromNib() throws {
        let fixture = StoryboardFixture()
        let detail: DetailController = try #require(fixture.loop.withCurrent {
            fixture.storyboard("Navigation").instantiateViewController(identifier: "Detail") { coder in
                DetailController(coder: coder, item: "Milk")
            }
        })
        #expect(detail.item == "Milk")
        #expect(detail.title == "Detail")
        #expect(fixture.trace.lines == ["DetailController.init(coder:)", "DetailController.awakeFromNib()"])
    }

    // UIKit (instantiateViewController(identifier:creator:)): a creator that returns nil makes
    // the controller with the class's own init?(coder:).
    @Test func aCreatorReturningNilFallsBackToTheClassesInitWithCoder() throws {
        let fixture = StoryboardFixture()
        let detail: DetailController = try #require(fixture.loop.withCurrent {
            fixture.storyboard("Navigation").instantiateViewController(identifier: "Detail") { _ in nil }
        })
        #expect(detail.item == nil)
        #expect(fixture.trace.lines == ["DetailController.init(coder:)", "DetailController.awakeFromNib()"])
    }
}
