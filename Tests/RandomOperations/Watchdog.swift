import Foundation
import Synchronization

/// Watches a run of seeds from another thread: when no operation starts for `timeout` seconds,
/// it names the seed and operation that hang and ends the process — the main actor, stuck in the
/// hang, could do neither. Also what a crash handler reads to name the seed it died in.
public final class Watchdog: Sendable {
    private let seed = Atomic<UInt64>(0)
    private let operation = Atomic<Int>(-1)
    private let ticks = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    /// 0: well-formed, 1: misuse.
    private let profileIndex = Atomic<Int>(0)
    private let wakeUp = DispatchSemaphore(value: 0)

    /// A watchdog that is not watching yet.
    public init() {}

    /// The seed of the operation that started last.
    public var currentSeed: UInt64 { seed.load(ordering: .relaxed) }
    /// The index of the operation that started last; -1 between seeds.
    public var currentOperation: Int { operation.load(ordering: .relaxed) }
    /// The profile of the seed running now.
    public var currentProfile: RandomOperations.Profile {
        profileIndex.load(ordering: .relaxed) == 0 ? .wellFormed : .misuse
    }

    /// Notes that operation `index` of `seed` (in `profile`) is starting.
    public func at(seed: UInt64, operation index: Int, profile: RandomOperations.Profile) {
        self.seed.store(seed, ordering: .relaxed)
        operation.store(index, ordering: .relaxed)
        profileIndex.store(profile == .wellFormed ? 0 : 1, ordering: .relaxed)
        ticks.add(1, ordering: .relaxed)
    }

    /// Starts watching on a thread of its own; `hang` receives the description of a hang and
    /// must end the process. The watchdog measures real time — the one thing a hang cannot be
    /// seen by — and changes nothing a run does.
    public func start(timeout: Double, hang: @escaping @Sendable (String) -> Never) {
        let thread = Thread { [self] in
            var lastTicks = -1
            var stalledFor = 0.0
            while !stopped.load(ordering: .relaxed) {
                // Waits a quarter of a second, or until `stop()` wakes it.
                _ = wakeUp.wait(timeout: .now() + .milliseconds(250))
                let now = ticks.load(ordering: .relaxed)
                if now != lastTicks {
                    lastTicks = now
                    stalledFor = 0
                    continue
                }
                stalledFor += 0.25
                guard stalledFor > timeout else { continue }
                hang("HANG: seed \(currentSeed) (\(currentProfile.rawValue)), operation \(currentOperation) ran for more than \(timeout) s")
            }
        }
        thread.start()
    }

    /// Stops watching.
    public func stop() {
        stopped.store(true, ordering: .relaxed)
        wakeUp.signal()
    }
}
