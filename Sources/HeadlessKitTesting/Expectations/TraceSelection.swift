import HeadlessKit

/// Which of a trace's events an expectation looks at: some callbacks, some receivers, or all.
struct TraceSelection {
    /// The callbacks kept, or `nil` for every callback.
    let callbacks: Set<LifecycleCallback>?
    /// The receivers kept, by identity, or `nil` for every receiver.
    let receivers: [ObjectIdentifier]?
    /// The receivers' names, for messages.
    let receiverNames: [String]

    @MainActor
    init(callbacks: Set<LifecycleCallback>?, receivers: [AnyObject]?, in trace: TraceRecording) {
        self.callbacks = callbacks
        self.receivers = receivers?.map(ObjectIdentifier.init)
        receiverNames = receivers?.map(trace.name(of:)) ?? []
    }

    func keeps(_ event: LifecycleEvent) -> Bool {
        (callbacks?.contains(event.callback) ?? true) && (receivers?.contains(event.receiver) ?? true)
    }

    /// What a message calls the selection: `the trace`, or `the trace of viewDidAppear(_:) for root`.
    var description: String {
        var text = "the trace"
        if let callbacks {
            let names = LifecycleCallback.allCases.filter(callbacks.contains).map(\.rawValue)
            text += " of " + (names.isEmpty ? "no callbacks" : names.joined(separator: ", "))
        }
        if receivers != nil {
            text += " for " + (receiverNames.isEmpty ? "no receivers" : receiverNames.joined(separator: ", "))
        }
        return text
    }
}

extension TraceRecording {
    /// The lines of the events from `start` on that `selection` keeps.
    func lines(from start: Int, _ selection: TraceSelection) -> [String] {
        let all = lines
        let start = min(start, all.count)
        return (start..<all.count).filter { selection.keeps(events[$0]) }.map { all[$0] }
    }

    /// The name `object` prints under in ``lines``: its name from ``name(_:_:)``, or its type's.
    func name(of object: AnyObject) -> String {
        let callback = LifecycleCallback.layoutSubviews
        return String(log.line(for: LifecycleEvent(receiver: object, callback: callback)).dropLast(callback.rawValue.count + 1))
    }
}
