/// What an accessibility element is and how it behaves — UIKit's `UIAccessibilityTraits`, an
/// option set with UIKit's members.
///
/// UIKit exports the traits as constants whose values it does not document; the raw values here
/// are the ones UIKit's constants have on current systems, so that code which stores or compares
/// them keeps working, but nothing depends on them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits (UIKit's default for a plain view).
    public static let none = AccessibilityTraits([])
    /// The element is a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously, as a slider is.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly, without VoiceOver's gestures.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
