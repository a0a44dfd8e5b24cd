/// A callback a run loop invokes at chosen points of every turn, like `CFRunLoopObserver`.
///
/// Observers with a lower ``order`` run first; equal orders run in the order they were added.
/// UIKit's update cycle is itself an observer of ``RunLoopActivity/beforeWaiting`` at order
/// ``MainRunLoop/commitOrder``.
@MainActor
public final class RunLoopObserver {
    /// The activities this observer is notified of.
    public let activities: RunLoopActivity
    /// The position of this observer among those notified of the same activity (lower first).
    public let order: Int
    /// Whether the observer stays registered after its first notification.
    public let repeats: Bool
    /// The mode the observer is registered in; ``RunLoopMode/common`` means every common mode.
    public let mode: RunLoopMode
    /// Whether the observer will still be notified.
    public private(set) var isValid = true

    let callback: @MainActor (RunLoopActivity) -> Void
    let sequence: UInt64
    /// Whether the observer runs in every mode, custom ones included (the update-cycle commit).
    var isInAllModes = false

    init(
        activities: RunLoopActivity, order: Int, repeats: Bool, mode: RunLoopMode, sequence: UInt64,
        callback: @escaping @MainActor (RunLoopActivity) -> Void
    ) {
        self.activities = activities
        self.order = order
        self.repeats = repeats
        self.mode = mode
        self.sequence = sequence
        self.callback = callback
    }

    /// Stops the observer from being notified again; its run loop drops it before the next turn.
    public func invalidate() {
        isValid = false
    }
}
