import Foundation

/// Scales fonts and values for the user's text size — UIKit's `UIFontMetrics`.
///
/// A scaled value is multiplied by the ratio of the text style's size at the trait collection's
/// content size category to its size at the default category (``ContentSizeCategory/large``).
/// Without a trait collection HeadlessKit has no device setting to read, so the default
/// category applies and nothing changes size.
public final class FontMetrics: Sendable {
    /// The text style whose growth this object follows.
    public let textStyle: Font.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Metrics that scale like body text.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// How much bigger `textStyle` is at the category of `traitCollection` than at the default.
    func scale(for traitCollection: TraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for the default category (unchanged).
    public func scaledFont(for font: Font) -> Font { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the content size category of `traitCollection`.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        let scale = scale(for: traitCollection)
        return scale == 1 ? font : font.withSize(font.pointSize * scale)
    }

    /// `value` scaled for the default category (unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the content size category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }
}
