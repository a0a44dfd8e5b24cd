import Foundation

/// The text's positions and ranges as a text field's and a text view's `UITextInput` methods hand
/// them out: `OffsetTextPosition`s, UTF-16 offsets into the text.
extension EditableText {
    /// The UTF-16 offset of `position` when it is one of these positions and inside the text.
    func offset(of position: TextPosition) -> Int? {
        guard let position = position as? OffsetTextPosition, position.offset >= 0, position.offset <= length else {
            return nil
        }
        return position.offset
    }

    /// The text in `range`, or `nil` for a range outside the text.
    func text(in range: TextRange) -> String? {
        guard let utf16 = range.utf16Range, contains(utf16) else { return nil }
        return substring(in: utf16)
    }

    /// The range from `fromPosition` to `toPosition`, or `nil` when either is outside the text.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return TextRange(start: OffsetTextPosition(from), end: OffsetTextPosition(to))
    }

    /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let (moved, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, moved >= 0, moved <= length else { return nil }
        return OffsetTextPosition(moved)
    }

    /// The UTF-16 units from `from` to `toPosition`; 0 when either is not a position inside the text.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        guard let start = offset(of: from), let end = offset(of: toPosition) else { return 0 }
        return end - start
    }

    /// How `position` is ordered relative to `other` (same when either is not a position inside
    /// the text).
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        let difference = offset(from: position, to: other)
        return difference > 0 ? .orderedAscending : difference < 0 ? .orderedDescending : .orderedSame
    }

    /// Gives the whole text `attributes` again (after a font, colour or alignment changed),
    /// dropping the colours runs had of their own, and keeps the selection.
    mutating func restyle(with attributes: [NSAttributedString.Key: Any]) {
        let selection = self.selection
        let restyled = NSMutableAttributedString(attributedString: attributed)
        restyled.removeAttribute(NSAttributedString.Key.foregroundColor, range: wholeRange)
        restyled.addAttributes(attributes, range: wholeRange)
        setText(restyled)
        select(selection)
    }
}
