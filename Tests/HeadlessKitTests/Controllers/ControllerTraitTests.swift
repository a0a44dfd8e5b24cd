import Foundation
import Testing
@testable import HeadlessKit

/// Trait collections on view controllers: a controller's traits lie between its root view's
/// superview and its root view (UIViewController `traitCollection`, `overrideUserInterfaceStyle`,
/// `setOverrideTraitCollection(_:forChild:)`).
@MainActor
@Suite struct ControllerTraitTests {
    /// A shown `parent` with a `child` whose view is in the parent's, each view named in the log.
    func shownParentAndChild(_ fixture: ViewFixture) -> (parent: ViewControllerBase, child: ViewControllerBase) {
        let parent = ViewControllerBase(), child = ViewControllerBase()
        fixture.log.name(parent, "parent")
        fixture.log.name(child, "child")
        fixture.window.rootViewController = parent
        fixture.window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        fixture.log.name(parent.view, "parentView")
        fixture.log.name(child.view, "childView")
        fixture.settleAndClearLog()
        return (parent, child)
    }

    static let ignored: Set<LifecycleCallback> = [.layoutSubviews, .draw, .viewWillLayoutSubviews, .viewDidLayoutSubviews]

    @Test func aControllersStyleOverrideReachesItThenItsViewThenTheChildrenBelow() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, child) = shownParentAndChild(fixture)
        parent.overrideUserInterfaceStyle = .dark
        #expect(fixture.log.lines == [
            "parent.traitCollectionDidChange(_:)", "parentView.traitCollectionDidChange(_:)",
            "child.traitCollectionDidChange(_:)", "childView.traitCollectionDidChange(_:)",
        ])
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(fixture.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aRootViewsOwnOverrideMasksItsControllersChangeFromTheViewsBelow() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, child) = shownParentAndChild(fixture)
        parent.view.overrideUserInterfaceStyle = .dark
        fixture.log.removeAll()
        parent.overrideUserInterfaceStyle = .dark
        #expect(fixture.log.lines == ["parent.traitCollectionDidChange(_:)"])
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aParentsOverrideForAChildReachesOnlyThatChild() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, child) = shownParentAndChild(fixture)
        let compact = TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .regular),
                                                   TraitCollection(userInterfaceStyle: .dark)])
        parent.setOverrideTraitCollection(compact, forChild: child)
        #expect(fixture.log.lines == ["child.traitCollectionDidChange(_:)", "childView.traitCollectionDidChange(_:)"])
        #expect(parent.overrideTraitCollection(forChild: child) == compact)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func theOverrideForAChildGoesWhenTheChildLeaves() {
        // (chosen) The override is the parent's for that child only while it is a child.
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, child) = shownParentAndChild(fixture)
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: child)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        fixture.log.removeAll()
        child.removeFromParent()
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(fixture.lines(for: .traitCollectionDidChange) == [
            "child.traitCollectionDidChange(_:)", "childView.traitCollectionDidChange(_:)",
        ])
    }

    @Test func anOverrideForAControllerThatIsNotAChildIsRefused() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, child) = shownParentAndChild(fixture)
        let stranger = ViewControllerBase()
        let before = fixture.window.recursiveDescription()
        parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.traitOverrideForNonChild])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("setOverrideTraitCollection(_:forChild:) was given") == true)
        #expect(fixture.log.lines == [])
        #expect(stranger.traitCollection.userInterfaceStyle == .light && child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aControllerWithoutALoadedViewTakesItsParentsTraitsAndHearsItsOwnOverride() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let (parent, _) = shownParentAndChild(fixture)
        let unloaded = ViewControllerBase()
        fixture.log.name(unloaded, "unloaded")
        parent.addChild(unloaded)
        parent.overrideUserInterfaceStyle = .dark
        fixture.log.removeAll()
        #expect(unloaded.traitCollection.userInterfaceStyle == .dark)
        unloaded.overrideUserInterfaceStyle = .light
        #expect(fixture.log.lines == ["unloaded.traitCollectionDidChange(_:)"])
        #expect(!unloaded.isViewLoaded)
    }

    @Test func aControllerThatForcesAStyleGivesItToTheViewItLoads() {
        let fixture = ViewFixture(ignoring: Self.ignored)
        let controller = ViewControllerBase()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        fixture.window.rootViewController = controller
        fixture.window.makeKeyAndVisible()
        #expect(fixture.lines(for: .traitCollectionDidChange) == [])
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }
}
