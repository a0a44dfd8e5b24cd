import Foundation
import Testing
@testable import HeadlessKit

/// A view released while it still has subviews removes them, as UIKit's `dealloc` does (Lifecycle
/// Guarantees, "Views"): a real iOS 9 log shows `MyView.willRemoveSubview(v)` after
/// `MyView.didMoveToSuperview` when the last reference to a removed `MyView` goes.
@MainActor
@Suite struct ViewReleaseTests {
    final class MyView: ViewNode {
        var onDeinit: (() -> Void)?
        isolated deinit { onDeinit?() }
    }

    @Test func releasingARemovedViewRemovesItsSubviewsWithUIKitsCallbacks() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        var myView: MyView? = MyView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let v = fixture.view("v")
        fixture.log.name(myView!, "MyView")
        fixture.window.addSubview(myView!)
        myView!.addSubview(v)
        fixture.settleAndClearLog()

        myView!.removeFromSuperview()
        #expect(fixture.log.lines == [
            "window.willRemoveSubview(MyView)", "MyView.willMove(toSuperview: nil)",
            "MyView.willMove(toWindow: nil)", "v.willMove(toWindow: nil)",
            "MyView.didMoveToWindow()", "v.didMoveToWindow()", "MyView.didMoveToSuperview()",
        ])
        fixture.log.removeAll()
        myView!.onDeinit = { fixture.log.name(v, "v") }   // the subclass's deinit runs first
        myView = nil
        #expect(fixture.log.lines == [
            "MyView.willRemoveSubview(v)", "v.willMove(toSuperview: nil)", "v.didMoveToSuperview()",
        ])
        #expect(v.superview == nil && v.window == nil)
        #expect(v.invariantViolations().isEmpty)
    }

    @Test func releasingAWindowRemovesItsViewsFromTheWindowAndTheirControllerDisappears() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let trace = ControllerTrace(ignoring: [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .loadView, .viewDidLoad])
        loop.lifecycleObserver = trace
        let controller = TracedController("VC", in: trace)
        var window: Window? = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        trace.name(window!, "window")
        window!.rootViewController = controller
        window!.makeKeyAndVisible()
        loop.runUntilIdle()
        trace.name(controller.view, "root")
        trace.removeAll()
        window = nil
        #expect(trace.lines == [
            "window.willRemoveSubview(root)", "root.willMove(toSuperview: nil)",
            "VC.viewWillDisappear(false)", "root.willMove(toWindow: nil)", "root.didMoveToWindow()",
            "VC.viewDidDisappear(false)", "root.didMoveToSuperview()",
        ])
        #expect(controller.view.superview == nil && controller.view.window == nil)
        #expect(controller.appearanceState == .disappeared)
        #expect(loop.diagnostics.collected.isEmpty)
    }

    @Test func aSubtreeReleasedAtOnceIsTakenApartDepthFirstWithEveryDyingViewsCallbacks() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw, .willMoveToWindow, .didMoveToWindow])
        var root: ViewNode? = ViewNode()
        do {
            let a = ViewNode(), b = ViewNode(), a1 = ViewNode()
            for (view, name) in [(root!, "root"), (a, "a"), (b, "b"), (a1, "a1")] { fixture.log.name(view, name) }
            fixture.window.addSubview(root!)
            root!.addSubview(a)
            root!.addSubview(b)
            a.addSubview(a1)
            root!.removeFromSuperview()
        }
        fixture.log.removeAll()
        root = nil
        // (chosen) Frontmost first, each dying view's subtree before the sibling behind it.
        #expect(fixture.log.lines == [
            "root.willRemoveSubview(b)", "b.willMove(toSuperview: nil)", "b.didMoveToSuperview()",
            "root.willRemoveSubview(a)", "a.willMove(toSuperview: nil)", "a.didMoveToSuperview()",
            "a.willRemoveSubview(a1)", "a1.willMove(toSuperview: nil)", "a1.didMoveToSuperview()",
        ])
    }

    @Test func aSubviewSomethingElseHoldsSurvivesItsParentWithItsOwnSubviews() {
        let parent = ViewNode(), kept = ViewNode(), grandchild = ViewNode()
        var dying: ViewNode? = ViewNode()
        dying!.addSubview(kept)
        kept.addSubview(grandchild)
        parent.addSubview(dying!)
        dying!.removeFromSuperview()
        dying = nil
        #expect(kept.superview == nil && grandchild.superview === kept && kept.subviews.count == 1)
        #expect(parent.subviews.isEmpty)
    }

    @Test func hooksThatReAddOrAddViewsWhileAViewIsReleasedCannotKeepTheReleaseGoing() {
        final class Clingy: ViewNode {
            weak var refuge: ViewNode?
            var isMoving = false
            override func willRemoveSubview(_ subview: ViewNode) {
                // Moves every subview it loses elsewhere, and adds a new one each time.
                guard !isMoving else { return }
                isMoving = true
                defer { isMoving = false }
                addSubview(ViewNode())
                refuge?.addSubview(subview)
            }
        }
        let refuge = ViewNode()
        var clingy: Clingy? = Clingy()
        clingy!.refuge = refuge
        let child = ViewNode()
        clingy!.addSubview(child)
        clingy = nil
        #expect(child.superview === refuge)
        #expect(refuge.invariantViolations().isEmpty)
    }

    /// A hook that gives a dying descendant a new home stops its release: it keeps the subviews it
    /// still has, and lives on in its new superview.
    @Test func aDescendantAHookRescuesWhileItsAncestorIsReleasedKeepsItsRemainingSubviews() {
        final class Rescuer: ViewNode {
            weak var refuge: ViewNode?
            override func willMove(toSuperview newSuperview: ViewNode?) {
                guard newSuperview == nil, let parent = superview, let refuge, parent.superview == nil else { return }
                refuge.addSubview(parent)
            }
        }
        let fixture = ViewFixture()
        let refuge = fixture.view("refuge", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.window.addSubview(refuge)
        weak var weakChild: ViewNode?
        weak var weakBehind: ViewNode?
        var root: ViewNode? = ViewNode()
        do {
            let child = ViewNode(), behind = ViewNode(), rescuer = Rescuer()
            rescuer.refuge = refuge
            root!.addSubview(child)
            child.addSubview(behind)
            child.addSubview(rescuer)   // frontmost, so removed first
            weakChild = child
            weakBehind = behind
        }
        root = nil
        let child = weakChild
        #expect(child?.superview === refuge && child?.window === fixture.window)
        #expect(child?.subviews.count == 1 && child?.subviews.first === weakBehind)
        #expect(fixture.window.invariantViolations().isEmpty)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
