import Foundation
import RandomOperations

// The random-operation tester's command line: see `Options.usage`.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    print(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

installCrashReport()
let timeout = options.timeout
let operationCount = options.operations

func say(_ text: String) {
    if !options.quiet { print(text) }
}

/// A single seed with shrinking on runs in a child process first, so that a crash or a hang can
/// be shrunk as well as a failed check.
if options.seeds.count == 1, options.shrink, options.only == nil {
    let seed = options.seeds.lowerBound
    var failed = false
    for profile in options.profiles {
        var shrinker = Shrinker(seed: seed, operations: options.operations, profile: profile, timeout: timeout)
        let everything = Array(0..<options.operations)
        let outcome = shrinker.outcome(of: everything)
        guard outcome != .passed else {
            print("seed \(seed) (\(profile.rawValue)): passed")
            continue
        }
        failed = true
        print("seed \(seed) (\(profile.rawValue)): \(outcome); shrinking…")
        let steps = shrinker.shrink(everything, failing: outcome)
        print("shrunk to \(steps.count) operation(s); replay with:")
        print("RandomOperationTester --seed \(seed) --operations \(options.operations) --profile \(profile.rawValue) "
            + "--only \(steps.map(String.init).joined(separator: ",")) --verbose")
    }
    exit(failed ? 1 : 0)
}

// The parent of a shrink runs no operation itself; only the runs that do are watched.
watchdog.start(timeout: timeout) { hang in
    let shrink = "RandomOperationTester --seed \(watchdog.currentSeed) --operations \(operationCount) "
        + "--profile \(watchdog.currentProfile.rawValue)"
    FileHandle.standardError.write(Data("\(hang). Shrink it: \(shrink)\n".utf8))
    exit(3)
}

let clock = ContinuousClock()
let started = clock.now
var totals = (seeds: 0, operations: 0, hookOperations: 0, refusals: 0, diagnostics: 0, failures: 0)
for profile in options.profiles {
    for seed in options.seeds {
        let report = RandomOperations.run(
            seed: seed, operations: options.operations, profile: profile, only: options.only,
            log: options.verbose ? { print($0) } : nil,
            progress: { watchdog.at(seed: seed, operation: $0, profile: profile) })
        watchdog.at(seed: seed, operation: -1, profile: profile)
        totals.seeds += 1
        totals.operations += report.operations
        totals.hookOperations += report.hookOperations
        totals.refusals += report.refusals
        totals.diagnostics += report.diagnostics
        guard let failure = report.failure else { continue }
        totals.failures += 1
        // For the shrinker, which runs this program on subsets and compares failures.
        if options.quiet { print("FAILURE \(failure.message)") }
        say("FAIL seed \(seed) (\(profile.rawValue)): \(failure)")
        guard options.shrink, options.only == nil else { continue }
        let last = failure.operation ?? (options.operations - 1)
        var shrinker = Shrinker(seed: seed, operations: options.operations, profile: profile, timeout: timeout)
        let steps = shrinker.shrink(Array(0...last), failing: .failedCheck(Shrinker.signature(of: failure.message)))
        let command = "RandomOperationTester --seed \(seed) --operations \(options.operations) --profile \(profile.rawValue) "
            + "--only \(steps.map(String.init).joined(separator: ",")) --verbose"
        say("  shrunk to \(steps.count) operation(s); replay with:\n  \(command)")
        let replay = RandomOperations.run(
            seed: seed, operations: options.operations, profile: profile, only: Set(steps), log: { say("    " + $0) })
        say("  → \(replay.failure.map(String.init(describing:)) ?? "passed alone (the failure needs more context)")")
    }
}
let elapsed = clock.now - started
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let rate = seconds > 0 ? Double(totals.operations + totals.hookOperations) / seconds : 0
print("""
    random operations: \(totals.seeds) seed runs, \(totals.operations) operations + \(totals.hookOperations) from hooks, \
    \(totals.refusals) checked refusals, \(totals.diagnostics) diagnostics; \(totals.failures) failed; \
    \(String(format: "%.1f", seconds)) s, \(Int(rate)) operations/s
    """)
exit(totals.failures == 0 ? 0 : 1)
