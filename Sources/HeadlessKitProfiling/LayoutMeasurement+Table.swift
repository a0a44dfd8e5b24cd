import HeadlessKit

extension LayoutMeasurement {
    /// The results as a text table: each phase's runs, views visited and median, minimum and
    /// maximum time, the total time, then every count of an iteration and the ``notes``.
    public var table: String { table(includingTimes: true) }

    /// The results as a text table, with or without the time columns.
    ///
    /// Without times the table holds only exact counts, the same on every run: a test can pin
    /// the whole text. A count that differs between iterations is followed by every
    /// iteration's value.
    public func table(includingTimes: Bool) -> String {
        typealias C = TextColumns
        var lines = ["\(iterations.count) iterations after \(warmUpIterations) warm-up iterations"]
        guard let counts else {
            return (lines + notes.map { "note: \($0)" }).joined(separator: "\n")
        }
        let timeHeader = includingTimes ? C.right("median", 12) + C.right("min", 12) + C.right("max", 12) : ""
        lines.append(C.left("phase", 12) + C.right("runs", 6) + C.right("views", 8) + timeHeader)
        for name in CommitReport.Phase.Name.allCases {
            let phaseCounts = counts.phase(name)
            let runs = vary { $0.phase(name).runs } ? "*" : ""
            let views = vary { $0.phase(name).viewsVisited } ? "*" : ""
            var line = C.left(name.rawValue, 12) + C.right("\(phaseCounts.runs)\(runs)", 6)
                + C.right("\(phaseCounts.viewsVisited)\(views)", 8)
            if includingTimes { line += Self.timeColumns(phase(name).duration) }
            lines.append(line)
        }
        if includingTimes { lines.append(C.left("total", 26) + Self.timeColumns(duration)) }
        lines.append("counts per iteration")
        for (index, named) in counts.namedValues.enumerated() {
            let values = iterations.map { $0.counts.namedValues[index].value }
            var line = "  " + C.left(named.name, 26) + C.right("\(named.value)", 8)
            if Set(values).count > 1 { line += "  varies: " + values.map(String.init).joined(separator: ", ") }
            lines.append(line)
        }
        return (lines + notes.map { "note: \($0)" }).joined(separator: "\n")
    }

    private func vary(_ value: (Counts) -> Int) -> Bool {
        Set(iterations.map { value($0.counts) }).count > 1
    }

    private static func timeColumns(_ statistics: Statistics) -> String {
        TextColumns.right(TextColumns.milliseconds(statistics.median), 12)
            + TextColumns.right(TextColumns.milliseconds(statistics.minimum), 12)
            + TextColumns.right(TextColumns.milliseconds(statistics.maximum), 12)
    }
}
