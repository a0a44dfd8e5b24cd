import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct HostCommitCountsTests {
    @Test func theLastCommitsLayoutCountsArePerViewAndInAll() {
        let host = TestHost(BadgeController())
        host.root.showBadge()
        host.settle()
        #expect(host.layoutCount(of: host.root.badge) == 1)
        #expect(host.layoutCount(of: host.root.view) == 1)
        #expect(host.layoutCount() == 2)
        #expect(host.callbackCount(.draw) == 1)
        #expect(host.callbackCount(.updateConstraints, of: host.root.badge) == 1)
        #expect(host.trace.commits.count == 2)
    }

    @Test func aCommitThatLaysOutOnlyTheBadgeCountsOnlyItsPass() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.root.showBadge()
            host.settle()
            host.root.badge.setNeedsLayout()
            host.settle()
            host.expectLayoutCount(1)
            host.expectLayoutCount(0, of: host.root.view)
            host.expectCallbackCount(0, .draw)
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aWrongCountNamesTheCommitsMomentAndTheReceiversItReached() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.trace.name(host.root.view, "view")
            host.trace.name(host.root.badge, "badge")
            host.root.showBadge()
            host.settle()
            host.expectLayoutCount(1)
            host.expectCallbackCount(2, .draw, of: host.root.badge)
        }
        #expect(failures.map(\.message) == [
            "Expected 1 call of layoutSubviews() in the last commit (at 0 ms), found 2: view, badge.",
            "Expected 2 calls of draw(_:) of badge in the last commit (at 0 ms), found 1: badge.",
        ])
    }

    @Test func aCountBeforeAnyCommitFailsSayingThereWasNone() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.trace.removeAll()
            host.expectLayoutCount(0)
            host.expectLayoutCount(1)
        }
        #expect(failures.map(\.message) == [
            "Expected 1 call of layoutSubviews() in the last commit, but no commit has delivered a callback since the trace began.",
        ])
    }
}
