/// A side-by-side comparison of an expected trace with the actual one, like `diff -y`: lines both
/// have share a row, and the rows that differ are marked changed (`|`), missing (`<`, expected
/// but not delivered) or extra (`>`, delivered but not expected), the first of them with `→`.
struct TraceDiff {
    /// One row of the comparison: an expected line, an actual line, or both, by index.
    struct Row: Equatable {
        enum Kind: Equatable { case same, changed, missing, extra }

        let kind: Kind
        let expected: Int?
        let actual: Int?
    }

    let expected: [String]
    let actual: [String]
    /// The rows, in order: a longest common subsequence of the two traces aligned, and each run
    /// of differences between its lines paired into changed rows before the leftovers.
    let rows: [Row]

    init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
        rows = Self.align(expected, actual)
    }

    /// How many rows are of `kind`.
    func count(_ kind: Row.Kind) -> Int { rows.count { $0.kind == kind } }

    /// The comparison as text: a header, then one row per line with both line numbers.
    var table: String {
        let numberWidth = String(max(expected.count, actual.count, 1)).count
        let leftWidth = max(expected.map(\.count).max() ?? 0, "expected".count)
        let blankNumber = String(repeating: " ", count: numberWidth)
        func left(_ index: Int?) -> String {
            guard let index else { return blankNumber + " " + String(repeating: " ", count: leftWidth) }
            return padded(String(index + 1), numberWidth, alignRight: true) + " " + padded(expected[index], leftWidth)
        }
        func right(_ index: Int?) -> String {
            guard let index else { return "" }
            return padded(String(index + 1), numberWidth, alignRight: true) + " " + actual[index]
        }
        let firstDifference = rows.firstIndex { $0.kind != .same }
        var lines = ["  " + blankNumber + " " + padded("expected", leftWidth) + "   " + blankNumber + " actual"]
        for (position, row) in rows.enumerated() {
            let marker = position == firstDifference ? "→ " : "  "
            let separator = switch row.kind {
            case .same: " "
            case .changed: "|"
            case .missing: "<"
            case .extra: ">"
            }
            lines.append(trimmingTrailingSpaces(marker + left(row.expected) + " " + separator + " " + right(row.actual)))
        }
        return lines.joined(separator: "\n")
    }

    private static func align(_ expected: [String], _ actual: [String]) -> [Row] {
        // suffix[i][j]: the length of a longest common subsequence of expected[i...] and actual[j...].
        var suffix = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                suffix[i][j] = expected[i] == actual[j] ? suffix[i + 1][j + 1] + 1 : max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var rows: [Row] = []
        var missing: [Int] = []
        var extra: [Int] = []
        func flushDifferences() {
            let paired = min(missing.count, extra.count)
            for k in 0..<paired { rows.append(Row(kind: .changed, expected: missing[k], actual: extra[k])) }
            for index in missing.dropFirst(paired) { rows.append(Row(kind: .missing, expected: index, actual: nil)) }
            for index in extra.dropFirst(paired) { rows.append(Row(kind: .extra, expected: nil, actual: index)) }
            missing.removeAll()
            extra.removeAll()
        }
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                flushDifferences()
                rows.append(Row(kind: .same, expected: i, actual: j))
                i += 1
                j += 1
            } else if j == actual.count || (i < expected.count && suffix[i + 1][j] >= suffix[i][j + 1]) {
                missing.append(i)
                i += 1
            } else {
                extra.append(j)
                j += 1
            }
        }
        flushDifferences()
        return rows
    }
}

/// `text` padded with spaces to `width` characters (on the left when `alignRight`).
func padded(_ text: String, _ width: Int, alignRight: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return alignRight ? padding + text : text + padding
}

/// `text` without the spaces at its end.
func trimmingTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
}
