import Foundation
import Testing
@testable import HeadlessKit

/// The remaining orders of Lifecycle Guarantees' controller sections: size transitions, pop-to,
/// each presentation style, chain dismissal and the `isMoving…` flags.
@MainActor
@Suite struct ContainerDetailsTests {
    /// A traced controller that notes the transition flags that are true inside its appearance
    /// callbacks, and its size transitions.
    final class Screen: AppearanceProbe {
        override func noteAppearance() {
            let set = [(isMovingToParent, "movingToParent"), (isMovingFromParent, "movingFromParent"),
                       (isBeingPresented, "beingPresented"), (isBeingDismissed, "beingDismissed")].filter(\.0).map(\.1)
            if !set.isEmpty { trace?.note("  [" + set.joined(separator: ", ") + "]") }
        }
    }

    /// A fixture showing `root`, its layout and loading callbacks left out of the trace.
    func shown(_ makeRoot: (ControllerTrace) -> ViewControllerBase) -> ControllerFixture {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass.union([.loadView, .viewDidLoad]))
        fixture.show(makeRoot(fixture.trace))
        fixture.trace.removeAll()
        return fixture
    }

    @Test func sizeTransitionReachesParentsThenChildrenThenResizesAndCompletesAfterTheCommit() {
        final class Probe: TracedController {
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                coordinator.animate(alongsideTransition: { self.trace?.note("alongside: view is \(Int(self.view.bounds.width)) wide") },
                                    completion: { self.trace?.note("completion") })
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        var probe: Probe!
        let fixture = shown { trace in
            let navigation = NavigationController(rootViewController: Screen("Main", in: trace))
            trace.name(navigation, "nav")
            probe = Probe("probe", in: trace)
            probe.addChild(navigation)
            probe.view.addSubview(navigation.view)
            return probe
        }
        fixture.window.transition(toSize: CGSize(width: 480, height: 320), duration: .milliseconds(300))
        #expect(fixture.trace.lines == [
            "probe.viewWillTransition(to:with:)", "nav.viewWillTransition(to:with:)", "Main.viewWillTransition(to:with:)",
            // Landscape makes the vertical size class compact: the new traits reach the
            // controllers, parents first, as the window takes its new size.
            "probe.traitCollectionDidChange(_:)", "nav.traitCollectionDidChange(_:)", "Main.traitCollectionDidChange(_:)",
            "alongside: view is 480 wide",
        ])
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.last == "completion")
        #expect(fixture.loop.now == .milliseconds(300))
        #expect(probe.view.frame.size == CGSize(width: 480, height: 320))
    }

    @Test func popToAControllerInTheMiddleReleasesOnlyThoseAbove() {
        var navigation: NavigationController!
        var second: Screen!
        let fixture = shown { trace in
            second = Screen("VC2", in: trace)
            navigation = NavigationController(rootViewController: Screen("VC1", in: trace))
            return navigation
        }
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(Screen("VC3", in: fixture.trace), animated: false)
        navigation.pushViewController(Screen("VC4", in: fixture.trace), animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        #expect(navigation.popToViewController(second, animated: false)?.count == 2)
        fixture.loop.runUntilIdle()
        // Only the old and new tops get appearance callbacks; VC3 and VC4 are released.
        #expect(fixture.trace.lines == [
            "VC3.willMove(toParent: nil)", "VC4.willMove(toParent: nil)",
            "VC4.viewWillDisappear(false)", "  [movingFromParent]", "VC2.viewWillAppear(false)",
            "VC4.viewDidDisappear(false)", "  [movingFromParent]", "VC2.viewDidAppear(false)",
            "VC3.didMove(toParent: nil)", "VC4.didMove(toParent: nil)", "VC3.deinit", "VC4.deinit",
        ])
        #expect(navigation.topViewController === second)
    }

    @Test func movingFlagsAreTrueOnlyInsideThePushAndPopCallbacks() {
        var navigation: NavigationController!
        let fixture = shown { trace in
            navigation = NavigationController(rootViewController: Screen("VC1", in: trace))
            return navigation
        }
        let second = Screen("VC2", in: fixture.trace)
        navigation.pushViewController(second, animated: true)
        #expect(!second.isMovingToParent)
        fixture.loop.runUntilIdle()
        navigation.popViewController(animated: true)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: NavigationController)",
            "VC1.viewWillDisappear(true)", "VC2.viewWillAppear(true)", "  [movingToParent]",
            "VC1.viewDidDisappear(true)", "VC2.viewDidAppear(true)", "  [movingToParent]",
            "VC2.didMove(toParent: NavigationController)",
            "VC2.willMove(toParent: nil)",
            "VC2.viewWillDisappear(true)", "  [movingFromParent]", "VC1.viewWillAppear(true)",
            "VC2.viewDidDisappear(true)", "  [movingFromParent]", "VC1.viewDidAppear(true)",
            "VC2.didMove(toParent: nil)",
        ])
        #expect(!second.isMovingFromParent)
    }

    @Test(arguments: ModalPresentationStyle.allCases)
    func presenterGetsAppearanceCallbacksOnlyForStylesThatRemoveItsView(style: ModalPresentationStyle) {
        var main: Screen!
        let fixture = shown { trace in
            main = Screen("Main", in: trace)
            return main
        }
        let sub = Screen("Sub", in: fixture.trace)
        sub.modalPresentationStyle = style
        main.present(sub, animated: false)
        fixture.loop.runUntilIdle()
        sub.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        let removesPresenter = style == .fullScreen || style == .currentContext
        #expect(fixture.trace.lines == (removesPresenter ? [
            "Main.viewWillDisappear(false)", "Sub.viewWillAppear(false)", "  [beingPresented]",
            "Sub.viewDidAppear(false)", "  [beingPresented]", "Main.viewDidDisappear(false)",
            "Sub.viewWillDisappear(false)", "  [beingDismissed]", "Main.viewWillAppear(false)",
            "Main.viewDidAppear(false)", "Sub.viewDidDisappear(false)", "  [beingDismissed]",
        ] : [
            "Sub.viewWillAppear(false)", "  [beingPresented]", "Sub.viewDidAppear(false)", "  [beingPresented]",
            "Sub.viewWillDisappear(false)", "  [beingDismissed]", "Sub.viewDidDisappear(false)", "  [beingDismissed]",
        ]))
        #expect(main.view.window === fixture.window)
    }

    @Test func dismissingTheBottomOfAChainDismissesItAllAndOnlyTheTopAnimates() {
        var main: Screen!
        let fixture = shown { trace in
            main = Screen("Main", in: trace)
            return main
        }
        do {
            let middle = Screen("Middle", in: fixture.trace), top = Screen("Top", in: fixture.trace)
            main.present(middle, animated: false)
            fixture.loop.runUntilIdle()
            middle.present(top, animated: false)
            fixture.loop.runUntilIdle()
        }
        fixture.trace.removeAll()
        var completed = false
        main.dismiss(animated: true) { completed = true }
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "Top.viewWillDisappear(true)", "  [beingDismissed]", "Main.viewWillAppear(true)",
            "Main.viewDidAppear(true)", "Top.viewDidDisappear(true)", "  [beingDismissed]",
            "Top.deinit", "Middle.deinit",
        ])
        #expect(completed && main.presentedViewController == nil)
        #expect(fixture.window.subviews.count == 1 && main.view.window === fixture.window)
        #expect(fixture.loop.now == .milliseconds(500))
    }

    /// UIKit's `navigationController` and `tabBarController`: the nearest such ancestor through
    /// `parent` only — a presented controller outside any container has neither, and a container
    /// is not its own.
    @Test func navigationAndTabBarControllerAreTheNearestSuchAncestors() {
        let inner = ViewControllerBase(), child = ViewControllerBase(), presented = ViewControllerBase()
        let navigation = NavigationController(rootViewController: inner)
        inner.addChild(child)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        let fixture = ControllerFixture()
        fixture.show(tabs)
        inner.present(presented, animated: false)
        fixture.loop.runUntilIdle()
        #expect(inner.navigationController === navigation && child.navigationController === navigation)
        #expect(inner.tabBarController === tabs && child.tabBarController === tabs && navigation.tabBarController === tabs)
        #expect(navigation.navigationController == nil && tabs.tabBarController == nil)
        #expect(presented.presentingViewController != nil)
        #expect(presented.navigationController == nil && presented.tabBarController == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's `visibleViewController`: what the navigation controller presents, else its top.
    @Test func visibleViewControllerIsThePresentedOneElseTheTop() {
        let main = ViewControllerBase(), detail = ViewControllerBase(), modal = ViewControllerBase()
        let navigation = NavigationController(rootViewController: main)
        let fixture = ControllerFixture()
        fixture.show(navigation)
        navigation.pushViewController(detail, animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.visibleViewController === detail)
        detail.present(modal, animated: false)   // the root-most ancestor presents
        fixture.loop.runUntilIdle()
        #expect(navigation.presentedViewController === modal && navigation.visibleViewController === modal)
        navigation.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.visibleViewController === detail)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// Inside a tab bar controller the tab bar controller presents; the modal is still what the
    /// navigation controller shows.
    @Test func visibleViewControllerSeesAPresentationMadeByAnEnclosingContainer() {
        let main = ViewControllerBase(), modal = ViewControllerBase()
        let navigation = NavigationController(rootViewController: main)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        let fixture = ControllerFixture()
        fixture.show(tabs)
        main.present(modal, animated: false)
        fixture.loop.runUntilIdle()
        #expect(tabs.presentedViewController === modal)
        #expect(navigation.visibleViewController === modal)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's documented rule: `presentedViewController` is the controller presented by this one
    /// "or one of its ancestors in the view controller hierarchy", and a controller that was not
    /// presented but has a presented ancestor reports the ancestor's presenter as its
    /// `presentingViewController`.
    @Test func presentationLinksReachChildrenThroughTheirAncestors() {
        let main = ViewControllerBase(), modalRoot = ViewControllerBase()
        let navigation = NavigationController(rootViewController: main)
        let modal = NavigationController(rootViewController: modalRoot)
        let fixture = ControllerFixture()
        fixture.show(navigation)
        main.present(modal, animated: false)
        fixture.loop.runUntilIdle()
        #expect(navigation.presentedViewController === modal)
        #expect(main.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(modalRoot.presentingViewController === navigation)
        #expect(modalRoot.presentedViewController == nil)
        modalRoot.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        #expect(main.presentedViewController == nil && modalRoot.presentingViewController == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
