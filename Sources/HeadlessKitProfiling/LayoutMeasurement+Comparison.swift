import HeadlessKit

extension LayoutMeasurement {
    /// The counts of this measurement next to `other`'s, as a text table: one line per count —
    /// every count of ``Counts``, then each phase's runs and views visited — with both values.
    ///
    /// Compare a screen before and after a fix, or two ways of making the same change. The table
    /// holds only exact counts, the same on every run: a test can pin the whole text. A
    /// measurement with no counts (refused, or nothing measured) shows `—`.
    ///
    /// - Parameters:
    ///   - other: the measurement to put in the second column.
    ///   - titles: the two columns' headers; `before` and `after` by default.
    ///   - differencesOnly: whether to leave out the counts that are the same in both.
    public func countsTable(
        comparedWith other: LayoutMeasurement, titles: (String, String) = ("before", "after"), differencesOnly: Bool = false
    ) -> String {
        typealias C = TextColumns
        let mine = counts?.comparedValues
        let theirs = other.counts?.comparedValues
        let names = (mine ?? theirs ?? []).map(\.name)
        let width = max(8, titles.0.count + 2, titles.1.count + 2)
        var lines = [C.left("count", 26) + C.right(titles.0, width) + C.right(titles.1, width)]
        for (index, name) in names.enumerated() {
            let values = [mine, theirs].map { $0.map { String($0[index].value) } ?? "—" }
            if differencesOnly, values[0] == values[1] { continue }
            lines.append(C.left(name, 26) + C.right(values[0], width) + C.right(values[1], width))
        }
        return lines.joined(separator: "\n")
    }
}
