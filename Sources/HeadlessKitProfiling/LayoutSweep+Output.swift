import Foundation
import HeadlessKit

extension LayoutSweep {
    /// The sweep as a text table: one line per size with its median total time, its counts and
    /// the growth factors from the previous size, then the notes of the sweep and of each size.
    public var table: String { table(includingTimes: true) }

    /// The sweep as a text table, with or without the time columns; without them it holds only
    /// exact counts and their growth factors, the same on every run.
    public func table(includingTimes: Bool) -> String {
        typealias C = TextColumns
        let timeHeader = includingTimes ? C.right("median", 12) + C.right("growth", 8) : ""
        var lines = [C.right("size", 8) + C.right("growth", 8) + timeHeader
            + C.right("layouts", 9) + C.right("growth", 8) + C.right("updates", 9) + C.right("growth", 8)
            + C.right("views", 9) + C.right("growth", 8) + C.right("pivots", 9) + C.right("growth", 8)]
        for point in points {
            let counts = point.measurement.counts
            var line = C.right("\(point.size)", 8) + C.right(C.factor(point.growth?.size), 8)
            if includingTimes {
                line += C.right(C.milliseconds(point.measurement.duration.median), 12) + C.right(C.factor(point.growth?.duration), 8)
            }
            func column(_ value: Int?, _ growth: Double?) -> String {
                C.right(value.map(String.init) ?? "—", 9) + C.right(C.factor(growth), 8)
            }
            line += column(counts?.layoutSubviews, point.growth?.layoutSubviews)
                + column(counts?.updateConstraints, point.growth?.updateConstraints)
                + column(counts.map { $0.phases.reduce(0) { $0 + $1.viewsVisited } }, point.growth?.viewsVisited)
                + column(counts?.solver.pivots, point.growth?.pivots)
            lines.append(line)
        }
        lines += notes.map { "note: \($0)" }
        for point in points {
            lines += point.measurement.notes.map { "note (size \(point.size)): \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// The sweep as JSON in the schema ``LayoutSweep`` describes, keys sorted.
    public func json() throws -> Data {
        let object: [String: Any] = [
            "schemaVersion": 1,
            "durationUnit": "nanoseconds",
            "notes": notes,
            "sizes": points.map { point in
                [
                    "size": point.size,
                    "measurement": point.measurement.jsonObject,
                    "growth": point.growth.map(Self.json) ?? NSNull(),
                ] as [String: Any]
            },
        ]
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }

    private static func json(_ growth: Growth) -> [String: Any] {
        func value(_ ratio: Double?) -> Any { ratio ?? NSNull() }
        return ["size": growth.size, "duration": value(growth.duration), "updateConstraints": value(growth.updateConstraints),
                "layoutSubviews": value(growth.layoutSubviews), "draw": value(growth.draw),
                "viewsVisited": value(growth.viewsVisited), "pivots": value(growth.pivots)]
    }
}
