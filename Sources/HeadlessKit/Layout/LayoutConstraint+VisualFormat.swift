import Foundation

extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)`` — UIKit's
    /// `NSLayoutConstraint.FormatOptions`, same raw values: an alignment for every view the format
    /// names, the direction a horizontal format reads in, and how vertical spacing is measured.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, as UIKit's `NSLayoutFormatOptions`.
        public let rawValue: UInt

        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal center.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical center.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that name alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format reads from leading to trailing edges (the default: no bits).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format reads from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format reads from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that name the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Vertical spacing runs between views' edges (the default: no bits).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing runs from one view's last baseline to the next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that name the spacing.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes, inactive — UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// The grammar is UIKit's: an optional orientation (`H:`, the default, or `V:`), an optional
    /// superview edge `|` and connection, views in brackets (`[button]`, with predicates such as
    /// `[button(>=50,<=100@750)]` or `[button(==other)]`), connections between them (nothing for
    /// flush, `-` for the standard 8 points — 20 between a view and the superview's edge — or
    /// `-20-`, `-metric-`, `-(>=8@750)-`), and an optional connection to the closing `|`. Numbers
    /// and priorities can name `metrics`. `options` add alignment constraints between each pair of
    /// adjacent views, choose the direction a horizontal format reads in (leading to trailing by
    /// default), and with ``FormatOptions/spacingBaselineToBaseline`` measure vertical spacing
    /// between baselines.
    ///
    /// A format that does not parse, names a view not in `views` or a metric not in `metrics`,
    /// uses `|` for views without a superview, or asks for an alignment along its own axis is
    /// refused as UIKit refuses it — with the message UIKit's exception carries, starting
    /// "Unable to parse constraint format:" and ending with the format and a caret under the
    /// problem — and returns no constraints.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        switch parser.parse() {
        case .success(let constraints):
            return constraints
        case .failure(let failure):
            let message = "Unable to parse constraint format: \n\(failure.reason) \n\(format)\n"
                + String(repeating: " ", count: failure.position) + "^\n"
                + "HeadlessKit returned no constraints; fix the format, or pass the views and metrics it names."
            let involved = views.values.compactMap { $0 as? ViewNode }.sorted { $0.constraintName < $1.constraintName }
            let diagnostic = Diagnostic(kind: .invalidVisualFormat, message: message, objects: involved)
            if let view = involved.first {
                view.reportMisuse(diagnostic, involving: Array(involved.dropFirst()))
            } else {
                DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
            }
            return []
        }
    }
}
