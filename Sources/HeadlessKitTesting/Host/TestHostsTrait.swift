import Testing

/// A Swift Testing trait that runs the end-of-test checks of every ``TestHost`` a test makes when
/// the test ends, inside the test: what a suite that stores its host in a property needs.
///
/// ```swift
/// @MainActor @Suite(.testHosts) struct ProfileTests {
///     let host = TestHost(ProfileViewController())
///
///     @Test func followingTogglesTheButton() { host.tap(.text("Follow")) }
/// }
/// ```
///
/// A host in a test's local variable needs no trait: it is freed on the main actor when the test
/// returns and checks itself there. A suite's instance, though, is freed by the test runner off
/// the main actor, where the host's checks cannot run; with this trait the host is kept until the
/// test's body returns and is checked then, and its failures belong to that test. Apply it to a
/// suite (it covers every test in it, nested suites included) or to one test.
public struct TestHostsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait covers each of its tests.
    public var isRecursive: Bool { true }

    /// Provides a scope for each test case, never for a suite as a whole: a suite's instance,
    /// and the hosts it stores, are made afresh for each test.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> TestHostsTrait? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a scope that keeps the hosts it makes, then checks them.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestHostScope.run(function)
    }
}

extension Trait where Self == TestHostsTrait {
    /// Runs the end-of-test checks of the hosts a test makes when the test ends, inside the test;
    /// see ``TestHostsTrait``.
    public static var testHosts: Self { TestHostsTrait() }
}
