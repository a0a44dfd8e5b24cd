import Foundation
import Testing
@testable import HeadlessKit

/// The view controller members ported code overrides or calls beyond the lifecycle: titles and
/// items, editing, `show(_:sender:)`, presentation options, orientation and layout preferences.
@MainActor
@Suite struct ViewControllerExtrasTests {
    /// UIViewController.title: "assigning a value to this property updates the title text of"
    /// the navigation item and the tab bar item; setting an item's title leaves the controller's.
    @Test func theTitleKeepsTheNavigationAndTabBarItemsInStep() {
        let controller = ViewControllerBase()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive" && controller.tabBarItem.title == "Archive")
        controller.navigationItem.title = "Custom"
        #expect(controller.title == "Archive" && controller.tabBarItem.title == "Archive")
        let item = TabBarItem(title: "Tab", tag: 3)
        controller.tabBarItem = item
        controller.title = "Again"
        #expect(item.title == "Again" && controller.navigationItem.title == "Again")
    }

    /// UIKit: the items are made on first use, once, the navigation item with the title.
    @Test func theItemsAreMadeOnFirstUseWithTheTitle() {
        let controller = ViewControllerBase()
        #expect(controller.navigationItem === controller.navigationItem && controller.tabBarItem === controller.tabBarItem)
        #expect(controller.navigationItem.title == nil && controller.tabBarItem.tag == 0)
        let titled = ViewControllerBase()
        titled.title = "Later"
        #expect(titled.navigationItem.title == "Later" && titled.tabBarItem.title == "Later")
    }

    /// A subclass overrides `navigationItem`, as ported code does, and the bar shows its item.
    @Test func anOverriddenNavigationItemIsTheOneTheBarShows() {
        final class Custom: ViewControllerBase {
            let item = NavigationItem(title: "Mine")
            override var navigationItem: NavigationItem { item }
        }
        let custom = Custom()
        let navigation = NavigationController(rootViewController: custom)
        #expect(navigation.navigationBar.topItem === custom.item)
    }

    /// UIViewController.editButtonItem "toggles its title and associated state between Edit and
    /// Done"; tapping it calls setEditing(_:animated:) with animation.
    @Test func theEditButtonTogglesEditing() throws {
        final class Editor: ViewControllerBase {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                calls.append("setEditing(\(editing), animated: \(animated))")
                super.setEditing(editing, animated: animated)
            }
        }
        let fixture = ControllerFixture()
        let editor = Editor()
        let navigation = NavigationController(rootViewController: editor)
        editor.navigationItem.rightBarButtonItem = editor.editButtonItem
        fixture.show(navigation)
        #expect(editor.editButtonItem.title == "Edit" && editor.editButtonItem.style == .plain && !editor.isEditing)
        fixture.window.tap(try #require(navigation.navigationBar.view(for: editor.editButtonItem)))
        #expect(editor.isEditing && editor.editButtonItem.title == "Done" && editor.editButtonItem.style == .done)
        editor.isEditing = false
        #expect(editor.editButtonItem.title == "Edit")
        #expect(editor.calls == ["setEditing(true, animated: true)", "setEditing(false, animated: false)"])
    }

