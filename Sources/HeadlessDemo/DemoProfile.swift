import Foundation
import HeadlessKit
import HeadlessKitProfiling

/// The demo's layout profile: a profiler attached to its first app's loop for the whole run, the
/// picture of the commit that laid out the most views, and the timeline of every commit.
///
/// `swift run HeadlessDemo --profile <directory>` writes them; `docs/demo/profile/` holds the
/// copies the README shows. The commit drawn is the one with the most `layoutSubviews()` calls (the first
/// such), not the slowest: a count picks the same commit on every run, so its picture, shaded by
/// layout calls and without times, is the same bytes every time and a test pins it.
@MainActor
final class DemoProfile {
    /// The file the commit picture is written to.
    static let commitFileName = "commit.svg"
    /// The file the timeline of commits is written to.
    static let timelineFileName = "timeline.svg"
    /// The file the table of commits is written to.
    static let tableFileName = "profile.txt"

    /// The profiler, attached to the first app's loop by ``attach(to:window:)``.
    let profiler = LayoutProfiler()
    /// The picture of the commit with the most layout steps so far, drawn as it ended.
    private(set) var commitSVG: String?
    private var mostLayoutSteps = -1

    /// Attaches the profiler to `loop` and draws each commit that lays out more views than any
    /// before it over `window()`, the app's window then.
    func attach(to loop: MainRunLoop, window: @escaping @MainActor () -> Window?) {
        profiler.attach(to: loop)
        profiler.onReport = { [unowned self] report in
            guard report.counts.layoutSubviews > mostLayoutSteps, let window = window() else { return }
            mostLayoutSteps = report.counts.layoutSubviews
            commitSVG = CommitPicture(report: report, window: window, shading: .layoutCalls, includingTimes: false).svg
        }
    }

    /// Every commit of the run against a 60 Hz frame budget.
    var timeline: CommitTimeline { CommitTimeline(reports: profiler.reports) }

    /// Writes the commit picture, the timeline and the table into `directory`, creating it if needed.
    func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data((commitSVG ?? "").utf8).write(to: directory.appendingPathComponent(Self.commitFileName))
        try Data(timeline.svg.utf8).write(to: directory.appendingPathComponent(Self.timelineFileName))
        try Data((timeline.table + "\n").utf8).write(to: directory.appendingPathComponent(Self.tableFileName))
    }
}
