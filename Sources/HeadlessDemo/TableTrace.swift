import Foundation
import HeadlessKit

/// Writes a table's data source and delegate calls and its scrolls readably: a run of three or
/// more calls of one method on consecutive rows becomes one line (`heightForRowAt ×20 (0.0 … 0.19)`),
/// as does a run of rows each asked `cellForRowAt` then told `willDisplay`; frames of a scroll
/// in which no row crossed the bounds become one `scrollViewDidScroll ×N` line, and a frame in
/// which rows did shows on one line what the table asked and told, in order.
@MainActor
final class TableTrace {
    /// Writes one line with the time stamp it was first seen at.
    var write: (String, String) -> Void = { _, _ in }
    /// The current time stamp.
    var stamp: () -> String = { "" }
    /// Whether a finger or a deceleration is scrolling the table: its controller's per-frame
    /// layout callbacks are left out meanwhile, so that the frames collapse.
    var isScrolling = false

    /// A call about a row or section, or a scroll frame's offset.
    private enum Entry {
        case call(String, IndexPath?)
        case scroll(CGFloat)
    }

    private var pending: [(stamp: String, entry: Entry)] = []

    /// Records a call of `method`, about `indexPath` (a section is `[section]`) or nothing.
    func call(_ method: String, _ indexPath: IndexPath? = nil) {
        pending.append((stamp(), .call(method, indexPath)))
    }

    /// Records a frame's `scrollViewDidScroll` at `offset`.
    func scrolled(to offset: CGFloat) {
        pending.append((stamp(), .scroll(offset)))
    }

    /// Writes everything recorded, collapsed, and forgets it.
    func flush() {
        let entries = pending
        pending = []
        var index = 0
        while index < entries.count {
            if case .scroll = entries[index].entry {
                index = writeScrollFrames(entries, from: index)
            } else {
                index = writeCalls(entries, from: index, until: entries.count)
            }
        }
    }

    // MARK: - Scroll frames

    /// Writes the scroll frames from `start` (a frame is a didScroll and the calls after it);
    /// returns the index after them.
    private func writeScrollFrames(_ entries: [(stamp: String, entry: Entry)], from start: Int) -> Int {
        var index = start
        var quiet: (stamp: String, count: Int, first: CGFloat, last: CGFloat)?
        func writeQuiet() {
            guard let run = quiet else { return }
            write(run.stamp, run.count == 1 ? "scrollViewDidScroll (offset \(Self.number(run.last)))"
                  : "scrollViewDidScroll ×\(run.count) (offset \(Self.number(run.first)) … \(Self.number(run.last)), one per frame)")
            quiet = nil
        }
        while index < entries.count, case .scroll(let offset) = entries[index].entry {
            let stamp = entries[index].stamp
            var end = index + 1
            while end < entries.count, case .call = entries[end].entry { end += 1 }
            if end == index + 1 {
                quiet = (quiet?.stamp ?? stamp, (quiet?.count ?? 0) + 1, quiet?.first ?? offset, offset)
            } else {
                writeQuiet()
                let calls = describeCalls(entries[(index + 1)..<end].map(\.entry))
                write(stamp, "scrollViewDidScroll (offset \(Self.number(offset))) → " + calls.joined(separator: " → "))
            }
            index = end
        }
        writeQuiet()
        return index
    }

    // MARK: - Calls

    private func writeCalls(_ entries: [(stamp: String, entry: Entry)], from start: Int, until end: Int) -> Int {
        var stop = start
        while stop < end, case .call = entries[stop].entry { stop += 1 }
        let runs = collapse(entries[start..<stop].map(\.entry))
        var offset = start
        for run in runs {
            write(entries[offset].stamp, run.line)
            offset += run.length
        }
        return stop
    }

    private func describeCalls(_ entries: [Entry]) -> [String] {
        collapse(entries).map(\.line)
    }

    /// Groups calls into lines: runs of one method over consecutive rows, runs of
    /// cellForRowAt → willDisplay pairs, and single calls.
    private func collapse(_ entries: [Entry]) -> [(line: String, length: Int)] {
        let calls = entries.compactMap { entry -> (String, IndexPath?)? in
            if case .call(let method, let path) = entry { return (method, path) }
            return nil
        }
        var lines: [(line: String, length: Int)] = []
        var index = 0
        while index < calls.count {
            // Pairs: cellForRowAt p, willDisplay p, for consecutive rows.
            var pairs = 0
            while index + 2 * pairs + 1 < calls.count,
                  calls[index + 2 * pairs].0 == "cellForRowAt", calls[index + 2 * pairs + 1].0 == "willDisplay",
                  calls[index + 2 * pairs].1 == calls[index + 2 * pairs + 1].1,
                  pairs == 0 || Self.follows(calls[index + 2 * pairs].1, calls[index + 2 * pairs - 2].1) {
                pairs += 1
            }
            if pairs >= 3 {
                let first = calls[index].1, last = calls[index + 2 * pairs - 2].1
                lines.append(("cellForRowAt → willDisplay, row by row ×\(pairs) (\(Self.path(first)) … \(Self.path(last)))", 2 * pairs))
                index += 2 * pairs
                continue
            }
            var run = 1
            while index + run < calls.count, calls[index + run].0 == calls[index].0,
                  Self.follows(calls[index + run].1, calls[index + run - 1].1) {
                run += 1
            }
            if run >= 3 {
                let first = calls[index].1, last = calls[index + run - 1].1
                lines.append(("\(calls[index].0) ×\(run) (\(Self.path(first)) … \(Self.path(last)))", run))
                index += run
            } else {
                lines.append(("\(calls[index].0)" + (calls[index].1.map { " \(Self.path($0))" } ?? ""), 1))
                index += 1
            }
        }
        return lines
    }

    /// Whether `next` is the row (or section) right after `previous`.
    private static func follows(_ next: IndexPath?, _ previous: IndexPath?) -> Bool {
        guard let next, let previous, next.count == previous.count else { return false }
        if next.count == 1 { return next[0] == previous[0] + 1 }
        return next.section == previous.section && next.row == previous.row + 1
    }

    /// A row as `section.row`, a section as `section`.
    static func path(_ indexPath: IndexPath?) -> String {
        guard let indexPath else { return "" }
        return indexPath.count == 2 ? "\(indexPath.section).\(indexPath.row)" : "\(indexPath[0])"
    }

    static func number(_ value: CGFloat) -> String { String(format: "%.1f", value) }
}
