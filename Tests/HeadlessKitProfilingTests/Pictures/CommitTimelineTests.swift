import Foundation
import HeadlessKit
@testable import HeadlessKitProfiling
import Testing

/// The timeline of commits, drawn from reports with fixed times (real times vary): its bars, the
/// budget line, the hitches and the table.
@MainActor @Suite struct CommitTimelineTests {
    /// Three commits against a 10 ms budget: 4 ms, 12 ms (a hitch) and 1 ms.
    let reports = [
        FixedReports.report(turn: 3, phases: [500, 1_000, 2_000, 400], total: 4_000),
        FixedReports.report(turn: 5, phases: [1_000, 3_000, 6_000, 1_000], total: 12_000, layoutSubviews: 40),
        FixedReports.report(turn: 9, phases: [0, 0, 800, 0], total: 1_000),
    ]

    @Test func theTimelineOfFixedReportsIsPinned() {
        let svg = CommitTimeline(reports: reports, frameBudget: .milliseconds(10)).svg
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="686" height="374" viewBox="0 0 686 374" font-family="monospace" font-size="11">
              <rect width="686" height="374" fill="#ffffff"/>
              <text x="16" y="22" font-size="12" font-weight="bold">3 commits, 1 over the 10 ms frame budget (hitch shaded)</text>
              <rect x="112" y="56" width="28" height="240" fill="#fbdcd8"/>
              <line x1="84" y1="296" x2="324" y2="296" stroke="#e4e4e4"/>
              <text x="78" y="300" text-anchor="end" fill="#555555">0 ms</text>
              <line x1="84" y1="216" x2="324" y2="216" stroke="#e4e4e4"/>
              <text x="78" y="220" text-anchor="end" fill="#555555">5 ms</text>
              <line x1="84" y1="136" x2="324" y2="136" stroke="#e4e4e4"/>
              <text x="78" y="140" text-anchor="end" fill="#555555">10 ms</text>
              <line x1="84" y1="56" x2="324" y2="56" stroke="#e4e4e4"/>
              <text x="78" y="60" text-anchor="end" fill="#555555">15 ms</text>
              <line x1="84" y1="56" x2="84" y2="296" stroke="#222222"/>
              <text x="16" y="44" fill="#555555">commit time</text>
              <rect x="85" y="288" width="26" height="8" fill="#8e6fd0"/>
              <rect x="85" y="272" width="26" height="16" fill="#e39b2d"/>
              <rect x="85" y="240" width="26" height="32" fill="#3f86d6"/>
              <rect x="85" y="233.6" width="26" height="6.4" fill="#52b06a"/>
              <rect x="85" y="232" width="26" height="1.6" fill="#c4c4c4"/>
              <rect x="113" y="280" width="26" height="16" fill="#8e6fd0"/>
              <rect x="113" y="232" width="26" height="48" fill="#e39b2d"/>
              <rect x="113" y="136" width="26" height="96" fill="#3f86d6"/>
              <rect x="113" y="120" width="26" height="16" fill="#52b06a"/>
              <rect x="113" y="104" width="26" height="16" fill="#c4c4c4"/>
              <rect x="113" y="104" width="26" height="192" fill="none" stroke="#d0342c" stroke-width="1.5"/>
              <rect x="141" y="283.2" width="26" height="12.8" fill="#3f86d6"/>
              <rect x="141" y="280" width="26" height="3.2" fill="#c4c4c4"/>
              <line x1="84" y1="136" x2="324" y2="136" stroke="#d0342c" stroke-width="1.5" stroke-dasharray="6 3"/>
              <text x="330" y="140" fill="#d0342c">frame budget 10 ms</text>
              <line x1="84" y1="296" x2="324" y2="296" stroke="#222222"/>
              <line x1="98" y1="296" x2="98" y2="300" stroke="#222222"/>
              <text x="98" y="312" text-anchor="middle" fill="#555555">3</text>
              <line x1="126" y1="296" x2="126" y2="300" stroke="#222222"/>
              <text x="126" y="312" text-anchor="middle" fill="#555555">5</text>
              <line x1="154" y1="296" x2="154" y2="300" stroke="#222222"/>
              <text x="154" y="312" text-anchor="middle" fill="#555555">9</text>
              <text x="84" y="328" fill="#555555">run loop turn of each commit →</text>
              <rect x="84" y="338" width="14" height="11" fill="#8e6fd0"/>
              <text x="103" y="348">constraints</text>
              <rect x="196" y="338" width="14" height="11" fill="#e39b2d"/>
              <text x="215" y="348">solve</text>
              <rect x="266" y="338" width="14" height="11" fill="#3f86d6"/>
              <text x="285" y="348">layout</text>
              <rect x="343" y="338" width="14" height="11" fill="#52b06a"/>
              <text x="362" y="348">display</text>
              <rect x="427" y="338" width="14" height="11" fill="#c4c4c4"/>
              <text x="446" y="348">other</text>
              <rect x="497" y="338" width="14" height="11" fill="#fbdcd8" stroke="#d0342c"/>
              <text x="516" y="348">hitch: over the budget</text>
            </svg>
            """ + "\n")
    }

    @Test func theCommitsOverTheBudgetAreTheHitches() {
        let timeline = CommitTimeline(reports: reports, frameBudget: .milliseconds(10))
        #expect(timeline.hitches.map(\.turn) == [5])
        #expect(CommitTimeline(reports: reports).hitches.map(\.turn) == [])
        #expect(CommitTimeline(reports: reports, frameBudget: .milliseconds(2)).hitches.map(\.turn) == [3, 5])
    }

    @Test func aBudgetThatIsNotPositiveIsReplacedBySixtyFramesASecondWithANote() {
        let timeline = CommitTimeline(reports: reports, frameBudget: .zero)
        #expect(timeline.frameBudget == CommitTimeline.sixtyFramesPerSecond)
        #expect(timeline.notes == ["a frame budget of 0 ms is not positive: 1/60 s is used"])
    }

    @Test func commitsFarBelowTheBudgetAreScaledToThemselvesAndTheBudgetIsNamedAboveTheScale() {
        let svg = CommitTimeline(reports: reports, frameBudget: .milliseconds(100)).svg
        #expect(svg.contains("↑ frame budget 100 ms, above the scale"))
        #expect(!svg.contains("stroke-dasharray=\"6 3\""))
        #expect(svg.contains(">15 ms</text>"))
    }

    @Test func everyCommitHasOneColumnOfStackedPhases() {
        let svg = CommitTimeline(reports: reports, frameBudget: .milliseconds(10)).svg
        // Non-zero parts: 4 + 1 other; 4 + 1 other; the layout and 0.2 ms other.
        for (fill, count) in [("#8e6fd0", 2), ("#e39b2d", 2), ("#3f86d6", 3), ("#52b06a", 2), ("#c4c4c4", 3)] {
            #expect(svg.components(separatedBy: "fill=\"\(fill)\"").count - 1 == count + 1, "\(fill)")  // + the legend's
        }
    }

    @Test func theTableListsEachCommitAndMarksTheHitch() {
        let table = CommitTimeline(reports: reports, frameBudget: .milliseconds(10)).table
        #expect(table == """
              turn       total  constraints        solve       layout      display  constraints  layouts  draws  roots
                 3    4.000 ms     0.500 ms     1.000 ms     2.000 ms     0.400 ms            1        3      2      0
                 5   12.000 ms     1.000 ms     3.000 ms     6.000 ms     1.000 ms            1       40      2      0  hitch
                 9    1.000 ms     0.000 ms     0.000 ms     0.800 ms     0.000 ms            1        3      2      0
            3 commits, 1 over the 10 ms frame budget
            """)
    }

    @Test func anEmptyTimelineIsAPictureOfNoCommits() {
        let svg = CommitTimeline(reports: []).svg
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("0 commits, 0 over the 16.667 ms frame budget"))
    }
}
