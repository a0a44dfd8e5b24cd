/// Something told of every lifecycle callback the framework delivers.
///
/// Attach one with ``MainRunLoop/lifecycleObserver``. ``LifecycleEventLog`` is the ready-made
/// implementation that keeps the events for assertions.
@MainActor
public protocol LifecycleObserver: AnyObject {
    /// Called as each callback is delivered, before the override runs.
    func lifecycleEventDelivered(_ event: LifecycleEvent)
}

/// A ``LifecycleObserver`` that records events and prints them with names the test chooses.
///
/// ```swift
/// let log = LifecycleEventLog()
/// loop.lifecycleObserver = log
/// log.name(child, "child"); log.name(window, "window")
/// window.addSubview(child)
/// #expect(log.lines == ["child.willMove(toSuperview: window)", …])
/// ```
@MainActor
public final class LifecycleEventLog: LifecycleObserver {
    /// Every event recorded, oldest first.
    public private(set) var events: [LifecycleEvent] = []

    /// Callbacks to leave out of the log (for example `[.draw]`).
    public var ignoredCallbacks: Set<LifecycleCallback>

    private var names: [ObjectIdentifier: String] = [:]

    /// Creates an empty log that records every callback except `ignoredCallbacks`.
    public init(ignoring ignoredCallbacks: Set<LifecycleCallback> = []) {
        self.ignoredCallbacks = ignoredCallbacks
    }

    /// Names `object` in ``lines``; unnamed objects print as their type name.
    public func name(_ object: AnyObject, _ name: String) {
        names[ObjectIdentifier(object)] = name
    }

    public func lifecycleEventDelivered(_ event: LifecycleEvent) {
        guard !ignoredCallbacks.contains(event.callback) else { return }
        events.append(event)
    }

    /// The events as `receiver.callback(label: argument)` lines, with the names given to ``name(_:_:)``.
    public var lines: [String] {
        events.map(line(for:))
    }

    /// Forgets every recorded event (names stay).
    public func removeAll() {
        events.removeAll()
    }

    /// The line `event` prints as in ``lines``: `receiver.callback(label: argument)`, with the
    /// names given to ``name(_:_:)``.
    public func line(for event: LifecycleEvent) -> String {
        let receiver = names[event.receiver] ?? event.receiverType
        guard !event.arguments.isEmpty else { return "\(receiver).\(event.callback)" }
        // Put each argument after its label: "willMove(toWindow:)" + [w] → "willMove(toWindow: w)".
        let parts = zip(event.callback.argumentLabels, event.arguments).map { label, argument in
            let value = describe(argument)
            return label == "_" ? value : "\(label): \(value)"
        }
        return "\(receiver).\(event.callback.baseName)(\(parts.joined(separator: ", ")))"
    }

    private func describe(_ argument: LifecycleEvent.Argument) -> String {
        if case .object(let id, let typeName) = argument { return names[id] ?? typeName }
        return argument.description
    }
}
