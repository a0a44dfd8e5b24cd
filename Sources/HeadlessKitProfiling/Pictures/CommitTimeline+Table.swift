import HeadlessKit

extension CommitTimeline {
    /// The commits as a text table, one line each: its turn, its time and each phase's, its hook
    /// counts and dirty roots, and `hitch` when it took longer than the frame budget.
    public var table: String {
        typealias C = TextColumns
        var lines = [
            C.right("turn", 6) + C.right("total", 12)
                + CommitReport.Phase.Name.allCases.map { C.right($0.rawValue, 13) }.joined()
                + C.right("constraints", 13) + C.right("layouts", 9) + C.right("draws", 7) + C.right("roots", 7),
        ]
        for report in reports {
            lines.append(
                C.right("\(report.turn)", 6) + C.right(C.milliseconds(report.duration), 12)
                    + CommitReport.Phase.Name.allCases.map { C.right(C.milliseconds(report.phase($0).duration), 13) }.joined()
                    + C.right("\(report.counts.updateConstraints)", 13) + C.right("\(report.counts.layoutSubviews)", 9)
                    + C.right("\(report.counts.draw)", 7) + C.right("\(report.dirtyRoots.count)", 7)
                    + (report.duration > frameBudget ? "  hitch" : ""))
        }
        lines.append("\(reports.count) commits, \(hitches.count) over the \(DurationText.milliseconds(frameBudget)) frame budget")
        return (lines + notes.map { "note: \($0)" }).joined(separator: "\n")
    }
}
