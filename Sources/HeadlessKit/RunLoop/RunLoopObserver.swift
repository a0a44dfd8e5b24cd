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

/// The points in a run loop turn at which observers are notified, as CFRunLoop names them.
public struct RunLoopActivity: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The activity bits.
    public let rawValue: UInt8

    /// Creates a set of activities from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The loop starts running (once per driving call).
    public static let entry = RunLoopActivity(rawValue: 1 << 0)
    /// The loop is about to fire due timers.
    public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
    /// The loop is about to deliver events and performed blocks.
    public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
    /// The loop is about to wait; UIKit's update cycle commits here.
    public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 3)
    /// The loop has finished waiting (the clock moved).
    public static let afterWaiting = RunLoopActivity(rawValue: 1 << 4)
    /// The loop stops running (once per driving call).
    public static let exit = RunLoopActivity(rawValue: 1 << 5)
    /// Every activity.
    public static let allActivities: RunLoopActivity = [
        .entry, .beforeTimers, .beforeSources, .beforeWaiting, .afterWaiting, .exit,
    ]

    /// The activity names, such as `beforeWaiting` or `[entry, exit]`.
    public var description: String {
        let names: [(RunLoopActivity, String)] = [
            (.entry, "entry"), (.beforeTimers, "beforeTimers"), (.beforeSources, "beforeSources"),
            (.beforeWaiting, "beforeWaiting"), (.afterWaiting, "afterWaiting"), (.exit, "exit"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
    }
}
