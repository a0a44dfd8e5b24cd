import Foundation
@testable import HeadlessDemo
import Testing

/// The demo's pictures in `docs/demo/` (which the README shows) are exactly what the demo draws
/// today, byte for byte, so they cannot go stale.
@MainActor @Suite struct DemoPicturesTests {
    /// `docs/demo/` in this checkout.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/demo", isDirectory: true)

    /// Compares `drawn` with the committed file `name`, with a message that says how to refresh it.
    private func expectCommitted(_ name: String, equals drawn: Data) {
        let url = Self.directory.appendingPathComponent(name)
        let regenerate = "run `swift run HeadlessDemo --pictures docs/demo` from the package's root and commit the result"
        guard let committed = try? Data(contentsOf: url) else {
            Issue.record("docs/demo/\(name) is missing: \(regenerate)")
            return
        }
        #expect(committed == drawn, "docs/demo/\(name) is not what the demo draws now (\(committed.count) bytes committed, \(drawn.count) drawn): \(regenerate)")
    }

    @Test func theCommittedTimelineIsTheOneTheDemoDraws() {
        let pictures = runDemo { _ in }
        expectCommitted(DemoPictures.timelineFileName, equals: Data(pictures.timelineSVG.utf8))
    }

    @Test func theCommittedFinalScreenIsTheOneTheDemoDraws() {
        let pictures = runDemo { _ in }
        expectCommitted(DemoPictures.finalScreenFileName, equals: pictures.finalScreenPNG)
    }
}
