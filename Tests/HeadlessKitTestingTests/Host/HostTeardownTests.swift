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

    @Test func aHostReleasedOffTheMainActorLikeASuitesStoredHostIsCheckedInItsTest() async {
        var line: UInt = 0
        let failures = await withCapturedFailures {
            line = #line; let host = TestHost(LeakingController())
            host.settleTimeLimit = .seconds(1)
            host.loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in }
            await releaseOffTheMainActor(consume host)
        }
        #expect(failures.map(\.message) == [
            "The test ended with work the loop never settled: repeating timer every 0.1 seconds in kCFRunLoopDefaultMode, "
                + "next at 1.1 seconds. Call settle() before the test ends, or stop the animation or timer that keeps the "
                + "loop busy.",
            "2 views and controllers the test showed outlived the host: LeakingController, ViewNode. Something still "
                + "holds them — a closure capturing self, a delegate or target held strongly, a timer — or the test does; "
                + "call excludeFromLeakCheck(_:) for an object kept on purpose, or set checksLeaks = false.",
        ])
        #expect(failures.map(\.site.line) == [line, line])
    }
}
