import HeadlessKit

/// Expectations on the lifecycle trace: exactly these lines, these lines in order, none of these.
///
/// Each looks either at what a body caused (`during:` — the body runs, then the loop settles) or,
/// without a body, at what was recorded since the previous trace expectation (for the first, since
/// the host began showing its controller), or since ``skipTrace()``. Either way the next expectation starts after what this one read.
/// `only:` keeps some callbacks and `receivers:` some objects; lines print as `TraceRecording/lines`
/// do, with the names given to `TraceRecording/name(_:_:)`.
extension TestHost {
    /// Expects the callbacks recorded since the previous trace expectation to be exactly
    /// `expected`; on a mismatch the failure shows both traces side by side.
    ///
    /// ```swift
    /// navigation.pushViewController(detail, animated: true)
    /// host.settle()
    /// host.expectTrace(["detail.viewWillAppear(true)", "detail.viewDidAppear(true)"],
    ///                  only: [.viewWillAppear, .viewDidAppear])
    /// ```
    public func expectTrace(
        _ expected: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let (selection, actual) = readTrace(only: callbacks, receivers: receivers)
        guard actual != expected else { return }
        let diff = TraceDiff(expected: expected, actual: actual)
        let counts = [(diff.count(.changed), "changed"), (diff.count(.missing), "missing"), (diff.count(.extra), "extra")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        TestFailures.record(
            capitalized(selection.description) + " is not the expected one (expected \(lines(expected.count)), got "
                + "\(actual.count): \(counts.joined(separator: ", "))):\n" + diff.table
                + "\n→ marks the first difference; < expected but missing, > extra, | changed.",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `body`, settles the loop, and expects the callbacks they caused to be exactly `expected`.
    ///
    /// ```swift
    /// host.expectTrace(["detail.viewWillAppear(true)", "detail.viewDidAppear(true)"],
    ///                  only: [.viewWillAppear, .viewDidAppear]) {
    ///     navigation.pushViewController(detail, animated: true)
    /// }
    /// ```
    public func expectTrace(
        _ expected: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        during body: () throws -> Void
    ) rethrows {
        try runForExpectation(body, fileID: fileID, filePath: filePath, line: line, column: column)
        expectTrace(
            expected, only: callbacks, receivers: receivers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects the callbacks recorded since the previous trace expectation to contain `expected`
    /// in order, not necessarily next to each other.
    public func expectTraceContains(
        _ expected: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let (selection, actual) = readTrace(only: callbacks, receivers: receivers)
        var matches: [Int] = []
        for wanted in expected {
            let from = (matches.last ?? -1) + 1
            guard let found = actual[from...].firstIndex(of: wanted) else {
                let after = matches.last.map { " after line \($0 + 1), where expected line \(matches.count) matched" } ?? ""
                TestFailures.record(
                    capitalized(selection.description) + " does not contain the expected lines in order: expected line "
                        + "\(matches.count + 1) of \(expected.count), \"\(wanted)\", is not in it\(after). "
                        + listing(actual, marking: matches),
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
                return
            }
            matches.append(found)
        }
    }

    /// Runs `body`, settles the loop, and expects the callbacks they caused to contain `expected`
    /// in order, not necessarily next to each other.
    public func expectTraceContains(
        _ expected: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        during body: () throws -> Void
    ) rethrows {
        try runForExpectation(body, fileID: fileID, filePath: filePath, line: line, column: column)
        expectTraceContains(
            expected, only: callbacks, receivers: receivers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects none of `unwanted` among the callbacks recorded since the previous trace expectation.
    public func expectTraceDoesNotContain(
        _ unwanted: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let (selection, actual) = readTrace(only: callbacks, receivers: receivers)
        let found = actual.indices.filter { unwanted.contains(actual[$0]) }
        guard !found.isEmpty else { return }
        TestFailures.record(
            capitalized(selection.description) + " contains \(found.count == 1 ? "a line" : "\(found.count) lines") "
                + "expected to be absent:\n" + found.map { "  line \($0 + 1): \(actual[$0])" }.joined(separator: "\n"),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs `body`, settles the loop, and expects none of `unwanted` among the callbacks they caused.
    public func expectTraceDoesNotContain(
        _ unwanted: [String], only callbacks: Set<LifecycleCallback>? = nil, receivers: [AnyObject]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        during body: () throws -> Void
    ) rethrows {
        try runForExpectation(body, fileID: fileID, filePath: filePath, line: line, column: column)
        expectTraceDoesNotContain(
            unwanted, only: callbacks, receivers: receivers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Starts the next trace expectation without a body from now: what was recorded so far is
    /// left out of it.
    public func skipTrace() {
        trace.expectationStart = trace.events.count
    }

    /// Runs an expectation's body inside the application, from a fresh start of the trace, then settles.
    func runForExpectation(
        _ body: () throws -> Void, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) rethrows {
        skipTrace()
        try app.withCurrent(body)
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The lines recorded since the previous trace expectation that `callbacks` and `receivers`
    /// keep, with the selection that describes them; the next expectation starts after them.
    private func readTrace(
        only callbacks: Set<LifecycleCallback>?, receivers: [AnyObject]?
    ) -> (selection: TraceSelection, lines: [String]) {
        let selection = TraceSelection(callbacks: callbacks, receivers: receivers, in: trace)
        let lines = trace.lines(from: trace.expectationStart, selection)
        trace.expectationStart = trace.events.count
        return (selection, lines)
    }

    /// The trace, one numbered line each, the lines an expectation matched marked with `=`.
    private func listing(_ actual: [String], marking matched: [Int]) -> String {
        guard !actual.isEmpty else { return "The trace is empty." }
        let width = String(actual.count).count
        let rows = actual.indices.map { index in
            (matched.contains(index) ? "= " : "  ") + padded(String(index + 1), width, alignRight: true) + " " + actual[index]
        }
        return "The trace (= marks the lines that matched):\n" + rows.joined(separator: "\n")
    }

    private func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
