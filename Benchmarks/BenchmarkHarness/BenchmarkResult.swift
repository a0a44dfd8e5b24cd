/// Median, minimum and maximum of a set of timing samples, in nanoseconds.
public struct TimingStatistics: Codable, Sendable {
    public let median: Double
    public let minimum: Double
    public let maximum: Double
    public let samples: Int

    /// Summarises `samples` (nanoseconds per call).
    public init(samples values: [Double]) {
        let sorted = values.sorted()
        precondition(!sorted.isEmpty, "a timing needs at least one sample")
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted.first!
        maximum = sorted.last!
        samples = sorted.count
    }
}

/// One benchmark's figures: its timing, an optional same-run baseline, and deterministic counts.
public struct BenchmarkResult: Codable, Sendable {
    public let name: String
    public let timing: TimingStatistics?
    public let baseline: TimingStatistics?
    public let counts: [String: Int]
    public let target: String?
    /// What the baseline is, as printed before its median ("C" for the C tree walk).
    public let baselineLabel: String

    /// Creates a result; `baseline` is the reference work measured in the same run.
    public init(name: String, timing: TimingStatistics?, baseline: TimingStatistics? = nil,
                baselineLabel: String = "C", counts: [String: Int] = [:], target: String? = nil) {
        self.name = name
        self.timing = timing
        self.baseline = baseline
        self.baselineLabel = baselineLabel
        self.counts = counts
        self.target = target
    }

    /// The median time divided by the baseline's median.
    public var ratio: Double? {
        guard let timing, let baseline, baseline.median > 0 else { return nil }
        return timing.median / baseline.median
    }

    var formatted: String {
        var line = name.padding(toLength: 44, withPad: " ", startingAt: 0)
        if let timing {
            line += " median \(Self.format(timing.median)) (min \(Self.format(timing.minimum)), max \(Self.format(timing.maximum)))"
        }
        if let baseline, let ratio {
            line += "  \(baselineLabel) \(Self.format(baseline.median))  ×\(String(format: "%.1f", ratio))"
        }
        if !counts.isEmpty {
            line += "  " + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        if let target { line += "  [target: \(target)]" }
        return line
    }

    static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}
