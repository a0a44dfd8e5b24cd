import Foundation
import Testing
@testable import HeadlessKit

/// Push, pop and the interactive pop, with the orders of the navigation section of Lifecycle
/// Guarantees and the reference logs "push then pop" and "interactive pop".
@MainActor
@Suite struct NavigationControllerTests {
    final class Delegate: NavigationControllerDelegate {
        let trace: ControllerTrace
        init(_ trace: ControllerTrace) { self.trace = trace }
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {
            trace.note("delegate.willShow \((viewController as! TracedController).name)")
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool) {
            trace.note("delegate.didShow \((viewController as! TracedController).name)")
        }
    }

    /// A shown navigation controller (named "nav") whose root is VC1, with a delegate; layout
    /// callbacks left out unless `withLayout`.
    func shownStack(withLayout: Bool = false) -> (ControllerFixture, NavigationController, TracedController, Delegate) {
        let fixture = ControllerFixture(ignoring: withLayout ? [] : LifecycleCallback.layoutPass)
        let first = fixture.controller("VC1")
        let navigation = NavigationController(rootViewController: first)
        fixture.trace.name(navigation, "nav")
        let delegate = Delegate(fixture.trace)
        navigation.delegate = delegate
        fixture.show(navigation)
        return (fixture, navigation, first, delegate)
    }

