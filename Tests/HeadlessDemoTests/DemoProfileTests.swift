import Foundation
@testable import HeadlessDemo
import Testing

/// The demo's layout profile in `docs/demo/profile/` (which the README shows) is what the demo
/// profiles today: the commit picture byte for byte (it has no times), the timeline and the
/// table by their structure (their times vary from run to run).
@MainActor @Suite struct DemoProfileTests {
    /// `docs/demo/profile/` in this checkout.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/demo/profile", isDirectory: true)
    static let regenerate = "run `swift run HeadlessDemo --profile docs/demo/profile` from the package's root and commit the result"

    private func committed(_ name: String) -> String? {
        let text = try? String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        if text == nil { Issue.record("docs/demo/profile/\(name) is missing: \(Self.regenerate)") }
        return text
    }

    @Test func theCommittedCommitPictureIsTheListPushTheDemoDrawsByteForByte() {
        let profile = DemoProfile()
        runDemo(profile: profile) { _ in }
        guard let svg = committed(DemoProfile.commitFileName) else { return }
        #expect(svg == profile.commitSVG, "docs/demo/profile/commit.svg is not what the demo draws now: \(Self.regenerate)")
        // The commit that laid out the most views pushed the list: 50 layout steps.
        #expect(svg.contains("50 layoutSubviews"))
    }

    @Test func theCommittedTimelineAndTableHaveAColumnAndALineForEachCommitTheDemoMakes() {
        let profile = DemoProfile()
        runDemo(profile: profile) { _ in }
        let commits = profile.profiler.reports.count
        guard let timeline = committed(DemoProfile.timelineFileName), let table = committed(DemoProfile.tableFileName) else { return }
        #expect(timeline.hasPrefix("<svg ") && timeline.hasSuffix("</svg>\n"))
        #expect(timeline.contains(">\(commits) commits, "), "docs/demo/profile/timeline.svg: \(Self.regenerate)")
        // The header, a line per commit, the summary.
        #expect(table.split(separator: "\n").count == commits + 2, "docs/demo/profile/profile.txt: \(Self.regenerate)")
    }
}
