import Foundation

/// A font — HeadlessKit's `UIFont`: a name, a size, a weight and traits, with metrics from
/// HeadlessKit's text model rather than from real font files.
///
/// There are no font files: every font, the system font and the few named fonts
/// ``init(name:size:)`` knows, measures with the model of <doc:TextMeasurement>. A font's own
/// metric properties (``lineHeight``, ``ascender``…) are ``StandardTextMeasurer``'s; a text layout
/// asks the ``TextMeasuring`` it is given instead, so a replaced measurer changes what layouts and
/// string measurement report.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)          // 17 pt, lineHeight 20.287…
/// let title = Font.systemFont(ofSize: 28, weight: .bold)
/// let code = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
/// ```
///
/// A font is immutable; two fonts are equal when their names, sizes and text styles are.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's full name, such as `.SFUI-Semibold` or `Helvetica-Bold`.
    public let fontName: String
    /// The font's family, such as `.AppleSystemUIFont` or `Helvetica`.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// Whether every character advances by the same amount (the monospaced system font,
    /// Courier, Menlo).
    public let isMonospaced: Bool
    /// The Dynamic Type style the font was made for, if any.
    public let textStyle: TextStyle?
    /// The font's vertical metrics in the standard model.
    let metrics: FontVerticalMetrics

    init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool, monospaced: Bool, textStyle: TextStyle? = nil) {
        fontName = name
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 0   // (chosen) a negative or non-finite size is an empty font
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
        self.textStyle = textStyle
        metrics = StandardTextMeasurer.verticalMetrics(pointSize: pointSize, family: family)
    }

    // MARK: - Metrics

    /// The distance from one baseline to the next: ``ascender`` − ``descender`` + ``leading``
    /// (20.287… for the 17-pt system font).
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// How far the tallest characters rise above the baseline.
    public var ascender: CGFloat { metrics.ascender }
    /// How far the lowest characters fall below the baseline, as a negative number.
    public var descender: CGFloat { metrics.descender }
    /// The height of a capital letter above the baseline.
    public var capHeight: CGFloat { metrics.capHeight }
    /// The height of a lowercase x above the baseline.
    public var xHeight: CGFloat { metrics.xHeight }
    /// Extra space the font asks for between lines (0 for the system font).
    public var leading: CGFloat { metrics.leading }

    // MARK: - Variants

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(name: fontName, family: familyName, size: fontSize, weight: weight, italic: isItalic,
             monospaced: isMonospaced, textStyle: textStyle)
    }

    /// A descriptor of the font's name, size and traits.
    public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

    /// The symbolic traits the font has.
    var symbolicTraits: FontDescriptor.SymbolicTraits {
        var traits: FontDescriptor.SymbolicTraits = []
        if weight >= .semibold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    // MARK: - Equality

    /// Whether two fonts have the same name, size and text style.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs === rhs || (lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle)
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The name and size, such as `.SFUI-Regular 17pt`.
    public var description: String { "\(fontName) \(GeometryFormat.number(pointSize))pt" }
}
