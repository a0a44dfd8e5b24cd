import Foundation
import HeadlessKit

/// A table that is its own data source and delegate, with seeded counts and heights; the
/// questions and messages it gets are hooks, from which operations run (a reload among them).
@MainActor
final class ChaosTable: TableView, TableViewDataSource, TableViewDelegate, ChaosNamed {
    weak var world: World?
    let name: String
    /// The rows of each section the data source answers with (changed with or without a reload).
    var rows: [Int] = [20]
    /// Mixed into the row heights, so that a change of it changes every height.
    var heightSalt = 0
    /// Whether rows self-size from wrapping text (World+TableSizing), and a salt for that text.
    var selfSizes = false
    var textSalt = 0

    init(world: World, number: Int) {
        self.world = world
        name = "table\(number)"
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 140), style: number == 0 ? .plain : .insetGrouped)
        register(TableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = self
        delegate = self
    }
    required init?(coder: Coder) { nil }


    /// A height between 10 and 69 points, the same for a row until the salt changes.
    func height(of indexPath: IndexPath) -> CGFloat {
        CGFloat(10 + (indexPath.row &* 31 &+ indexPath.section &* 7 &+ heightSalt &* 13) % 60)
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < rows.count ? rows[section] : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.numberOfLines = selfSizes ? 0 : 1
        cell.textLabel?.text = selfSizes ? sizingText(for: indexPath) : "\(indexPath.section).\(indexPath.row)"
        world?.maybeAct(from: self)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 0 ? "Section \(section)" : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        selfSizes ? TableView.automaticDimension : height(of: indexPath)
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
}

/// The tables of a run, made on first use.
@MainActor
final class TableChaos {
    var tables: [ChaosTable] = []
}

/// Table views in the random operations: shown in windows and moved, reloaded, their counts and
/// heights changed with and without a reload, estimates switched, scrolled by code and by
/// fingers, rows tapped, resized, rows selected and deselected. After idle, the cells on show are
/// exactly the rows that meet the bounds, each framed at its row and selected as its row is.
extension World {
    /// The two tables of the run, made on first use.
    var tablePool: [ChaosTable] {
        let state = tableState
        if state.tables.isEmpty {
            state.tables = (0..<2).map { index in
                let table = ChaosTable(world: self, number: index)
                track(table, table.name)
                return table
            }
        }
        return state.tables
    }

    func performTableOperation() {
        let table = tablePool[pick(tablePool.count)]
        let label = table.name
        if chance(4) { return performTableSizingOperation(on: table) }
        switch pick(13) {
        case 0, 1:
            let shown = windows.filter { !$0.isHidden }
            let parent: ViewNode = chance(3) ? anyView() : element(shown) ?? anyView()
            guard parent !== table, !parent.isDescendant(of: table) else { return }
            note("\(name(parent)).addSubview(\(label))")
            parent.addSubview(table)
        case 2:
            note("\(label).reloadData()")
            table.reloadData()
        case 3:
            table.rows = (0..<pick(4)).map { _ in chance(8) ? 100_000 : pick(40) }
            let reloads = !chance(4)
            note("\(label).rows = \(table.rows)\(reloads ? ", reloadData()" : " without a reload")")
            if reloads { table.reloadData() }
        case 4:
            let offset = CGPoint(x: 0, y: CGFloat(pick(Int(table.contentSize.height) + 200)) - 100)
            let animated = chance(3)
            note("\(label).setContentOffset(\(offset), animated: \(animated))")
            table.setContentOffset(offset, animated: animated)
        case 5:
            let sections = table.numberOfSections
            guard sections > 0 else { return }
            let section = pick(sections)
            let rowCount = table.numberOfRows(inSection: section)
            guard rowCount > 0 else { return }
            let indexPath = IndexPath(row: pick(rowCount), section: section)
            let position = TableView.ScrollPosition.allCases[pick(4)]
            let animated = chance(3)
            note("\(label).scrollToRow(at: \(indexPath), at: \(position), animated: \(animated))")
            table.scrollToRow(at: indexPath, at: position, animated: animated)
        case 6, 7:
            // Fingers drive the loop: never from inside a callback.
            guard hookDepth == 0, let window = table.window, !window.isHidden else { return }
            let point = table.convert(CGPoint(x: table.bounds.midX, y: table.bounds.midY), to: window)
            let velocity = CGPoint(x: 0, y: CGFloat(pick(9)) - 4)
            if chance(2) {
                let tapped = CGPoint(x: point.x, y: point.y + CGFloat(pick(Int(table.bounds.height) + 1)) - table.bounds.height / 2)
                note("tap \(label) at \(tapped)")
                window.tap(at: tapped)
            } else {
                note("flick \(label) at \(point), velocity \(velocity)")
                window.flick(from: point, velocity: velocity)
            }
        case 8:
            let estimate: CGFloat = table.estimatedRowHeight > 0 ? 0 : 30
            note("\(label).estimatedRowHeight = \(estimate)")
            table.estimatedRowHeight = estimate
        case 9:
            let size = CGSize(width: CGFloat(60 + pick(100)), height: CGFloat(40 + pick(200)))
            note("\(label).frame.size = \(size)")
            table.frame.size = size
        case 10:
            table.heightSalt += 1
            let reloads = chance(2)
            note("\(label): new row heights\(reloads ? ", reloadData()" : " without a reload")")
            if reloads { table.reloadData() }
        case 11:
            let sections = table.numberOfSections
            guard sections > 0, !chance(4) else {
                note("\(label).selectRow(at: nil)")
                return table.selectRow(at: nil, animated: false, scrollPosition: .none)
            }
            let section = pick(sections)
            let rowCount = table.numberOfRows(inSection: section)
            guard rowCount > 0 else { return }
            let indexPath = IndexPath(row: pick(rowCount), section: section)
            table.allowsMultipleSelection = chance(2)
            if table.indexPathsForSelectedRows?.contains(indexPath) == true {
                note("\(label).deselectRow(at: \(indexPath))")
                table.deselectRow(at: indexPath, animated: chance(2))
            } else {
                let position = TableView.ScrollPosition.allCases[pick(4)]
                note("\(label).selectRow(at: \(indexPath), scrollPosition: \(position))")
                table.selectRow(at: indexPath, animated: chance(2), scrollPosition: position)
            }
        default:
            note("\(label).removeFromSuperview()")
            table.removeFromSuperview()
        }
    }

