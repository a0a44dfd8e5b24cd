import Foundation
import Testing
@testable import HeadlessKit

/// Registering cell classes, dequeuing, the pools, and a table and its cells going away.
@MainActor
@Suite struct TableViewReuseTests {
    /// UIKit's dequeueReusableCell(withIdentifier:for:) raises for an identifier without a
    /// registered class; HeadlessKit reports it and (chosen) returns a default cell that is
    /// never pooled, so the table goes on.
    @Test func dequeuingAnUnregisteredIdentifierIsRefusedWithUIKitsText() {
        let fixture = TableFixture(rows: [2]) { table, recorder in
            table.register(nil, forCellReuseIdentifier: recorder.identifier)
        }
        _ = fixture.settle()
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.unregisteredReuseIdentifier, .unregisteredReuseIdentifier])
        #expect(diagnostics.first?.message.hasPrefix(
            "unable to dequeue a cell with identifier cell - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard") == true)
        let cells = fixture.table.visibleCells
        #expect(cells.map(\.reuseIdentifier) == [nil, nil])
        #expect(cells.map { type(of: $0) == TableViewCell.self } == [true, true])
        // Scrolled away, such a cell leaves the table instead of waiting in a pool.
        fixture.table.contentOffset = CGPoint(x: 0, y: 500)
        _ = fixture.settle()
        #expect(cells.map { $0.superview == nil } == [true, true])
        #expect(fixture.table.dequeueReusableCell(withIdentifier: "cell") == nil)
    }

    /// Cells waiting for reuse stay in the table, hidden; a registered class makes new cells
    /// with init(style:reuseIdentifier:) when the pool is empty.
    @Test func cellsWaitingForReuseAreHiddenSubviewsOfTheTable() {
        let fixture = TableFixture(rows: [100])
        _ = fixture.settle()
        let first = fixture.table.visibleCells[0]
        fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        _ = fixture.settle()
        // 11 rows showed; 11 are on show again, all from the pool: no new cells.
        #expect(fixture.table.visibleCells.count == 11)
        #expect(fixture.table.subviews.compactMap { $0 as? TracedCell }.count == 11)
        #expect(first.superview === fixture.table && !first.isHidden)
        fixture.table.dataSource = nil
        let pooled = fixture.table.subviews.compactMap { $0 as? TracedCell }
        #expect(pooled.count == 11 && pooled.allSatisfy { $0.isHidden })
        let made = fixture.table.dequeueReusableCell(withIdentifier: "cell")
        #expect(made === first)
        #expect(made?.reuseIdentifier == "cell" && made?.style == .default)
    }

    /// A table and all its cells, on show and pooled, are released once nothing holds the table.
    @Test func aReleasedTableReleasesItselfAndItsCells() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        let recorder = TableRecorder(rows: [50])
        var released = 0
        weak var weakTable: TableView?
        do {
            let table = TableView(frame: window.bounds)
            weakTable = table
            table.register(TracedCell.self, forCellReuseIdentifier: recorder.identifier)
            table.dataSource = recorder
            table.delegate = recorder
            window.addSubview(table)
            loop.runUntilIdle()
            table.contentOffset = CGPoint(x: 0, y: 300)
            loop.runUntilIdle()
            for case let cell as TracedCell in table.subviews { cell.onDeinit = { released += 1 } }
            table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        // 11 cells showed rows 0–10; after the scroll rows 6–17 show, 6 of them with pooled cells.
        #expect(released == 12)
    }

    /// A 100,000-row table with estimated heights asks only for the rows on show, at the top and
    /// far down: the work of a reload and of a scroll does not grow with the rows.
    @Test func aHundredThousandRowTableWithEstimatesAsksOnlyForTheRowsOnShow() {
        let fixture = TableFixture(rows: [100_000]) { table, _ in table.estimatedRowHeight = 44 }
        let asks = fixture.settle()
        let top = (0...10).map { "0.\($0)" }
        #expect(asks == ["numberOfSections", "heightForHeader(0)", "heightForFooter(0)", "numberOfRows(0)"]
            + top.map { "heightForRow(\($0))" } + TableFixture.showing(top, cells: (1...11).map { "c\($0)" }))
        #expect(fixture.table.contentSize.height == 4_400_000)
        // Row 45454 spans 1,999,976–2,000,020; row 45465 is the last to start above 2,000,480.
        fixture.table.contentOffset = CGPoint(x: 0, y: 2_000_000)
        let far = (45454...45465).map { "0.\($0)" }
        let lines = fixture.settle()
        #expect(lines.filter { $0.hasPrefix("heightForRow") } == far.map { "heightForRow(\($0))" })
        #expect(lines.filter { $0.hasPrefix("cellForRow") } == far.map { "cellForRow(\($0))" })
        #expect(lines.filter { $0.hasPrefix("didEndDisplaying") }.count == 11)
        #expect(fixture.table.visibleCells.map(\.frame.minY) == (45454...45465).map { CGFloat($0) * 44 })
    }

    /// Header views of a registered class are dequeued by the delegate, go back to their pool as
    /// their sections scroll away (out of the table, chosen), and are handed out again readied
    /// with prepareForReuse(), longest waiting first.
    @Test func headerViewsOfARegisteredClassAreReusedAsSectionsScroll() {
        final class Header: TableViewHeaderFooterView {
            var onPrepareForReuse: (() -> Void)?
            override func prepareForReuse() {
                super.prepareForReuse()
                onPrepareForReuse?()
            }
        }
        final class Sections: TableViewDataSource, TableViewDelegate {
            var lines: [String] = []
            var names: [ObjectIdentifier: String] = [:]
            func numberOfSections(in tableView: TableView) -> Int { 20 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> ViewNode? {
                guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? Header else { return nil }
                let name = names[ObjectIdentifier(header)] ?? "h\(names.count + 1)"
                if names[ObjectIdentifier(header)] == nil {
                    names[ObjectIdentifier(header)] = name
                    header.onPrepareForReuse = { [weak self] in self?.lines.append("prepareForReuse(\(name))") }
                }
                lines.append("viewForHeader(\(section)): \(name)")
                return header
            }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let sections = Sections()
        let table = TableView(frame: window.bounds)
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = sections
        table.delegate = sections
        window.addSubview(table)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        // Sections are 162 points: headers at 0, 162 and 324 show in the first 480 points.
        #expect(sections.lines == ["viewForHeader(0): h1", "viewForHeader(1): h2", "viewForHeader(2): h3"])
        let first = table.headerView(forSection: 0)
        sections.lines.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 200)
        loop.runUntilIdle()
        // Section 1's header floats at the top of the bounds (the table is plain): h2 stays.
        #expect(sections.lines == ["prepareForReuse(h1)", "viewForHeader(3): h1", "viewForHeader(4): h4"])
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 200, width: 320, height: 30))
        #expect(first?.superview === table && table.headerView(forSection: 3) === first)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 4)?.frame == CGRect(x: 0, y: 648, width: 320, height: 30))
    }
}
