import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct HostDiagnosticExpectationsTests {
    @Test func anExpectedDiagnosticIsReturnedAndConsumedSoTeardownDoesNotFail() {
        var kind: Diagnostic.Kind?
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.root.present(BadgeController(), animated: false)
            host.settle()
            kind = host.expectDiagnostic(.invalidPresentation) {
                host.root.present(BadgeController(), animated: false)
            }?.kind
            host.root.dismiss(animated: false)
            host.settle()
        }
        #expect(failures.map(\.message) == [])
        #expect(kind == .invalidPresentation)
    }

    @Test func noDiagnosticFailsSayingNoneWasReported() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.expectDiagnostic(.invalidPresentation) {}
        }
        #expect(failures.map(\.message) == [
            "Expected one invalidPresentation diagnostic but HeadlessKit reported none.",
        ])
    }

    @Test func anotherKindFailsListingWhatWasReportedAndIsStillConsumed() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.expectDiagnostics([.invalidPresentation, .addSubviewCycle]) {
                host.root.view.addSubview(host.root.view)
            }
        }
        #expect(failures.map(\.message) == [
            "Expected the diagnostics invalidPresentation, addSubviewCycle, in that order, but HeadlessKit reported this one:\n"
                + "  • [HeadlessKit] addSubviewCycle: Can\'t add self as subview. addSubview(_:) was asked to add <ViewNode; frame = (0 0; 390 844); autoresize = W+H> to itself, which would make the hierarchy a cycle; the hierarchy was left unchanged. Add the view to a view outside its own subtree.",
        ])
    }

    @Test func aDiagnosticReportedBeforeTheExpectationFailsThere() {
        let failures = withCapturedFailures {
            let host = TestHost(BadgeController())
            host.root.view.addSubview(host.root.view)
            host.expectDiagnostic(.addSubviewCycle) { host.root.view.addSubview(host.root.view) }
        }
        #expect(failures.map(\.message) == [
            "HeadlessKit reported a diagnostic before this expectation that no expectation consumed:\n"
                + "  • [HeadlessKit] addSubviewCycle: Can\'t add self as subview. addSubview(_:) was asked to add <ViewNode; frame = (0 0; 390 844); autoresize = W+H> to itself, which would make the hierarchy a cycle; the hierarchy was left unchanged. Add the view to a view outside its own subtree.",
        ])
    }
}
