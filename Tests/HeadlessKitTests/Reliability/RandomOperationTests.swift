import Foundation
import RandomOperations
import Testing

/// The random-operation tester's fixed budget for every test run: seeds of both profiles, each
/// hundreds of operations with hooks acting from inside callbacks. A failure names the seed and
/// the command that replays and shrinks it (`swift run RandomOperationTester --seed …`).
@MainActor
@Suite struct RandomOperationTests {
    @Test(arguments: RandomOperations.Profile.allCases, 0..<4)
    func randomOperationsNeverBreakAStructureLeaveWorkPendingOrLeak(profile: RandomOperations.Profile, batch: Int) {
        // A hang cannot be a failed expectation (the main actor is stuck in it): the watchdog
        // names the seed and operation and stops the process.
        let watchdog = Watchdog()
        watchdog.start(timeout: 60) { fatalError("\($0). Shrink it: swift run RandomOperationTester --seed … as printed") }
        defer { watchdog.stop() }
        for seed in UInt64(batch * 15)..<UInt64(batch * 15 + 15) {
            let report = RandomOperations.run(
                seed: seed, operations: 250, profile: profile,
                progress: { watchdog.at(seed: seed, operation: $0, profile: profile) })
            if let failure = report.failure {
                Issue.record("""
                    seed \(seed) (\(profile.rawValue)): \(failure)
                    Shrink and replay it: swift run RandomOperationTester --seed \(seed) --operations 250 --profile \(profile.rawValue)
                    """)
            }
        }
    }

    /// A navigation transition started in one loop's window and waiting for that loop's commit is
    /// not stuck while the loop's app is suspended: it finishes when the app comes back. (Found by
    /// the tester once display links and animations changed its draws: seed 217, shrunk.)
    @Test func aTransitionWaitingForASuspendedAppsLoopIsNotReportedAsStuck() {
        let report = RandomOperations.run(
            seed: 217, operations: 300, profile: .misuse,
            only: [14, 16, 22, 40, 49, 50, 51, 67, 70, 79, 80, 93, 100, 107, 108, 109, 115, 117, 131, 141, 158, 163, 174, 189, 195, 205, 209])
        #expect(report.failure == nil, "\(report.failure.map(String.init(describing:)) ?? "")")
    }

    /// The same seed replays the same run: the reproduction a failure prints can be trusted.
    @Test func aSeedReplaysExactly() {
        var first: [String] = []
        var second: [String] = []
        _ = RandomOperations.run(seed: 7, operations: 120, profile: .misuse, log: { first.append($0) })
        _ = RandomOperations.run(seed: 7, operations: 120, profile: .misuse, log: { second.append($0) })
        #expect(first.count > 120)
        #expect(first == second)
    }

    /// A hang cannot be a failed expectation, so the watchdog ends the process: here no operation
    /// starts for longer than its timeout, and it calls the hang handler, which exits.
    @Test func theWatchdogEndsAProcessInWhichNoOperationStarts() async {
        await #expect(processExitsWith: .exitCode(3)) {
            let watchdog = Watchdog()
            watchdog.at(seed: 5, operation: 7, profile: .misuse)
            watchdog.start(timeout: 0.5) { message in
                exit(message.hasPrefix("HANG: seed 5 (misuse), operation 7") ? 3 : 4)
            }
            while watchdog.currentOperation == 7 {}   // the hang: nothing else starts
        }
    }
}