    @Test func pushThenPopAnimatedFollowsTheReferenceLogAndTheNavigationOrder() {
        let (fixture, navigation, _, delegate) = shownStack()
        // The stack was made in test code, before either controller belonged to a loop: VC1's
        // willMove(toParent:) inside NavigationController.init reached no observer.
        #expect(fixture.trace.lines == [
            "nav.loadView()", "nav.viewDidLoad()", "VC1.loadView()", "VC1.viewDidLoad()",
            "VC1.didMove(toParent: nav)", "nav.viewWillAppear(false)", "VC1.viewWillAppear(false)",
            "nav.viewDidAppear(false)", "VC1.viewDidAppear(false)",
        ])
        fixture.trace.removeAll()
        var second: TracedController? = fixture.controller("VC2")
        navigation.pushViewController(second!, animated: true)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView()", "VC2.viewDidLoad()",
            "VC1.viewWillDisappear(true)", "VC2.viewWillAppear(true)", "delegate.willShow VC2",
        ], "did-callbacks wait for the commit and the animation")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.now == .milliseconds(500))
        #expect(fixture.trace.lines.suffix(4) == [
            "VC1.viewDidDisappear(true)", "VC2.viewDidAppear(true)", "VC2.didMove(toParent: nav)", "delegate.didShow VC2",
        ])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)

        fixture.trace.removeAll()
        navigation.popViewController(animated: true)
        second = nil
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)", "delegate.willShow VC1",
            "VC2.viewDidDisappear(true)", "VC1.viewDidAppear(true)", "VC2.didMove(toParent: nil)", "delegate.didShow VC1",
            "VC2.deinit",
        ])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func theCommitLaysTheIncomingControllerOutBeforeItsDidCallbacks() {
        let (fixture, navigation, _, delegate) = shownStack(withLayout: true)
        fixture.trace.removeAll()
        navigation.pushViewController(fixture.controller("VC2"), animated: true)
        fixture.loop.runOnce()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView()", "VC2.viewDidLoad()",
            "VC1.viewWillDisappear(true)", "VC2.viewWillAppear(true)", "delegate.willShow VC2",
            "nav.viewWillLayoutSubviews()", "nav.viewDidLayoutSubviews()",
            // UIKit: the navigation bar's height enters VC2's safe area as its view appears
            // (UIViewController.viewSafeAreaInsetsDidChange(): "immediately before your view appears"),
            // and its root view's margins, measured from the safe area, move with it (UIKit's
            // `layoutMargins` reflect "the system minimum margins and safe area insets").
            "VC2.viewSafeAreaInsetsDidChange()", "VC2.viewLayoutMarginsDidChange()",
            "VC2.viewWillLayoutSubviews()", "VC2.viewDidLayoutSubviews()",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test func notAnimatedPushKeepsTheOrderWithDidCallbacksAfterTheCommit() {
        let (fixture, navigation, _, delegate) = shownStack()
        fixture.trace.removeAll()
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: false)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView()", "VC2.viewDidLoad()",
            "VC1.viewWillDisappear(false)", "VC2.viewWillAppear(false)", "delegate.willShow VC2",
        ])
        fixture.trace.removeAll()
        fixture.loop.runOnce()
        #expect(fixture.trace.lines == [
            "VC1.viewDidDisappear(false)", "VC2.viewDidAppear(false)", "VC2.didMove(toParent: nav)", "delegate.didShow VC2",
        ])
        #expect(fixture.loop.now == .zero)
        withExtendedLifetime(delegate) {}
    }

    @Test func interactivePopFinishedFollowsTheReferenceLog() {
        let (fixture, navigation, _, delegate) = shownStack()
        var second: TracedController? = fixture.controller("VC2")
        navigation.pushViewController(second!, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let pop = navigation.beginInteractivePop()!
        // (chosen, as UIKit does) willMove(toParent: nil) at the gesture's start.
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)", "delegate.willShow VC1",
        ])
        pop.update(0.7)
        #expect(pop.percentComplete == 0.7)
        fixture.loop.runUntilIdle()
        second = nil
        fixture.trace.removeAll()
        pop.finish()
        #expect(fixture.trace.lines == [
            "VC2.viewDidDisappear(true)", "VC1.viewDidAppear(true)", "VC2.didMove(toParent: nil)", "delegate.didShow VC1",
            "VC2.deinit",
        ])
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func interactivePopCancelledKeepsVC2OnTheStack() {
        let (fixture, navigation, first, delegate) = shownStack()
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let pop = navigation.beginInteractivePop()!
        fixture.loop.runUntilIdle()
        pop.update(0.2)
        pop.cancel()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)", "delegate.willShow VC1",
            "VC1.viewWillDisappear(true)", "VC1.viewDidDisappear(true)", "VC2.viewWillAppear(true)", "VC2.viewDidAppear(true)",
            "VC2.didMove(toParent: nav)",
        ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(second.view.window === fixture.window && first.view.window == nil)
        #expect(second.appearanceState == .appeared && first.appearanceState == .disappeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func popToRootGivesAppearanceCallbacksOnlyToTheOldAndNewTopsAndReleasesTheRest() {
        let (fixture, navigation, _, delegate) = shownStack()
        navigation.pushViewController(fixture.controller("VC2"), animated: false)
        navigation.pushViewController(fixture.controller("VC3"), animated: false)   // queued behind the first push
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 3)
        fixture.trace.removeAll()
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC3.willMove(toParent: nil)",
            "VC3.viewWillDisappear(true)", "VC1.viewWillAppear(true)", "delegate.willShow VC1",
            "VC3.viewDidDisappear(true)", "VC1.viewDidAppear(true)",
            "VC2.didMove(toParent: nil)", "VC3.didMove(toParent: nil)", "delegate.didShow VC1",
            "VC2.deinit", "VC3.deinit",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test func pushingAControllerAlreadyOnTheStackIsRefusedWithTheStackUnchanged() throws {
        let (fixture, navigation, first, delegate) = shownStack()
        fixture.trace.removeAll()
        navigation.pushViewController(first, animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.trace.lines.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .controllerAlreadyOnStack)
        #expect(diagnostic.message.hasPrefix("Pushing the same view controller instance"))
        withExtendedLifetime(delegate) {}
    }

    // (chosen: the modern behaviour) a request made while a transition runs is queued.
    @Test func requestsDuringATransitionAreQueuedAndRunWhenItCompletes() {
        let (fixture, navigation, _, delegate) = shownStack()
        navigation.pushViewController(fixture.controller("VC2"), animated: true)
        navigation.popViewController(animated: true)   // queued
        #expect(navigation.viewControllers.count == 2)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.loop.now == .seconds(1))
        withExtendedLifetime(delegate) {}
    }

    @Test func controllersBeingPushedReportWhereTheirContainerBelongsWhenPushedFromTestCode() {
        // Outside any driving call: the pushed controller reaches its loop through its parent.
        let (fixture, navigation, _, delegate) = shownStack()
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        #expect(second.view.bounds.size == CGSize(width: 320, height: 480), "the default root view has the screen's size")
        fixture.trace.removeAll()
        let pop = navigation.beginInteractivePop()!
        fixture.loop.runUntilIdle()
        pop.finish()
        #expect(fixture.trace.lines.filter { $0.hasPrefix("VC2.") } == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC2.viewDidDisappear(true)", "VC2.didMove(toParent: nil)",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test func setViewControllersPushLikeAndPopLikeGiveCallbacksOnlyToTheTops() {
        let (fixture, navigation, first, delegate) = shownStack()
        let top = fixture.controller("VC3")
        do {
            let middle = fixture.controller("VC2")
            fixture.trace.removeAll()
            navigation.setViewControllers([first, middle, top], animated: false)   // push-like
            fixture.loop.runUntilIdle()
            #expect(fixture.trace.lines == [
                "VC2.willMove(toParent: nav)", "VC3.willMove(toParent: nav)", "VC3.loadView()", "VC3.viewDidLoad()",
                "VC1.viewWillDisappear(false)", "VC3.viewWillAppear(false)", "delegate.willShow VC3",
                "VC1.viewDidDisappear(false)", "VC3.viewDidAppear(false)",
                "VC2.didMove(toParent: nav)", "VC3.didMove(toParent: nav)", "delegate.didShow VC3",
            ])
            #expect(!middle.isViewLoaded, "controllers in the middle are not loaded")
        }
        fixture.trace.removeAll()
        navigation.setViewControllers([first], animated: true)   // pop-like
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC3.willMove(toParent: nil)",
            "VC3.viewWillDisappear(true)", "VC1.viewWillAppear(true)", "delegate.willShow VC1",
            "VC3.viewDidDisappear(true)", "VC1.viewDidAppear(true)",
            "VC2.didMove(toParent: nil)", "VC3.didMove(toParent: nil)", "delegate.didShow VC1",
            "VC2.deinit",
        ])
        #expect(navigation.viewControllers.count == 1)
        navigation.setViewControllers([first, first], animated: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.controllerAlreadyOnStack])
        withExtendedLifetime(delegate) {}
    }
}
