import Foundation
import Testing
@testable import HeadlessKit

/// A view controller's root view and the system minimum layout margins (UIKit's
/// `UIViewController.systemMinimumLayoutMargins`: "the minimum layout margins for the view
/// controller's root view"; `viewRespectsSystemMinimumLayoutMargins`; `UIView.layoutMargins`: for
/// a root view "the default value of this property reflects the system minimum margins and safe
/// area insets").
@MainActor @Suite struct SystemMinimumLayoutMarginsTests {
    /// A loop, a window of `size` and a log that keeps the margins callbacks and the layout step
    /// of the root view, with a controller shown in the window and a subview of its root view
    /// pinned to the root view's margins guide.
    @MainActor struct Screen {
        let loop = MainRunLoop()
        let log = LifecycleEventLog(ignoring: [.draw, .traitCollectionDidChange, .viewWillTransition])
        let window: Window
        let controller = ViewControllerBase()
        let content = ViewNode()

        init(width: CGFloat, height: CGFloat, safeArea: EdgeInsets = .zero) {
            loop.diagnostics.policy = .collect
            loop.lifecycleObserver = log
            window = Window(screenSize: CGSize(width: width, height: height), runLoop: loop)
            window.screenSafeAreaInsets = safeArea
            log.name(window, "window")
            log.name(controller, "vc")
            log.name(controller.view, "root")
            log.name(content, "content")
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            let margins = controller.view.layoutMarginsGuide
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                content.topAnchor.constraint(equalTo: margins.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.rootViewController = controller
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            log.removeAll()
        }
    }

    // MARK: - The rule

    /// UIKit: 16 points at the sides of a phone in portrait (`systemMinimumLayoutMargins`), none at
    /// the top and bottom (a root view's "top and bottom margins are set to zero points").
    @Test func aPortraitPhoneWidthGivesSixteenPointsAtTheSidesAndNoneAtTheTopAndBottom() {
        let screen = Screen(width: 390, height: 844)
        #expect(screen.controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(screen.controller.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(screen.content.frame == CGRect(x: 16, y: 0, width: 358, height: 50))
        #expect(screen.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: 20 points on the 414-point-wide Plus and Max phones in portrait.
    @Test func aWindowFourHundredFourteenPointsWideGivesTwentyPoints() {
        let screen = Screen(width: 414, height: 896)
        #expect(screen.controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(screen.content.frame == CGRect(x: 20, y: 0, width: 374, height: 50))
    }

    /// (chosen) 16 up to 413 points, 20 from 414: UIKit's devices show 16 on phones up to 393
    /// points wide in portrait and 20 from the 414-point-wide ones.
    @Test(arguments: [(320, 16), (393, 16), (413, 16), (414, 20), (844, 20), (1024, 20)] as [(CGFloat, CGFloat)])
    func theSideMarginFollowsTheWindowsWidth(width: CGFloat, side: CGFloat) {
        let screen = Screen(width: width, height: 600)
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: side, bottom: 0, right: side),
                "width \(width)")
    }

    /// (chosen) A root view in no window takes the narrow value: the traits outside a window are
    /// a compact width's.
    @Test func aRootViewInNoWindowHasSixteenPointsAtTheSides() {
        let loop = MainRunLoop()
        let controller = loop.withCurrent { ViewControllerBase() }
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// UIKit: "This property does not affect the margins associated with subviews of the root
    /// view" — a subview keeps a plain view's 8 points.
    @Test func aSubviewOfTheRootViewKeepsEightPoints() {
        let screen = Screen(width: 414, height: 896)
        #expect(screen.content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    // MARK: - Margins set on the root view

    /// UIKit: "the root view's actual margins are set to either your custom values or the minimum
    /// values defined by this property, whichever values are greater" — edge by edge.
    @Test func marginsSetLargerThanTheMinimumWinEdgeByEdge() {
        let screen = Screen(width: 390, height: 844)
        screen.controller.view.layoutMargins = EdgeInsets(top: 10, left: 30, bottom: 12, right: 8)
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 10, left: 30, bottom: 12, right: 16))
        screen.loop.runUntilIdle()
        #expect(screen.content.frame == CGRect(x: 30, y: 10, width: 344, height: 50))
    }

