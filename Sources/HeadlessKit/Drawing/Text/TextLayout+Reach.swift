import Foundation

/// The containers a text layout stands for: laying out the same text, with the same attributes,
/// line limit, line-break mode, alignment and direction, in any of them gives this very layout.
///
/// A label sizes itself with its text laid out at a width and an unbounded height, then draws in
/// its bounds — as tall as the text, or taller. Line breaking depends on the width alone (lines
/// are only left out below a height they do not fit in), so the sizing layout stands for the
/// drawing one, and the label lays its text out once rather than twice.
extension TextLayout {
    /// The container sizes a layout stands for.
    struct Reach: Sendable {
        /// The container widths: while every line fits the width (each line's width with its
        /// indents) and no wrapped line gets room for another character, lines break in the same
        /// places; left-aligned lines also sit in the same places. A layout that truncated, or
        /// whose lines are placed by the width, stands for the width it was made at alone.
        var widths: ClosedRange<CGFloat>
        /// The bottom of the lowest line below the first (the first line is always laid out): a
        /// container must reach it, within the line breaker's tolerance.
        var lowestLineBottom: CGFloat
        /// The container height the layout was made at, when a line was left out for the height:
        /// then it stands for that height alone.
        var cutHeight: CGFloat?

        /// The reach of a layout with no lines: every container.
        static let everywhere = Reach(widths: 0...CGFloat.infinity, lowestLineBottom: 0, cutHeight: nil)
    }

    /// Whether laying out the same text in the same way in `size` gives this layout.
    func isLaidOutTheSame(in size: CGSize) -> Bool {
        // The line breaker's reading of the size: NaN or negative is empty.
        let width = size.width.isNaN ? 0 : max(size.width, 0)
        let height = size.height.isNaN ? 0 : max(size.height, 0)
        guard reach.widths.contains(width) else { return false }
        if let cutHeight = reach.cutHeight { return height == cutHeight }
        return !(reach.lowestLineBottom > height + TextLayoutEngine.tolerance)
    }
}

extension TextLayoutEngine {
    /// The reach of the layout of `pending` lines: see ``TextLayout/Reach``.
    func reach(of pending: [PendingLine], truncated: Bool, lowestLineBottom: CGFloat, cutForHeight: Bool) -> TextLayout.Reach {
        let exactWidth = size.width...size.width
        let cutHeight = cutForHeight ? size.height : nil
        guard !truncated else { return TextLayout.Reach(widths: exactWidth, lowestLineBottom: lowestLineBottom, cutHeight: cutHeight) }
        var narrowest: CGFloat = 0
        var wraps = false
        var placedByWidth = false
        for line in pending {
            if !line.isLastOfParagraph { wraps = true }
            let style = line.style
            // Justified lines other than a paragraph's last are stretched to the width.
            if style.alignment.resolved(for: layoutDirection) != .left || (style.alignment == .justified && !line.isLastOfParagraph) {
                placedByWidth = true
            }
            // A tail indent above zero is measured from the leading edge: the room does not
            // depend on the width. Otherwise a line needs its width plus its indents; with
            // indents, a margin keeps the sums' rounding on the safe side.
            guard style.tailIndent <= 0 else { continue }
            let needed = line.indent == 0 && style.tailIndent == 0
                ? line.metrics.width : line.metrics.width + line.indent - style.tailIndent + 1e-6
            narrowest = max(narrowest, needed)
        }
        let widest = wraps ? size.width : .infinity
        let widths = placedByWidth || narrowest > size.width ? exactWidth : narrowest...widest
        return TextLayout.Reach(widths: widths, lowestLineBottom: lowestLineBottom, cutHeight: nil)
    }
}
