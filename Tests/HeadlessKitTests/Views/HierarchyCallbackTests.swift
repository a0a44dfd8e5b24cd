import Foundation
import Testing
@testable import HeadlessKit

/// The exact hierarchy callback orders (Lifecycle Guarantees, "Views").
@MainActor
@Suite struct HierarchyCallbackTests {
    /// A moved subtree of three levels: `moved` → (`child` → `grandchild`), `sibling`.
    func subtree(_ fixture: ViewFixture) -> (moved: ViewNode, child: ViewNode, grandchild: ViewNode, sibling: ViewNode) {
        let moved = fixture.view("moved"), child = fixture.view("child")
        let grandchild = fixture.view("grandchild"), sibling = fixture.view("sibling")
        moved.addSubview(child)
        child.addSubview(grandchild)
        moved.addSubview(sibling)
        return (moved, child, grandchild, sibling)
    }

    @Test func addingToAParentOutsideAWindowDeliversOnlySuperviewCallbacks() {
        // v.willMove(toSuperview:) → v.didMoveToSuperview() → parent.didAddSubview(v).
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let parent = fixture.view("parent")
        let tree = subtree(fixture)
        fixture.loop.withCurrent { parent.addSubview(tree.moved) }
        #expect(fixture.log.lines == [
            "moved.willMove(toSuperview: parent)",
            "moved.didMoveToSuperview()",
            "parent.didAddSubview(moved)",
        ])
    }

    @Test func addingIntoAWindowDeliversWindowCallbacksThroughTheSubtreeParentsFirst() {
        // willMove(toSuperview:) → willMove(toWindow:) on the whole subtree, parents
        // first → didMoveToWindow() likewise → didMoveToSuperview() → didAddSubview(_:).
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let parent = fixture.view("parent")
        fixture.window.addSubview(parent)
        let tree = subtree(fixture)
        fixture.settleAndClearLog()

        parent.addSubview(tree.moved)
        #expect(fixture.log.lines == [
            "moved.willMove(toSuperview: parent)",
            "moved.willMove(toWindow: window)",
            "child.willMove(toWindow: window)",
            "grandchild.willMove(toWindow: window)",
            "sibling.willMove(toWindow: window)",
            "moved.didMoveToWindow()",
            "child.didMoveToWindow()",
            "grandchild.didMoveToWindow()",
            "sibling.didMoveToWindow()",
            "moved.didMoveToSuperview()",
            "parent.didAddSubview(moved)",
        ])
    }

    @Test func removingFromAWindowDeliversWillRemoveFirstThenWindowCallbacksThenDidMoveToSuperview() {
        // parent.willRemoveSubview(v) → v.willMove(toSuperview: nil) →
        // willMove(toWindow: nil) through the subtree → didMoveToWindow() through it → v.didMoveToSuperview().
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let parent = fixture.view("parent")
        let tree = subtree(fixture)
        fixture.window.addSubview(parent)
        parent.addSubview(tree.moved)
        fixture.settleAndClearLog()

        tree.moved.removeFromSuperview()
        #expect(fixture.log.lines == [
            "parent.willRemoveSubview(moved)",
            "moved.willMove(toSuperview: nil)",
            "moved.willMove(toWindow: nil)",
            "child.willMove(toWindow: nil)",
            "grandchild.willMove(toWindow: nil)",
            "sibling.willMove(toWindow: nil)",
            "moved.didMoveToWindow()",
            "child.didMoveToWindow()",
            "grandchild.didMoveToWindow()",
            "sibling.didMoveToWindow()",
            "moved.didMoveToSuperview()",
        ])
        #expect(tree.grandchild.window == nil)
    }

    @Test func removingOutsideAWindowDeliversNoWindowCallbacks() {
        let fixture = ViewFixture()
        let parent = fixture.view("parent")
        let tree = subtree(fixture)
        fixture.loop.withCurrent {
            parent.addSubview(tree.moved)
            fixture.log.removeAll()
            tree.moved.removeFromSuperview()
        }
        #expect(fixture.log.lines == [
            "parent.willRemoveSubview(moved)",
            "moved.willMove(toSuperview: nil)",
            "moved.didMoveToSuperview()",
        ])
    }

    @Test func removingAViewWithoutSuperviewDoesNothing() {
        let fixture = ViewFixture()
        let lonely = fixture.view("lonely")
        fixture.loop.withCurrent { lonely.removeFromSuperview() }
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func movingWithinOneWindowDeliversOneSuperviewPairAndNoWindowCallbacks() {
        // The old parent's willRemoveSubview(v), then one willMove(toSuperview: new) /
        // didMoveToSuperview() pair; window callbacks only if the window changes.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let oldParent = fixture.view("old"), newParent = fixture.view("new")
        let tree = subtree(fixture)
        fixture.window.addSubview(oldParent)
        fixture.window.addSubview(newParent)
        oldParent.addSubview(tree.moved)
        fixture.settleAndClearLog()

        newParent.addSubview(tree.moved)
        #expect(fixture.log.lines == [
            "old.willRemoveSubview(moved)",
            "moved.willMove(toSuperview: new)",
            "moved.didMoveToSuperview()",
            "new.didAddSubview(moved)",
        ])
        #expect(oldParent.subviews.isEmpty)
        #expect(newParent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(tree.moved)])
    }

    @Test func movingBetweenWindowsDeliversWindowCallbacksWithTheNewWindow() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let otherWindow = Window(screenSize: CGSize(width: 100, height: 100), runLoop: fixture.loop)
        fixture.log.name(otherWindow, "otherWindow")
        let tree = subtree(fixture)
        fixture.window.addSubview(tree.moved)
        fixture.settleAndClearLog()

        otherWindow.addSubview(tree.moved)
        #expect(fixture.log.lines == [
            "window.willRemoveSubview(moved)",
            "moved.willMove(toSuperview: otherWindow)",
            "moved.willMove(toWindow: otherWindow)",
            "child.willMove(toWindow: otherWindow)",
            "grandchild.willMove(toWindow: otherWindow)",
            "sibling.willMove(toWindow: otherWindow)",
            "moved.didMoveToWindow()",
            "child.didMoveToWindow()",
            "grandchild.didMoveToWindow()",
            "sibling.didMoveToWindow()",
            "moved.didMoveToSuperview()",
            "otherWindow.didAddSubview(moved)",
        ])
        #expect(tree.grandchild.window === otherWindow)
    }

    @Test func reorderingFiresNoHierarchyCallbacks() {
        // bringSubviewToFront, sendSubviewToBack and exchangeSubview fire nothing.
        let fixture = ViewFixture()
        let a = fixture.view("a"), b = fixture.view("b"), c = fixture.view("c")
        for view in [a, b, c] { fixture.window.addSubview(view) }
        fixture.settleAndClearLog()

        fixture.window.bringSubviewToFront(a)
        #expect(fixture.window.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        fixture.window.sendSubviewToBack(c)
        #expect(fixture.window.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        fixture.window.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(fixture.window.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        fixture.window.addSubview(a)   // already a subview: moves to the front
        #expect(fixture.window.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func superviewAndWindowHoldOldValuesInWillCallbacksAndNewValuesInDidCallbacks() {
        // superview and window already hold their new values inside the did-callbacks.
        final class Probe: ViewNode {
            var seen: [String] = []
            override func willMove(toSuperview newSuperview: ViewNode?) { seen.append("willMove(toSuperview:) superview=\(superview != nil)") }
            override func willMove(toWindow newWindow: Window?) { seen.append("willMove(toWindow:) window=\(window != nil) superview=\(superview != nil)") }
            override func didMoveToWindow() { seen.append("didMoveToWindow() window=\(window != nil) superview=\(superview != nil)") }
            override func didMoveToSuperview() { seen.append("didMoveToSuperview() superview=\(superview != nil) window=\(window != nil)") }
        }
        let fixture = ViewFixture()
        let probe = Probe()
        fixture.window.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.seen == [
            "willMove(toSuperview:) superview=false",
            "willMove(toWindow:) window=false superview=false",
            "didMoveToWindow() window=true superview=true",
            "didMoveToSuperview() superview=true window=true",
            "willMove(toSuperview:) superview=true",
            "willMove(toWindow:) window=true superview=true",
            "didMoveToWindow() window=false superview=false",
            "didMoveToSuperview() superview=false window=false",
        ])
    }

    @Test func overridesReceiveTheNewSuperviewAndWindowAsArguments() {
        final class Probe: ViewNode {
            var arguments: [String] = []
            override func willMove(toSuperview newSuperview: ViewNode?) { arguments.append("superview \(newSuperview.map { "\($0.tag)" } ?? "nil")") }
            override func willMove(toWindow newWindow: Window?) { arguments.append("window \(newWindow == nil ? "nil" : "set")") }
        }
        let fixture = ViewFixture()
        let parent = fixture.view("parent")
        parent.tag = 7
        fixture.window.addSubview(parent)
        let probe = Probe()
        parent.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.arguments == ["superview 7", "window set", "superview nil", "window nil"])
    }

    @Test func anObserverReceivesEventsOnlyWhileItIsAttached() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let parent = fixture.view("parent"), child = fixture.view("child")
        fixture.window.addSubview(parent)
        fixture.settleAndClearLog()
        fixture.loop.lifecycleObserver = nil
        parent.addSubview(child)
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
        fixture.loop.lifecycleObserver = fixture.log
        child.removeFromSuperview()
        #expect(fixture.log.lines == [
            "parent.willRemoveSubview(child)", "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil)", "child.didMoveToWindow()", "child.didMoveToSuperview()",
        ])
    }
}
