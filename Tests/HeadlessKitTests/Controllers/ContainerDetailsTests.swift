import Foundation
import Testing
@testable import HeadlessKit

/// The remaining orders of contract §2–6: size transitions, pop-to, each presentation style, chain
/// dismissal and the `isMoving…` flags.
@MainActor
@Suite struct ContainerDetailsTests {
    final class Log { var lines: [String] = [] }

    final class Screen: ViewControllerBase {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
        }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear\(flags)") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear\(flags)") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear\(flags)") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear\(flags)") }
        override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
            log.lines.append("\(name).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
            super.viewWillTransition(to: size, with: coordinator)
        }
        var flags: String {
            let set = [(isMovingToParent, "movingToParent"), (isMovingFromParent, "movingFromParent"),
                       (isBeingPresented, "beingPresented"), (isBeingDismissed, "beingDismissed")].filter(\.0).map(\.1)
            return set.isEmpty ? "" : " [" + set.joined(separator: ", ") + "]"
        }
        isolated deinit { log.lines.append("\(name).deinit") }
    }

    func shown(_ root: ViewControllerBase) -> ViewFixture {
        let fixture = ViewFixture()
        fixture.window.rootViewController = root
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        return fixture
    }

    @Test func sizeTransitionReachesParentsThenChildrenThenResizesAndCompletesAfterTheCommit() {
        let log = Log()
        let root = Screen("Main", log)
        let navigation = NavigationController(rootViewController: root)
        let fixture = shown(navigation)
        log.lines.removeAll()
        final class Probe: ViewControllerBase {
            let log: Log
            init(_ log: Log) { self.log = log }
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                log.lines.append("Nav-like root.viewWillTransition")
                coordinator.animate(alongsideTransition: { self.log.lines.append("alongside: view is \(Int(self.view.bounds.width)) wide") },
                                    completion: { self.log.lines.append("completion") })
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let probe = Probe(log)
        probe.addChild(navigation)
        fixture.window.rootViewController = probe
        probe.view.addSubview(navigation.view)
        fixture.loop.runUntilIdle()
        log.lines.removeAll()

        fixture.window.transition(toSize: CGSize(width: 480, height: 320), duration: .milliseconds(300))
        #expect(log.lines == [
            "Nav-like root.viewWillTransition", "Main.viewWillTransition(to: 480×320)", "alongside: view is 480 wide",
        ])
        fixture.loop.runUntilIdle()
        #expect(log.lines.last == "completion")
        #expect(fixture.loop.now == .milliseconds(300))
        #expect(probe.view.frame.size == CGSize(width: 480, height: 320))
    }

    @Test func popToAControllerInTheMiddleReleasesOnlyThoseAbove() {
        let log = Log()
        let first = Screen("VC1", log), second = Screen("VC2", log)
        let navigation = NavigationController(rootViewController: first)
        let fixture = shown(navigation)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(Screen("VC3", log), animated: false)
        navigation.pushViewController(Screen("VC4", log), animated: false)
        fixture.loop.runUntilIdle()
        log.lines.removeAll()
        #expect(navigation.popToViewController(second, animated: false)?.count == 2)
        fixture.loop.runUntilIdle()
        // Only the old and new tops get appearance callbacks (contract §3); VC3 and VC4 are released.
        #expect(log.lines.filter { !$0.hasSuffix("deinit") } == [
            "VC4.viewWillDisappear [movingFromParent]", "VC2.viewWillAppear",
            "VC4.viewDidDisappear [movingFromParent]", "VC2.viewDidAppear",
        ])
        #expect(Set(log.lines.filter { $0.hasSuffix("deinit") }) == ["VC3.deinit", "VC4.deinit"])
        #expect(navigation.topViewController === second)
    }

    @Test func movingFlagsAreTrueOnlyInsideThePushAndPopCallbacks() {
        let log = Log()
        let first = Screen("VC1", log)
        let navigation = NavigationController(rootViewController: first)
        let fixture = shown(navigation)
        let second = Screen("VC2", log)
        log.lines.removeAll()
        navigation.pushViewController(second, animated: true)
        #expect(!second.isMovingToParent)
        fixture.loop.runUntilIdle()
        navigation.popViewController(animated: true)
        fixture.loop.runUntilIdle()
        #expect(log.lines.filter { $0.hasPrefix("VC2") } == [
            "VC2.viewWillAppear [movingToParent]", "VC2.viewDidAppear [movingToParent]",
            "VC2.viewWillDisappear [movingFromParent]", "VC2.viewDidDisappear [movingFromParent]",
        ])
        #expect(!second.isMovingFromParent)
    }

    @Test(arguments: ModalPresentationStyle.allCases)
    func presenterGetsAppearanceCallbacksOnlyForStylesThatRemoveItsView(style: ModalPresentationStyle) {
        let log = Log()
        let main = Screen("Main", log)
        let fixture = shown(main)
        let sub = Screen("Sub", log)
        sub.modalPresentationStyle = style
        log.lines.removeAll()
        main.present(sub, animated: false)
        fixture.loop.runUntilIdle()
        sub.dismiss(animated: false)
        fixture.loop.runUntilIdle()
        let removesPresenter = style == .fullScreen || style == .currentContext
        let presenterLines = log.lines.filter { $0.hasPrefix("Main") }
        #expect(presenterLines == (removesPresenter ? [
            "Main.viewWillDisappear", "Main.viewDidDisappear", "Main.viewWillAppear", "Main.viewDidAppear",
        ] : []))
        #expect(main.view.window === fixture.window)
        #expect(log.lines.filter { $0.hasPrefix("Sub") }.count == 4)
    }

    @Test func dismissingTheBottomOfAChainDismissesItAllAndOnlyTheTopAnimates() {
        let log = Log()
        let main = Screen("Main", log)
        let fixture = shown(main)
        do {
            let middle = Screen("Middle", log), top = Screen("Top", log)
            main.present(middle, animated: false)
            fixture.loop.runUntilIdle()
            middle.present(top, animated: false)
            fixture.loop.runUntilIdle()
        }
        log.lines.removeAll()
        var completed = false
        main.dismiss(animated: true) { completed = true }
        fixture.loop.runUntilIdle()
        #expect(log.lines.filter { !$0.hasSuffix("deinit") } == [
            "Top.viewWillDisappear [beingDismissed]", "Main.viewWillAppear",
            "Main.viewDidAppear", "Top.viewDidDisappear [beingDismissed]",
        ])
        #expect(Set(log.lines.filter { $0.hasSuffix("deinit") }) == ["Middle.deinit", "Top.deinit"])
        #expect(completed && main.presentedViewController == nil)
        #expect(fixture.window.subviews.count == 1 && main.view.window === fixture.window)
        #expect(fixture.loop.now == .milliseconds(500))
    }
}
