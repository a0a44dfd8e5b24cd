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
