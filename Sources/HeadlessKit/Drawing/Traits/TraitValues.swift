import Foundation

/// Whether an interface is light or dark — UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No style is specified; dynamic colours resolve as ``light``.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The direction text and layout flow in — UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// No direction is specified; text layout treats it as ``leftToRight``.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

/// How much room a dimension of the interface has — UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// No size class is specified.
    case unspecified = 0
    /// A constrained dimension, such as an iPhone's width in portrait.
    case compact = 1
    /// An expansive dimension, such as an iPad's width.
    case regular = 2
}

/// The kind of device an interface is designed for — UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    /// No idiom is specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Whether the user asked for bolder text — UIKit's `UILegibilityWeight`.
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    /// No weight is specified.
    case unspecified = -1
    /// The standard weight.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}
