import Foundation

/// How a paragraph of attributed text is laid out — UIKit's `NSParagraphStyle` (which Linux
/// Foundation does not have): alignment, line breaking, spacing and indents.
///
/// Attach one to text with the `NSAttributedString.Key.paragraphStyle` attribute; the
/// style of a paragraph's first character applies to the whole paragraph. A `ParagraphStyle` is
/// immutable; ``MutableParagraphStyle`` is the one you set up.
public class ParagraphStyle: Equatable, CustomStringConvertible {
    /// The values, shared by the immutable and mutable classes.
    var values: ParagraphValues

    /// A style with every default: natural alignment, word wrapping, no spacing, no indents.
    public init() { values = ParagraphValues() }

    init(values: ParagraphValues) { self.values = values }

    /// A style with every default (a new instance each time; styles compare by value).
    public class var `default`: ParagraphStyle { ParagraphStyle() }

    /// How lines sit between the margins.
    public var alignment: TextAlignment { values.alignment }
    /// How lines are broken, and what the last line does with text that does not fit.
    public var lineBreakMode: LineBreakMode { values.lineBreakMode }
    /// Extra space between the lines of a paragraph.
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph (not before the first paragraph of the text).
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// A factor for each line's natural height; 0 leaves it alone.
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line; 0 for none.
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line; 0 for none.
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indent of the paragraph's first line from the leading margin.
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the paragraph's other lines from the leading margin.
    public var headIndent: CGFloat { values.headIndent }
    /// Positive: the trailing margin's distance from the leading margin; zero or negative: its
    /// distance in from the container's trailing edge.
    public var tailIndent: CGFloat { values.tailIndent }

    /// A mutable copy.
    public func mutableCopy() -> MutableParagraphStyle { MutableParagraphStyle(values: values) }

    /// An immutable copy.
    public func copy() -> ParagraphStyle { ParagraphStyle(values: values) }

    /// Whether two styles have the same values.
    public static func == (lhs: ParagraphStyle, rhs: ParagraphStyle) -> Bool { lhs.values == rhs.values }

    /// The values that differ from the defaults, such as `ParagraphStyle(alignment: center, lineSpacing: 4)`.
    public var description: String {
        let defaults = ParagraphValues()
        var parts: [String] = []
        if values.alignment != defaults.alignment { parts.append("alignment: \(values.alignment)") }
        if values.lineBreakMode != defaults.lineBreakMode { parts.append("lineBreakMode: \(values.lineBreakMode)") }
        let numbers: [(String, KeyPath<ParagraphValues, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing),
            ("paragraphSpacingBefore", \.paragraphSpacingBefore), ("lineHeightMultiple", \.lineHeightMultiple),
            ("minimumLineHeight", \.minimumLineHeight), ("maximumLineHeight", \.maximumLineHeight),
            ("firstLineHeadIndent", \.firstLineHeadIndent), ("headIndent", \.headIndent), ("tailIndent", \.tailIndent),
        ]
        for (name, keyPath) in numbers where values[keyPath: keyPath] != 0 {
            parts.append("\(name): \(GeometryFormat.number(values[keyPath: keyPath]))")
        }
        return "ParagraphStyle(\(parts.joined(separator: ", ")))"
    }
}

/// A paragraph style you can change — UIKit's `NSMutableParagraphStyle`.
///
/// A non-finite number given to one of its spacings or indents is ignored and the old value kept
/// (**chosen**: UIKit does not check them, and a NaN would poison every layout of the text).
public final class MutableParagraphStyle: ParagraphStyle {
    /// A style with every default.
    public override init() { super.init() }

    override init(values: ParagraphValues) { super.init(values: values) }

    /// How lines sit between the margins.
    public override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// How lines are broken, and what the last line does with text that does not fit.
    public override var lineBreakMode: LineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// Extra space between the lines of a paragraph.
    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { if newValue.isFinite { values.lineSpacing = newValue } }
    }
    /// Extra space after the paragraph.
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { if newValue.isFinite { values.paragraphSpacing = newValue } }
    }
    /// Extra space before the paragraph.
    public override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { if newValue.isFinite { values.paragraphSpacingBefore = newValue } }
    }
    /// A factor for each line's natural height; 0 leaves it alone.
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { if newValue.isFinite { values.lineHeightMultiple = newValue } }
    }
    /// The least height of a line; 0 for none.
    public override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { if newValue.isFinite { values.minimumLineHeight = newValue } }
    }
    /// The greatest height of a line; 0 for none.
    public override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { if newValue.isFinite { values.maximumLineHeight = newValue } }
    }
    /// The indent of the paragraph's first line.
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { if newValue.isFinite { values.firstLineHeadIndent = newValue } }
    }
    /// The indent of the paragraph's other lines.
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { if newValue.isFinite { values.headIndent = newValue } }
    }
    /// The trailing margin (see ``ParagraphStyle/tailIndent``).
    public override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { if newValue.isFinite { values.tailIndent = newValue } }
    }

    /// Copies every value from `other`.
    public func setParagraphStyle(_ other: ParagraphStyle) { values = other.values }
}

/// The values of a paragraph style, as the layout engine reads them.
struct ParagraphValues: Hashable, Sendable {
    var alignment: TextAlignment = .natural
    var lineBreakMode: LineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
}
