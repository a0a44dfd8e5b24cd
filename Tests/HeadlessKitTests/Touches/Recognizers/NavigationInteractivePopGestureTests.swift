import Foundation
import Testing
@testable import HeadlessKit

/// The navigation controller's interactive pop as a real screen-edge pan: the same traces as
/// the programmatic ``NavigationController/beginInteractivePop()`` (reference log "interactive
/// pop"), driven by the finger.
@MainActor
@Suite struct NavigationInteractivePopGestureTests {
    /// VC2 pushed on VC1 in a shown navigation controller, settled, trace cleared; layout
    /// callbacks left out.
    func stack() -> (ControllerFixture, NavigationController, TracedController) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let first = fixture.controller("VC1")
        let navigation = NavigationController(rootViewController: first)
        fixture.trace.name(navigation, "nav")
        fixture.show(navigation)
        navigation.pushViewController(fixture.controller("VC2"), animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        return (fixture, navigation, first)
    }

    /// UIKit: the recognizer is a left-edge screen-edge pan on the navigation controller's view,
    /// made with the view.
    @Test func theRecognizerIsALeftEdgePanOnTheNavigationControllersView() {
        let navigation = NavigationController(rootViewController: ViewControllerBase())
        #expect(navigation.interactivePopGestureRecognizer == nil)
        let view = MainRunLoop().withCurrent { navigation.view }
        let recognizer = navigation.interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left)
        #expect(recognizer?.view === view)
        #expect(view?.gestureRecognizers?.count == 1)
    }

    /// Reference log "interactive pop", finished: a swipe past half the width pops VC2 —
    /// VC2.viewWillDisappear → VC1.viewWillAppear … VC2.viewDidDisappear → VC1.viewDidAppear →
    /// VC2 released. As in UIKit, the transition animates the rest of the way after the finger
    /// lifts: the did-callbacks come that much later on the loop clock.
    @Test func anEdgeSwipeAcrossMostOfTheScreenPopsTheTopController() {
        let (fixture, navigation, first) = stack()
        fixture.window.edgeSwipe(distance: 300)
        #expect(fixture.trace.lines == ["VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)"])
        #expect(navigation.isTransitioning)
        let lifted = fixture.loop.now
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC2.viewDidDisappear(true)", "VC1.viewDidAppear(true)", "VC2.didMove(toParent: nil)", "VC2.deinit",
        ])
        let rest = fixture.loop.now - lifted
        #expect(rest > .zero && rest < navigation.transitionDuration / 2)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// Reference log "interactive pop", cancelled: a short swipe released still gives VC2 back —
    /// VC1.viewWillDisappear → VC1.viewDidDisappear → VC2.viewWillAppear → VC2.viewDidAppear.
    @Test func aShortEdgeSwipeReleasedStillCancelsThePop() {
        let (fixture, navigation, first) = stack()
        let second = navigation.topViewController!
        fixture.window.edgeSwipe(distance: 60)
        #expect(navigation.isTransitioning)   // animating back
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC1.viewWillDisappear(true)", "VC1.viewDidDisappear(true)", "VC2.viewWillAppear(true)", "VC2.viewDidAppear(true)",
            "VC2.didMove(toParent: nav)",
        ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(second.view.window === fixture.window && first.view.window == nil)
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// (chosen) A short swipe released moving fast to the right finishes the pop anyway.
    @Test func aFastFlickFromTheEdgeFinishesThePop() {
        let (fixture, navigation, _) = stack()
        fixture.window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 101, y: 240), duration: .milliseconds(100),
                            releaseVelocity: CGPoint(x: 1, y: 0))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines.suffix(4) == [
            "VC2.viewDidDisappear(true)", "VC1.viewDidAppear(true)", "VC2.didMove(toParent: nil)", "VC2.deinit",
        ])
        #expect(navigation.viewControllers.count == 1)
    }

    /// UIKit: on the root alone the gesture cannot begin — no callbacks; the view keeps its touches.
    @Test func onTheRootAloneTheSwipeDoesNothing() {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let navigation = NavigationController(rootViewController: fixture.controller("VC1"))
        fixture.show(navigation)
        fixture.trace.removeAll()
        var states: [GestureRecognizer.State] = []
        navigation.interactivePopGestureRecognizer?.addAction { states.append($0.state) }
        fixture.window.edgeSwipe(distance: 300)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.isEmpty)
        #expect(states.isEmpty)
        #expect(navigation.viewControllers.count == 1)
    }

    /// Disabling the recognizer turns the swipe back off.
    @Test func aDisabledRecognizerDoesNotPop() {
        let (fixture, navigation, _) = stack()
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        fixture.window.edgeSwipe(distance: 300)
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.isEmpty)
        #expect(navigation.viewControllers.count == 2)
    }

    /// A gesture cancelled by a hook while its pop begins — here VC1's `viewWillAppear` takes the
    /// recognizer off its view, which cancels it at once, before the driver holds the pop — still
    /// gives the pop back: VC2 reappears and nothing is left transitioning. (Found by the random-operation tester: a presentation
    /// dismissed in that callback cancelled the swipe, and the pop was never ended.)
    @Test func aSwipeCancelledWhileItsPopBeginsCancelsThePop() {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        final class HookedController: AppearanceProbe {
            /// Runs once, in the next appearance callback.
            var onAppearance: (() -> Void)?
            override func noteAppearance() {
                let hook = onAppearance
                onAppearance = nil
                hook?()
            }
        }
        let first = HookedController("VC1", in: fixture.trace)
        let navigation = NavigationController(rootViewController: first)
        fixture.trace.name(navigation, "nav")
        fixture.show(navigation)
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let recognizer = navigation.interactivePopGestureRecognizer!
        first.onAppearance = { navigation.view.removeGestureRecognizer(recognizer) }
        fixture.window.edgeSwipe(distance: 300)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC1.viewWillDisappear(true)", "VC1.viewDidDisappear(true)", "VC2.viewWillAppear(true)", "VC2.viewDidAppear(true)",
            "VC2.didMove(toParent: nav)",
        ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// While a push animates, the gesture cannot begin.
    @Test func duringAPushTheSwipeDoesNothing() {
        let (fixture, navigation, _) = stack()
        navigation.pushViewController(fixture.controller("VC3"), animated: true)
        fixture.trace.removeAll()
        fixture.window.edgeSwipe(distance: 300, duration: .milliseconds(200))
        #expect(!fixture.trace.lines.contains("VC3.willMove(toParent: nil)"))
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 3)
    }

    /// The navigation controller, its recognizer and its driver are released together.
    @Test func theNavigationControllerAndItsRecognizerAreReleased() {
        weak var weakNavigation: NavigationController?
        weak var weakRecognizer: GestureRecognizer?
        do {
            let fixture = ControllerFixture()
            let navigation = NavigationController(rootViewController: fixture.controller("VC1"))
            fixture.show(navigation)
            navigation.pushViewController(fixture.controller("VC2"), animated: false)
            fixture.loop.runUntilIdle()
            fixture.window.edgeSwipe(distance: 300)
            weakNavigation = navigation
            weakRecognizer = navigation.interactivePopGestureRecognizer
            fixture.window.rootViewController = nil
            fixture.loop.runUntilIdle()
        }
        #expect(weakNavigation == nil)
        #expect(weakRecognizer == nil)
    }
}
