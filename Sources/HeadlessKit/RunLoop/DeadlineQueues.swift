/// The deadline queues of a run loop, one per mode that has ever had work — a short list
/// searched by identity of the mode's name rather than a dictionary, because a turn looks the
/// running and common modes up several times and hashing their names cost more than the rest of
/// an idle tick.
@MainActor
struct DeadlineQueues {
    private var modes: [RunLoopMode] = []
    private var queues: [DeadlineQueue] = []

    /// Whether no mode has ever had work.
    var isEmpty: Bool { modes.isEmpty }

    private func index(of mode: RunLoopMode) -> Int? {
        // The framework's modes are static constants sharing their string storage, so equality
        // usually resolves on the first comparison of raw bits.
        modes.firstIndex(of: mode)
    }

    /// The earliest live entry of `mode`'s queue, discarding invalidated timers at its top.
    mutating func peek(in mode: RunLoopMode) -> DeadlineQueue.Entry? {
        guard let index = index(of: mode) else { return nil }
        return queues[index].peek()
    }

    /// Removes and returns the earliest entry of `mode`'s queue.
    mutating func popFirst(in mode: RunLoopMode) -> DeadlineQueue.Entry? {
        guard let index = index(of: mode) else { return nil }
        return queues[index].popFirst()
    }

    /// Adds `entry` to `mode`'s queue, making the queue on first use.
    mutating func insert(_ entry: DeadlineQueue.Entry, in mode: RunLoopMode) {
        if let index = index(of: mode) {
            queues[index].insert(entry)
        } else {
            var queue = DeadlineQueue()
            queue.insert(entry)
            modes.append(mode)
            queues.append(queue)
        }
    }

    /// The live entries of `mode`'s queue, earliest first.
    func liveEntries(in mode: RunLoopMode) -> [DeadlineQueue.Entry] {
        index(of: mode).map { queues[$0].liveEntries } ?? []
    }
}
