import Foundation
import Testing
@testable import HeadlessKit

/// Stacks a navigation controller refuses, with UIKit's message and the stack and hierarchy
/// exactly as they were, and a child that leaves the stack by other means than a pop.
@MainActor
@Suite struct NavigationMisuseTests {
    /// A shown navigation controller ("nav") inside a plain container ("outer", the window's root),
    /// with VC1 and VC2 on its stack; settled, the trace cleared.
    func shownStack() -> (ControllerFixture, NavigationController, outer: ViewControllerBase, [TracedController]) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let controllers = [fixture.controller("VC1"), fixture.controller("VC2")]
        let navigation = NavigationController(rootViewController: controllers[0])
        let outer = fixture.controller("outer")
        fixture.trace.name(navigation, "nav")
        outer.addChild(navigation)
        outer.view.addSubview(navigation.view)
        navigation.didMove(toParent: outer)
        fixture.show(outer)
        navigation.pushViewController(controllers[1], animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        return (fixture, navigation, outer, controllers)
    }

    func ids(_ objects: [AnyObject]) -> [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    /// Runs `misuse` and checks it was refused: one diagnostic of `kind` about `objects` whose
    /// message starts with `prefix`, the stack, the window's hierarchy and the trace unchanged.
    func expectRefused(
        _ fixture: ControllerFixture, _ navigation: NavigationController, kind: Diagnostic.Kind, prefix: String,
        objects: [AnyObject], sourceLocation: SourceLocation = #_sourceLocation, _ misuse: () -> Void
    ) {
        let stack = ids(navigation.viewControllers)
        let children = ids(navigation.children)
        let before = fixture.window.recursiveDescription()
        misuse()
        #expect(fixture.loop.runUntilIdle() == .idle, sourceLocation: sourceLocation)
        #expect(ids(navigation.viewControllers) == stack, sourceLocation: sourceLocation)
        #expect(ids(navigation.children) == children, sourceLocation: sourceLocation)
        #expect(fixture.window.recursiveDescription() == before, sourceLocation: sourceLocation)
        #expect(fixture.trace.lines.isEmpty, sourceLocation: sourceLocation)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [kind], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true, "\(diagnostics)", sourceLocation: sourceLocation)
        #expect(diagnostics.first?.objectIdentifiers == ids(objects), sourceLocation: sourceLocation)
        #expect(!navigation.isTransitioning, sourceLocation: sourceLocation)
    }

    // UIKit raises "Pushing a navigation controller is not supported".
    @Test func pushingANavigationControllerIsRefusedWithUIKitsMessage() {
        let (fixture, navigation, _, _) = shownStack()
        let other = NavigationController(rootViewController: fixture.controller("VC3"))
        expectRefused(fixture, navigation, kind: .unsupportedNavigationChild,
                      prefix: "Pushing a navigation controller is not supported", objects: [navigation, other]) {
            navigation.pushViewController(other, animated: true)
        }
        #expect(other.parent == nil)
    }

    // UIKit: a tab bar controller must be a window's root view controller (chosen: refused as a push).
    @Test func pushingATabBarControllerIsRefused() {
        let (fixture, navigation, _, _) = shownStack()
        let tabs = TabBarController()
        expectRefused(fixture, navigation, kind: .unsupportedNavigationChild,
                      prefix: "Pushing a tab bar controller is not supported", objects: [navigation, tabs]) {
            navigation.pushViewController(tabs, animated: false)
        }
    }

    @Test func pushingTheNavigationControllerOntoItselfIsRefused() {
        let (fixture, navigation, _, _) = shownStack()
        expectRefused(fixture, navigation, kind: .unsupportedNavigationChild,
                      prefix: "Pushing a navigation controller is not supported", objects: [navigation, navigation]) {
            navigation.pushViewController(navigation, animated: true)
        }
    }

    // UIKit: a controller cannot contain itself (the containment cycle addChild(_:) refuses).
    @Test func pushingAnAncestorOfTheNavigationControllerIsRefusedAsAContainmentCycle() {
        let (fixture, navigation, outer, _) = shownStack()
        expectRefused(fixture, navigation, kind: .containmentCycle,
                      prefix: "Pushing \(outer) on the stack of \(navigation) would make it contain itself",
                      objects: [navigation, outer]) {
            navigation.pushViewController(outer, animated: true)
        }
    }

    @Test func aStackHoldingAnAncestorOfTheNavigationControllerIsRefused() {
        let (fixture, navigation, outer, controllers) = shownStack()
        expectRefused(fixture, navigation, kind: .containmentCycle,
                      prefix: "Putting \(outer) on the stack of \(navigation) would make it contain itself",
                      objects: [navigation, outer]) {
            navigation.setViewControllers([controllers[0], outer], animated: false)
        }
    }

    @Test func aStackHoldingTheNavigationControllerItselfIsRefused() {
        let (fixture, navigation, _, controllers) = shownStack()
        expectRefused(fixture, navigation, kind: .unsupportedNavigationChild,
                      prefix: "Putting a navigation controller is not supported", objects: [navigation, navigation]) {
            navigation.setViewControllers([navigation, controllers[1]], animated: true)
        }
    }

    // UIKit's UIViewControllerHierarchyInconsistency text: a controller has one parent.
    @Test func pushingAnotherContainersChildIsRefusedWithUIKitsHierarchyInconsistencyText() {
        let (fixture, navigation, outer, _) = shownStack()
        let other = fixture.controller("other")
        outer.addChild(other)
        fixture.trace.removeAll()
        expectRefused(fixture, navigation, kind: .controllerHasOtherParent,
                      prefix: "child view controller:\(other) should have parent view controller:\(navigation) but actual parent is:\(outer)",
                      objects: [navigation, other, outer]) {
            navigation.pushViewController(other, animated: true)
        }
        #expect(other.parent === outer)
    }

    @Test func aControllerOnAnotherNavigationStackCannotBePushedWhileQueued() {
        let (fixture, navigation, _, _) = shownStack()
        let third = fixture.controller("VC3")
        let otherNavigation = NavigationController(rootViewController: fixture.controller("root"))
        otherNavigation.pushViewController(third, animated: false)
        navigation.popViewController(animated: true)
        fixture.trace.removeAll()
        let stack = ids(navigation.viewControllers)
        navigation.pushViewController(third, animated: true)   // would be queued: checked now
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.controllerHasOtherParent])
        #expect(ids(navigation.viewControllers) == [stack[0]], "only the pop ran")
        #expect(third.parent === otherNavigation && otherNavigation.viewControllers.count == 2)
    }

    // UIKit raises "Tried to pop to a view controller that doesn't exist."
    @Test func poppingToAControllerNotOnTheStackIsRefusedAndReturnsNil() {
        let (fixture, navigation, _, _) = shownStack()
        let stranger = fixture.controller("stranger")
        var result: [ViewControllerBase]? = []
        expectRefused(fixture, navigation, kind: .controllerNotOnStack,
                      prefix: "Tried to pop to a view controller that doesn't exist.", objects: [navigation, stranger]) {
            result = navigation.popToViewController(stranger, animated: true)
        }
        #expect(result == nil)
    }

    // (chosen) UIKit leaves its stack stale when a child is removed directly; HeadlessKit takes it
    // off the stack: the top's view leaves (its window callbacks) and the new top's view comes in.
    @Test func removingTheTopControllerFromItsParentTakesItOffTheStackAndShowsTheOneBelow() {
        let (fixture, navigation, _, controllers) = shownStack()
        controllers[1].removeFromParent()
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.viewWillDisappear(false)", "VC2.viewDidDisappear(false)", "VC1.viewWillAppear(false)",
            "VC2.didMove(toParent: nil)", "VC1.viewDidAppear(false)",
        ])
        #expect(navigation.view.contentSubviews.map(ObjectIdentifier.init) == ids([controllers[0].view]))
        #expect(controllers[1].viewIfLoaded?.superview == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func removingAControllerBelowTheTopTakesItOffTheStackWithoutAppearanceCallbacks() {
        let (fixture, navigation, _, controllers) = shownStack()
        let third = fixture.controller("VC3")
        navigation.pushViewController(third, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        controllers[1].removeFromParent()
        #expect(fixture.trace.lines == ["VC2.didMove(toParent: nil)"])
        #expect(ids(navigation.viewControllers) == ids([controllers[0], third]))
        navigation.popViewController(animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]), "the pop goes to VC1")
        #expect(navigation.view.contentSubviews.map(ObjectIdentifier.init) == ids([controllers[0].view]))
    }

    @Test func addingAStackControllerToAnotherContainerTakesItOffTheStack() {
        let (fixture, navigation, outer, controllers) = shownStack()
        outer.addChild(controllers[1])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]))
        #expect(controllers[1].parent === outer)
        #expect(navigation.view.contentSubviews.map(ObjectIdentifier.init) == ids([controllers[0].view]))
    }

    // UIKit raises "Pushing a navigation controller is not supported" from init(rootViewController:) too.
    @Test func aNavigationControllerAsTheRootOfAnotherIsRefusedAndTheStackStartsEmpty() {
        let fixture = ControllerFixture()
        let inner = NavigationController(rootViewController: fixture.controller("VC1"))
        let outer = fixture.loop.withCurrent { NavigationController(rootViewController: inner) }
        #expect(outer.viewControllers.isEmpty && outer.children.isEmpty && inner.parent == nil)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.unsupportedNavigationChild])
        #expect(diagnostics.first?.message.hasPrefix("Pushing a navigation controller is not supported") == true)
        #expect(diagnostics.first?.objectIdentifiers == ids([outer, inner]))
        fixture.show(outer)
        #expect(outer.view.contentSubviews.isEmpty)
        #expect(fixture.trace.lines.isEmpty)
    }
}