    /// UIViewController.show(_:sender:): inside a navigation controller it pushes, animated
    /// (UINavigationController overrides it); elsewhere it presents.
    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let fixture = ControllerFixture()
        let root = ViewControllerBase(), detail = ViewControllerBase(), modal = ViewControllerBase()
        let navigation = NavigationController(rootViewController: root)
        fixture.show(navigation)
        root.show(detail, sender: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.isTransitioning)
        fixture.loop.runUntilIdle()
        #expect(fixture.loop.now == .milliseconds(500), "animated")
        detail.showDetailViewController(modal, sender: nil)
        fixture.loop.runUntilIdle()
        #expect(navigation.presentedViewController === modal)
        let loose = ViewControllerBase()
        modal.show(loose, sender: nil)
        fixture.loop.runUntilIdle()
        #expect(modal.presentedViewController === loose, "a presented controller outside a navigation controller presents")
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's defaults on a phone, the idiom of HeadlessKit's default screen.
    @Test func orientationAndPresentationOptionsHaveUIKitsDefaults() {
        let controller = ViewControllerBase()
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown && controller.shouldAutorotate)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(!controller.isModalInPresentation && !controller.definesPresentationContext)
        #expect(controller.modalTransitionStyle == .coverVertical && !controller.modalPresentationCapturesStatusBarAppearance)
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.preferredContentSize == .zero && controller.additionalSafeAreaInsets == .zero)
        #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26 && InterfaceOrientationMask.all.rawValue == 30)
    }

    @Test func aNonFinitePreferredContentSizeIsRefused() throws {
        let fixture = ControllerFixture()
        let controller = ViewControllerBase()
        fixture.show(controller)
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        controller.preferredContentSize = CGSize(width: CGFloat.infinity, height: 10)
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1 && diagnostic.kind == .invalidControllerValue)
        #expect(diagnostic.message.hasPrefix("preferredContentSize of"))
    }

    /// UIKit (definesPresentationContext): a current-context presentation walks up from the
    /// presenting controller to the first that defines the context, which presents and whose
    /// view is covered; with none, the root-most controller presents.
    @Test func aCurrentContextPresentationCoversTheControllerThatDefinesTheContext() {
        let fixture = ControllerFixture()
        let container = ViewControllerBase(), middle = ViewControllerBase(), leaf = ViewControllerBase()
        container.addChild(middle)
        container.view.addSubview(middle.view)
        middle.didMove(toParent: container)
        middle.addChild(leaf)
        middle.view.addSubview(leaf.view)
        leaf.didMove(toParent: middle)
        fixture.show(container)
        let first = ViewControllerBase()
        first.modalPresentationStyle = .currentContext
        leaf.present(first, animated: false)
        fixture.loop.runUntilIdle()
        #expect(first.presentingViewController === container && container.view.window == nil)
        first.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        middle.definesPresentationContext = true
        let second = ViewControllerBase()
        second.modalPresentationStyle = .currentContext
        leaf.present(second, animated: false)
        fixture.loop.runUntilIdle()
        #expect(second.presentingViewController === middle && middle.view.window == nil)
        #expect(container.view.window === fixture.window)
        #expect(leaf.presentedViewController === second, "the caller sees what it presented")
        #expect(second.view.superview === container.view && second.view.frame == middle.view.frame)
        second.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        #expect(middle.view.superview === container.view && second.viewIfLoaded?.superview == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit (UIViewController.presentedViewController): "the view controller that called the
    /// method has this property set to the view controller that it presented" — also when the
    /// presentation is made by its root-most container, as for a pushed controller.
    @Test func aPushedControllerThatPresentsSeesThePresentedController() {
        let fixture = ControllerFixture()
        let root = ViewControllerBase(), pushed = ViewControllerBase(), modal = ViewControllerBase()
        let navigation = NavigationController(rootViewController: root)
        fixture.show(navigation)
        navigation.pushViewController(pushed, animated: false)
        fixture.loop.runUntilIdle()
        pushed.present(modal, animated: true)
        #expect(pushed.presentedViewController === modal, "from the call on")
        fixture.loop.runUntilIdle()
        #expect(pushed.presentedViewController === modal && navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation, "the root-most container presents")
        pushed.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        #expect(pushed.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit calls viewLayoutMarginsDidChange() when the root view's margins change.
    @Test func changingTheRootViewsMarginsTellsTheController() {
        let fixture = ControllerFixture()
        let controller = fixture.controller("VC")
        fixture.show(controller)
        fixture.trace.removeAll()
        controller.view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        controller.view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(fixture.trace.lines == ["VC.viewLayoutMarginsDidChange()"])
    }
}
