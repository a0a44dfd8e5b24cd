import Foundation
import Testing
@testable import HeadlessKit

/// Child view controllers and automatic appearance forwarding (the containment section of
/// Lifecycle Guarantees). A container's own calls of `didMove(toParent:)` are the test's code,
/// noted in the trace as the container makes them.
@MainActor
@Suite struct ContainmentTests {
    /// A traced controller that can turn automatic appearance forwarding off.
    final class Logged: TracedController {
        var forwardsAppearance = true
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
    }

    /// A shown parent with no children yet, layout callbacks left out of the trace.
    func shownParent() -> (ControllerFixture, Logged) {
        let fixture = ControllerFixture(ignoring: Self.layout)
        let parent = Logged("parent", in: fixture.trace)
        fixture.show(parent)
        fixture.trace.removeAll()
        return (fixture, parent)
    }

    static let layout: Set<LifecycleCallback> = LifecycleCallback.layoutPass.union([.loadView, .viewDidLoad])

    /// Adds `child` as the container does: `addChild`, the view, then `didMove(toParent:)`.
    func embed(_ child: Logged, in parent: Logged, trace: ControllerTrace) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        trace.note("\(child.name).didMove(toParent: \(parent.name))")
        child.didMove(toParent: parent)
    }

    @Test func addingAChildToAShownParentFollowsUIKitsPattern() {
        let (fixture, parent) = shownParent()
        let child = Logged("child", in: fixture.trace)
        embed(child, in: parent, trace: fixture.trace)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "child.willMove(toParent: parent)",
            "child.viewWillAppear(false)",
            "child.didMove(toParent: parent)",
            "child.viewDidAppear(false)",
        ])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.parent === parent)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func parentAppearanceIsForwardedToChildrenParentsFirst() {
        let fixture = ControllerFixture(ignoring: Self.layout)
        let parent = Logged("parent", in: fixture.trace), child = Logged("child", in: fixture.trace)
        embed(child, in: parent, trace: fixture.trace)
        fixture.trace.removeAll()
        fixture.show(parent)
        #expect(fixture.trace.lines == [
            "parent.viewWillAppear(false)", "child.viewWillAppear(false)", "parent.viewDidAppear(false)", "child.viewDidAppear(false)",
        ])

        fixture.trace.removeAll()
        fixture.window.rootViewController = nil
        #expect(fixture.trace.lines == [
            "parent.viewWillDisappear(false)", "child.viewWillDisappear(false)",
            "parent.viewDidDisappear(false)", "child.viewDidDisappear(false)",
        ])
        #expect(fixture.loop.diagnostics.collected.isEmpty, "no unbalanced calls from the child's own window move")
    }

    @Test func removingAChildFollowsUIKitsPatternAndReleasesIt() {
        let (fixture, parent) = shownParent()
        do {
            let child = Logged("child", in: fixture.trace)
            embed(child, in: parent, trace: fixture.trace)
            fixture.loop.runUntilIdle()
            fixture.trace.removeAll()
            fixture.trace.note("child.willMove(toParent: nil)")
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(fixture.trace.lines == [
            "child.willMove(toParent: nil)", "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
            "child.didMove(toParent: nil)", "child.deinit",
        ])
        #expect(parent.children.isEmpty)
    }

    @Test func withoutAutomaticForwardingTheParentDrivesItsChildrenByHand() {
        let fixture = ControllerFixture(ignoring: Self.layout)
        let parent = Logged("parent", in: fixture.trace), child = Logged("child", in: fixture.trace)
        parent.forwardsAppearance = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        fixture.trace.removeAll()
        fixture.show(parent)
        #expect(fixture.trace.lines == ["parent.viewWillAppear(false)", "parent.viewDidAppear(false)"])
        fixture.trace.removeAll()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(fixture.trace.lines == ["child.viewWillAppear(false)", "child.viewDidAppear(false)"])
    }

    @Test func memoryWarningReachesChildrenAfterTheirParent() {
        let (app, _) = Application.launchedForTest()
        let trace = ControllerTrace()
        app.runLoop.lifecycleObserver = trace
        let parent = Logged("parent", in: trace), first = Logged("first", in: trace), second = Logged("second", in: trace)
        let grandchild = Logged("grandchild", in: trace)
        parent.addChild(first)
        first.addChild(grandchild)
        parent.addChild(second)
        let window = Window(application: app)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        trace.removeAll()
        app.simulate(.memoryWarning)
        #expect(trace.lines == [
            "parent.didReceiveMemoryWarning()", "first.didReceiveMemoryWarning()",
            "grandchild.didReceiveMemoryWarning()", "second.didReceiveMemoryWarning()",
        ])
    }

    @Test func addingAControllerToItselfOrItsDescendantIsRefused() {
        let (fixture, parent) = shownParent()
        let child = Logged("child", in: fixture.trace)
        parent.addChild(child)
        fixture.trace.removeAll()
        parent.addChild(parent)
        child.addChild(parent)
        #expect(fixture.trace.lines.isEmpty)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.children.isEmpty)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.containmentCycle, .containmentCycle])
    }

    @Test func responderChainPassesFromAChildToItsParentsView() {
        let (fixture, parent) = shownParent()
        let child = Logged("child", in: fixture.trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.view.responderChain.prefix(4).map(ObjectIdentifier.init)
                == [child.view, child, parent.view, parent].map(ObjectIdentifier.init))
        _ = fixture
    }
}

extension ContainmentTests {
    @Test func transitionBetweenChildrenOrdersWillsFromFirstAndDidsToFirst() {
        // UIKit's documentation of transition(from:to:…): to.viewWillAppear after
        // from.viewWillDisappear; to.viewDidAppear before from.viewDidDisappear.
        let (fixture, parent) = shownParent()
        let trace = fixture.trace
        let first = Logged("first", in: trace), second = Logged("second", in: trace)
        embed(first, in: parent, trace: trace)
        parent.addChild(second)
        fixture.loop.runUntilIdle()
        trace.removeAll()
        var finished: Bool?
        parent.transition(from: first, to: second, duration: 0.3, animations: { trace.note("animations") }) { finished = $0 }
        fixture.loop.runUntilIdle()
        #expect(trace.lines == [
            "first.viewWillDisappear(true)", "second.viewWillAppear(true)", "animations",
            "second.viewDidAppear(true)", "first.viewDidDisappear(true)",
        ])
        #expect(finished == true)
        #expect(fixture.loop.now == .milliseconds(300))
        #expect(second.view.superview === parent.view && first.view.superview == nil)
    }

    @Test func transitionBetweenControllersThatAreNotChildrenIsRefused() {
        let (fixture, parent) = shownParent()
        let stranger = Logged("stranger", in: fixture.trace), child = Logged("child", in: fixture.trace)
        parent.addChild(child)
        parent.transition(from: stranger, to: child, duration: 0, animations: nil, completion: nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidContainerTransition])
    }
}
