import Foundation

/// How lines of text sit between their margins — UIKit's `NSTextAlignment`, with its iOS raw values.
public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Against the left margin.
    case left = 0
    /// Centred between the margins.
    case center = 1
    /// Against the right margin.
    case right = 2
    /// Stretched to both margins by widening spaces; a paragraph's last line is natural.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4

    /// The alignment for `direction`: ``natural`` (and a justified paragraph's last line)
    /// becomes left or right.
    func resolved(for direction: TraitEnvironmentLayoutDirection) -> TextAlignment {
        self == .natural || self == .justified ? (direction == .rightToLeft ? .right : .left) : self
    }
}

/// How text that does not fit is wrapped or cut — UIKit's `NSLineBreakMode`, with its raw values.
///
/// In a ``TextLayout`` every mode but ``byCharWrapping`` wraps at word boundaries; the clipping
/// and truncating modes decide what the *last* line shows when text remains, as `UILabel` does.
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word wider than the line breaks between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// The last line ends at the last whole character that fits.
    case byClipping = 2
    /// The last line shows its end, with "…" in place of its start.
    case byTruncatingHead = 3
    /// The last line shows its start, with "…" in place of its end.
    case byTruncatingTail = 4
    /// The last line shows its start and end, with "…" in place of its middle.
    case byTruncatingMiddle = 5

    /// Whether the mode puts an ellipsis on a last line that does not fit.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
