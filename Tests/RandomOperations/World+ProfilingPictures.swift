import Foundation
import HeadlessKit
import HeadlessKitProfiling

/// The profiling pictures of whatever a random run committed: the timeline of a loop's reports
/// and the picture of each report over each of the loop's windows are whole SVG documents with
/// no non-finite number in them.
extension World {
    func profilingPictureViolation(of reports: [CommitReport], in loop: MainRunLoop) -> String? {
        guard !reports.isEmpty else { return nil }
        if let violation = malformed(CommitTimeline(reports: reports).svg) { return "the commit timeline \(violation)" }
        guard let report = reports.last else { return nil }
        for window in windows where window.runLoop === loop {
            for shading in [CommitPicture.Shading.layoutCalls, .selfTime] {
                let svg = CommitPicture(report: report, window: window, shading: shading).svg
                if let violation = malformed(svg) { return "the picture of turn \(report.turn) by \(shading) \(violation)" }
            }
        }
        return nil
    }

    private func malformed(_ svg: String) -> String? {
        if !svg.hasPrefix("<svg ") || !svg.hasSuffix("</svg>\n") { return "is not one whole SVG document" }
        if svg.contains("NaN") || svg.contains("Infinity") { return "holds a non-finite number" }
        return nil
    }
}
