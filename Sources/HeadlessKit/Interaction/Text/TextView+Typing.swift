import Foundation

/// The text view's side of an edit — its delegate's question and its announcements (the steps
/// are `TextEditingView`'s) — the selection, and the minimal `UITextInput`, in UTF-16 units.
extension TextView {
    /// A text view takes edits while it is editable.
    var acceptsEdits: Bool { isEditable }

    var attributesForTypedText: [NSAttributedString.Key: Any] { typingAttributes }

    var shouldChangeTextMethodName: String { "textView(_:shouldChangeTextIn:replacementText:)" }

    func delegateAllowsEdit(of range: NSRange, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    /// An applied edit: the layout follows, then (chosen order, as UIKit's text views are
    /// commonly logged to do) the selection is announced, then the change.
    func editDidApply() {
        textLayoutDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        postTextNotification(Self.textDidChangeNotification)
    }

    func announceSelectionChange() {
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The selection as UTF-16 units (the insertion point as an empty range). Setting it moves
    /// the selection and tells ``TextViewDelegate/textViewDidChangeSelection(_:)``; a range
    /// outside the text is refused with a diagnostic.
    public var selectedRange: NSRange {
        get { content.selection }
        set {
            guard content.contains(newValue) else { return reportRange(newValue, "selectedRange") }
            moveSelection(to: newValue)
        }
    }

    /// Scrolls the least needed to show the lines of `range`; a range outside the text is
    /// refused with a diagnostic.
    public func scrollRangeToVisible(_ range: NSRange) {
        guard content.contains(range) else { return reportRange(range, "scrollRangeToVisible(_:)") }
        scrollRectToVisible(rect(forLinesOf: range), animated: false)
    }

    func reportRange(_ range: NSRange, _ call: String) {
        reportMisuse(Diagnostic(
            kind: .invalidTextRange,
            message: "*** -[UITextView \(call)]: Range {\(range.location), \(range.length)} out of bounds; the text of "
                + "\(self) has \(content.length) UTF-16 units. Nothing changed; pass a range inside the text.",
            objects: [self]))
    }

    // MARK: - UITextInput

    /// The selection while the text view is editing (or selectable and first responder), else
    /// `nil`. Setting it works as setting ``selectedRange`` does.
    public var selectedTextRange: TextRange? {
        get { isFirstResponder ? TextRange.utf16(content.selection) : nil }
        set {
            guard let newValue else { return }
            guard let range = newValue.utf16Range, content.contains(range) else {
                return reportRange(newValue.utf16Range ?? NSRange(location: NSNotFound, length: 0), "selectedTextRange")
            }
            moveSelection(to: range)
        }
    }

    /// Always `nil`: HeadlessKit has no input method composing marked text.
    public var markedTextRange: TextRange? { nil }

    /// The position before the first character.
    public var beginningOfDocument: TextPosition { OffsetTextPosition(0) }

    /// The position after the last character.
    public var endOfDocument: TextPosition { OffsetTextPosition(content.length) }

    /// The text in `range`, or `nil` for a range outside the text.
    public func text(in range: TextRange) -> String? {
        content.text(in: range)
    }

    /// Replaces the text in `range` with `text` as typing does; a range outside the text is
    /// refused with a diagnostic.
    public func replace(_ range: TextRange, withText text: String) {
        guard let utf16 = range.utf16Range, content.contains(utf16) else {
            return reportRange(range.utf16Range ?? NSRange(location: NSNotFound, length: 0), "replace(_:withText:)")
        }
        edit(utf16, replacement: text)
    }

    /// The range from `fromPosition` to `toPosition`, or `nil` when either is outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        content.textRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        content.position(from: position, offset: offset)
    }

    /// The UTF-16 units from `from` to `toPosition`; 0 for a position that is not the text view's.
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        content.offset(from: from, to: toPosition)
    }

    /// How `position` is ordered relative to `other`.
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        content.compare(position, to: other)
    }

    /// The character boundary nearest to `point` (in the text view's coordinates): on the line at
    /// its height, the boundary nearest its x.
    public func closestPosition(to point: CGPoint) -> TextPosition? {
        guard GeometryFormat.isFinite(point.x, point.y) else { return nil }
        let layout = textLayout(forWidth: bounds.width)
        let origin = textOrigin
        let string = content.string
        guard let line = layout.lines.first(where: { point.y < origin.y + $0.origin.y + $0.height }) ?? layout.lines.last else {
            return OffsetTextPosition(0)
        }
        let boundaries = caretBoundaries(of: line, in: string, origin: origin)
        let nearest = boundaries.min { abs($0.x - point.x) < abs($1.x - point.x) }
        return OffsetTextPosition(nearest?.offset ?? content.length)
    }
}
