import HeadlessKit
import HeadlessKitPictures

/// A picture of one commit over the window it committed, in SVG: every view's frame in window
/// coordinates, shaded by how often it was laid out (or by its self time), the commit's dirty
/// roots outlined and numbered, and a title with the commit's turn, time and counts.
///
/// Make the picture right after the commit — from `LayoutProfiler.onReport` or after the loop
/// went idle — while the window still has the frames the commit gave it:
///
/// ```swift
/// profiler.onReport = { report in
///     let svg = CommitPicture(report: report, window: window).svg
///     try? svg.write(to: URL(fileURLWithPath: "/tmp/commit-\(report.turn).svg"), atomically: true, encoding: .utf8)
/// }
/// ```
///
/// Views are drawn parents first, children over them, clipped to the window. Shaded by
/// ``Shading/layoutCalls`` and without times, the picture is the same text on every run and
/// machine, so a test can pin it.
@MainActor
public struct CommitPicture {
    /// The picture as the text of an SVG document.
    public let svg: String

    /// Draws `report` over `window` as the window is now, its views shaded by `shading`; the
    /// title leaves out the commit's duration unless `includingTimes`.
    ///
    /// A window wider than 480 points or taller than 900 is scaled down to fit those bounds.
    /// A dirty root outside `window` (the commit covered more than one window) is listed but
    /// not drawn.
    public init(report: CommitReport, window: Window, shading: Shading = .layoutCalls, includingTimes: Bool = true) {
        svg = CommitPictureDrawing(report: report, window: window, shading: shading, includingTimes: includingTimes).svg()
    }
}
