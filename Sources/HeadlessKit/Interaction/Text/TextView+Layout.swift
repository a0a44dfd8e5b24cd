import Foundation

/// The text view's text layout: the lines at a width, the content size they make, and drawing.
///
/// The text is laid out in the width less the text container's left and right insets and twice
/// its line-fragment padding; the content is as tall as the lines, plus one line for an empty
/// text or a text ending in a line break (where the insertion point then sits), rounded up to
/// whole points **(chosen**, as a label's intrinsic size is), plus the top and bottom insets.
extension TextView {
    /// Where the first line's box starts, in the content's coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: storedTextContainerInset.left + textContainer.lineFragmentPadding, y: storedTextContainerInset.top)
    }

    /// The text laid out for a text view `width` wide (unwrapped when it has no width).
    func textLayout(forWidth width: CGFloat) -> TextLayout {
        let inset = storedTextContainerInset
        let available = width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding
        let lineWidth = width > 0 && width.isFinite ? max(available, 0) : CGFloat.infinity
        return TextLayout(
            content.attributed, defaultAttributes: TextAttributes(font: effectiveFont, foregroundColor: storedTextColor),
            size: CGSize(width: lineWidth, height: CGFloat.greatestFiniteMagnitude),
            numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
            alignment: storedTextAlignment, measurer: owningRunLoop?.textMeasurer ?? StandardTextMeasurer())
    }

    /// One line of the text view's font.
    var lineHeight: CGFloat {
        (owningRunLoop?.textMeasurer ?? StandardTextMeasurer()).verticalMetrics(of: effectiveFont).lineHeight
    }

    /// Whether the insertion point at the end of the text sits on a line of its own.
    var endsOnEmptyLine: Bool {
        let string = content.string
        return string.isEmpty || string.hasSuffix("\n") || string.hasSuffix("\r")
    }

    /// The content's height for a text view `width` wide.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        var textHeight = textLayout(forWidth: width).usedSize.height
        if endsOnEmptyLine { textHeight += lineHeight }
        return textHeight.rounded(.up) + storedTextContainerInset.top + storedTextContainerInset.bottom
    }

    /// Sizes the content to the text at the current width.
    func updateContentSize() {
        let width = bounds.width
        contentSize = CGSize(width: width, height: contentHeight(forWidth: width))
    }

    /// The rectangle, across the text view's width, of the lines `range` touches.
    func rect(forLinesOf range: NSRange) -> CGRect {
        let layout = textLayout(forWidth: bounds.width)
        let origin = textOrigin
        let string = content.string
        var covered: CGRect?
        for line in layout.lines {
            let start = line.range.lowerBound.utf16Offset(in: string)
            let end = line.range.upperBound.utf16Offset(in: string)
            let touches = range.length == 0 ? (range.location >= start && range.location < end) : (start < range.location + range.length && range.location < end)
            guard touches else { continue }
            let box = CGRect(x: 0, y: origin.y + line.origin.y, width: bounds.width, height: line.height)
            covered = covered.map { $0.union(box) } ?? box
        }
        if let covered { return covered }
        // The end of the text: the last line, or the empty line after a final line break.
        let top = origin.y + (endsOnEmptyLine ? layout.usedSize.height : (layout.lines.last.map { $0.origin.y } ?? 0))
        return CGRect(x: 0, y: top, width: bounds.width, height: lineHeight)
    }

    /// The insertion points of `line` and their x, measured in the text view's font.
    func caretBoundaries(of line: TextLayout.Line, in string: String, origin: CGPoint) -> [(offset: Int, x: CGFloat)] {
        let characters = string[line.range].prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        let measurer = owningRunLoop?.textMeasurer ?? StandardTextMeasurer()
        let advances = measurer.advances(of: Substring(characters), in: effectiveFont)
        var offset = line.range.lowerBound.utf16Offset(in: string)
        var x = origin.x + line.origin.x
        var boundaries: [(offset: Int, x: CGFloat)] = [(offset, x)]
        for (character, advance) in zip(characters, advances) {
            x += advance
            offset += character.utf16.count
            boundaries.append((offset, x))
        }
        return boundaries
    }

    /// Draws the text, then the insertion point while editing.
    func drawText() {
        guard let context = GraphicsContext.current else { return }
        let layout = textLayout(forWidth: bounds.width)
        let origin = textOrigin
        layout.draw(at: origin, in: context)
        guard isEditingText, content.selection.length == 0 else { return }
        let caret = content.selection.location
        let string = content.string
        var point = CGPoint(x: origin.x, y: origin.y + (layout.lines.last.map { $0.origin.y } ?? 0))
        if caret == content.length, endsOnEmptyLine {
            point.y = origin.y + layout.usedSize.height
        } else if let line = layout.lines.last(where: { $0.range.lowerBound.utf16Offset(in: string) <= caret }),
                  let boundary = caretBoundaries(of: line, in: string, origin: origin).first(where: { $0.offset == caret }) {
            point = CGPoint(x: boundary.x, y: origin.y + line.origin.y)
        }
        // The insertion point: a 2-point bar in the tint colour, one line of the font high.
        context.fill(CGRect(x: point.x - 1, y: point.y, width: 2, height: lineHeight), with: .tintColor)
    }
}
