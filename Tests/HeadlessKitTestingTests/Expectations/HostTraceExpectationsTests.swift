import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct HostTraceExpectationsTests {
    /// A host showing a badge controller, with its objects named as the tests' lines print them.
    private func makeHost() -> TestHost<BadgeController> {
        let host = TestHost(BadgeController())
        host.trace.name(host.root, "badges")
        host.trace.name(host.root.view, "view")
        host.trace.name(host.root.badge, "badge")
        return host
    }

    @Test func aBodysWholeTracePassesWhenItIsExactlyTheExpectedLines() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTrace([
                "badge.willMove(toSuperview: view)", "badge.willMove(toWindow: Window)", "badge.didMoveToWindow()",
                "badge.didMoveToSuperview()", "view.didAddSubview(badge)", "badge.updateConstraints()",
                "badges.viewWillLayoutSubviews()", "view.layoutSubviews()", "badges.viewDidLayoutSubviews()",
                "badge.layoutSubviews()", "badge.draw((0 0; 40 20))",
            ]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aMismatchShowsBothTracesSideBySideWithTheFirstDifferenceMarked() {
        var line: UInt = 0
        let failures = withCapturedFailures {
            let host = makeHost()
            line = #line + 1
            host.expectTrace(["badge.willMove(toSuperview: view)", "badge.didMoveToSuperview()", "badge.removeFromSuperview()"],
                             only: [.willMoveToSuperview, .didMoveToSuperview, .didAddSubview]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [
            "The trace of willMove(toSuperview:), didMoveToSuperview(), didAddSubview(_:) is not the expected one (expected 3 lines, got 3: 1 changed):\n"
                + "    expected                              actual\n"
                + "  1 badge.willMove(toSuperview: view)   1 badge.willMove(toSuperview: view)\n"
                + "  2 badge.didMoveToSuperview()          2 badge.didMoveToSuperview()\n"
                + "→ 3 badge.removeFromSuperview()       | 3 view.didAddSubview(badge)\n"
                + "→ marks the first difference; < expected but missing, > extra, | changed.",
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func withoutABodyTheExpectationReadsWhatWasRecordedSinceThePreviousOne() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.skipTrace()
            host.root.showBadge()
            host.settle()
            host.expectTrace(["badge.layoutSubviews()"], only: [.layoutSubviews], receivers: [host.root.badge])
            host.root.badge.setNeedsLayout()
            host.settle()
            host.expectTrace(["badge.layoutSubviews()"], only: [.layoutSubviews], receivers: [host.root.badge])
            host.expectTrace([])
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func missingAndExtraLinesAreCountedAndShownOnTheirOwnSide() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTrace(["badge.didMoveToWindow()", "badge.removeFromSuperview()", "badge.layoutSubviews()"],
                             only: [.didMoveToWindow, .layoutSubviews, .draw], receivers: [host.root.badge]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [
            "The trace of didMoveToWindow(), layoutSubviews(), draw(_:) for badge is not the expected one (expected 3 lines, got 3: 1 missing, 1 extra):\n"
                + "    expected                        actual\n"
                + "  1 badge.didMoveToWindow()       1 badge.didMoveToWindow()\n"
                + "→ 2 badge.removeFromSuperview() <\n"
                + "  3 badge.layoutSubviews()        2 badge.layoutSubviews()\n"
                + "                                > 3 badge.draw((0 0; 40 20))\n"
                + "→ marks the first difference; < expected but missing, > extra, | changed.",
        ])
    }

    @Test func containsPassesForExpectedLinesInOrderWithOthersBetween() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTraceContains(["badge.willMove(toSuperview: view)", "view.didAddSubview(badge)", "badge.draw((0 0; 40 20))"]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func containsNamesTheExpectedLineNotFoundAndWhereTheSearchStarted() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTraceContains(["badge.didMoveToWindow()", "badge.willMove(toWindow: Window)"], receivers: [host.root.badge]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [
            "The trace for badge does not contain the expected lines in order: expected line 2 of 2, \"badge.willMove(toWindow: Window)\", is not in it after line 3, where expected line 1 matched. The trace (= marks the lines that matched):\n"
                + "  1 badge.willMove(toSuperview: view)\n"
                + "  2 badge.willMove(toWindow: Window)\n"
                + "= 3 badge.didMoveToWindow()\n"
                + "  4 badge.didMoveToSuperview()\n"
                + "  5 badge.updateConstraints()\n"
                + "  6 badge.layoutSubviews()\n"
                + "  7 badge.draw((0 0; 40 20))",
        ])
    }

    @Test func containsSaysWhenEvenTheFirstExpectedLineIsMissing() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTraceContains(["badges.viewDidAppear(false)"]) {}
        }
        #expect(failures.map(\.message) == [
            "The trace does not contain the expected lines in order: expected line 1 of 1, \"badges.viewDidAppear(false)\", is not in it. The trace is empty.",
        ])
    }

    @Test func doesNotContainListsEachUnwantedLineWithItsPosition() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTraceDoesNotContain(["view.layoutSubviews()", "badge.layoutSubviews()", "Window.layoutSubviews()"]) {
                host.root.showBadge()
            }
        }
        #expect(failures.map(\.message) == [
            "The trace contains 2 lines expected to be absent:\n"
                + "  line 8: view.layoutSubviews()\n"
                + "  line 10: badge.layoutSubviews()",
        ])
    }

    @Test func doesNotContainPassesWhenNoneOfTheLinesCame() {
        let failures = withCapturedFailures {
            let host = makeHost()
            host.expectTraceDoesNotContain(["badges.viewWillAppear(true)"]) { host.root.showBadge() }
        }
        #expect(failures.map(\.message) == [])
    }
}
