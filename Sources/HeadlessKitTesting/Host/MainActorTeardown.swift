import Dispatch

/// Runs a host's end-of-test checks on the main actor from its `deinit`, which Swift runs on
/// whichever thread released the last reference, with the test's task-local values intact.
///
/// Swift Testing finds the running test through a task-local value, so the checks must report
/// from the releasing context itself. An `isolated deinit` cannot: Swift clears task-local
/// values for it, and the failures would belong to no test. A `Task` started from the `deinit`
/// cannot either: nothing awaits it, and the run may end before it reports.
///
/// A host in a test's local variable is released on the main actor at the end of the test and
/// runs its checks in place. A host stored in a suite is released by the test runner after the
/// test, off the main actor; there the checks wait for the main queue, which is the main actor's
/// executor. That wait is the one place the package blocks on the main queue, and it cannot
/// deadlock: it never runs on the main queue itself, and code on the main actor never waits for
/// the runner's threads. App code must never do this — see the run loop article.
enum MainActorTeardown {
    /// Marks the main queue, so that ``isOnMainQueue()`` recognises it; a thread check cannot,
    /// because on Linux the main queue may be drained by a thread other than the main thread.
    private static let mainQueueMarker = DispatchSpecificKey<Bool>()

    /// Marks the main queue (idempotent); hosts call it when they are made.
    @MainActor static func markMainQueue() {
        DispatchQueue.main.setSpecific(key: mainQueueMarker, value: true)
    }

    /// Runs `checks` and then `lateChecks` on the main actor and returns their failures.
    ///
    /// Off the main queue each runs as its own main-queue block, so that the isolated `deinit`s
    /// of objects `checks` released — which Swift enqueues on the main actor — run in between.
    static func run(_ checks: @MainActor () -> [String], then lateChecks: @MainActor () -> [String]) -> [String] {
        if DispatchQueue.getSpecific(key: mainQueueMarker) == true {
            return MainActor.assumeIsolated { checks() + lateChecks() }
        }
        let failures = DispatchQueue.main.sync { MainActor.assumeIsolated(checks) }
        return failures + DispatchQueue.main.sync { MainActor.assumeIsolated(lateChecks) }
    }
}
