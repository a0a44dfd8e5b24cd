import Foundation

/// Text laid out in a size: lines with their text, ranges, widths, origins and baselines, the
/// size used, and whether anything was cut — HeadlessKit's text engine, which labels, buttons,
/// text fields and UIKit's string-drawing methods share.
///
/// UIKit has no public equivalent (its labels use TextKit privately); the rules are HeadlessKit's
/// and are written down in <doc:TextMeasurement>. A layout is a value: make one for a width,
/// a line limit and a line-break mode, read its ``usedSize`` to size a view, and ``draw(at:in:)``
/// it to record glyph runs.
///
/// ```swift
/// let layout = TextLayout("Hello, world", font: .systemFont(ofSize: 17),
///                         size: CGSize(width: 60, height: .greatestFiniteMagnitude),
///                         numberOfLines: 0, lineBreakMode: .byWordWrapping,
///                         measurer: loop.textMeasurer)
/// layout.lines.map(\.text)   // ["Hello,", "world"]
/// layout.usedSize            // the widest line's width, two lines' height
/// ```
public struct TextLayout: Equatable, Sendable {
    /// One laid-out line.
    public struct Line: Equatable, Sendable {
        /// What the line shows: its characters without trailing spaces or the line break, with
        /// "…" where it was truncated.
        public let text: String
        /// The characters of the source the line stands for (for a truncated line, everything
        /// from its start to the end of its paragraph).
        public let range: Range<String.Index>
        /// Where the line's box starts: its first character's left edge and the line's top.
        public let origin: CGPoint
        /// The line's width, trailing spaces excluded.
        public let width: CGFloat
        /// The line's height (its tallest run's, adjusted by the paragraph style).
        public let height: CGFloat
        /// The y of the line's baseline.
        public let baseline: CGFloat
        /// The runs of one set of attributes each, in order.
        public let runs: [Run]
        /// Whether the line was cut (truncated with "…", or clipped).
        public let isTruncated: Bool

        /// The line's box: ``origin``, ``width`` wide and ``height`` high.
        public var frame: CGRect { CGRect(x: origin.x, y: origin.y, width: width, height: height) }
    }

    /// A stretch of a line with one set of attributes.
    public struct Run: Equatable, Sendable {
        /// The characters the run draws.
        public let text: String
        /// Where the run's baseline starts.
        public let origin: CGPoint
        /// The run's advance.
        public let width: CGFloat
        /// The run's attributes.
        public let attributes: TextAttributes
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The size the text uses: the widest line's width (with its indent) and the lines' total height.
    public let usedSize: CGSize
    /// Whether text was left out, cut or truncated to respect the line limit or the height.
    public let isTruncated: Bool
    /// The factor the fonts were scaled by to fit (1 unless shrinking was allowed and needed).
    public let scaleFactor: CGFloat
    /// The containers laying out the same text gives this layout in (see TextLayout+Reach.swift).
    let reach: Reach

    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// Lays out plain `text` with one set of attributes.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - attributes: The attributes of all of it.
    ///   - size: The container. Lines wrap at its width (an infinite width, or
    ///     `.greatestFiniteMagnitude`, never wraps, and lines align within the widest one);
    ///     lines that would end below its height are left out.
    ///   - numberOfLines: The most lines to show; 0 (or less) for no limit.
    ///   - lineBreakMode: How lines wrap, and what the last line does with text that remains.
    ///   - alignment: How lines sit in the container's width.
    ///   - layoutDirection: What ``TextAlignment/natural`` means.
    ///   - minimumScaleFactor: `nil` never shrinks; a factor in 0...1 lets the fonts shrink down
    ///     to it (at least 0.01) so the text fits, as `UILabel`'s `adjustsFontSizeToFitWidth`.
    ///   - measurer: The text model; a view passes its run loop's ``MainRunLoop/textMeasurer``.
    public init(
        _ text: String, attributes: TextAttributes, size: CGSize, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight, minimumScaleFactor: CGFloat? = nil,
        measurer: any TextMeasuring
    ) {
        let runs = text.isEmpty ? [] : [TextLayoutEngine.SourceRun(range: text.startIndex..<text.endIndex, attributes: attributes, paragraph: nil)]
        self = TextLayoutEngine(
            source: text, runs: runs, defaultAttributes: attributes, size: size, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, layoutDirection: layoutDirection, measurer: measurer
        ).layout(minimumScaleFactor: minimumScaleFactor)
    }

    /// Lays out plain `text` in `font` (see ``init(_:attributes:size:numberOfLines:lineBreakMode:alignment:layoutDirection:minimumScaleFactor:measurer:)``).
    public init(
        _ text: String, font: Font, size: CGSize, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .natural, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
        minimumScaleFactor: CGFloat? = nil, measurer: any TextMeasuring
    ) {
        self.init(text, attributes: TextAttributes(font: font), size: size, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, alignment: alignment, layoutDirection: layoutDirection,
                  minimumScaleFactor: minimumScaleFactor, measurer: measurer)
    }

    /// Lays out attributed text: each run with its own attributes over `defaultAttributes`, each
    /// paragraph with the ``ParagraphStyle`` of its first character (or `alignment` and
    /// `lineBreakMode` when it has none).
    public init(
        _ text: NSAttributedString, defaultAttributes: TextAttributes, size: CGSize, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight, minimumScaleFactor: CGFloat? = nil,
        measurer: any TextMeasuring
    ) {
        self.init(text, defaultAttributes: defaultAttributes, size: size, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, alignment: alignment, layoutDirection: layoutDirection,
                  minimumScaleFactor: minimumScaleFactor, usesFontLeading: false, measurer: measurer)
    }

    init(
        _ text: NSAttributedString, defaultAttributes: TextAttributes, size: CGSize, numberOfLines: Int,
        lineBreakMode: LineBreakMode, alignment: TextAlignment, layoutDirection: TraitEnvironmentLayoutDirection,
        minimumScaleFactor: CGFloat?, usesFontLeading: Bool, measurer: any TextMeasuring
    ) {
        let source = text.string
        var runs: [TextLayoutEngine.SourceRun] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, nsRange, _ in
            guard let range = Range(nsRange, in: source), !range.isEmpty else { return }
            runs.append(TextLayoutEngine.SourceRun(
                range: range, attributes: TextAttributes(attributes, defaults: defaultAttributes),
                paragraph: (attributes[.paragraphStyle] as? ParagraphStyle)?.values))
        }
        var engine = TextLayoutEngine(
            source: source, runs: runs, defaultAttributes: defaultAttributes, size: size, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, layoutDirection: layoutDirection, measurer: measurer)
        engine.usesFontLeading = usesFontLeading
        self = engine.layout(minimumScaleFactor: minimumScaleFactor)
    }

    init(lines: [Line], usedSize: CGSize, isTruncated: Bool, scaleFactor: CGFloat, reach: Reach) {
        self.lines = lines
        self.usedSize = usedSize
        self.isTruncated = isTruncated
        self.scaleFactor = scaleFactor
        self.reach = reach
    }

    /// Whether two layouts have the same lines, size, truncation and scale (wherever they were
    /// made).
    public static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
        lhs.usedSize == rhs.usedSize && lhs.isTruncated == rhs.isTruncated && lhs.scaleFactor == rhs.scaleFactor
            && lhs.lines == rhs.lines
    }
}
