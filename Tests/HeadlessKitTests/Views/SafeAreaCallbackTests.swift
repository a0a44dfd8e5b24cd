import Foundation
import Testing
@testable import HeadlessKit

/// A view's own `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()` (UIKit's `UIView`
/// documentation: "Called when the safe area of the view changes", "Notifies the view that the
/// layout margins changed"), and their order with the controller's callbacks.
@MainActor @Suite struct SafeAreaCallbackTests {
    /// A view that notes the insets and margins it sees in its callbacks.
    final class InsetsReader: ViewNode {
        var seenInsets: [EdgeInsets] = []
        var seenMargins: [EdgeInsets] = []
        override func safeAreaInsetsDidChange() { seenInsets.append(safeAreaInsets) }
        override func layoutMarginsDidChange() { seenMargins.append(layoutMargins) }
    }

    /// A controller shown in the fixture's window, with `child` (100 points high at the top of
    /// the root view) holding `grandchild` (the lower 50 points of the child).
    @MainActor struct Screen {
        let fixture: ViewFixture
        let controller: ViewControllerBase
        let child: InsetsReader
        let grandchild: InsetsReader

        init() {
            fixture = ViewFixture(ignoring: [.draw])
            controller = ViewControllerBase()
            child = InsetsReader(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            grandchild = InsetsReader(frame: CGRect(x: 0, y: 50, width: 320, height: 50))
            fixture.log.name(controller, "vc")
            fixture.log.name(child, "child")
            fixture.log.name(grandchild, "grandchild")
            fixture.window.rootViewController = controller
            fixture.log.name(controller.view, "root")
            controller.view.addSubview(child)
            child.addSubview(grandchild)
            fixture.window.makeKeyAndVisible()
            fixture.settleAndClearLog()
        }
    }

    /// (chosen) Each view before its subviews, as the change reaches down; a root view's own
    /// callback before its controller's `viewSafeAreaInsetsDidChange()`; a view whose insets did
    /// not change (the grandchild, below the unsafe edge) hears nothing and is not laid out. The
    /// root view's margins, measured from its safe area (UIKit's `layoutMargins` reflect "the
    /// system minimum margins and safe area insets"), move with it and are heard of next.
    @Test func newUnsafeEdgesReachEachViewWhoseInsetsChangedTopDownAndTheRootViewBeforeItsController() {
        let screen = Screen()
        screen.fixture.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(screen.fixture.log.lines.isEmpty, "the callbacks come in the next layout pass")
        #expect(screen.fixture.loop.runUntilIdle() == .idle)
        #expect(screen.fixture.log.lines == [
            "window.safeAreaInsetsDidChange()", "window.layoutSubviews()",
            "root.safeAreaInsetsDidChange()", "vc.viewSafeAreaInsetsDidChange()",
            "root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()", "vc.viewWillLayoutSubviews()",
            "root.layoutSubviews()", "vc.viewDidLayoutSubviews()",
            "child.safeAreaInsetsDidChange()", "child.layoutSubviews()",
        ])
        #expect(screen.child.seenInsets == [EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(screen.grandchild.seenInsets.isEmpty)
    }

    /// The root view's margins move with its safe area, as in the test above.
    @Test func additionalSafeAreaInsetsReachTheRootViewThenItsControllerThenTheSubviewsTheyCover() {
        let screen = Screen()
        screen.controller.additionalSafeAreaInsets = EdgeInsets(top: 80, left: 0, bottom: 0, right: 0)
        #expect(screen.fixture.loop.runUntilIdle() == .idle)
        #expect(screen.fixture.log.lines == [
            "root.safeAreaInsetsDidChange()", "vc.viewSafeAreaInsetsDidChange()",
            "root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()", "vc.viewWillLayoutSubviews()",
            "root.layoutSubviews()", "vc.viewDidLayoutSubviews()",
            "child.safeAreaInsetsDidChange()", "child.layoutSubviews()",
            "grandchild.safeAreaInsetsDidChange()", "grandchild.layoutSubviews()",
        ])
        #expect(screen.child.seenInsets == [EdgeInsets(top: 80, left: 0, bottom: 0, right: 0)])
        #expect(screen.grandchild.seenInsets == [EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)])
    }

    @Test func takingTheInsetsAwayTellsTheViewsAgainWithZero() {
        let screen = Screen()
        screen.controller.additionalSafeAreaInsets = EdgeInsets(top: 80, left: 0, bottom: 0, right: 0)
        #expect(screen.fixture.loop.runUntilIdle() == .idle)
        screen.controller.additionalSafeAreaInsets = .zero
        #expect(screen.fixture.loop.runUntilIdle() == .idle)
        #expect(screen.child.seenInsets == [EdgeInsets(top: 80, left: 0, bottom: 0, right: 0), .zero])
        #expect(screen.grandchild.seenInsets == [EdgeInsets(top: 30, left: 0, bottom: 0, right: 0), .zero])
    }

    @Test func aViewWithNoControllerHearsItsWindowsUnsafeEdges() {
        let fixture = ViewFixture(ignoring: [.draw])
        let banner = InsetsReader(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
        fixture.log.name(banner, "banner")
        fixture.window.addSubview(banner)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.log.lines == [
            "window.safeAreaInsetsDidChange()", "window.layoutSubviews()",
            "banner.safeAreaInsetsDidChange()", "banner.layoutSubviews()",
        ])
        #expect(banner.seenInsets == [EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)])
    }

    @Test func unsafeEdgesSetToTheirValueAgainTellNobody() {
        let screen = Screen()
        screen.fixture.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        screen.fixture.settleAndClearLog()
        screen.fixture.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(screen.fixture.loop.runUntilIdle() == .idle)
        #expect(screen.fixture.log.lines.isEmpty)
    }

    /// (chosen) The view hears of its new margins at once, then its controller.
    @Test func newMarginsAreHeardAtOnceByTheViewThenByItsController() {
        let screen = Screen()
        screen.controller.view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(screen.fixture.log.lines == ["root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()"])
        screen.child.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8)
        #expect(screen.child.seenMargins == [EdgeInsets(top: 4, left: 16, bottom: 4, right: 8)])
        screen.fixture.log.removeAll()
        screen.child.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 4, right: 8)
        #expect(screen.fixture.log.lines == ["child.layoutMarginsDidChange()"],
                "setting fixed margins equal to the directional ones still changes how they are kept")
        screen.fixture.log.removeAll()
        screen.child.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 4, right: 8)
        #expect(screen.fixture.log.lines.isEmpty)
    }
}
