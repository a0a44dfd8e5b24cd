import Foundation
import HeadlessKit
import TestSupport

/// The seeded random-operation tester: builds a small app — windows on two run loops, views,
/// plain and container controllers, constraints — and applies random operations to it, with hooks
/// that act from inside every callback, checking after each operation that every structure is
/// sound, after each idle loop that no work is left pending, and at the end that nothing leaked.
///
/// Every operation `i` of seed `s` draws from its own generator, seeded from `(s, i)`, so a run
/// restricted to some of the operations (`only:`) replays each of them as it was: that is what
/// shrinking a failing run to a short reproduction relies on.
@MainActor
public enum RandomOperations {
    /// Which operations a run draws from.
    public enum Profile: String, Sendable, CaseIterable {
        /// Only well-formed use: any failure is a bug.
        case wellFormed = "well-formed"
        /// Well-formed use mixed with misuse and non-finite numbers: misuse must be refused with a
        /// diagnostic, leaving the structures as they were.
        case misuse
    }

    /// How one seed ended.
    public struct SeedReport: Sendable {
        /// The seed.
        public let seed: UInt64
        /// Operations run (top level; hooks' operations are counted in ``hookOperations``).
        public let operations: Int
        /// Operations run by hooks from inside callbacks.
        public let hookOperations: Int
        /// Misuse operations whose refusal was checked.
        public let refusals: Int
        /// Diagnostics reported over the run.
        public let diagnostics: Int
        /// The first failure, with the operation it followed, or `nil`.
        public let failure: Failure?
    }

    /// What went wrong in a seed.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The operation index after which the failure was seen (`nil`: at the final leak check).
        public let operation: Int?
        /// What was wrong.
        public let message: String

        /// `operation 12: …` or `at teardown: …`.
        public var description: String {
            if let operation { return "operation \(operation): \(message)" }
            return "at teardown: \(message)"
        }
    }

    /// Runs `seed`: `operations` operations of `profile` (or only those listed in `only`, by index),
    /// each followed by the checks, then the teardown leak check. `log` receives one line per
    /// operation (and per hook operation), for `--verbose` replays; `progress` is told the index of
    /// each operation before it runs, for a watchdog.
    public static func run(
        seed: UInt64, operations: Int, profile: Profile, only: Set<Int>? = nil,
        log: ((String) -> Void)? = nil, progress: ((Int) -> Void)? = nil
    ) -> SeedReport {
        var world: World? = World(seed: seed, profile: profile, log: log)
        var failure: Failure?
        var counted = 0
        for index in 0..<operations where only?.contains(index) ?? true {
            progress?(index)
            counted += 1
            if let message = world!.performOperation(index) {
                failure = Failure(operation: index, message: message)
                break
            }
        }
        let hookOperations = world!.hookOperations
        let refusals = world!.refusals
        let diagnostics = world!.diagnosticCount
        let tracked = world!.tracked
        world!.tearDown()
        world = nil
        if failure == nil {
            let leaked = tracked.compactMap { $0.leakDescription }
            if !leaked.isEmpty {
                failure = Failure(operation: nil, message: "leaked \(leaked.count) object(s): \(leaked.prefix(40).joined(separator: ", "))")
            }
        }
        return SeedReport(
            seed: seed, operations: counted, hookOperations: hookOperations, refusals: refusals,
            diagnostics: diagnostics, failure: failure)
    }

    /// The generator of operation `index` of `seed`.
    static func generator(seed: UInt64, operation index: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
        _ = mixer.next()
        return mixer
    }
}

/// A weak reference to an object the run made, checked at the end of the seed.
@MainActor
final class TrackedObject {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject, name: String) {
        self.object = object
        self.name = name
    }

    /// The object's name if it is still alive.
    var leakDescription: String? { object == nil ? nil : name }
}
