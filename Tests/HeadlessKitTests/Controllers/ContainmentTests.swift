import Foundation
import Testing
@testable import HeadlessKit

/// Child view controllers and automatic appearance forwarding (lifecycle contract §6).
@MainActor
@Suite struct ContainmentTests {
    /// Logs its containment and appearance callbacks as `name.callback` into a shared list.
    final class Logged: ViewControllerBase {
        let name: String
        let log: Log
        var forwardsAppearance = true
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
        override func willMove(toParent parent: ViewControllerBase?) { log.add("\(name).willMove(toParent: \(parent.map { ($0 as! Logged).name } ?? "nil"))") }
        override func didMove(toParent parent: ViewControllerBase?) { log.add("\(name).didMove(toParent: \(parent.map { ($0 as! Logged).name } ?? "nil"))") }
        override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
        override func didReceiveMemoryWarning() { log.add("\(name).didReceiveMemoryWarning") }
    }

    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    /// A shown parent with no children yet.
    func shownParent() -> (ViewFixture, Logged, Log) {
        let fixture = ViewFixture()
        let log = Log()
        let parent = Logged("parent", log)
        fixture.window.rootViewController = parent
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        log.lines.removeAll()
        return (fixture, parent, log)
    }

    @Test func addingAChildToAShownParentFollowsUIKitsPattern() {
        let (fixture, parent, log) = shownParent()
        let child = Logged("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        fixture.loop.runUntilIdle()
        #expect(log.lines == [
            "child.willMove(toParent: parent)",
            "child.viewWillAppear",
            "child.didMove(toParent: parent)",
            "child.viewDidAppear",
        ])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.parent === parent)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func parentAppearanceIsForwardedToChildrenParentsFirst() {
        let fixture = ViewFixture()
        let log = Log()
        let parent = Logged("parent", log), child = Logged("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.lines.removeAll()
        fixture.window.rootViewController = parent
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        #expect(log.lines == ["parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear", "child.viewDidAppear"])

        log.lines.removeAll()
        fixture.window.rootViewController = nil
        #expect(log.lines == ["parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear", "child.viewDidDisappear"])
        #expect(fixture.loop.diagnostics.collected.isEmpty, "no unbalanced calls from the child's own window move")
    }

    @Test func removingAChildFollowsUIKitsPatternAndReleasesIt() {
        let (fixture, parent, log) = shownParent()
        weak var weakChild: Logged?
        do {
            let child = Logged("child", log)
            weakChild = child
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            fixture.loop.runUntilIdle()
            log.lines.removeAll()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(log.lines == [
            "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty)
        #expect(weakChild == nil)
    }

    @Test func withoutAutomaticForwardingTheParentDrivesItsChildrenByHand() {
        let fixture = ViewFixture()
        let log = Log()
        let parent = Logged("parent", log), child = Logged("child", log)
        parent.forwardsAppearance = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        log.lines.removeAll()
        fixture.window.rootViewController = parent
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        #expect(log.lines == ["parent.viewWillAppear", "parent.viewDidAppear"])
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.lines.suffix(2) == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test func memoryWarningReachesChildrenAfterTheirParent() {
        let (app, _) = Application.launchedForTest()
        let log = Log()
        let parent = Logged("parent", log), first = Logged("first", log), second = Logged("second", log)
        let grandchild = Logged("grandchild", log)
        parent.addChild(first)
        first.addChild(grandchild)
        parent.addChild(second)
        let window = Window(application: app)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        log.lines.removeAll()
        app.simulate(.memoryWarning)
        #expect(log.lines == [
            "parent.didReceiveMemoryWarning", "first.didReceiveMemoryWarning",
            "grandchild.didReceiveMemoryWarning", "second.didReceiveMemoryWarning",
        ])
    }

    @Test func addingAControllerToItselfOrItsDescendantIsRefused() {
        let (fixture, parent, log) = shownParent()
        let child = Logged("child", log)
        parent.addChild(child)
        log.lines.removeAll()
        fixture.loop.withCurrent {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(log.lines.isEmpty)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)] && child.children.isEmpty)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.containmentCycle, .containmentCycle])
    }

    @Test func responderChainPassesFromAChildToItsParentsView() {
        let (fixture, parent, log) = shownParent()
        let child = Logged("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.view.responderChain.prefix(4).map(ObjectIdentifier.init)
                == [child.view, child, parent.view, parent].map(ObjectIdentifier.init))
        _ = fixture
    }
}

extension ContainmentTests {
    @Test func transitionBetweenChildrenOrdersWillsFromFirstAndDidsToFirst() {
        // Contract §6: to.viewWillAppear after from.viewWillDisappear; to.viewDidAppear before
        // from.viewDidDisappear.
        let (fixture, parent, log) = shownParent()
        let first = Logged("first", log), second = Logged("second", log)
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.didMove(toParent: parent)
        parent.addChild(second)
        fixture.loop.runUntilIdle()
        log.lines.removeAll()
        var finished: Bool?
        parent.transition(from: first, to: second, duration: 0.3, animations: { log.add("animations") }) { finished = $0 }
        fixture.loop.runUntilIdle()
        #expect(log.lines == [
            "first.viewWillDisappear", "second.viewWillAppear", "animations",
            "second.viewDidAppear", "first.viewDidDisappear",
        ])
        #expect(finished == true)
        #expect(fixture.loop.now == .milliseconds(300))
        #expect(second.view.superview === parent.view && first.view.superview == nil)
    }

    @Test func transitionBetweenControllersThatAreNotChildrenIsRefused() {
        let (fixture, parent, log) = shownParent()
        let stranger = Logged("stranger", log), child = Logged("child", log)
        parent.addChild(child)
        fixture.loop.withCurrent {
            parent.transition(from: stranger, to: child, duration: 0, animations: nil, completion: nil)
        }
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidContainerTransition])
    }
}
