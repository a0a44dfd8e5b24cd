import Foundation

/// The kinds of data a text view turns into links — UIKit's `UIDataDetectorTypes`, with its
/// bits. Stored only: HeadlessKit detects nothing.
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Wraps detector bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers.
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times that could be calendar events.
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    /// Words worth looking up.
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    /// No detection.
    public static let none = DataDetectorTypes([])
    /// Every kind.
    public static let all = DataDetectorTypes(rawValue: UInt.max)
}
