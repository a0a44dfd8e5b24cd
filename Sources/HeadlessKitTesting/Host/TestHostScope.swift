/// The hosts made during one test that has the ``TestHostsTrait``: it keeps them alive past the
/// test's body and runs their end-of-test checks on the main actor, inside the test.
///
/// Swift Testing frees a suite's instance — and a host stored in it — after the test, off the main
/// actor, where a `deinit` can neither reach the host's main-actor state nor wait for the main
/// actor without blocking a thread. Holding the hosts here moves their checks to a point that can
/// `await` the main actor while the test's task-local context, and so the test that failures
/// belong to, is still current.
package final class TestHostScope: Sendable {
    /// The scope of the test running in this task, if it has the trait.
    @TaskLocal static var current: TestHostScope?

    @MainActor private var hosts: [any EndOfTestChecking] = []

    nonisolated init() {}

    /// What a host freed off the main actor outside a scope reports instead of its checks.
    static let hostFreedOffTheMainActor =
        "The host was freed off the main actor — the test runner frees a suite's instance, and a host stored in it, "
            + "after the test — so its end-of-test checks could not run. Give the suite the testHosts trait: "
            + "@Suite(.testHosts)."

    /// Keeps `host` until the test ends; hosts call it when they are made.
    @MainActor func adopt(_ host: any EndOfTestChecking) {
        hosts.append(host)
    }

    /// Runs `body` with this scope current, then checks every host it made, in the order they
    /// were made, even when `body` throws.
    static func run(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows {
        let scope = TestHostScope()
        do {
            try await $current.withValue(scope) { try await body() }
        } catch {
            await scope.checkHosts()
            throw error
        }
        await scope.checkHosts()
    }

    /// The synchronous form of ``run(isolation:_:)``, for code on the main actor whose hosts are
    /// all freed on it (the random-operation tester): their isolated `deinit`s run in place, so
    /// the leak checks need not wait for the main actor to turn.
    @MainActor package static func runOnTheMainActor(_ body: () throws -> Void) rethrows {
        let scope = TestHostScope()
        defer {
            let hosts = scope.takeHosts()
            for host in hosts { host.checkSettledAtEndOfTest() }
            for host in hosts { host.checkLeaksAtEndOfTest() }
        }
        try $current.withValue(scope) { try body() }
    }

    /// Tears every host down and reports what it finds, then lets the main actor run the
    /// isolated `deinit`s of what the hosts released before looking for leaks.
    @MainActor private func checkHosts() async {
        let hosts = takeHosts()
        for host in hosts { host.checkSettledAtEndOfTest() }
        await Task.yield()
        for host in hosts { host.checkLeaksAtEndOfTest() }
    }

    /// The hosts made so far, which the scope then lets go.
    @MainActor private func takeHosts() -> [any EndOfTestChecking] {
        defer { hosts = [] }
        return hosts
    }
}

/// A host's end-of-test checks, split where the objects it released must be freed first.
@MainActor protocol EndOfTestChecking: AnyObject {
    /// Checks the loop settled and every diagnostic was consumed, and releases what the host
    /// kept alive.
    func checkSettledAtEndOfTest()
    /// Checks that the views and controllers the test showed were freed.
    func checkLeaksAtEndOfTest()
}
