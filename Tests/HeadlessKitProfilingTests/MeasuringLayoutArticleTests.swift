import Foundation
import HeadlessKit
import HeadlessKitProfiling
import Testing

/// The code and the numbers of the *Measuring Layout* article: the article quotes every table
/// pinned here, so a change to these numbers is a change to the article.
@MainActor @Suite struct MeasuringLayoutArticleTests {
    @Test func theFiveLineProfileOfTheFeedPrintsTheArticlesTablesAndWritesBothPictures() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("MeasuringLayout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let commitFile = directory.appendingPathComponent("commit.svg").path
        let timelineFile = directory.appendingPathComponent("timeline.svg").path

        // The article's code, line for line, but for the files' directory.
        let result = LayoutMeasurement.measure(FeedController(rows: 20), iterations: 5) { $0.toggleDetails() }
        print(result.table)
        print(LayoutMeasurement.sweep(sizes: [25, 50, 100], iterations: 5) { FeedController(rows: $0) } change: { $0.toggleDetails() }.table)
        try result.commitPicture?.svg.write(toFile: commitFile, atomically: true, encoding: .utf8)
        try result.timeline.svg.write(toFile: timelineFile, atomically: true, encoding: .utf8)

        let sweep = LayoutMeasurement.sweep(sizes: [25, 50, 100], iterations: 5) { FeedController(rows: $0) } change: { $0.toggleDetails() }
        // The picture is of the last measured commit: the feed's root view and its 20 rows.
        let commit = try String(contentsOfFile: commitFile, encoding: .utf8)
        #expect(commit == result.commitPicture?.svg && commit.hasPrefix("<svg") && commit.hasSuffix("</svg>\n"))
        #expect(commit.contains("21 layoutSubviews"))
        let timeline = try String(contentsOfFile: timelineFile, encoding: .utf8)
        #expect(timeline == result.timeline.svg && timeline.hasPrefix("<svg") && timeline.hasSuffix("</svg>\n"))
        #expect(result.timeline.reports.map(\.turn) == result.iterations.flatMap(\.reports).map(\.turn))
        #expect(result.timeline.reports.count == 5)

        #expect(result.table(includingTimes: false) == """
            5 iterations after 3 warm-up iterations
            phase         runs   views
            constraints      2       2
            solve            2       2
            layout           2      24
            display          1       1
            counts per iteration
              commits                          1
              windowsCommitted                 1
              updateConstraints                0
              layoutSubviews                  21
              draw                             0
              viewsLaidOutMoreThanOnce         0
              feedbackLoopWarnings             0
              constraintsAdded                 0
              constraintsRemoved               0
              constantUpdates                 20
              editSuggestions                  0
              pivots                           0
              tableauRows                     85
            """)
        #expect(sweep.table(includingTimes: false) == """
                size  growth  layouts  growth  updates  growth    views  growth   pivots  growth
                  25       —       26       —        0       —       34       —        0       —
                  50   ×2.00       51   ×1.96        0       —       59   ×1.74        0       —
                 100   ×2.00      101   ×1.98        0       —      109   ×1.85        0       —
            """)
    }

    @Test func recreatingConstraintsEachPassAddsAndRemovesThemWhereChangingConstantsDoesNot() {
        let before = Self.measureHeader(RecreatingHeaderView()) { $0.avatarSize = $0.avatarSize == 40 ? 60 : 40 }
        let after = Self.measureHeader(ConstantHeaderView()) { $0.avatarSize = $0.avatarSize == 40 ? 60 : 40 }

        #expect(before.countsVary == false && after.countsVary == false)
        #expect(before.notes == [] && after.notes == [])
        #expect(before.countsTable(comparedWith: after, differencesOnly: true) == """
            count                       before   after
            constraintsAdded                 4       0
            constraintsRemoved               4       0
            constantUpdates                  0       2
            pivots                           4       0
            """)
    }

    @Test func layoutIfNeededAfterEachCardLaysTheScreenOutOncePerCard() {
        let before = LayoutMeasurement.measure(CardsController(cards: 10, strategy: .layoutAfterEachCard)) { $0.toggleWidth() }
        let after = LayoutMeasurement.measure(CardsController(cards: 10, strategy: .layoutOnceAtTheEnd)) { $0.toggleWidth() }

        #expect(before.countsVary == false && after.countsVary == false)
        #expect(before.notes == [] && after.notes == [])
        #expect(before.countsTable(comparedWith: after, differencesOnly: true) == """
            count                       before   after
            layoutSubviews                  31      13
            viewsLaidOutMoreThanOnce        10       1
            constraints.runs                22       4
            constraints.viewsVisited        22       4
            solve.runs                      22       4
            solve.viewsVisited              22       4
            layout.runs                     22       4
            layout.viewsVisited            124      16
            """)
    }

    @Test func anIterationsReportNamesTheViewsLaidOutAgainAndWhatStartedTheCommit() throws {
        let result = LayoutMeasurement.measure(CardsController(cards: 3, strategy: .layoutAfterEachCard), iterations: 1) {
            $0.toggleWidth()
        }
        try #require(result.iterations.first?.reports.count == 1)
        // The article's code, line for line.
        let report = result.iterations[0].reports[0]
        for view in report.counts.viewsLaidOutMoreThanOnce { print(view.description, view.times) }
        for root in report.dirtyRoots { print(root.description, root.marks) }

        #expect(report.counts.viewsLaidOutMoreThanOnce.map { "\($0.description) ×\($0.times)" } == [
            "<ViewNode; frame = (0 195; 390 195)> ×2",
            "<ViewNode; frame = (0 390; 390 195)> ×2",
            "<ViewNode; frame = (0 0; 390 844); autoresize = W+H> ×4",
        ])
        #expect(report.dirtyRoots.map { "\($0.description) \($0.marks)" } == [#"<Window; frame = (0 0; 390 844)> ["layout", "solve"]"#])
    }

    @Test func invalidatingAnIntrinsicSizeFromLayoutLaysItsContainerOutTwice() {
        let badBar = BadgeBar { SelfInvalidatingBadge() }
        let before = LayoutMeasurement.measure(badBar.window) { badBar.toggleUnreadCount() }
        let goodBar = BadgeBar { BadgeView() }
        let after = LayoutMeasurement.measure(goodBar.window) { goodBar.toggleUnreadCount() }

        #expect(before.countsVary == false && after.countsVary == false)
        #expect(before.notes == [] && after.notes == [])
        #expect(before.countsTable(comparedWith: after, differencesOnly: true) == """
            count                       before   after
            updateConstraints                2       1
            layoutSubviews                   3       2
            viewsLaidOutMoreThanOnce         1       0
            constantUpdates                  8       4
            constraints.viewsVisited        14       8
            """)
    }

    /// Measures `change` on `header`, 120 points high across an iPhone-sized window.
    private static func measureHeader<Header: ViewNode>(_ header: Header, change: @escaping (Header) -> Void) -> LayoutMeasurement {
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: MainRunLoop())
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 120)
        window.addSubview(header)
        return LayoutMeasurement.measure(window) { change(header) }
    }
}
