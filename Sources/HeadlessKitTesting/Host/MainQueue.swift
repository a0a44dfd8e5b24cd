import Dispatch

/// Recognises the main queue from a `deinit`, which Swift runs synchronously on whichever thread
/// released the last reference and which cannot ask the main actor whether it is current.
///
/// A thread check cannot tell: on Linux the main queue may be drained by a thread other than the
/// main thread. So the queue is marked, and the mark is read back.
enum MainQueue {
    private static let marker = DispatchSpecificKey<Bool>()

    /// Marks the main queue (idempotent); hosts call it when they are made.
    @MainActor static func mark() {
        DispatchQueue.main.setSpecific(key: marker, value: true)
    }

    /// Whether the caller runs on the main queue, the main actor's executor; only meaningful
    /// once ``mark()`` ran.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}
