import Foundation

/// One measured workload, printed as a JSON line in `Benchmarks/Kiwi/kiwi_bench.py`'s schema.
struct Record: Codable {
    var impl = "headlesskit-swift"
    var workload: String
    var n: Int
    var unit: String
    var median: Double
    var min: Double
    var max: Double
    var reps: Int
    var inner: Int
    var checksum: Double
    var expected: Double
    var ok: Bool

    init(_ workload: String, _ family: Family, n: Int, unit: String, samples: [Double], inner: Int,
         checksum: Double, expected: Double) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        self.workload = "\(workload)_\(family.rawValue)"
        self.n = n
        self.unit = unit
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first!
        max = sorted.last!
        reps = samples.count
        self.inner = inner
        self.checksum = checksum
        self.expected = expected
        ok = abs(checksum - expected) <= 1e-6 * Swift.max(1, abs(expected))
    }

    func printLine() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try! encoder.encode(self), as: UTF8.self))
    }
}

/// A `kiwi_bench.py` line (only the fields the ratio table needs).
struct KiwiRecord: Decodable {
    var workload: String?
    var n: Int?
    var median: Double?
    var ok: Bool?
}

/// Prints `| workload | N | ours | kiwi | ratio |` for every workload both runs measured.
func printRatioTable(ours: [Record], kiwiPath: String) {
    guard let text = try? String(contentsOfFile: kiwiPath, encoding: .utf8) else {
        print("# cannot read \(kiwiPath)")
        return
    }
    var kiwi: [String: Double] = [:]
    for line in text.split(separator: "\n") {
        guard let record = try? JSONDecoder().decode(KiwiRecord.self, from: Data(line.utf8)),
              let workload = record.workload, let n = record.n, let median = record.median else { continue }
        kiwi["\(workload)@\(n)"] = median
    }
    print("| workload | N | HeadlessKit | kiwi | ratio |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for record in ours {
        guard let reference = kiwi["\(record.workload)@\(record.n)"] else { continue }
        let unit = record.unit == "ms_per_build" ? "ms" : "µs"
        print("| \(record.workload) | \(record.n) | \(format(record.median)) \(unit) | \(format(reference)) \(unit) | \(String(format: "%.4f", record.median / reference))× |")
    }
}

func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : value >= 1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
}
