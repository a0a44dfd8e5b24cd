import Foundation
import Testing
@testable import HeadlessKit

/// Push, pop and the interactive pop with the orders of lifecycle contract §3 and seeds S7–S8.
@MainActor
@Suite struct NavigationControllerTests {
    final class Log {
        var lines: [String] = []
        /// Keeps the navigation delegate (held weakly, as in UIKit) alive for the test.
        var delegate: Delegate?
    }

    final class Screen: ViewControllerBase {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }
        override func loadView() { log.lines.append("\(name).loadView"); super.loadView() }
        override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
        override func willMove(toParent parent: ViewControllerBase?) { log.lines.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "nav"))") }
        override func didMove(toParent parent: ViewControllerBase?) { log.lines.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "nav"))") }
        override func viewWillLayoutSubviews() { log.lines.append("\(name).viewWillLayoutSubviews") }
        isolated deinit { log.lines.append("\(name).deinit") }
    }

    final class Delegate: NavigationControllerDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {
            log.lines.append("delegate.willShow \((viewController as! Screen).name)")
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool) {
            log.lines.append("delegate.didShow \((viewController as! Screen).name)")
        }
    }

    /// A shown navigation controller whose root is VC1, with a delegate, the log cleared.
    func shownStack() -> (ViewFixture, NavigationController, Screen, Log, Delegate) {
        let fixture = ViewFixture()
        let log = Log()
        let first = Screen("VC1", log)
        let navigation = NavigationController(rootViewController: first)
        let delegate = Delegate(log)
        log.delegate = delegate
        navigation.delegate = delegate
        fixture.window.rootViewController = navigation
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        return (fixture, navigation, first, log, delegate)
    }

    @Test func seedS7PushThenPopWithContractSection3Details() {
        let (fixture, navigation, _, log, _) = shownStack()
        #expect(log.lines.filter { !$0.contains("Layout") } == [
            "VC1.willMove(toParent: nav)", "VC1.loadView", "VC1.viewDidLoad", "VC1.didMove(toParent: nav)",
            "VC1.viewWillAppear", "VC1.viewDidAppear",
        ])
        log.lines.removeAll()
        var second: Screen? = Screen("VC2", log)
        navigation.pushViewController(second!, animated: true)
        #expect(log.lines == [
            "VC2.willMove(toParent: nav)", "VC2.loadView", "VC2.viewDidLoad",
            "VC1.viewWillDisappear", "VC2.viewWillAppear", "delegate.willShow VC2",
        ], "did-callbacks wait for the commit and the animation")
        fixture.loop.runOnce()
        #expect(log.lines.last == "VC2.viewWillLayoutSubviews", "the commit lays VC2 out")
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.now == .milliseconds(500))
        #expect(log.lines.suffix(4) == ["VC1.viewDidDisappear", "VC2.viewDidAppear", "VC2.didMove(toParent: nav)", "delegate.didShow VC2"])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)

        log.lines.removeAll()
        navigation.popViewController(animated: true)
        second = nil
        fixture.loop.runUntilIdle()
        #expect(log.lines.filter { !$0.contains("Layout") } == [
            "VC2.willMove(toParent: nil)", "VC2.viewWillDisappear", "VC1.viewWillAppear", "delegate.willShow VC1",
            "VC2.viewDidDisappear", "VC1.viewDidAppear", "VC2.didMove(toParent: nil)", "delegate.didShow VC1",
            "VC2.deinit",
        ])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func notAnimatedPushKeepsTheOrderWithDidCallbacksAfterTheCommit() {
        let (fixture, navigation, _, log, _) = shownStack()
        log.lines.removeAll()
        let second = Screen("VC2", log)
        navigation.pushViewController(second, animated: false)
        let beforeCommit = log.lines
        fixture.loop.runOnce()
        #expect(beforeCommit.suffix(2) == ["VC2.viewWillAppear", "delegate.willShow VC2"])
        #expect(log.lines.suffix(5) == ["VC2.viewWillLayoutSubviews", "VC1.viewDidDisappear", "VC2.viewDidAppear", "VC2.didMove(toParent: nav)", "delegate.didShow VC2"])
        #expect(fixture.loop.now == .zero)
    }

    @Test func seedS8InteractivePopFinished() {
        let (fixture, navigation, _, log, _) = shownStack()
        var second: Screen? = Screen("VC2", log)
        navigation.pushViewController(second!, animated: false)
        fixture.loop.runUntilIdle()
        log.lines.removeAll()
        let pop = navigation.beginInteractivePop()!
        #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == ["VC2.viewWillDisappear", "VC1.viewWillAppear"])
        pop.update(0.7)
        #expect(pop.percentComplete == 0.7)
        fixture.loop.runUntilIdle()
        second = nil
        pop.finish()
        #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0.hasSuffix("deinit") } == [
            "VC2.viewWillDisappear", "VC1.viewWillAppear", "VC2.viewDidDisappear", "VC1.viewDidAppear", "VC2.deinit",
        ])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func seedS8InteractivePopCancelledKeepsVC2OnTheStack() {
        let (fixture, navigation, first, log, _) = shownStack()
        let second = Screen("VC2", log)
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        log.lines.removeAll()
        let pop = navigation.beginInteractivePop()!
        fixture.loop.runUntilIdle()
        pop.update(0.2)
        pop.cancel()
        #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
            "VC2.viewWillDisappear", "VC1.viewWillAppear",
            "VC1.viewWillDisappear", "VC1.viewDidDisappear", "VC2.viewWillAppear", "VC2.viewDidAppear",
        ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(second.view.window === fixture.window && first.view.window == nil)
        #expect(second.appearanceState == .appeared && first.appearanceState == .disappeared)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func popToRootGivesAppearanceCallbacksOnlyToTheOldAndNewTopsAndReleasesTheRest() {
        let (fixture, navigation, _, log, _) = shownStack()
        weak var weakMiddle: Screen?
        weak var weakTop: Screen?
        do {
            let middle = Screen("VC2", log), top = Screen("VC3", log)
            weakMiddle = middle
            weakTop = top
            navigation.pushViewController(middle, animated: false)
            navigation.pushViewController(top, animated: false)   // queued behind the first push
        }
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 3)
        log.lines.removeAll()
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        fixture.loop.runUntilIdle()
        #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
            "VC3.viewWillDisappear", "VC1.viewWillAppear", "VC3.viewDidDisappear", "VC1.viewDidAppear",
        ])
        #expect(weakMiddle == nil && weakTop == nil)
    }

    @Test func pushingAControllerAlreadyOnTheStackIsRefusedWithTheStackUnchanged() throws {
        let (fixture, navigation, first, log, _) = shownStack()
        log.lines.removeAll()
        navigation.pushViewController(first, animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(log.lines.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .controllerAlreadyOnStack)
        #expect(diagnostic.message.hasPrefix("Pushing the same view controller instance"))
    }

    @Test func requestsDuringATransitionAreQueuedAndRunWhenItCompletes() {
        let (fixture, navigation, _, log, _) = shownStack()
        let second = Screen("VC2", log)
        navigation.pushViewController(second, animated: true)
        navigation.popViewController(animated: true)   // queued
        #expect(navigation.viewControllers.count == 2)
        fixture.loop.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.loop.now == .seconds(1))
    }
}

