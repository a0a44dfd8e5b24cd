import Foundation

/// Runs benchmarks with warm-up and repetitions, prints medians beside a baseline, and writes
/// JSON. Benchmarks may read the wall clock; tests never do.
public final class BenchmarkRunner {
    /// Whether the run is the quick one CI makes (few repetitions, small sizes) so benchmarks
    /// cannot rot; its timings are not meant to be quoted.
    public let isQuick: Bool
    private let jsonPath: String?
    private let filter: String?
    private(set) var results: [BenchmarkResult] = []

    /// Reads `--quick`, `--json PATH` and `--filter TEXT` from the command line.
    public init(arguments: [String] = CommandLine.arguments) {
        isQuick = arguments.contains("--quick")
        jsonPath = arguments.firstIndex(of: "--json").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        filter = arguments.firstIndex(of: "--filter").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }

    /// Whether a benchmark of this name should run under `--filter`.
    public func shouldRun(_ name: String) -> Bool {
        filter.map { name.contains($0) } ?? true
    }

    /// Times `body` (after an untimed `prepare` each repetition), `innerIterations` calls per
    /// sample, and returns statistics in nanoseconds per unit of work — per call, or per one of
    /// the `unitsPerCall` units (frames, say) each call does.
    public func time(
        warmUp: Int = 2, repetitions: Int, innerIterations: Int = 1, unitsPerCall: Int = 1,
        prepare: () -> Void = {}, _ body: () -> Void
    ) -> TimingStatistics {
        let clock = ContinuousClock()
        for _ in 0..<warmUp {
            prepare()
            for _ in 0..<innerIterations { body() }
        }
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            prepare()
            let elapsed = clock.measure {
                for _ in 0..<innerIterations { body() }
            }
            samples.append(elapsed.nanoseconds / Double(innerIterations * max(unitsPerCall, 1)))
        }
        return TimingStatistics(samples: samples)
    }

    /// Records and prints one result.
    public func record(_ result: BenchmarkResult) {
        results.append(result)
        print(result.formatted)
    }

    /// Writes every recorded result as JSON, if `--json` was given.
    public func finish() throws {
        guard let jsonPath else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(results).write(to: URL(fileURLWithPath: jsonPath))
        print("wrote \(results.count) results to \(jsonPath)")
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    public var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
