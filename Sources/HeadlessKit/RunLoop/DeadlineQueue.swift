/// A binary min-heap of scheduled work ordered by deadline, ties by insertion sequence.
///
/// Invalidated timers stay in the heap and are skipped when they reach the top, which keeps
/// `invalidate()` O(1).
@MainActor
struct DeadlineQueue {
    @MainActor
    struct Entry {
        var deadline: Duration
        var sequence: UInt64
        var work: ScheduledWork

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }

        var isLive: Bool {
            if case .timer(let timer) = work { return timer.isValid }
            return true
        }
    }

    private var heap: [Entry] = []

    /// The earliest live entry, after discarding invalidated timers at the top.
    mutating func peek() -> Entry? {
        while let first = heap.first, !first.isLive {
            _ = popFirst()
        }
        return heap.first
    }

    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Descriptions of the live work still queued, for ``RunLoopStopReason/neverIdle(_:)``.
    var liveEntries: [Entry] { heap.filter(\.isLive).sorted { $0.precedes($1) } }
}

/// Work waiting for a deadline: a timer firing or a delayed block.
@MainActor
enum ScheduledWork {
    case timer(RunLoopTimer)
    case block(@MainActor () -> Void)
}
