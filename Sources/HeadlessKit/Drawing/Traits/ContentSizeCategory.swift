import Foundation

/// The user's preferred size of text — UIKit's `UIContentSizeCategory`, with its raw values.
///
/// Categories are ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``;
/// ``unspecified`` orders before them all. ``large`` is the default a device starts with.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's string for the category, such as `UICTContentSizeCategoryL`.
    public let rawValue: String

    /// Wraps one of UIKit's category strings; an unknown string makes a category that orders
    /// with ``unspecified``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference is specified; fonts use the ``large`` sizes.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// An extra large size.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// An extra extra large size.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest, ``unspecified`` first.
    public static let allCategories: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``allCategories`` (0 for ``unspecified`` and unknown strings).
    var index: Int { Self.allCategories.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= Self.allCategories.firstIndex(of: .accessibilityMedium)! }

    /// Whether `lhs` is a smaller category than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// The raw value, as UIKit prints it.
    public var description: String { rawValue }
}
