import Testing
@testable import HeadlessDemo

/// The demo's printed trace, line for line: `swift run HeadlessDemo` prints exactly this, so a
/// change in any callback order the demo shows (controllers, touches, a table's questions and
/// scrolls, the app's states) shows here first.
@MainActor @Suite struct DemoTraceTests {
    /// Collects the demo's lines.
    final class Lines {
        var all: [String] = []
    }

    @Test func theDemoPrintsItsPinnedTraceLineForLine() {
        let lines = Lines()
        runDemo { lines.all += $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let expected = expectedDemoTrace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.all == expected)
        for (index, (line, pinned)) in zip(lines.all, expected).enumerated() where line != pinned {
            Issue.record("line \(index + 1): \(line)\n   pinned: \(pinned)")
            break
        }
    }
}
