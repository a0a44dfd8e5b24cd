import Foundation
import HeadlessKit
import HeadlessKitPictures

/// Prints every lifecycle callback as the framework delivers it, stamped with virtual time, for
/// the demo's own types, named as the reference logs name them; other objects (windows, plain views)
/// are left out. A table's questions and scroll messages go through ``table``, which collapses
/// their long runs; they are written out before the next line, so the order stays the order of
/// the calls.
@MainActor
final class TracePrinter: LifecycleObserver {
    private let names: [String: String]
    private let clock: () -> Duration
    private let output: (String) -> Void
    /// The table calls and scrolls waiting to be written, collapsed.
    let table = TableTrace()
    /// Told every callback as well, printed or not: the recording the demo's timeline is drawn from.
    var recording: TraceRecording?

    init(names: [String: String], output: @escaping (String) -> Void, clock: @escaping () -> Duration) {
        self.names = names
        self.output = output
        self.clock = clock
        table.write = { [unowned self] stamp, line in output("  \(stamp)  \(line)") }
        table.stamp = { [unowned self] in self.stamp }
    }

    /// Prints a user action heading; the callbacks it causes follow, indented.
    func action(_ title: String) {
        table.flush()
        output("\n(\(title))")
    }

    /// Runs `body` as a user action of ``recording``, if there is one, named `name`, or else
    /// `title` up to its colon: the explanation after it is for the printed trace, too long for
    /// a timeline.
    func recordAction(_ title: String, named name: String? = nil, _ body: () -> Void) {
        guard let recording else { return body() }
        recording.recordAction(name ?? String(title.prefix { $0 != ":" }), body)
    }

    /// Prints a heading for a group of actions.
    func heading(_ title: String) {
        table.flush()
        output("\n== \(title) ==")
    }

    /// Prints a line of its own, after the table calls before it.
    func note(_ line: String) {
        table.flush()
        output("  \(stamp)  \(line)")
    }

    /// Prints a line without a time stamp.
    func plain(_ line: String) {
        table.flush()
        output(line)
    }

    func lifecycleEventDelivered(_ event: LifecycleEvent) {
        recording?.lifecycleEventDelivered(event)
        guard let name = names[event.receiverType] else { return }
        if table.isScrolling, name == "List", Self.perFrameCallbacks.contains(event.callback) { return }
        note("\(name).\(event.callback)")
    }

    func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {
        recording?.lifecycleObjectDidEnd(object)
    }

    /// The list controller's callbacks that come with frames of a scroll, left out while it scrolls.
    private static let perFrameCallbacks: Set<LifecycleCallback> = [
        .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    ]

    private var stamp: String {
        let (seconds, attoseconds) = clock().components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return String(format: "t=%d.%03ds", milliseconds / 1000, milliseconds % 1000)
    }
}
