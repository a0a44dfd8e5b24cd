import HeadlessKit

extension CommitPicture {
    /// What a view's shade in a ``CommitPicture`` says.
    public enum Shading: Sendable, Equatable {
        /// How many times the view was laid out in the commit: 0, 1, 2, or 3 and more. The same
        /// picture on every run.
        case layoutCalls
        /// The self time of the view's hooks in the commit, in four bands up to the commit's
        /// largest: none, then each third of the largest. Varies from run to run.
        case selfTime
    }

    /// The four bands' fills, lightest first: no work, then more and more.
    static let bandFills = ["#ffffff", "#cfe3f7", "#f5c56b", "#e5534b"]
    /// The outlines of the two busiest bands, darker than their fills to show through subviews.
    static let bandOutlines = ["none", "none", "#d4870b", "#b8261f"]
    /// The outline of every view.
    static let viewStroke = "#9a9a9a"
    /// The outline and numbers of the dirty roots.
    static let dirtyRootStroke = "#6a2fb8"

    /// The band (0…3) of `view` under `shading`, given the largest self time of the commit.
    static func band(of view: ViewNode, in report: CommitReport, shading: Shading, largestSelfTime: Duration) -> Int {
        switch shading {
        case .layoutCalls:
            return min(report.layoutCalls(of: view), 3)
        case .selfTime:
            let time = report.selfTime(of: view)
            guard time > .zero, largestSelfTime > .zero else { return 0 }
            let share = DurationText.seconds(time) / DurationText.seconds(largestSelfTime)
            return share <= 1.0 / 3 ? 1 : (share <= 2.0 / 3 ? 2 : 3)
        }
    }

    /// The legend's label of each band.
    static func bandLabels(shading: Shading, largestSelfTime: Duration) -> [String] {
        switch shading {
        case .layoutCalls:
            return ["0", "1", "2", "3+"]
        case .selfTime:
            return ["0", "≤ " + DurationText.milliseconds(largestSelfTime / 3),
                    "≤ " + DurationText.milliseconds(largestSelfTime * 2 / 3),
                    "≤ " + DurationText.milliseconds(largestSelfTime)]
        }
    }
}