    /// The minimum is directional: right to left, the leading 30 points set go to the right.
    @Test func directionalMarginsSetOnTheRootViewMeetTheMinimumOnTheirOwnSides() {
        let screen = Screen(width: 390, height: 844)
        screen.window.userInterfaceLayoutDirection = .rightToLeft
        screen.controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 30))
        #expect(screen.controller.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 16))
        screen.loop.runUntilIdle()
        #expect(screen.content.frame == CGRect(x: 16, y: 0, width: 344, height: 50))
    }

    /// UIKit: set to `false`, the root view "obtain[s] its margins solely from its
    /// directionalLayoutMargins property" — (chosen) none until some are set.
    @Test func optingOutLeavesOnlyTheMarginsSetOnTheRootView() {
        let screen = Screen(width: 390, height: 844)
        screen.controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(screen.controller.view.layoutMargins == .zero)
        screen.controller.view.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        screen.loop.runUntilIdle()
        #expect(screen.content.frame == CGRect(x: 4, y: 0, width: 382, height: 50))
        #expect(screen.controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                "the minimum itself does not change")
    }

    // MARK: - The safe area

    /// UIKit: a root view's margins reflect "the system minimum margins and safe area insets" —
    /// measured from the safe area (`insetsLayoutMarginsFromSafeArea`, `true` by default).
    @Test func theMarginsAreMeasuredFromTheSafeArea() {
        let screen = Screen(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(screen.content.frame == CGRect(x: 16, y: 47, width: 358, height: 50))
    }

    /// A phone in landscape: the unsafe sides add to the 20 points of a wide window.
    @Test func unsafeSidesAddToTheMinimum() {
        let screen = Screen(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: 67, bottom: 21, right: 67))
        #expect(screen.content.frame == CGRect(x: 67, y: 0, width: 710, height: 50))
    }

    /// New unsafe edges move the margins guide in the same pass; the root view and its
    /// controller hear of the margins after the safe area, before `viewWillLayoutSubviews()`.
    @Test func newUnsafeEdgesMoveTheMarginsGuideAndAreHeardOfAfterTheSafeArea() {
        let screen = Screen(width: 390, height: 844)
        screen.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(screen.loop.runUntilIdle() == .idle)
        #expect(screen.log.lines == [
            "window.safeAreaInsetsDidChange()", "window.layoutSubviews()",
            "root.safeAreaInsetsDidChange()", "vc.viewSafeAreaInsetsDidChange()",
            "root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()",
            "vc.viewWillLayoutSubviews()", "root.layoutSubviews()", "vc.viewDidLayoutSubviews()",
        ])
        #expect(screen.content.frame == CGRect(x: 16, y: 47, width: 358, height: 50))
    }

    // MARK: - Children

    /// (chosen) A child controller's root view, inside its container's view, has the minimum too
    /// — UIKit holds every controller's root view to it (a navigation controller's content does
    /// get 16 points) — with the window's width deciding it, not the child's.
    @Test func aChildControllersRootViewInsideAContainerHasTheMinimumOfItsWindow() {
        let screen = Screen(width: 414, height: 896)
        let child = ViewControllerBase()
        screen.controller.addChild(child)
        child.view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        screen.controller.view.addSubview(child.view)
        child.didMove(toParent: screen.controller)
        screen.loop.runUntilIdle()
        #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(child.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    // MARK: - Callbacks

    /// A rotation across 414 points moves the minimum: in the layout pass the root view hears of
    /// its new margins, then its controller, before `viewWillLayoutSubviews()` (the order margins
    /// set in code are heard in), and the content pinned to the guide follows.
    @Test func aRotationAcrossTheThresholdTellsTheRootViewThenItsControllerInTheLayoutPass() {
        let screen = Screen(width: 390, height: 844)
        screen.window.transition(toSize: CGSize(width: 844, height: 390))
        #expect(screen.loop.runUntilIdle() == .idle)
        #expect(screen.log.lines == [
            "window.layoutSubviews()", "root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()",
            "vc.viewWillLayoutSubviews()", "root.layoutSubviews()", "vc.viewDidLayoutSubviews()", "content.layoutSubviews()",
        ])
        #expect(screen.content.frame == CGRect(x: 20, y: 0, width: 804, height: 50))
    }

    /// A resize that keeps the window on the same side of 414 points tells nobody of margins.
    @Test func aResizeThatKeepsTheMinimumTellsNobodyOfMargins() {
        let screen = Screen(width: 390, height: 844)
        screen.window.transition(toSize: CGSize(width: 393, height: 852))
        #expect(screen.loop.runUntilIdle() == .idle)
        #expect(screen.log.lines.filter { $0.contains("Margins") }.isEmpty)
        #expect(screen.content.frame == CGRect(x: 16, y: 0, width: 361, height: 50))
    }

    /// (chosen) Toggling the property tells the root view then its controller at once, as margins
    /// set in code are; the guide moves in the next layout. Setting the same value tells nobody.
    @Test func togglingTheRespectForTheMinimumTellsTheRootViewThenItsControllerAtOnce() {
        let screen = Screen(width: 390, height: 844)
        screen.controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(screen.log.lines == ["root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()"])
        screen.log.removeAll()
        screen.controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(screen.log.lines.isEmpty)
        #expect(screen.loop.runUntilIdle() == .idle)
        #expect(screen.log.lines == [
            "vc.viewWillLayoutSubviews()", "root.layoutSubviews()", "vc.viewDidLayoutSubviews()", "content.layoutSubviews()",
        ])
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        screen.log.removeAll()
        screen.controller.viewRespectsSystemMinimumLayoutMargins = true
        #expect(screen.log.lines == ["root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()"])
    }

    /// Opting out when margins set on the root view already exceed the minimum changes nothing,
    /// so nobody hears of it.
    @Test func togglingWhenTheSetMarginsAlreadyExceedTheMinimumTellsNobody() {
        let screen = Screen(width: 390, height: 844)
        screen.controller.view.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        screen.log.removeAll()
        screen.controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(screen.log.lines.isEmpty)
    }

    /// A view that stops being a root view has a plain view's margins again.
    @Test func aReplacedRootViewGetsAPlainViewsMarginsBack() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let controller = loop.withCurrent { ViewControllerBase() }
        let old: ViewNode = controller.view
        #expect(old.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view = ViewNode()
        #expect(old.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(loop.diagnostics.collected.isEmpty)
    }

    /// A child's root view that the window's new edge cuts has a new safe area (UIKit: the part of
    /// a view outside its window's safe area is in its `safeAreaInsets`), so its margins and both
    /// its guides follow, though the child's own frame did not change.
    @Test func aChildsRootViewCutByTheWindowsNewEdgeFollowsWithItsGuides() {
        let screen = Screen(width: 390, height: 844)
        let child = ViewControllerBase()
        screen.controller.addChild(child)
        child.view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        screen.controller.view.addSubview(child.view)
        child.didMove(toParent: screen.controller)
        let inMargins = ViewNode(), inSafeArea = ViewNode()
        for (probe, guide) in [(inMargins, child.view.layoutMarginsGuide), (inSafeArea, child.view.safeAreaLayoutGuide)] {
            probe.translatesAutoresizingMaskIntoConstraints = false
            child.view.addSubview(probe)
            LayoutConstraint.activate([
                probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                probe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                probe.topAnchor.constraint(equalTo: guide.topAnchor),
                probe.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        screen.loop.runUntilIdle()
        #expect(inMargins.frame == CGRect(x: 16, y: 0, width: 168, height: 10))
        #expect(inSafeArea.frame == CGRect(x: 0, y: 0, width: 200, height: 10))

        screen.window.frame.size = CGSize(width: 250, height: 844)
        screen.loop.runUntilIdle()
        #expect(child.view.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 50))
        #expect(child.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 66))
        #expect(inMargins.frame == CGRect(x: 16, y: 0, width: 118, height: 10))
        #expect(inSafeArea.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(screen.loop.diagnostics.collected.isEmpty)
    }

    /// A root view moved so that it reaches past the window's edge has a new safe area (UIKit
    /// updates a view's safe area when its frame changes): it is laid out, it and its controller
    /// hear of the safe area and then of the margins measured from it, and the guide follows.
    @Test func aRootViewMovedPastTheWindowsEdgeHearsOfItsSafeAreaAndMargins() {
        let screen = Screen(width: 200, height: 200)
        #expect(screen.content.frame == CGRect(x: 16, y: 0, width: 168, height: 50))
        screen.controller.view.center = CGPoint(x: 186, y: 151)
        #expect(screen.loop.runUntilIdle() == .idle)
        #expect(screen.controller.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 51, right: 86))
        #expect(screen.controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 51, right: 102))
        #expect(screen.content.frame == CGRect(x: 16, y: 0, width: 82, height: 50))
        // Laid out once, with the guide already moved: the content, resized inside the window,
        // has no safe area of its own to hear of.
        #expect(screen.log.lines == [
            "root.safeAreaInsetsDidChange()", "vc.viewSafeAreaInsetsDidChange()",
            "root.layoutMarginsDidChange()", "vc.viewLayoutMarginsDidChange()",
            "vc.viewWillLayoutSubviews()", "root.layoutSubviews()", "vc.viewDidLayoutSubviews()",
            "content.layoutSubviews()",
        ])
        #expect(screen.loop.diagnostics.collected.isEmpty)
    }
}
