import Foundation

/// Receives the ``Diagnostic``s of one run loop (or application) and applies a policy to them.
@MainActor
public final class DiagnosticsSink {
    /// What a sink does with a diagnostic.
    public enum Policy: Sendable, Equatable {
        /// Print it to standard error and keep going, like UIKit's console (the default).
        case log
        /// Keep it in ``collected`` silently, for tests to inspect.
        case collect
        /// Print it and stop the process, like an uncaught UIKit exception.
        case trap
    }

    /// What this sink does with each diagnostic it receives.
    public var policy: Policy

    /// The diagnostics received under the ``Policy/collect`` policy, oldest first.
    public private(set) var collected: [Diagnostic] = []

    /// Creates a sink with the given policy.
    public init(policy: Policy = .log) {
        self.policy = policy
    }

    /// Applies the policy to `diagnostic`.
    public func report(_ diagnostic: Diagnostic) {
        switch policy {
        case .log:
            Self.print(diagnostic)
        case .collect:
            collected.append(diagnostic)
        case .trap:
            Self.print(diagnostic)
            fatalError(diagnostic.description)
        }
    }

    /// Returns the collected diagnostics and empties ``collected``.
    public func removeAll() -> [Diagnostic] {
        defer { collected.removeAll() }
        return collected
    }

    /// Reports `diagnostic` to `sink`, or — for objects that belong to no run loop, and so reach
    /// no sink — prints it to standard error, as the log policy would. The one place misuse goes.
    static func report(_ diagnostic: Diagnostic, to sink: DiagnosticsSink?) {
        if let sink { sink.report(diagnostic) } else { print(diagnostic) }
    }

    private static func print(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}
