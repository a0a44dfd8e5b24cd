import Foundation
import HeadlessKit

/// How a ``MisbehavingTable`` misbehaves in its next update.
enum TableMisbehaviour: CaseIterable {
    case none
    case negativeSectionCount
    case negativeRowCount
    case nonFiniteRowHeight
    case negativeRowHeight
    case negativeHeaderHeight
    case unregisteredIdentifier
    case reloadInCellForRow
    case reloadInWillDisplay
    case reloadInHeightForRow
}

/// A table whose data source and delegate (itself) answer well until told to misbehave: then its
/// next update gets a negative count, a non-finite or negative height, a cell dequeued with an
/// identifier never registered, or a reload asked from inside the update. Each misbehaviour
/// happens once; the table answers well again afterwards.
@MainActor
final class MisbehavingTable: TableView, TableViewDataSource, TableViewDelegate, ChaosNamed {
    let name = "misbehavingTable"
    var misbehaviour = TableMisbehaviour.none
    var rows = [12, 5]

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 150), style: .plain)
        register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = self
        delegate = self
    }
    required init?(coder: Coder) { nil }


    /// Returns true once, when the table misbehaves as `kind` now.
    private func misbehaves(_ kind: TableMisbehaviour) -> Bool {
        guard misbehaviour == kind else { return false }
        misbehaviour = .none
        return true
    }

    func numberOfSections(in tableView: TableView) -> Int {
        misbehaves(.negativeSectionCount) ? -3 : rows.count
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        if misbehaves(.negativeRowCount) { return -1 }
        return section < rows.count ? rows[section] : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if misbehaves(.reloadInCellForRow) { reloadData() }
        let identifier = misbehaves(.unregisteredIdentifier) ? "never registered" : "cell"
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if misbehaves(.reloadInHeightForRow) { reloadData() }
        if misbehaves(.nonFiniteRowHeight) { return .nan }
        if misbehaves(.negativeRowHeight) { return -20 }
        return CGFloat(20 + indexPath.row % 3 * 10)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        misbehaves(.negativeHeaderHeight) ? -8 : 10
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if misbehaves(.reloadInWillDisplay) { reloadData() }
    }
}

/// The misbehaving table of a run, and the first thing a table misuse found wrong.
@MainActor
final class TableMisuseChaos {
    var table: MisbehavingTable?
    var failure: String?
}

/// Misuse of tables: index paths the table does not have, a dequeue with an identifier never
/// registered, and a data source that answers negative counts, non-finite or negative heights,
/// dequeues unregistered identifiers, changes its registrations while rows show, or reloads from
/// inside the table's own update. A refusal must report the expected diagnostic kind and leave
/// the table as it was; an answer the table cannot use must be reported and the table must
/// still show exactly the rows that meet its bounds.
extension World {
    /// One table misuse; returns its description when it is certainly a refusal (checked by
    /// ``performMisuse(checked:)`` for a diagnostic and an unchanged world), else nil.
    func tableMisuse() -> String? {
        let table = misbehavingTable()
        guard table.window != nil else {
            // Setting up: the table joins a window, where it lays out.
            guard let window = element(windows.filter { !$0.isHidden }) else { return nil }
            note("\(name(window)).addSubview(\(table.name)), a table whose data source misbehaves when told to")
            window.addSubview(table)
            return nil
        }
        switch pick(4) {
        case 0: return refusedIndexPathMisuse(on: chance(2) ? table : element(tablePool) ?? table)
        case 1: return unregisteredDequeueMisuse(on: table)
        case 2: misbehavingAnswer(table)
        default: registrationChange(table)
        }
        return nil
    }

    /// The failure a table misuse recorded, if any, forgotten as it is read.
    func takeTableMisuseFailure() -> String? {
        let failure = tableMisuseState.failure
        tableMisuseState.failure = nil
        return failure
    }

    private func misbehavingTable() -> MisbehavingTable {
        if let table = tableMisuseState.table { return table }
        let table = MisbehavingTable()
        track(table, table.name)
        tableMisuseState.table = table
        return table
    }

    // MARK: - Refusals

