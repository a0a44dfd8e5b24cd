/// Identifies a background task — UIKit's `UIBackgroundTaskIdentifier`.
public struct BackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier returned when no task could be begun (UIKit's `.invalid`).
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)

    /// The identifier's number.
    public var description: String { String(rawValue) }
}
