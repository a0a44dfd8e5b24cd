import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct HostGeometryExpectationsTests {
    @Test func aFrameWithinHalfAPixelOfTheExpectedOnePasses() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.root.showBadge()
            host.settle()
            host.expectFrame(host.root.badge, CGRect(x: 10.1, y: 60, width: 40, height: 20))
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aFrameFurtherOffNamesTheEdgesThatDifferAndTheToleranceInPixelsAndPoints() {
        var line: UInt = 0
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.trace.name(host.root.badge, "badge")
            host.root.showBadge()
            host.settle()
            line = #line; host.expectFrame(host.root.badge, CGRect(x: 10, y: 61, width: 40, height: 19.5))
        }
        #expect(failures.map(\.message) == [
            "The frame of badge in its superview is (10 60; 40 20), expected (10 61; 40 19.5) within 0.5 px (0.167 pt at 3x): top 60, expected 61 (off by -1); bottom 80, expected 80.5 (off by -0.5).",
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func aFrameInWindowCoordinatesAddsTheSuperviewsOrigins() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            let inner = ViewNode(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
            host.root.showBadge()
            host.root.badge.addSubview(inner)
            host.settle()
            host.expectFrame(inner, CGRect(x: 15, y: 66, width: 10, height: 10), in: .window)
            host.expectFrame(inner, CGRect(x: 5, y: 6, width: 10, height: 10), in: .window, tolerance: 2)
        }
        #expect(failures.map(\.message) == [
            "The frame of ViewNode in its window is (15 66; 10 10), expected (5 6; 10 10) within 2 px (0.667 pt at 3x): left 15, expected 5 (off by 10); top 66, expected 6 (off by 60); right 25, expected 15 (off by 10); bottom 76, expected 16 (off by 60).",
        ])
    }

    @Test func aNonFiniteExpectedRectangleFailsSayingNothingCanBeWithinIt() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.expectRect(.zero, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        }
        #expect(failures.map(\.message) == [
            "The expected rectangle (nan 0; 1 1) or the tolerance 0.5 px is not finite and non-negative: nothing can be within it.",
        ])
    }
}