    /// An index path the table does not have, given to rectForRow, scrollToRow, selectRow or
    /// cellForRow: each refused with an invalidIndexPath diagnostic (cellForRow answers nil, as
    /// UIKit's does, without one) and the table left as it was.
    private func refusedIndexPathMisuse(on table: TableView) -> String? {
        guard isUpToDate(table) else { return nil }
        let sections = table.numberOfSections
        let candidates: [IndexPath] = [
            IndexPath(row: 0, section: sections), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: -1),
            IndexPath(row: sections > 0 ? table.numberOfRows(inSection: 0) : 0, section: 0),
            IndexPath(row: Int.max, section: 0), IndexPath(index: 0), IndexPath(), IndexPath(indexes: [0, 0, 0]),
        ]
        let indexPath = candidates[pick(candidates.count)]
        let label = (table as? ChaosNamed)?.name ?? "table"
        let before = tableSnapshot(table)
        let kinds = diagnosticKindsSoFar()
        let description: String
        switch pick(4) {
        case 0:
            description = "\(label).rectForRow(at: \(indexPath))"
            note("misuse: \(description)")
            let rect = table.rectForRow(at: indexPath)
            if rect != .zero { recordTableFailure("\(description) returned \(rect), not .zero") }
        case 1:
            description = "\(label).scrollToRow(at: \(indexPath), at: .middle)"
            note("misuse: \(description)")
            table.scrollToRow(at: indexPath, at: .middle, animated: chance(2))
        case 2:
            guard table.allowsSelection else { return nil }
            description = "\(label).selectRow(at: \(indexPath))"
            note("misuse: \(description)")
            table.selectRow(at: indexPath, animated: chance(2), scrollPosition: .top)
        default:
            note("misuse: \(label).cellForRow(at: \(indexPath)), which must answer nil without a diagnostic")
            if let cell = table.cellForRow(at: indexPath) { recordTableFailure("\(label).cellForRow(at: \(indexPath)) answered \(cell)") }
            if diagnosticKinds(since: kinds) != [] { recordTableFailure("\(label).cellForRow(at: \(indexPath)) reported \(diagnosticKinds(since: kinds))") }
            return nil
        }
        expectKinds([.invalidIndexPath], since: kinds, description)
        let after = tableSnapshot(table)
        if after != before { recordTableFailure("\(description) changed \(label): \(before) → \(after)") }
        return description
    }

    /// A dequeue, outside the table's update, with an identifier no class is registered for:
    /// refused with an unregisteredReuseIdentifier diagnostic; the cell it returns is not the
    /// table's and the table is left as it was.
    private func unregisteredDequeueMisuse(on table: MisbehavingTable) -> String? {
        guard isUpToDate(table) else { return nil }
        let description = "\(table.name).dequeueReusableCell(withIdentifier: \"nobody\", for: 0.0)"
        note("misuse: \(description)")
        let before = tableSnapshot(table)
        let kinds = diagnosticKindsSoFar()
        let cell = table.dequeueReusableCell(withIdentifier: "nobody", for: IndexPath(row: 0, section: 0))
        expectKinds([.unregisteredReuseIdentifier], since: kinds, description)
        if cell.superview != nil || cell.reuseIdentifier != nil {
            recordTableFailure("\(description) returned a cell in \(String(describing: cell.superview)) with identifier \(String(describing: cell.reuseIdentifier))")
        }
        let after = tableSnapshot(table)
        if after != before { recordTableFailure("\(description) changed the table: \(before) → \(after)") }
        return description
    }

    // MARK: - Misbehaving data sources

    /// The data source misbehaves in the table's next update, which runs now: an answer the table
    /// cannot use is reported as invalidTableViewAnswer (an unregistered identifier as
    /// unregisteredReuseIdentifier); a reload from inside the update is not misuse and reports
    /// nothing. Either way the table then settles on exactly the rows that meet its bounds.
    private func misbehavingAnswer(_ table: MisbehavingTable) {
        let misbehaviours = Array(TableMisbehaviour.allCases.dropFirst())
        let misbehaviour = misbehaviours[pick(misbehaviours.count)]
        table.estimatedRowHeight = chance(3) ? 30 : 0
        note("misuse: \(table.name) misbehaves (\(misbehaviour)), estimatedRowHeight \(table.estimatedRowHeight), reloadData(), layoutIfNeeded()")
        let kinds = diagnosticKindsSoFar()
        table.misbehaviour = misbehaviour
        table.reloadData()
        table.layoutIfNeeded()
        let asked = table.misbehaviour == .none
        table.misbehaviour = .none
        let expected: [Diagnostic.Kind]
        switch misbehaviour {
        case .none, .reloadInCellForRow, .reloadInWillDisplay, .reloadInHeightForRow: expected = []
        case .unregisteredIdentifier: expected = [.unregisteredReuseIdentifier]
        default: expected = [.invalidTableViewAnswer]
        }
        // A question the update never asked (no row on show, estimates not asked) misbehaves in
        // none: nothing may be reported then.
        expectKinds(asked ? expected : [], since: kinds, "\(table.name) misbehaving (\(misbehaviour))")
        table.layoutIfNeeded()
        checkRowsOnShow(table, after: "\(misbehaviour)")
    }

    /// The registration of the identifier in use changes while rows show — removed (nil), or
    /// another class — and the table reloads: without a class, each dequeue is refused with an
    /// unregisteredReuseIdentifier diagnostic and the rows still show; with another class, the
    /// pooled cells are reused and new ones are of the new class. The registration is restored.
    private func registrationChange(_ table: MisbehavingTable) {
        let removes = chance(2)
        note("misuse: \(table.name).register(\(removes ? "nil" : "SubclassCell"), forCellReuseIdentifier: \"cell\") while rows show, reloadData()")
        let kinds = diagnosticKindsSoFar()
        table.register(removes ? nil : ReregisteredCell.self, forCellReuseIdentifier: "cell")
        table.reloadData()
        table.layoutIfNeeded()
        let shown = table.indexPathsForVisibleRows ?? []
        let reported = diagnosticKinds(since: kinds)
        if removes {
            if !shown.isEmpty, reported.isEmpty || reported.contains(where: { $0 != .unregisteredReuseIdentifier }) {
                recordTableFailure("dequeues after register(nil) reported \(reported)")
            }
        } else if !reported.isEmpty {
            recordTableFailure("dequeues after registering another class reported \(reported)")
        }
        checkRowsOnShow(table, after: "register(\(removes ? "nil" : "another class"))")
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    // MARK: - Checks

    /// Whether the table's rows on show were up to date: the queries a refusal is checked with
    /// bring a pending reload or a moved bounds up to date first, as UIKit's do, which is no
    /// refusal's doing — so a table that was not up to date is brought up to date (unchecked)
    /// and the misuse waits for another turn.
    private func isUpToDate(_ table: TableView) -> Bool {
        let before = table.recursiveDescription()
        _ = tableSnapshot(table)
        guard table.recursiveDescription() == before else {
            note("\((table as? ChaosNamed)?.name ?? "table") brought up to date")
            return false
        }
        return true
    }

    /// The rows on show are exactly the rows that meet the bounds, each cell a shown subview —
    /// and were so after the layout, before any query brought them up to date.
    private func checkRowsOnShow(_ table: TableView, after what: String) {
        let cellsAfterLayout = table.subviews.filter { $0 is TableViewCell && !$0.isHidden }.count
        let shown = table.indexPathsForVisibleRows ?? []
        let bounds = table.bounds
        var expected: [IndexPath] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                if !(rect.origin.y.isFinite && rect.height.isFinite) {
                    recordTableFailure("after \(what), row \(section).\(row) is at \(rect)")
                }
                if rect.minY < bounds.maxY && rect.maxY > bounds.minY { expected.append(IndexPath(row: row, section: section)) }
            }
        }
        if shown != expected { recordTableFailure("after \(what), the table shows \(shown), but rows \(expected) meet \(bounds)") }
        if table.window != nil, cellsAfterLayout != expected.count {
            recordTableFailure("after \(what) and a layout, the table showed \(cellsAfterLayout) cells, but \(expected.count) rows meet \(bounds)")
        }
        for cell in table.visibleCells where cell.superview !== table || cell.isHidden {
            recordTableFailure("after \(what), a cell on show is not a shown subview of the table")
        }
    }

    /// What a refusal must leave as it was: the counts, the rows on show and their cells, the
    /// selection, the offset and the content size.
    private func tableSnapshot(_ table: TableView) -> String {
        let sections = table.numberOfSections
        let rows = (0..<sections).map { table.numberOfRows(inSection: $0) }
        let cells = table.visibleCells.map { ObjectIdentifier($0).hashValue }
        return "rows \(rows), on show \(table.indexPathsForVisibleRows ?? []) \(cells), selected \(table.indexPathsForSelectedRows ?? []), "
            + "offset \(table.contentOffset), size \(table.contentSize), subviews \(table.subviews.count)"
    }

    private func diagnosticKindsSoFar() -> [Int] {
        loops.map { $0.diagnostics.collected.count }
    }

    private func diagnosticKinds(since counts: [Int]) -> [Diagnostic.Kind] {
        zip(loops, counts).flatMap { loop, count in loop.diagnostics.collected.dropFirst(count).map(\.kind) }
    }

    /// Records a failure unless the diagnostics reported since `counts` are all of the expected
    /// kinds, at least one when any is expected.
    private func expectKinds(_ expected: [Diagnostic.Kind], since counts: [Int], _ description: String) {
        let reported = diagnosticKinds(since: counts)
        let matches = expected.isEmpty ? reported.isEmpty : !reported.isEmpty && reported.allSatisfy(expected.contains)
        if !matches { recordTableFailure("\(description) reported \(reported), expected \(expected)") }
    }

    private func recordTableFailure(_ failure: String) {
        if tableMisuseState.failure == nil { tableMisuseState.failure = failure }
    }
}

/// Another cell class, registered in place of the first while rows show.
final class ReregisteredCell: TableViewCell {}
