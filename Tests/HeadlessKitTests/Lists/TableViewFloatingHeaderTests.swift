import Foundation
import Testing
@testable import HeadlessKit

/// Section headers of plain tables float at the top of the visible area while their section
/// shows, pushed up by the next section, as UIKit's `UITableView.Style.plain` documents; the
/// grouped styles' headers scroll with their sections.
@MainActor
@Suite struct TableViewFloatingHeaderTests {
    /// Sections of 10 and 20 rows of 44 under 30-point titled headers: section 0 is 0–470,
    /// section 1 470–1380.
    private func fixture(style: TableView.Style = .plain) -> TableFixture {
        TableFixture(rows: [10, 20], style: style) { _, recorder in
            recorder.headerHeight = 30
            recorder.headerTitles = [0: "A", 1: "B"]
        }
    }

    private func headerFrames(_ fixture: TableFixture, at offset: CGFloat) -> [CGRect?] {
        fixture.table.contentOffset = CGPoint(x: 0, y: offset)
        _ = fixture.settle()
        return [0, 1].map { fixture.table.headerView(forSection: $0)?.frame }
    }

    @Test func aPlainTablesHeaderSticksToTheTopUntilTheNextSectionPushesItUp() {
        let fixture = fixture()
        _ = fixture.settle()
        #expect(headerFrames(fixture, at: 0) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 470, width: 320, height: 30)])
        #expect(headerFrames(fixture, at: 100) == [CGRect(x: 0, y: 100, width: 320, height: 30), CGRect(x: 0, y: 470, width: 320, height: 30)])
        // Pushed: its bottom stays at the end of its section.
        #expect(headerFrames(fixture, at: 445) == [CGRect(x: 0, y: 440, width: 320, height: 30), CGRect(x: 0, y: 470, width: 320, height: 30)])
        #expect(headerFrames(fixture, at: 480) == [nil, CGRect(x: 0, y: 480, width: 320, height: 30)])
        #expect(headerFrames(fixture, at: 900) == [nil, CGRect(x: 0, y: 900, width: 320, height: 30)])
        // Back at the top, section 0's header (a new one, the old left) shows again.
        #expect(headerFrames(fixture, at: 20) == [CGRect(x: 0, y: 20, width: 320, height: 30), CGRect(x: 0, y: 470, width: 320, height: 30)])
        #expect(fixture.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    /// The floating header is in front of the cells that scroll under it.
    @Test func aFloatingHeaderIsInFrontOfTheCells() {
        let fixture = fixture()
        _ = fixture.settle()
        _ = headerFrames(fixture, at: 100)
        let header = fixture.table.headerView(forSection: 0)
        let subviews = fixture.table.subviews
        let headerIndex = subviews.firstIndex { $0 === header }
        let cellIndices = fixture.table.visibleCells.compactMap { cell in subviews.firstIndex { $0 === cell } }
        #expect(headerIndex.map { index in cellIndices.allSatisfy { $0 < index } } == true)
    }

    /// Grouped headers scroll with their sections.
    @Test func aGroupedTablesHeadersScrollWithTheirSections() {
        let fixture = fixture(style: .grouped)
        _ = fixture.settle()
        #expect(headerFrames(fixture, at: 20) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 470, width: 320, height: 30)])
        #expect(headerFrames(fixture, at: 100) == [nil, CGRect(x: 0, y: 470, width: 320, height: 30)])
    }

    /// Automatic header and footer heights in the grouped styles (chosen): 38 with a title; 35
    /// above the first section and 18 elsewhere without.
    @Test func groupedStylesGiveAutomaticHeadersAndFootersTheirGaps() {
        for style in [TableView.Style.grouped, .insetGrouped] {
            let fixture = TableFixture(rows: [1, 1], style: style) { _, recorder in
                recorder.headerHeight = TableView.automaticDimension
                recorder.footerHeight = TableView.automaticDimension
                recorder.headerTitles = [1: "B"]
            }
            _ = fixture.settle()
            let table = fixture.table
            let x: CGFloat = style == .grouped ? 0 : 20
            let width: CGFloat = style == .grouped ? 320 : 280
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: x, y: 0, width: width, height: 35))
            #expect(table.rectForFooter(inSection: 0) == CGRect(x: x, y: 79, width: width, height: 18))
            #expect(table.rectForHeader(inSection: 1) == CGRect(x: x, y: 97, width: width, height: 38))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: x, y: 135, width: width, height: 44))
            #expect(table.contentSize.height == 197)
        }
    }
}
