import Foundation
import HeadlessKit
import HeadlessKitProfiling
import Testing

/// The picture of one commit over its window: pinned byte for byte when shaded by layout calls
/// without times, checked by structure when shaded by self time.
@MainActor @Suite struct CommitPictureTests {
    /// A 300 × 200 window holding a panel with two boxes; the panel and its first box are marked
    /// for layout, and the box's first layout marks the panel again, so the panel is laid out
    /// twice in the commit.
    @MainActor struct Screen {
        let loop = MainRunLoop()
        let window: Window
        let panel = ViewNode(frame: CGRect(x: 20, y: 30, width: 200, height: 120))
        let boxes: (NudgingBox, ViewNode) = (
            NudgingBox(frame: CGRect(x: 10, y: 10, width: 80, height: 40)), ViewNode(frame: CGRect(x: 100, y: 60, width: 90, height: 50)))
        let profiler = LayoutProfiler()

        init() {
            window = Window(screenSize: CGSize(width: 300, height: 200), runLoop: loop)
            window.addSubview(panel)
            panel.addSubview(boxes.0)
            panel.addSubview(boxes.1)
            loop.runUntilIdle()
            profiler.attach(to: loop)
            panel.setNeedsLayout()
            boxes.0.nudgesNextLayout = true
            boxes.0.setNeedsLayout()
            loop.runUntilIdle()
        }

        var report: CommitReport { profiler.reports[0] }
    }

    /// A view whose next `layoutSubviews()`, once armed, asks its superview for another layout.
    final class NudgingBox: ViewNode {
        var nudgesNextLayout = false
        override func layoutSubviews() {
            super.layoutSubviews()
            if nudgesNextLayout { superview?.setNeedsLayout() }
            nudgesNextLayout = false
        }
    }

    @Test func theReportGivesEachViewsLayoutCallsAndSelfTime() {
        let screen = Screen()
        #expect(screen.profiler.reports.count == 1)
        #expect(screen.report.layoutCalls(of: screen.panel) == 2)
        #expect(screen.report.layoutCalls(of: screen.window) == 0)
        #expect(screen.report.layoutCalls(of: screen.boxes.0) == 1)
        #expect(screen.report.layoutCalls(of: screen.boxes.1) == 0)
        #expect(screen.report.selfTime(of: screen.panel) > .zero)
        #expect(screen.report.selfTime(of: screen.boxes.1) == .zero)
    }

    @Test func theCommitShadedByLayoutCallsWithoutTimesIsPinned() {
        let screen = Screen()
        let svg = CommitPicture(report: screen.report, window: screen.window, includingTimes: false).svg
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="789" height="300" viewBox="0 0 789 300" font-family="monospace" font-size="11">
              <rect width="789" height="300" fill="#ffffff"/>
              <text x="16" y="22" font-size="12" font-weight="bold">Commit of turn 2, 1 window: 0 updateConstraints, 3 layoutSubviews, 0 draw</text>
              <text x="16" y="46">layoutSubviews calls:</text>
              <rect x="171" y="37" width="14" height="11" fill="#ffffff" stroke="#9a9a9a"/>
              <text x="190" y="46">0 (2)</text>
              <rect x="239" y="37" width="14" height="11" fill="#cfe3f7" stroke="#9a9a9a"/>
              <text x="258" y="46">1 (1)</text>
              <rect x="307" y="37" width="14" height="11" fill="#f5c56b" stroke="#9a9a9a"/>
              <text x="326" y="46">2 (1)</text>
              <rect x="375" y="37" width="14" height="11" fill="#e5534b" stroke="#9a9a9a"/>
              <text x="394" y="46">3+ (0)</text>
              <rect x="16" y="56" width="14" height="11" fill="none" stroke="#6a2fb8" stroke-width="2"/>
              <text x="38" y="65">dirty root, numbered as listed at the right; (n) = views in the band, the two busiest bands also outlined</text>
              <clipPath id="window">
                <rect x="16" y="84" width="300" height="200"/>
              </clipPath>
              <g clip-path="url(#window)">
                <rect x="16" y="84" width="300" height="200" fill="#ffffff" stroke="#9a9a9a" stroke-width="0.5"/>
                <rect x="36" y="114" width="200" height="120" fill="#f5c56b" stroke="#9a9a9a" stroke-width="0.5"/>
                <rect x="46" y="124" width="80" height="40" fill="#cfe3f7" stroke="#9a9a9a" stroke-width="0.5"/>
                <rect x="136" y="174" width="90" height="50" fill="#ffffff" stroke="#9a9a9a" stroke-width="0.5"/>
                <rect x="39" y="117" width="194" height="114" fill="none" stroke="#d4870b" stroke-width="3"/>
                <rect x="37" y="115" width="198" height="118" fill="none" stroke="#6a2fb8" stroke-width="2"/>
                <rect x="37" y="115" width="15" height="13" fill="#6a2fb8"/>
                <text x="41" y="125" fill="#ffffff">1</text>
              </g>
              <rect x="16" y="84" width="300" height="200" fill="none" stroke="#222222"/>
              <text x="340" y="95" font-weight="bold">Dirty roots: what started the commit</text>
              <text x="340" y="111" fill="#6a2fb8">1  layout</text>
              <text x="340" y="127" fill="#222222">   &lt;ViewNode; frame = (20 30; 200 120)&gt;</text>
              <text x="340" y="159" font-weight="bold">Laid out more than once</text>
              <text x="340" y="175" fill="#222222">2×  &lt;ViewNode; frame = (20 30; 200 120)&gt;</text>
            </svg>
            """ + "\n")
    }

    @Test func theCommitShadedBySelfTimeHasTheSameViewsAndATimedLegend() {
        let screen = Screen()
        let byCalls = CommitPicture(report: screen.report, window: screen.window, includingTimes: false).svg
        let byTime = CommitPicture(report: screen.report, window: screen.window, shading: .selfTime).svg
        #expect(byTime.hasPrefix("<svg") && byTime.hasSuffix("</svg>\n"))
        #expect(byTime.contains(">self time:</text>"))
        #expect(!byTime.contains("NaN"))
        // Three timed bands up to the largest self time; which views fall in which depends on the
        // machine, but the view with the largest self time is always in the top one.
        let bands = byTime.matches(of: /≤ [0-9.]+ ms \((\d+)\)<\/text>/).map { Int($0.output.1)! }
        #expect(bands.count == 3)
        #expect((bands.last ?? 0) >= 1)
        #expect(rectangles(byTime) == rectangles(byCalls))
        #expect(byTime.contains("Commit of turn \(screen.report.turn) in "))
    }

    @Test func aLargeWindowIsScaledDownToFitFourHundredEightyPointsAcross() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 960, height: 600), runLoop: loop)
        let profiler = LayoutProfiler()
        profiler.attach(to: loop)
        window.setNeedsLayout()
        loop.runUntilIdle()
        let svg = CommitPicture(report: profiler.reports[0], window: window, includingTimes: false).svg
        #expect(svg.contains("<rect x=\"16\" y=\"84\" width=\"480\" height=\"300\" fill=\"none\" stroke=\"#222222\"/>"))
    }

    /// The number of rectangles with a band's fill: one per view.
    private func rectangles(_ svg: String) -> Int {
        svg.components(separatedBy: "stroke-width=\"0.5\"").count - 1
    }
}