extension NavigationControllerTests {
    @Test func lifecycleObserverSeesContainerCallbacksDeliveredOutsideAnyDrivingCall() {
        // Controllers outside the window report through their parent's loop (found by the demo).
        let (fixture, navigation, _, log, _) = shownStack()
        let second = Screen("VC2", log)
        fixture.log.name(second, "VC2")
        navigation.pushViewController(second, animated: false)
        fixture.loop.runUntilIdle()
        let pop = navigation.beginInteractivePop()!
        fixture.loop.runUntilIdle()
        pop.finish()
        let appearance: Set<LifecycleCallback> = [.willMoveToParent, .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear,
                               .viewWillDisappear, .viewDidDisappear, .didMoveToParent]
        #expect(fixture.log.events.filter { $0.receiver == ObjectIdentifier(second) && appearance.contains($0.callback) }.map(\.callback) == [
            .willMoveToParent, .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .didMoveToParent,
            .willMoveToParent, .viewWillDisappear, .viewDidDisappear, .didMoveToParent,
        ])
    }
}

extension NavigationControllerTests {
    @Test func setViewControllersPushLikeAndPopLikeGiveCallbacksOnlyToTheTops() {
        let (fixture, navigation, first, log, _) = shownStack()
        weak var weakMiddle: Screen?
        let top = Screen("VC3", log)
        do {
            let middle = Screen("VC2", log)
            weakMiddle = middle
            log.lines.removeAll()
            navigation.setViewControllers([first, middle, top], animated: false)   // push-like
            fixture.loop.runUntilIdle()
            #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
                "VC1.viewWillDisappear", "VC3.viewWillAppear", "VC1.viewDidDisappear", "VC3.viewDidAppear",
            ])
            #expect(!middle.isViewLoaded, "controllers in the middle are not loaded")
        }
        log.lines.removeAll()
        navigation.setViewControllers([first], animated: true)   // pop-like
        fixture.loop.runUntilIdle()
        #expect(log.lines.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
            "VC3.viewWillDisappear", "VC1.viewWillAppear", "VC3.viewDidDisappear", "VC1.viewDidAppear",
        ])
        #expect(navigation.viewControllers.count == 1 && weakMiddle == nil)
        navigation.setViewControllers([first, first], animated: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.controllerAlreadyOnStack])
    }
}
