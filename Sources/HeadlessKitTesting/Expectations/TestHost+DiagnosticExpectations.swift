import HeadlessKit

/// Expecting misuse: the diagnostics a body makes HeadlessKit report, consumed so that the
/// host's teardown does not count them as unexpected.
extension TestHost {
    /// Runs `body`, settles the loop, and expects HeadlessKit to have reported exactly one
    /// diagnostic, of `kind`; returns it (or `nil` if the expectation failed) for checks of its
    /// message or objects.
    ///
    /// ```swift
    /// host.expectDiagnostic(.invalidPresentation) {
    ///     host.root.present(alert, animated: false)
    ///     host.root.present(otherAlert, animated: false)
    /// }
    /// ```
    @discardableResult
    public func expectDiagnostic(
        _ kind: Diagnostic.Kind,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: () throws -> Void
    ) rethrows -> Diagnostic? {
        try expectDiagnostics([kind], fileID: fileID, filePath: filePath, line: line, column: column, body).first
    }

    /// Runs `body`, settles the loop, and expects HeadlessKit to have reported exactly the
    /// diagnostics of `kinds`, in that order; returns them (or none if the expectation failed).
    @discardableResult
    public func expectDiagnostics(
        _ kinds: [Diagnostic.Kind],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: () throws -> Void
    ) rethrows -> [Diagnostic] {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportDiagnosticsReportedBefore(at: site)
        let start = loop.diagnostics.collected.count
        try app.withCurrent(body)
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
        let reported = Array(loop.diagnostics.collected.dropFirst(start))
        // Consumed even when they are not the expected ones: this failure already shows them.
        consumedDiagnostics = loop.diagnostics.collected.count
        guard reported.map(\.kind) != kinds else { return reported }
        let wanted = kinds.isEmpty
            ? "no diagnostic"
            : kinds.count == 1 ? "one \(kinds[0].rawValue) diagnostic"
            : "the diagnostics " + kinds.map(\.rawValue).joined(separator: ", ") + ", in that order,"
        let got = reported.isEmpty
            ? "reported none."
            : "reported " + (reported.count == 1 ? "this one" : "these \(reported.count)") + ":\n"
                + reported.map { "  • \($0)" }.joined(separator: "\n")
        TestFailures.record("Expected \(wanted) but HeadlessKit \(got)", at: site)
        return []
    }

    /// Fails for diagnostics reported before an expectation of diagnostics that none consumed —
    /// they are not what it expects — and consumes them.
    private func reportDiagnosticsReportedBefore(at site: CallSite) {
        let unconsumed = loop.diagnostics.collected.dropFirst(consumedDiagnostics)
        consumedDiagnostics = loop.diagnostics.collected.count
        guard failsOnUnexpectedDiagnostics, !unconsumed.isEmpty else { return }
        TestFailures.record(
            "HeadlessKit reported \(unconsumed.count == 1 ? "a diagnostic" : "\(unconsumed.count) diagnostics") before "
                + "this expectation that no expectation consumed:\n" + unconsumed.map { "  • \($0)" }.joined(separator: "\n"),
            at: site)
    }
}
