import Foundation

/// What text layout asks of a text model: how far each character advances in a font, and a
/// font's vertical metrics.
///
/// ``StandardTextMeasurer`` is the default; give a run loop another with
/// ``MainRunLoop/textMeasurer`` to measure differently (say, with a real device's figures)
/// without any global state. An implementation must be pure: the same answers for the same
/// text and font, on every machine. See <doc:TextMeasurement>.
public protocol TextMeasuring: Sendable {
    /// The advance of each character (extended grapheme cluster) of `text` in `font`, in points,
    /// one per `Character` and in order. Kerning is not included; layout adds it.
    func advances(of text: Substring, in font: Font) -> [CGFloat]

    /// The vertical metrics of `font`.
    func verticalMetrics(of font: Font) -> FontVerticalMetrics
}

/// A font's vertical metrics, in points.
public struct FontVerticalMetrics: Hashable, Sendable {
    /// How far the tallest characters rise above the baseline.
    public var ascender: CGFloat
    /// How far the lowest characters fall below the baseline, as a negative number.
    public var descender: CGFloat
    /// Extra space between lines.
    public var leading: CGFloat
    /// The height of a capital letter.
    public var capHeight: CGFloat
    /// The height of a lowercase x.
    public var xHeight: CGFloat

    /// Metrics with the given values.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The distance between baselines: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}
