import Foundation
import Testing
import XCTest

/// Reports a HeadlessKitTesting failure to whichever test library is running the test.
///
/// Under Swift Testing a failure is an `Issue` at the call site; under XCTest, an `XCTFail` at
/// the call site's file and line. Inside ``withCapturedFailures(_:)`` (the package's own tests of failure
/// messages) it is captured instead.
enum TestFailures {
    /// The failures of the innermost ``withCapturedFailures(_:)`` running in this task.
    @TaskLocal static var capture: FailureCapture?

    static func record(_ message: String, at site: CallSite) {
        if let capture {
            capture.failures.append(CapturedFailure(message: message, site: site))
        } else if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}

/// The failures one ``withCapturedFailures(_:)`` collected.
final class FailureCapture: @unchecked Sendable {
    var failures: [CapturedFailure] = []
}

/// A failure HeadlessKitTesting reported, as ``withCapturedFailures(_:)`` captured it.
package struct CapturedFailure: Sendable, CustomStringConvertible {
    /// The message a person reads.
    package let message: String
    /// Where it was reported.
    package let site: CallSite

    package var description: String { "\(site): \(message)" }
}

/// Runs `body` and returns the failures HeadlessKitTesting reported while it ran, instead of
/// failing the test: how the package pins its own failure messages.
@MainActor
package func withCapturedFailures(_ body: @MainActor () throws -> Void) rethrows -> [CapturedFailure] {
    let capture = FailureCapture()
    try TestFailures.$capture.withValue(capture) { try body() }
    return capture.failures
}

/// The async form of ``withCapturedFailures(_:)``.
@MainActor
package func withCapturedFailures(_ body: @MainActor () async throws -> Void) async rethrows -> [CapturedFailure] {
    let capture = FailureCapture()
    try await TestFailures.$capture.withValue(capture) { try await body() }
    return capture.failures
}
