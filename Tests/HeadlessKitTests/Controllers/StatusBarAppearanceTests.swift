import Foundation
import Testing
@testable import HeadlessKit

/// Which controller decides the status bar, and when the window asks: UIKit's documented rules
/// for `prefersStatusBarHidden`, `preferredStatusBarStyle`, `childForStatusBarStyle` /
/// `childForStatusBarHidden` ("if you return nil or do not override this method, the status bar
/// style for self is used") and `setNeedsStatusBarAppearanceUpdate()` ("if the return value from
/// this method changes, call setNeedsStatusBarAppearanceUpdate").
@MainActor
@Suite struct StatusBarAppearanceTests {
    /// A controller whose preferences tests change.
    final class Preferring: ViewControllerBase {
        var hides = false
        var style = StatusBarStyle.default
        var animation = StatusBarAnimation.fade
        weak var child: ViewControllerBase?
        override var prefersStatusBarHidden: Bool { hides }
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var preferredStatusBarUpdateAnimation: StatusBarAnimation { animation }
        override var childForStatusBarStyle: ViewControllerBase? { child }
        override var childForStatusBarHidden: ViewControllerBase? { child }
    }

    func show(_ root: ViewControllerBase) -> ControllerFixture {
        let fixture = ControllerFixture()
        fixture.show(root)
        return fixture
    }

    /// UIKit's defaults: shown, in the default style, with the fade animation.
    @Test func theDefaultsShowTheStatusBarInTheDefaultStyle() {
        let controller = ViewControllerBase()
        #expect(!controller.prefersStatusBarHidden && controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        let fixture = show(controller)
        #expect(!fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .default)
    }

    @Test func theRootsPreferencesApplyWhenItsViewEntersTheWindow() {
        let root = Preferring()
        root.hides = true
        root.style = .lightContent
        let fixture = show(root)
        #expect(fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .lightContent)
        #expect(fixture.window.statusBarUpdateAnimation == .fade)
    }

    /// A changed answer takes effect only when the controller asks for an update.
    @Test func aChangedPreferenceWaitsForSetNeedsStatusBarAppearanceUpdate() {
        let root = Preferring()
        let fixture = show(root)
        root.hides = true
        root.animation = .slide
        root.style = .darkContent
        fixture.loop.runUntilIdle()
        #expect(!fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .default)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .darkContent)
        #expect(fixture.window.statusBarUpdateAnimation == .slide)
    }

    @Test func aContainerHandsTheDecisionToTheChildItNames() {
        let root = Preferring(), child = Preferring()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.child = child
        child.hides = true
        child.style = .lightContent
        let fixture = show(root)
        #expect(fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .lightContent)
    }

    /// (chosen, as UIKit's navigation controller behaves) The top controller decides whether the
    /// status bar hides; the style is the navigation controller's while its bar shows and the
    /// top controller's while it is hidden. Pushes update it when they complete.
    @Test func aNavigationControllerHandsTheDecisionToItsTopController() {
        let root = Preferring()
        root.style = .lightContent
        let navigation = NavigationController(rootViewController: root)
        let fixture = show(navigation)
        #expect(!fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .default)
        let detail = Preferring()
        detail.hides = true
        navigation.pushViewController(detail, animated: true)
        #expect(!fixture.window.isStatusBarHidden, "not before the push completes")
        fixture.loop.runUntilIdle()
        #expect(fixture.window.isStatusBarHidden)
        navigation.popViewController(animated: false)
        fixture.loop.runUntilIdle()
        #expect(!fixture.window.isStatusBarHidden)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(fixture.window.statusBarStyle == .lightContent)
    }

    /// (chosen) A tab bar controller hands both decisions to its selected tab.
    @Test func aTabBarControllerHandsTheDecisionToTheSelectedTab() {
        let first = Preferring(), second = Preferring()
        second.hides = true
        second.style = .darkContent
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let fixture = show(tabs)
        #expect(!fixture.window.isStatusBarHidden)
        tabs.selectedIndex = 1
        fixture.loop.runUntilIdle()
        #expect(fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .darkContent)
    }

    /// UIKit (modalPresentationCapturesStatusBarAppearance): a controller presented full screen
    /// takes over the status bar; one presented otherwise does not, unless it captures it. The
    /// window follows when each presentation and dismissal completes.
    @Test func aFullScreenPresentationTakesOverTheStatusBar() {
        let root = Preferring()
        let fixture = show(root)
        let sheet = Preferring()
        sheet.hides = true
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        fixture.loop.runUntilIdle()
        #expect(!fixture.window.isStatusBarHidden, "a page sheet does not capture the status bar")
        sheet.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        fixture.loop.runUntilIdle()
        #expect(fixture.window.isStatusBarHidden, "unless it captures it")
        sheet.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        #expect(!fixture.window.isStatusBarHidden)
        let cover = Preferring()
        cover.hides = true
        cover.style = .lightContent
        root.present(cover, animated: true)
        #expect(!fixture.window.isStatusBarHidden, "not before the presentation completes")
        fixture.loop.runUntilIdle()
        #expect(fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .lightContent)
        cover.dismiss(animated: true)
        fixture.loop.runUntilIdle()
        #expect(!fixture.window.isStatusBarHidden && fixture.window.statusBarStyle == .default)
    }

    /// A controller in no window changes no window.
    @Test func aControllerInNoWindowChangesNothing() {
        let fixture = show(ViewControllerBase())
        let loose = Preferring()
        loose.hides = true
        loose.setNeedsStatusBarAppearanceUpdate()
        #expect(!fixture.window.isStatusBarHidden)
    }
}
