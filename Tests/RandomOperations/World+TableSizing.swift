import Foundation
import HeadlessKit

extension ChaosTable {
    /// Between 1 and 24 words, the same for a row until the text salt changes: one to several
    /// lines in the chaos tables' narrow widths.
    func sizingText(for indexPath: IndexPath) -> String {
        let words = 1 + (indexPath.row &* 7 &+ indexPath.section &* 3 &+ textSalt &* 11) % 24
        return Array(repeating: "word", count: words).joined(separator: " ")
    }
}

/// Self-sizing rows and floating headers in the random operations: tables switched to rows that
/// size themselves from wrapping text (with random estimates), the text changed with or without a
/// reload, and scrolls up and down into rows whose estimates were wrong. After idle, every header
/// on show in a plain table is where floating puts it (the cells at their rows are checked by the
/// table checks).
extension World {
    func performTableSizingOperation(on table: ChaosTable) {
        let label = table.name
        switch pick(5) {
        case 0:
            table.selfSizes.toggle()
            let estimate = CGFloat(table.selfSizes ? 10 + pick(80) : 0)
            note("\(label): self-sizing \(table.selfSizes), estimatedRowHeight = \(estimate)")
            table.rowHeight = table.selfSizes ? TableView.automaticDimension : 44
            table.estimatedRowHeight = estimate
            table.reloadData()
        case 1:
            table.textSalt += 1
            let reloads = chance(2)
            note("\(label): new row texts\(reloads ? ", reloadData()" : " without a reload")")
            if reloads { table.reloadData() }
        case 2, 3:
            let distance = CGFloat(pick(400))
            let up = chance(2)
            let offset = CGPoint(x: 0, y: table.contentOffset.y + (up ? -distance : distance))
            let animated = chance(3)
            note("\(label).setContentOffset(\(offset), animated: \(animated)) (\(up ? "up" : "down"))")
            table.setContentOffset(offset, animated: animated)
        default:
            let accessory = TableViewCell.AccessoryType.allCases[pick(TableViewCell.AccessoryType.allCases.count)]
            note("\(label): visible cells' accessoryType = \(accessory)")
            for cell in table.visibleCells { cell.accessoryType = accessory }
        }
    }

    // MARK: - Checks

    /// After idle: in every plain table in a window of `loop`, each section header on show is at
    /// the top of the visible area, or lower at its own place, or pushed up by its section's end.
    func floatingHeaderViolation(in loop: MainRunLoop) -> String? {
        for table in tableState.tables where table.window?.runLoop === loop && !loop.isFrozen && table.style == .plain {
            let top = table.bounds.minY + table.adjustedContentInset.top
            for section in 0..<table.numberOfSections {
                guard let header = table.headerView(forSection: section) else { continue }
                let natural = table.rectForHeader(inSection: section)
                let end = table.rectForFooter(inSection: section).maxY
                let expected = CGRect(
                    x: natural.minX, y: min(max(natural.minY, top), end - natural.height), width: natural.width, height: natural.height)
                // Within a rounding error: a frame is stored as a centre and a size.
                let frame = header.frame
                if [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
                    frame.height - expected.height].contains(where: { abs($0) > 1e-9 }) {
                    return "\(table.name)'s header of section \(section) is at \(header.frame), not \(expected)"
                }
            }
        }
        return nil
    }
}
