import Foundation
import Testing
@testable import HeadlessKit

/// A traced controller whose hooks run closures a test sets: the hooks re-enter the framework from
/// inside its callbacks.
@MainActor
final class HookController: TracedController {
    var onWillMove: ((ViewControllerBase?) -> Void)?
    var onDidMove: ((ViewControllerBase?) -> Void)?
    var onViewDidLoad: (() -> Void)?
    var onViewWillAppear: (() -> Void)?
    var onViewDidAppear: (() -> Void)?

    override func willMove(toParent parent: ViewControllerBase?) {
        super.willMove(toParent: parent)
        onWillMove?(parent)
    }
    override func didMove(toParent parent: ViewControllerBase?) {
        super.didMove(toParent: parent)
        onDidMove?(parent)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        onViewDidLoad?()
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onViewWillAppear?()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onViewDidAppear?()
    }
}

/// Hooks that push, pop or remove controllers while a navigation operation runs, the queue of
/// requests, the interactive pop's handle, and views unloaded while the container loads.
@MainActor
@Suite struct NavigationReentrancyTests {
    final class Delegate: NavigationControllerDelegate {
        var onWillShow: ((ViewControllerBase) -> Void)?
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {
            onWillShow?(viewController)
        }
    }

    /// A shown navigation controller ("nav") whose stack is `names`, settled, the trace cleared.
    func shownStack(_ names: [String]) -> (ControllerFixture, NavigationController, [HookController]) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let controllers = names.map { HookController($0, in: fixture.trace) }
        let navigation = NavigationController(rootViewController: controllers[0])
        fixture.trace.name(navigation, "nav")
        fixture.show(navigation)
        if controllers.count > 1 { navigation.setViewControllers(controllers, animated: false) }
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        return (fixture, navigation, controllers)
    }

    func ids(_ controllers: [ViewControllerBase]) -> [ObjectIdentifier] { controllers.map(ObjectIdentifier.init) }

    /// The container's subviews are exactly the top controller's view.
    func showsOnly(_ controller: ViewControllerBase, in navigation: NavigationController) -> Bool {
        navigation.view.contentSubviews.count == 1 && navigation.view.contentSubviews[0] === controller.viewIfLoaded
    }

    // UIKit: a pop's stack change is one operation; a pop asked for from its own willMove(toParent:)
    // finds the stack already popped (chosen: the stack changes before the operation's callbacks).
    @Test func popToRootFromWillMoveToParentDuringAPopToRootDoesNotTrapAndPopsOnce() {
        let (fixture, navigation, controllers) = shownStack(["VC1", "VC2", "VC3"])
        var returned: [ViewControllerBase]?
        controllers[1].onWillMove = { [weak navigation] parent in
            if parent == nil { returned = navigation?.popToRootViewController(animated: false) }
        }
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        #expect(returned?.isEmpty == true, "the stack is already [VC1] inside the hook")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC3.willMove(toParent: nil)",
            "VC3.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC3.viewDidDisappear(true)", "VC1.viewDidAppear(true)",
            "VC2.didMove(toParent: nil)", "VC3.didMove(toParent: nil)",
        ])
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]))
        #expect(showsOnly(controllers[0], in: navigation))
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    // Lifecycle Guarantees, navigation: requests made during a push run when it completes.
    @Test func aPushFromWillMoveToParentIsQueuedBehindThePushInProgress() {
        let (fixture, navigation, controllers) = shownStack(["VC1"])
        let second = HookController("VC2", in: fixture.trace)
        let third = HookController("VC3", in: fixture.trace)
        second.onWillMove = { [weak navigation, weak third] parent in
            if parent != nil, let third { navigation?.pushViewController(third, animated: false) }
        }
        navigation.pushViewController(second, animated: false)
        #expect(ids(navigation.viewControllers) == ids([controllers[0], second]), "VC3 waits for VC2's push")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView()", "VC2.viewDidLoad()",
            "VC1.viewWillDisappear(false)", "VC2.viewWillAppear(false)",
            "VC1.viewDidDisappear(false)", "VC2.viewDidAppear(false)", "VC2.didMove(toParent: nav)",
            "VC3.willMove(toParent: nav)", "VC3.loadView()", "VC3.viewDidLoad()",
            "VC2.viewWillDisappear(false)", "VC3.viewWillAppear(false)",
            "VC2.viewDidDisappear(false)", "VC3.viewDidAppear(false)", "VC3.didMove(toParent: nav)",
        ])
        #expect(ids(navigation.viewControllers) == ids([controllers[0], second, third]))
        #expect(showsOnly(third, in: navigation))
    }

    @Test func popsAndPushesFromAppearanceCallbacksAndTheDelegateRunInOrderAfterwards() {
        let (fixture, navigation, controllers) = shownStack(["VC1"])
        let delegate = Delegate()
        navigation.delegate = delegate
        let second = HookController("VC2", in: fixture.trace)
        let third = HookController("VC3", in: fixture.trace)
        second.onViewWillAppear = { [weak navigation] in navigation?.popViewController(animated: false) }
        delegate.onWillShow = { [weak navigation, weak second, weak third] shown in
            if shown === second, let third { navigation?.pushViewController(third, animated: false) }
        }
        navigation.pushViewController(second, animated: true)
        second.onViewWillAppear = nil
        #expect(fixture.loop.runUntilIdle() == .idle)
        // VC2's push, then its pop (asked first), then VC3's push.
        #expect(ids(navigation.viewControllers) == ids([controllers[0], third]))
        #expect(showsOnly(third, in: navigation))
        #expect(third.appearanceState == .appeared && controllers[0].appearanceState == .disappeared)
        #expect(second.parent == nil && second.appearanceState == .disappeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    // (chosen) a controller that leaves the navigation controller from a hook of its own push
    // leaves the stack; the stack stays a list of children and the top's view is the one shown.
    @Test func aPushedControllerRemovingItselfFromItsViewDidLoadLeavesTheStackConsistent() {
        let (fixture, navigation, controllers) = shownStack(["VC1"])
        let second = HookController("VC2", in: fixture.trace)
        second.onViewDidLoad = { [weak second] in second?.removeFromParent() }
        navigation.pushViewController(second, animated: true)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView()", "VC2.viewDidLoad()", "VC2.didMove(toParent: nil)",
        ])
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]))
        #expect(navigation.children.map(ObjectIdentifier.init) == ids([controllers[0]]))
        #expect(showsOnly(controllers[0], in: navigation))
        #expect(controllers[0].appearanceState == .appeared)
        #expect(!navigation.isTransitioning)
    }

    @Test func aQueueOfPopsThatRunsOutStillRunsThePushBehindIt() {
        let (fixture, navigation, controllers) = shownStack(["VC1"])
        let x = fixture.controller("X")
        let y = fixture.controller("Y")
        navigation.pushViewController(x, animated: true)
        // Queued: each pop returns what it will pop once the requests before it have run.
        #expect(navigation.popViewController(animated: true) === x)
        #expect(navigation.popViewController(animated: true) == nil, "only the root will be left")
        navigation.pushViewController(y, animated: true)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(navigation.viewControllers) == ids([controllers[0], y]))
        #expect(showsOnly(y, in: navigation))
        #expect(y.appearanceState == .appeared)
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.now == .milliseconds(1500), "push, pop, push: three animations")
    }

    // (chosen) a released handle cancels the pop, as a gesture that goes away ends.
    @Test func droppingAnInteractivePopHandleCancelsThePop() {
        let (fixture, navigation, controllers) = shownStack(["VC1", "VC2"])
        do {
            let pop = navigation.beginInteractivePop()
            #expect(pop != nil && navigation.isTransitioning)
        }
        #expect(!navigation.isTransitioning)
        #expect(fixture.trace.lines == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear(true)", "VC1.viewWillAppear(true)",
            "VC1.viewWillDisappear(true)", "VC1.viewDidDisappear(true)", "VC2.viewWillAppear(true)", "VC2.viewDidAppear(true)",
            "VC2.didMove(toParent: nav)",
        ])
        #expect(ids(navigation.viewControllers) == ids(controllers))
        #expect(showsOnly(controllers[1], in: navigation))
        navigation.popViewController(animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]), "the navigation controller takes requests again")
    }

    // Queued requests are values held by the navigation controller, not closures holding it.
    @Test func aNavigationControllerWithQueuedRequestsIsReleasedOnceDropped() {
        weak var weakNavigation: NavigationController?
        weak var weakThird: TracedController?
        let fixture = ControllerFixture()
        do {
            let navigation = NavigationController(rootViewController: fixture.controller("VC1"))
            weakNavigation = navigation
            fixture.show(navigation)
            navigation.pushViewController(fixture.controller("VC2"), animated: false)
            #expect(fixture.loop.runUntilIdle() == .idle)
            var pop = navigation.beginInteractivePop()
            let third = fixture.controller("VC3")
            weakThird = third
            navigation.pushViewController(third, animated: true)   // queued behind the gesture
            fixture.window.rootViewController = fixture.controller("other")
            pop?.update(0.5)
            pop = nil
            #expect(navigation.viewControllers.count == 3, "the cancel ran the queued push, off screen")
        }
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(weakNavigation == nil)
        #expect(weakThird == nil)
    }

    @Test func aTopControllerThatUnloadsItsViewInViewDidLoadDoesNotTrapTheNavigationControllersLoad() {
        let fixture = ControllerFixture()
        let root = HookController("VC1", in: fixture.trace)
        root.onViewDidLoad = { [weak root] in root?.view = nil }
        let navigation = NavigationController(rootViewController: root)
        _ = navigation.view
        root.onViewDidLoad = nil
        #expect(!root.isViewLoaded)
        #expect(navigation.view.contentSubviews.isEmpty)
        fixture.show(navigation)
        // (chosen) the container does not reload a view its controller unloaded; the next
        // transition to that controller does.
        #expect(navigation.view.contentSubviews.isEmpty)
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(showsOnly(second, in: navigation))
        navigation.popViewController(animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(showsOnly(root, in: navigation))
        #expect(root.appearanceState == .appeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func aTopControllerThatUnloadsTheNavigationControllersViewWhileItLoadsDoesNotTrap() {
        let fixture = ControllerFixture()
        let root = HookController("VC1", in: fixture.trace)
        let navigation = NavigationController(rootViewController: root)
        root.onViewDidLoad = { [weak navigation] in navigation?.view = nil }
        let view: ViewNode? = navigation.view
        root.onViewDidLoad = nil
        #expect(view == nil && !navigation.isViewLoaded, "the load ended with the view unloaded")
        fixture.show(navigation)
        #expect(showsOnly(root, in: navigation))
        #expect(ids(navigation.viewControllers) == ids([root]))
    }

    @Test func aPushedControllerThatUnloadsTheNavigationControllersViewDuringThePushDoesNotTrap() {
        final class HookNavigation: NavigationController {
            var onViewDidLoad: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                onViewDidLoad?()
            }
        }
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let first = fixture.controller("VC1")
        let navigation = HookNavigation(rootViewController: first)
        fixture.show(navigation)
        let second = HookController("VC2", in: fixture.trace)
        // VC2's load unloads the navigation controller's view, and so does its reload.
        second.onViewDidLoad = { [weak navigation] in navigation?.view = nil }
        navigation.onViewDidLoad = { [weak navigation] in navigation?.view = nil }
        navigation.pushViewController(second, animated: true)
        navigation.onViewDidLoad = nil
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(ids(navigation.viewControllers) == ids([first, second]))
        #expect(second.parent === navigation)
        #expect(!navigation.isTransitioning)
        #expect(showsOnly(second, in: navigation), "the view, kept, shows the top")
        // Unloading a view that is in a window is refused; the push goes on with the view kept.
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.replacingShownView])
    }

    // Old UIKit's memory-warning policy releases loaded views not in a window (chosen opt-in
    // policy, ViewControllerBase.didReceiveMemoryWarning()): here both views, mid-load.
    @Test func aMemoryWarningFromTheTopsViewDidLoadWhileTheNavigationControllerLoadsDoesNotTrap() {
        let (app, _) = Application.launchedForTest()
        app.releasesViewsNotInWindowOnMemoryWarning = true
        app.diagnostics.policy = .collect
        let trace = ControllerTrace()
        let shown = ViewControllerBase()
        let window = Window(application: app)
        window.rootViewController = shown
        window.makeKeyAndVisible()
        #expect(app.runLoop.runUntilIdle() == .idle)
        let root = HookController("VC1", in: trace)
        let navigation = NavigationController(rootViewController: root)
        shown.addChild(navigation)   // its view not in the window yet
        root.onViewDidLoad = { [weak app] in app?.simulate(.memoryWarning) }
        _ = navigation.view
        root.onViewDidLoad = nil
        #expect(!navigation.isViewLoaded && !root.isViewLoaded, "the warning released both views")
        shown.view.addSubview(navigation.view)
        navigation.didMove(toParent: shown)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(showsOnly(root, in: navigation))
        #expect(root.appearanceState == .appeared)
        #expect(ids(navigation.viewControllers) == ids([root]))
        #expect(app.diagnostics.collected.isEmpty)
    }

    // (chosen) a controller removed while its push animates leaves the stack at once; when the
    // transition ends the stack's top view is put back, its window callbacks driving appearance.
    @Test func removingThePushedControllerWhileItsPushAnimatesShowsTheStacksTopWhenItEnds() {
        let (fixture, navigation, controllers) = shownStack(["VC1"])
        let second = fixture.controller("VC2")
        navigation.pushViewController(second, animated: true)
        #expect(fixture.loop.runOnce() != .idle)
        second.removeFromParent()
        #expect(ids(navigation.viewControllers) == ids([controllers[0]]))
        #expect(navigation.isTransitioning)
        fixture.trace.removeAll()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "VC1.viewDidDisappear(true)", "VC2.viewDidAppear(true)",
            "VC2.viewWillDisappear(false)", "VC2.viewDidDisappear(false)", "VC1.viewWillAppear(false)",
            "VC1.viewDidAppear(false)",
        ])
        #expect(showsOnly(controllers[0], in: navigation))
        #expect(!navigation.isTransitioning)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A handle released in a `deinit`-like context — with no current loop — still reports the
    /// work its cancel does (here, the push queued behind the pop) to the loop the pop began on.
    @Test func aDroppedHandleReportsItsCancelToTheLoopThePopBeganOn() {
        let loop = MainRunLoop()
        let log = LifecycleEventLog(ignoring: [.draw])
        loop.lifecycleObserver = log
        let root = ViewControllerBase(), top = ViewControllerBase(), queued = ViewControllerBase()
        var navigation: NavigationController?
        var handle: InteractivePop?
        loop.withCurrent {
            let nav = NavigationController(rootViewController: root)
            nav.loadViewIfNeeded()
            nav.pushViewController(top, animated: false)
            handle = nav.beginInteractivePop()
            nav.pushViewController(queued, animated: false)
            nav.view = nil   // the navigation controller now belongs to no loop
            navigation = nav
        }
        log.name(queued, "queued")
        #expect(handle != nil)
        handle = nil   // outside any driving call: no current loop
        #expect(navigation?.viewControllers.last === queued)
        #expect(log.lines.contains("queued.willMove(toParent: NavigationController)"))
    }
}
