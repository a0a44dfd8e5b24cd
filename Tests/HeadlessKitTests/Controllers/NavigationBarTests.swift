import Foundation
import Testing
@testable import HeadlessKit

/// The navigation controller's bar: where it lies, what it shows, how its height enters the
/// stack's safe area, and its back button and bar button items under a finger.
@MainActor
@Suite struct NavigationBarTests {
    /// A window with a notched phone's unsafe edges (47 points at the top, 34 at the bottom).
    static let phoneInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A target whose methods bar button items call.
    @MainActor
    final class Target {
        var calls: [String] = []
        func add() { calls.append("add") }
        func share(_ item: BarButtonItem) { calls.append("share \(item.title ?? "")") }
    }

    /// A navigation controller named "nav" with VC1 ("Inbox") at its root, shown in a window
    /// with a phone's unsafe edges; the trace keeps the layout pass when `withLayout`.
    func shownStack(withLayout: Bool = false) -> (ControllerFixture, NavigationController, TracedController) {
        let fixture = ControllerFixture(ignoring: withLayout ? [] : LifecycleCallback.layoutPass)
        fixture.window.screenSafeAreaInsets = Self.phoneInsets
        let root = fixture.controller("VC1")
        root.title = "Inbox"
        let navigation = NavigationController(rootViewController: root)
        fixture.trace.name(navigation, "nav")
        fixture.show(navigation)
        return (fixture, navigation, root)
    }

    // MARK: - Frames and safe areas