    // MARK: - Checks

    /// After idle: in every table in a window of `loop`, the rows on show are a run of
    /// consecutive rows that meet the bounds, the rows just before and after it do not, and each
    /// cell is a shown subview of the table framed at its row.
    func tableViolation(in loop: MainRunLoop) -> String? {
        for table in tableState.tables where table.window?.runLoop === loop && !loop.isFrozen {
            let label = table.name
            let paths = table.indexPathsForVisibleRows ?? []
            let cells = table.visibleCells
            let bounds = table.bounds
            func meets(_ indexPath: IndexPath) -> Bool {
                let rect = table.rectForRow(at: indexPath)
                return rect.minY < bounds.maxY && rect.maxY > bounds.minY
            }
            for (indexPath, cell) in zip(paths, cells) {
                if !meets(indexPath) { return "\(label) shows \(indexPath), which is outside its bounds \(bounds)" }
                if cell.superview !== table || cell.isHidden { return "\(label)'s cell for \(indexPath) is not shown in it" }
                let selected = table.indexPathsForSelectedRows?.contains(indexPath) == true
                if cell.isSelected != selected {
                    return "\(label)'s cell for \(indexPath) has isSelected \(cell.isSelected), but the row's selection is \(selected)"
                }
                // A frame is stored as a centre and a size: a fractional height (self-sizing
                // text) reads its origin back within a rounding error.
                let rect = table.rectForRow(at: indexPath)
                let frame = cell.frame
                if [frame.minX - rect.minX, frame.minY - rect.minY, frame.width - rect.width, frame.height - rect.height]
                    .contains(where: { abs($0) > 1e-9 }) {
                    return "\(label)'s cell for \(indexPath) is at \(cell.frame), not \(table.rectForRow(at: indexPath))"
                }
            }
            let all = allRows(of: table, near: paths)
            let expected = all.filter(meets)
            if expected != paths { return "\(label) shows \(paths), but rows \(expected) meet its bounds \(bounds)" }
        }
        return nil
    }

    /// The rows of `table` worth checking: all of them when there are few, else the rows on show
    /// and their neighbours.
    private func allRows(of table: TableView, near paths: [IndexPath]) -> [IndexPath] {
        let sections = table.numberOfSections
        let counts = (0..<sections).map { table.numberOfRows(inSection: $0) }
        let ordered = counts.enumerated().flatMap { section, count in
            count > 2_000 ? [] : (0..<count).map { IndexPath(row: $0, section: section) }
        }
        guard counts.allSatisfy({ $0 <= 2_000 }) else {
            // Large sections: the rows on show and two rows either side of them.
            var near = Set(ordered)
            for path in paths {
                for delta in -2...2 where (0..<counts[path.section]).contains(path.row + delta) {
                    near.insert(IndexPath(row: path.row + delta, section: path.section))
                }
            }
            return near.sorted()
        }
        return ordered
    }
}
