/// Something told of every lifecycle callback the framework delivers.
///
/// Attach one with ``MainRunLoop/lifecycleObserver``. ``LifecycleEventLog`` is the ready-made
/// implementation that keeps the events for assertions.
@MainActor
public protocol LifecycleObserver: AnyObject {
    /// Called as each callback is delivered, before the override runs.
    func lifecycleEventDelivered(_ event: LifecycleEvent)

    /// Called when a view or controller that reports to this observer's loop is freed, at the end
    /// of its `deinit`: its identity may be reused by the next object allocated.
    func lifecycleObjectDidEnd(_ object: ObjectIdentifier)
}

extension LifecycleObserver {
    /// Does nothing.
    public func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {}
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

    /// An object's identity in one of its lives: identities are reused once an object is freed,
    /// so a name belongs to the life it was given in.
    private struct Life: Hashable {
        let object: ObjectIdentifier
        let generation: Int
    }

    private var names: [Life: String] = [:]
    /// How many objects with each identity have ended, as the framework reported them.
    private var endedLives: [ObjectIdentifier: Int] = [:]
    /// For each recorded event, the generation of its receiver and of each object argument then.
    private var eventGenerations: [[Int]] = []

    /// Creates an empty log that records every callback except `ignoredCallbacks`.
    public init(ignoring ignoredCallbacks: Set<LifecycleCallback> = []) {
        self.ignoredCallbacks = ignoredCallbacks
    }

    /// Names `object` in ``lines``; unnamed objects print as their type name.
    public func name(_ object: AnyObject, _ name: String) {
        names[life(of: ObjectIdentifier(object))] = name
    }

    public func lifecycleEventDelivered(_ event: LifecycleEvent) {
        guard !ignoredCallbacks.contains(event.callback) else { return }
        events.append(event)
        eventGenerations.append(generations(of: event))
    }

    /// Ends the current life of `object`'s identity: a name given to it stays with the events
    /// recorded so far, and an object allocated later at the same address prints under its type.
    public func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {
        endedLives[object, default: 0] += 1
    }

    private func life(of object: ObjectIdentifier) -> Life {
        Life(object: object, generation: endedLives[object] ?? 0)
    }

    /// The events as `receiver.callback(label: argument)` lines, with the names given to ``name(_:_:)``.
    public var lines: [String] {
        zip(events, eventGenerations).map { line(for: $0, generations: $1) }
    }

    /// Forgets every recorded event (names stay).
    public func removeAll() {
        events.removeAll()
        eventGenerations.removeAll()
    }

    /// The line `event` prints as in ``lines``: `receiver.callback(label: argument)`, with the
    /// names given to ``name(_:_:)`` to the objects living now.
    public func line(for event: LifecycleEvent) -> String {
        line(for: event, generations: generations(of: event))
    }

    /// The current lives of `event`'s receiver, then of each of its object arguments.
    private func generations(of event: LifecycleEvent) -> [Int] {
        var generations = [endedLives[event.receiver] ?? 0]
        for case .object(let id, _) in event.arguments { generations.append(endedLives[id] ?? 0) }
        return generations
    }

    /// The line of `event`, naming each object as it was named in the life it had when the
    /// event was recorded (`generations`: the receiver's, then each object argument's).
    private func line(for event: LifecycleEvent, generations: [Int]) -> String {
        let receiver = names[Life(object: event.receiver, generation: generations[0])] ?? event.receiverType
        guard !event.arguments.isEmpty else { return "\(receiver).\(event.callback)" }
        var objectIndex = 0
        // Put each argument after its label: "willMove(toWindow:)" + [w] → "willMove(toWindow: w)".
        let parts = zip(event.callback.argumentLabels, event.arguments).map { label, argument in
            var value = argument.description
            if case .object(let id, let typeName) = argument {
                objectIndex += 1
                value = names[Life(object: id, generation: generations[objectIndex])] ?? typeName
            }
            return label == "_" ? value : "\(label): \(value)"
        }
        return "\(receiver).\(event.callback.baseName)(\(parts.joined(separator: ", ")))"
    }
}