    /// UIKit: the bar lies below the status bar area, 44 points high; the child's view still
    /// fills the navigation controller's view, and its safe area includes the bar
    /// (UIView.safeAreaInsets: "the area not covered by navigation bars…").
    @Test func theBarLiesBelowTheStatusBarAndItsHeightIsInTheChildsSafeArea() {
        let (fixture, navigation, root) = shownStack()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 320, height: 44))
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.view.subviews.last === navigation.navigationBar, "the bar stays in front")
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(navigation.view.safeAreaInsets == Self.phoneInsets)
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(root.additionalSafeAreaInsets == .zero, "the bar does not use the child's own additional insets")
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: the first appearance lays the bar's height into the child's safe area, so the
    /// controller hears viewSafeAreaInsetsDidChange() just before its first layout — then
    /// viewLayoutMarginsDidChange(), since a root view's margins are measured from its safe area
    /// (UIKit's `layoutMargins` reflect "the system minimum margins and safe area insets"); so in
    /// every trace of this suite where a safe area moves.
    @Test func theFirstAppearanceTellsTheControllersTheirSafeAreaBeforeTheirLayout() {
        let (fixture, _, _) = shownStack(withLayout: true)
        #expect(fixture.trace.lines == [
            "nav.loadView()", "nav.viewDidLoad()", "VC1.loadView()", "VC1.viewDidLoad()",
            "VC1.didMove(toParent: nav)", "nav.viewWillAppear(false)", "VC1.viewWillAppear(false)",
            "nav.viewSafeAreaInsetsDidChange()", "nav.viewLayoutMarginsDidChange()", "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            "VC1.viewSafeAreaInsetsDidChange()", "VC1.viewLayoutMarginsDidChange()", "VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()",
            "nav.viewDidAppear(false)", "VC1.viewDidAppear(false)",
        ])
    }

    @Test func aViewPinnedToTheSafeAreaGuideSitsBelowTheBar() {
        let (fixture, _, root) = shownStack()
        let content = ViewNode()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
        ])
        fixture.loop.runUntilIdle()
        #expect(content.frame == CGRect(x: 0, y: 91, width: 320, height: 355))
    }

    /// UIKit: a controller whose edgesForExtendedLayout leaves out the top is placed below the
    /// visible bar, and nothing of it is unsafe at the top.
    @Test func withoutTheTopExtendedEdgeTheChildIsPlacedBelowTheBar() {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        fixture.window.screenSafeAreaInsets = Self.phoneInsets
        let root = fixture.controller("VC1")
        root.edgesForExtendedLayout = []
        let navigation = NavigationController(rootViewController: root)
        fixture.show(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 91, width: 320, height: 389))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    /// The controller's own additional insets add to what the bar leaves.
    @Test func additionalSafeAreaInsetsAddToTheBar() {
        let (fixture, _, root) = shownStack(withLayout: true)
        fixture.trace.removeAll()
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(fixture.trace.lines.isEmpty, "the change is laid out in the next commit")
        fixture.loop.runUntilIdle()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 101, left: 0, bottom: 54, right: 0))
        #expect(fixture.trace.lines == [
            "VC1.viewSafeAreaInsetsDidChange()", "VC1.viewLayoutMarginsDidChange()", "VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()",
        ])
    }

    /// A non-finite inset is refused, the old insets kept.
    @Test func nonFiniteAdditionalSafeAreaInsetsAreRefused() throws {
        let (fixture, _, root) = shownStack()
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        root.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(root.additionalSafeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1 && diagnostic.kind == .invalidControllerValue)
        #expect(diagnostic.message.hasPrefix("additionalSafeAreaInsets of"))
    }

    // MARK: - Hiding the bar

    /// Hiding without animation: the bar hides at once; the child's safe area loses the bar in
    /// the next commit, where it hears viewSafeAreaInsetsDidChange() before its layout.
    @Test func hidingTheBarWithoutAnimationLaysTheChildOutInTheNextCommit() {
        let (fixture, navigation, root) = shownStack(withLayout: true)
        fixture.trace.removeAll()
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(fixture.trace.lines.isEmpty)
        _ = fixture.loop.runOnce()
        #expect(fixture.trace.lines == [
            "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            "VC1.viewSafeAreaInsetsDidChange()", "VC1.viewLayoutMarginsDidChange()", "VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()",
        ])
        #expect(root.view.safeAreaInsets == Self.phoneInsets)
        fixture.trace.removeAll()
        navigation.isNavigationBarHidden = false
        fixture.loop.runUntilIdle()
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(fixture.trace.lines == [
            "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            "VC1.viewSafeAreaInsetsDidChange()", "VC1.viewLayoutMarginsDidChange()", "VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()",
        ])
    }

    /// Hiding animated lays the change out inside the call, as UIKit lays it out inside its
    /// animation block (chosen: HeadlessKit draws no frames in between).
    @Test func hidingTheBarAnimatedLaysTheChildOutInsideTheCall() {
        let (fixture, navigation, root) = shownStack(withLayout: true)
        fixture.trace.removeAll()
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(fixture.trace.lines == [
            "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            "VC1.viewSafeAreaInsetsDidChange()", "VC1.viewLayoutMarginsDidChange()", "VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()",
        ])
        #expect(root.view.safeAreaInsets == Self.phoneInsets)
        fixture.trace.removeAll()
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.isEmpty)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(fixture.trace.lines.isEmpty, "hiding a hidden bar changes nothing")
    }

    // MARK: - Items

    /// UIKit's rule for the back button's title: the previous item's back bar button item's
    /// title, else its back button title, else its title, else "Back"
    /// (UINavigationItem.title and backButtonTitle documentation).
    @Test func theBackButtonIsTitledByThePreviousItem() {
        let (fixture, navigation, root) = shownStack()
        let detail = fixture.controller("VC2")
        detail.title = "Message"
        navigation.pushViewController(detail, animated: false)
        fixture.loop.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.topItem === detail.navigationItem && bar.backItem === root.navigationItem)
        #expect(bar.items?.count == 2)
        #expect(bar.backButtonTitle == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButtonTitle == "Mail")
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(bar.backButtonTitle == "Up")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonTitle = nil
        root.title = nil
        #expect(bar.backButtonTitle == "Back")
        detail.navigationItem.hidesBackButton = true
        #expect(bar.backButtonView == nil)
    }

    /// UIKit's navigation controller keeps its bar's items the stack's navigation items.
    @Test func theBarsItemsFollowTheStack() {
        let (fixture, navigation, root) = shownStack()
        let detail = fixture.controller("VC2")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.navigationBar.items?.map(ObjectIdentifier.init) == [root.navigationItem, detail.navigationItem].map(ObjectIdentifier.init))
        fixture.loop.runUntilIdle()
        navigation.popViewController(animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.backItem == nil)
        #expect(navigation.navigationBar.backButtonView == nil)
    }

    /// UIKit: tapping the back button pops the top controller, animated, through the same path
    /// as popViewController(animated:) — the reference "push then pop" order, then its release.
    @Test func tappingTheBackButtonPopsAnimated() throws {
        let (fixture, navigation, _) = shownStack()
        var detail: TracedController? = fixture.controller("VC2")
        navigation.pushViewController(detail!, animated: false)
        fixture.loop.runUntilIdle()
        let back = try #require(navigation.navigationBar.backButtonView)
        #expect(back.frame == CGRect(x: 8, y: 0, width: 56, height: 44))
        detail = nil
        fixture.trace.removeAll()
        fixture.window.tap(back)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC2.viewDidDisappear(true)", "VC1.viewDidAppear(true)", "VC2.didMove(toParent: nil)", "VC2.deinit",
        ])
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: a tap on a bar button item calls its action on its target; an item with a primary
    /// action runs it instead; a disabled item ignores taps.
    @Test func tappingABarButtonItemRunsItsAction() throws {
        let (fixture, navigation, root) = shownStack()
        let target = Target()
        let add = BarButtonItem(title: "Add", style: .plain, target: target, action: Target.add)
        let share = BarButtonItem(barButtonSystemItem: .action, target: target, action: Target.share)
        share.title = "Share"
        var primaryRuns = 0
        let edit = BarButtonItem(title: "Edit", primaryAction: Action { _ in primaryRuns += 1 })
        root.navigationItem.rightBarButtonItems = [add, share]
        root.navigationItem.leftBarButtonItem = edit
        fixture.loop.runUntilIdle()
        let bar = navigation.navigationBar
        let addView = try #require(bar.view(for: add)), shareView = try #require(bar.view(for: share))
        let editView = try #require(bar.view(for: edit))
        #expect(addView.frame == CGRect(x: 268, y: 0, width: 44, height: 44), "the first right item is rightmost")
        #expect(shareView.frame == CGRect(x: 204, y: 0, width: 56, height: 44))
        #expect(editView.frame == CGRect(x: 8, y: 0, width: 48, height: 44))
        fixture.window.tap(addView)
        fixture.window.tap(shareView)
        fixture.window.tap(editView)
        #expect(target.calls == ["add", "share Share"] && primaryRuns == 1)
        add.isEnabled = false
        fixture.window.tap(addView)
        #expect(target.calls == ["add", "share Share"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A custom view item shows the view itself; a title view replaces the title.
    @Test func customViewsAndTheTitleViewAreShownInTheBar() {
        let (fixture, navigation, root) = shownStack()
        let custom = ViewNode(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let titleView = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.navigationItem.rightBarButtonItem = BarButtonItem(customView: custom)
        root.navigationItem.titleView = titleView
        fixture.loop.runUntilIdle()
        #expect(custom.superview === navigation.navigationBar && custom.frame == CGRect(x: 282, y: 7, width: 30, height: 30))
        #expect(titleView.frame == CGRect(x: 110, y: 12, width: 100, height: 20))
        root.navigationItem.titleView = nil
        #expect(titleView.superview == nil)
    }

    /// The bar draws its top item's title until HeadlessKit has labels.
    @Test func theBarDrawsTheTopItemsTitle() {
        let (fixture, navigation, root) = shownStack()
        #expect(navigation.navigationBar.displayList == [.text("Inbox", at: CGPoint(x: 140, y: 13.5), .black)])
        root.title = "Archive"
        fixture.loop.runUntilIdle()
        #expect(navigation.navigationBar.displayList == [.text("Archive", at: CGPoint(x: 132, y: 13.5), .black)])
    }

    // MARK: - Refusals

    /// UIKit raises "Cannot call pushNavigationItem:animated: directly on a UINavigationBar
    /// managed by a controller." (and the same for pops, setItems and the delegate).
    @Test func changingAManagedBarDirectlyIsRefused() {
        let (fixture, navigation, root) = shownStack()
        final class BarDelegate: NavigationBarDelegate {}
        let delegate = BarDelegate()
        let bar = navigation.navigationBar
        let before = fixture.window.recursiveDescription()
        bar.pushItem(NavigationItem(title: "Elsewhere"), animated: false)
        bar.popItem(animated: false)
        bar.setItems([], animated: false)
        bar.items = []
        bar.delegate = delegate
        #expect(bar.items?.map(ObjectIdentifier.init) == [ObjectIdentifier(root.navigationItem)] && bar.delegate == nil)
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == Array(repeating: .barManagedByController, count: 5))
        #expect(diagnostics.map { $0.message.prefix(40) } == [
            "Cannot call pushNavigationItem:animated:", "Cannot call popNavigationItemAnimated: d",
            "Cannot call setItems:animated: directly ", "Cannot call setItems:animated: directly ",
            "Cannot manually set the delegate on a UI",
        ])
        #expect(diagnostics.allSatisfy { $0.objectIdentifiers == [ObjectIdentifier(bar), ObjectIdentifier(navigation)] })
        #expect(fixture.trace.lines.count == 9, "nothing new in the trace")
    }

    // MARK: - A bar of its own

    /// A bar made by hand pushes and pops its items, asking its delegate (UINavigationBarDelegate).
    @Test func aStandaloneBarAsksItsDelegateToPushAndPop() {
        final class BarDelegate: NavigationBarDelegate {
            var log: [String] = []
            var allowsPop = true
            func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool {
                log.append("shouldPush \(item.title ?? "")"); return true
            }
            func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) { log.append("didPush \(item.title ?? "")") }
            func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
                log.append("shouldPop \(item.title ?? "")"); return allowsPop
            }
            func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) { log.append("didPop \(item.title ?? "")") }
        }
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(bar)
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.pushItem(NavigationItem(title: "One"), animated: false)
        bar.pushItem(NavigationItem(title: "Two"), animated: true)
        loop.runUntilIdle()
        delegate.allowsPop = false
        window.tap(bar.backButtonView!)
        #expect(bar.topItem?.title == "Two")
        delegate.allowsPop = true
        window.tap(bar.backButtonView!)
        #expect(bar.topItem?.title == "One" && bar.backButtonView == nil)
        #expect(delegate.log == ["shouldPush One", "didPush One", "shouldPush Two", "didPush Two", "shouldPop Two", "shouldPop Two", "didPop Two"])
        #expect(loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: `NavigationController()` starts with an empty stack; a bar class can be chosen.
    @Test func aNavigationControllerCanStartEmptyWithABarOfItsOwnClass() {
        final class CustomBar: NavigationBar {}
        let empty = NavigationController()
        #expect(empty.viewControllers.isEmpty && empty.navigationBar.items?.isEmpty == true)
        let custom = NavigationController(navigationBarClass: CustomBar.self, toolbarClass: nil)
        #expect(custom.navigationBar is CustomBar && custom.viewControllers.isEmpty)
        let fixture = ControllerFixture()
        fixture.show(custom)
        custom.pushViewController(fixture.controller("VC1"), animated: false)
        fixture.loop.runUntilIdle()
        #expect(custom.viewControllers.count == 1 && custom.navigationBar.superview === custom.view)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
