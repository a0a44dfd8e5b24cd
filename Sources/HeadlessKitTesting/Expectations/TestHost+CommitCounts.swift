import HeadlessKit

/// Counting the passes of the update cycle: how many `layoutSubviews()`, `updateConstraints()` or
/// `draw(_:)` calls the last commit made, for one view or in all.
///
/// A commit is the update cycle's pass before the loop waits (``MainRunLoop/commitOrder``); the
/// trace brackets each one with run loop observers just before and after it, and keeps those that
/// delivered a callback (`TraceRecording/commits`). Calls made outside a commit — a
/// `layoutIfNeeded()` in the test's own code — belong to none.
extension TestHost {
    /// How many times `callback` was delivered in the last commit that delivered any callback —
    /// to `receiver`, or to anything when it is `nil`; `0` when no commit has been recorded.
    public func callbackCount(_ callback: LifecycleCallback, of receiver: AnyObject? = nil) -> Int {
        guard let commit = trace.commits.last else { return 0 }
        return lastCommitEvents(commit, callback, receiver).count
    }

    /// How many times `view` (or any view, when it is `nil`) was laid out in the last commit.
    public func layoutCount(of view: ViewNode? = nil) -> Int {
        callbackCount(.layoutSubviews, of: view)
    }

    /// Expects `callback` to have been delivered `expected` times in the last commit — to
    /// `receiver`, or to anything when it is `nil`; the failure lists the receivers it reached.
    ///
    /// ```swift
    /// controller.titleLabel.text = "A longer title"
    /// host.settle()
    /// host.expectCallbackCount(1, .layoutSubviews, of: controller.view)
    /// host.expectCallbackCount(1, .draw)
    /// ```
    public func expectCallbackCount(
        _ expected: Int, _ callback: LifecycleCallback, of receiver: AnyObject? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let subject = "\(callback.rawValue)" + (receiver.map { " of \(trace.name(of: $0))" } ?? "")
        guard let commit = trace.commits.last else {
            guard expected != 0 else { return }
            TestFailures.record(
                "Expected \(times(expected)) of \(subject) in the last commit, but no commit has delivered a callback "
                    + "since the trace began.", at: site)
            return
        }
        let found = lastCommitEvents(commit, callback, receiver)
        guard found.count != expected else { return }
        let lines = trace.lines
        let receivers = found.map { trace.parts(ofLine: lines[$0], callback: callback).receiver }
        TestFailures.record(
            "Expected \(times(expected)) of \(subject) in the last commit (at \(milliseconds(trace.times[commit.lowerBound]))), "
                + "found \(found.count)" + (receivers.isEmpty ? "." : ": " + receivers.joined(separator: ", ") + "."),
            at: site)
    }

    /// Expects `view` (or every view, when it is `nil`) to have been laid out `expected` times in
    /// the last commit.
    public func expectLayoutCount(
        _ expected: Int, of view: ViewNode? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        expectCallbackCount(
            expected, .layoutSubviews, of: view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func lastCommitEvents(_ commit: Range<Int>, _ callback: LifecycleCallback, _ receiver: AnyObject?) -> [Int] {
        let events = trace.events
        let identity = receiver.map(ObjectIdentifier.init)
        return commit.filter { events[$0].callback == callback && (identity == nil || events[$0].receiver == identity) }
    }

    private func times(_ count: Int) -> String { count == 1 ? "1 call" : "\(count) calls" }
}
