import Foundation
import HeadlessKit
import HeadlessKitTesting
import XCTest

/// The expectations used from XCTest, as a project with XCTest test cases would: they pass, and
/// their failures would be `XCTFail`s at these lines.
///
/// swift-corelibs-xctest finds test methods by casting them to plain functions, which a
/// `@MainActor` method is not; XCTest runs them on the main thread, so each asserts that instead.
final class ExpectationsXCTests: XCTestCase {
    func testShowingTheBadgeLaysItOutOnceAndPutsItWhereItWasPlaced() {
        MainActor.assumeIsolated { Self.showingTheBadge() }
    }

    func testPresentingTwiceIsReportedAsAnInvalidPresentation() {
        MainActor.assumeIsolated { Self.presentingTwice() }
    }

    @MainActor
    private static func showingTheBadge() {
        let host = TestHost(BadgeController())
        host.trace.name(host.root.badge, "badge")
        host.expectTraceContains(["badge.didMoveToWindow()", "badge.layoutSubviews()"]) {
            host.root.showBadge()
        }
        host.expectLayoutCount(1, of: host.root.badge)
        host.expectFrame(host.root.badge, CGRect(x: 10, y: 60, width: 40, height: 20), in: .window)
    }

    @MainActor
    private static func presentingTwice() {
        let host = TestHost(BadgeController())
        host.root.present(BadgeController(), animated: false)
        host.settle()
        host.expectDiagnostic(.invalidPresentation) {
            host.root.present(BadgeController(), animated: false)
        }
        host.root.dismiss(animated: false)
        host.settle()
    }
}
