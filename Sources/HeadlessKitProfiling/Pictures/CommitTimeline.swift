import HeadlessKit

/// A picture of many commits in SVG: one column per commit, its phases stacked as bars, a line at
/// the frame budget, and the commits over it — hitches — shaded.
///
/// ```swift
/// let timeline = CommitTimeline(reports: profiler.reports)
/// print("\(timeline.hitches.count) hitches")
/// try timeline.svg.write(to: URL(fileURLWithPath: "/tmp/commits.svg"), atomically: true, encoding: .utf8)
/// ```
///
/// Each bar stacks the constraints, solve, layout and display phases from the bottom, then what
/// the commit spent outside them ("other"). The scale reaches the budget line when some commit
/// comes within a quarter of it; when every commit is far below, the scale fits the commits and
/// the budget is named above it. Times vary from run to run, so the picture does; for the same
/// reports it is the same text.
public struct CommitTimeline: Sendable {
    /// The frame budget a display at 60 frames per second gives each commit: 1/60 s.
    public static let sixtyFramesPerSecond: Duration = .seconds(1) / 60

    /// The commits drawn, in order.
    public let reports: [CommitReport]
    /// The time a commit may take before it is a hitch.
    public let frameBudget: Duration
    /// Why the picture differs from what was asked, if it does (a budget that is not positive).
    public let notes: [String]

    /// A timeline of `reports` against `frameBudget`; a budget that is not positive is refused
    /// and replaced by ``sixtyFramesPerSecond``, with a note.
    public init(reports: [CommitReport], frameBudget: Duration = CommitTimeline.sixtyFramesPerSecond) {
        self.reports = reports
        if frameBudget > .zero {
            self.frameBudget = frameBudget
            notes = []
        } else {
            self.frameBudget = Self.sixtyFramesPerSecond
            notes = ["a frame budget of \(DurationText.milliseconds(frameBudget)) is not positive: 1/60 s is used"]
        }
    }

    /// The commits that took longer than the frame budget, in order.
    public var hitches: [CommitReport] { reports.filter { $0.duration > frameBudget } }

    /// The picture as the text of an SVG document.
    public var svg: String { CommitTimelineDrawing(timeline: self).svg() }
}
