import Foundation
import HeadlessKit

extension LayoutMeasurement {
    /// The results as JSON in the schema ``LayoutMeasurement`` describes: stable keys, durations
    /// in integer nanoseconds, keys sorted so the same results give the same bytes.
    public func json() throws -> Data {
        try JSONSerialization.data(withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys])
    }

    /// The JSON object ``json()`` writes.
    var jsonObject: [String: Any] {
        let first = counts
        return [
            "schemaVersion": 1,
            "durationUnit": "nanoseconds",
            "iterations": iterations.count,
            "warmUpIterations": warmUpIterations,
            "countsVary": countsVary,
            "notes": notes,
            "duration": Self.json(duration),
            "phases": phases.map { phase in
                var object = Self.json(phase.duration)
                object["name"] = phase.name.rawValue
                object["runs"] = first?.phase(phase.name).runs ?? 0
                object["viewsVisited"] = first?.phase(phase.name).viewsVisited ?? 0
                return object
            },
            "counts": first.map(Self.json) ?? NSNull(),
            "perIteration": iterations.map { iteration in
                [
                    "duration": TextColumns.nanoseconds(iteration.duration),
                    "phases": Dictionary(uniqueKeysWithValues: CommitReport.Phase.Name.allCases.map { name in
                        (name.rawValue, [
                            "duration": TextColumns.nanoseconds(iteration.phaseDuration(name)),
                            "runs": iteration.counts.phase(name).runs,
                            "viewsVisited": iteration.counts.phase(name).viewsVisited,
                        ])
                    }),
                    "counts": Self.json(iteration.counts),
                ] as [String: Any]
            },
        ]
    }

    private static func json(_ statistics: Statistics) -> [String: Any] {
        ["median": TextColumns.nanoseconds(statistics.median), "minimum": TextColumns.nanoseconds(statistics.minimum),
         "maximum": TextColumns.nanoseconds(statistics.maximum)]
    }

    private static func json(_ counts: Counts) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: counts.namedValues.map { ($0.name, $0.value as Any) })
    }
}
