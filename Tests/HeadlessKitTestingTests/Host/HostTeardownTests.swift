import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A controller that finishes loading in a task, as code using Swift concurrency does.
@MainActor
final class LoadingController: ViewControllerBase {
    let status = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "Loading…"
        view.addSubview(status)
        Task { @MainActor in self.status.text = "Loaded" }
    }
}

/// A delegate that launches without making a window.
@MainActor
final class WindowlessAppDelegate: Responder, ApplicationDelegate {}

/// Takes the last reference to `host` off the main actor, as the test runner does with a host
/// stored in a suite when it frees the suite after the test.
nonisolated func releaseOffTheMainActor<Root>(_ host: consuming TestHost<Root>) async {
    _ = consume host
}

/// What the host checks when it is made and when it is torn down, and the async settle.
@MainActor @Suite struct HostTeardownTests {
    @Test func workThatNeverSettlesFailsTheTestAtTheLineThatMadeTheHost() {
        var line: UInt = 0
        let failures = withCapturedFailures {
            line = #line; let host = TestHost(GreetingController())
            host.settleTimeLimit = .seconds(1)
            host.loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in }
        }
        #expect(failures.map(\.message) == [
            "The test ended with work the loop never settled: repeating timer every 0.1 seconds in kCFRunLoopDefaultMode, "
                + "next at 1.1 seconds. Call settle() before the test ends, or stop the animation or timer that keeps the "
                + "loop busy.",
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func workDueBeyondTheSettleLimitIsReportedWithTheLimit() {
        let failures = withCapturedFailures {
            let host = TestHost(GreetingController())
            host.settleTimeLimit = .seconds(1)
            host.loop.perform(after: .seconds(5)) {}
            host.settle()
            host.advance(by: .seconds(5))
        }
        #expect(failures.map(\.message) == [
            "The loop did not settle within 1.0 seconds of virtual time (deadline reached); raise settleTimeLimit or drive "
                + "time with advance(by:).",
        ])
    }

    @Test func anAppThatLaunchesWithoutAWindowFailsTheHost() {
        let failures = withCapturedFailures {
            _ = TestHost(launching: { WindowlessAppDelegate() }, root: ViewControllerBase.self)
        }
        #expect(failures.map(\.message) == [
            "The app launched without a window: its delegate made none in application(_:didFinishLaunchingWithOptions:) "
                + "(or it was freed — keep it in the delegate's window property).",
        ])
    }

    @Test func aRootOfAnotherTypeThanAskedFailsTheHost() {
        let failures = withCapturedFailures {
            _ = TestHost(launching: { LinkingAppDelegate() }, root: TabBarController.self)
        }
        #expect(failures.map(\.message) == ["The app's key window shows NavigationController, not a TabBarController."])
    }

    @Test func theAsyncSettleLetsTasksTheScreenStartedFinish() async {
        let host = TestHost(LoadingController())
        await host.settle()
        #expect(host.root.status.text == "Loaded")
    }

    static let unsettledTimer =
        "The test ended with work the loop never settled: repeating timer every 0.1 seconds in kCFRunLoopDefaultMode, "
            + "next at 1.1 seconds. Call settle() before the test ends, or stop the animation or timer that keeps the "
            + "loop busy."
    static let leakedController =
        "2 views and controllers the test showed outlived the host: LeakingController, ViewNode. Something still "
            + "holds them — a closure capturing self, a delegate or target held strongly, a timer — or the test does; "
            + "call excludeFromLeakCheck(_:) for an object kept on purpose, or set checksLeaks = false."

    @Test func aHostFreedOffTheMainActorOutsideTheTraitSaysToAddTheTraitInItsTest() async {
        var line: UInt = 0
        let failures = await withCapturedFailures {
            line = #line; let host = TestHost(GreetingController())
            await releaseOffTheMainActor(consume host)
        }
        #expect(failures.map(\.message) == [
            "The host was freed off the main actor — the test runner frees a suite's instance, and a host stored in it, "
                + "after the test — so its end-of-test checks could not run. Give the suite the testHosts trait: "
                + "@Suite(.testHosts).",
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func aHostTheTraitKeepsIsCheckedWhenTheTestEndsThoughTheTestFreedItOffTheMainActor() async {
        var line: UInt = 0
        let failures = await withCapturedFailures {
            await TestHostScope.run { @MainActor in
                line = #line; let host = TestHost(LeakingController())
                host.settleTimeLimit = .seconds(1)
                host.loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in }
                await releaseOffTheMainActor(consume host)
            }
        }
        #expect(failures.map(\.message) == [Self.unsettledTimer, Self.leakedController])
        #expect(failures.map(\.site.line) == [line, line])
    }

    @Test func theSynchronousScopeKeepsItsHostsUntilItEndsAndThenChecksThem() {
        var line: UInt = 0
        weak var kept: TestHost<LeakingController>?
        var aliveAtTheEndOfTheBody = false
        let failures = withCapturedFailures {
            TestHostScope.runOnTheMainActor {
                do {
                    line = #line; let host = TestHost(LeakingController())
                    kept = host
                }
                aliveAtTheEndOfTheBody = kept != nil
            }
        }
        #expect(aliveAtTheEndOfTheBody)
        #expect(kept == nil)
        #expect(failures.map(\.message) == [Self.leakedController])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func theTraitChecksEachHostInTheOrderTheTestMadeThemEvenWhenTheTestThrows() async {
        struct Stop: Error {}
        var lines: [UInt] = []
        var thrown: (any Error)?
        let failures = await withCapturedFailures {
            do {
                try await TestHostScope.run { @MainActor in
                    lines.append(#line); let first = TestHost(LeakingController())
                    lines.append(#line); let second = TestHost(GreetingController())
                    second.settleTimeLimit = .seconds(1)
                    second.loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in }
                    _ = (first, second)
                    throw Stop()
                }
            } catch { thrown = error }
        }
        #expect(thrown is Stop)
        #expect(failures.map(\.message) == [Self.unsettledTimer, Self.leakedController])
        #expect(failures.map(\.site.line) == [lines[1], lines[0]])
    }
}

/// A suite that stores its host, as the trait's documentation shows.
@MainActor @Suite(.testHosts) struct StoredHostTests {
    let host = TestHost(GreetingController())

    @Test func theTraitGivesEachTestAScopeThatKeepsTheSuitesHost() {
        #expect(host.isScoped)
        #expect(TestHostScope.current != nil)
    }
}
