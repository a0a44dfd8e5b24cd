import Foundation

/// The field's side of an edit — its delegate's question and its announcements (the steps are
/// `TextEditingView`'s) — and the minimal `UITextInput`: the selection and positions, in UTF-16
/// units.
extension TextField: TextInput {
    /// Typing goes to the selection only while the field is editing.
    var isEditingText: Bool { isEditing }

    /// A field takes every edit.
    var acceptsEdits: Bool { true }

    /// The typing attributes while editing, else the default ones.
    var attributesForTypedText: [NSAttributedString.Key: Any] { typingAttributes ?? defaultTextAttributes }

    var shouldChangeTextMethodName: String { "textField(_:shouldChangeCharactersIn:replacementString:)" }

    func delegateAllowsEdit(of range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// An applied edit ends a secure field's replacing of the whole text, and is announced.
    func editDidApply() {
        replacesTextOnNextKey = false
        announceEdit()
    }

    /// Announces a change typing made: the selection moved
    /// (``TextFieldDelegate/textFieldDidChangeSelection(_:)``), then
    /// ``Control/Event/editingChanged`` and ``textDidChangeNotification`` **(chosen order**: the
    /// selection first, as UIKit's text views are commonly logged to do).
    func announceEdit() {
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        postTextNotification(Self.textDidChangeNotification)
    }

    func announceSelectionChange() {
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: - UITextInput

    /// The selection (an empty range for the insertion point) while the field is editing, else
    /// `nil`. Setting it while editing moves the selection and tells
    /// ``TextFieldDelegate/textFieldDidChangeSelection(_:)``; a range outside the text is refused
    /// with a diagnostic.
    public var selectedTextRange: TextRange? {
        get { isEditing ? TextRange.utf16(content.selection) : nil }
        set {
            guard let newValue, isEditing else { return }
            guard let range = checkedRange(newValue, "selectedTextRange") else { return }
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

    /// Replaces the text in `range` with `text` as typing does — the delegate is asked and the
    /// edit announced. A range outside the text is refused with a diagnostic.
    public func replace(_ range: TextRange, withText text: String) {
        guard let utf16 = checkedRange(range, "replace(_:withText:)") else { return }
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

    /// The UTF-16 units from `from` to `toPosition`; 0 for a position that is not the field's.
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        content.offset(from: from, to: toPosition)
    }

    /// How `position` is ordered relative to `other` (same for positions that are not the field's).
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        content.compare(position, to: other)
    }

    /// The character boundary nearest to `point` (in the field's coordinates) on the field's one
    /// line, measured in the field's font.
    public func closestPosition(to point: CGPoint) -> TextPosition? {
        guard point.x.isFinite else { return nil }
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let boundaries = caretBoundaries(in: area)
        let nearest = boundaries.min { abs($0.x - point.x) < abs($1.x - point.x) }
        return OffsetTextPosition(nearest?.offset ?? content.length)
    }

    // MARK: - Helpers

    /// `range` as UTF-16 units inside the text, or `nil` after reporting it.
    func checkedRange(_ range: TextRange, _ call: String) -> NSRange? {
        if let utf16 = range.utf16Range, content.contains(utf16) { return utf16 }
        let shown = range.utf16Range.map { "{\($0.location), \($0.length)}" } ?? "of another text input"
        reportMisuse(Diagnostic(
            kind: .invalidTextRange,
            message: "*** -[NSBigMutableString replaceCharactersInRange:withString:]: Range or index out of bounds. "
                + "\(call) on \(self) was given a range \(shown) outside its \(content.length) UTF-16 units; "
                + "nothing changed. Make ranges from this field's own positions.",
            objects: [self]))
        return nil
    }

    /// The insertion points of the text and their x in `area`, for the shown text laid out on one
    /// line in the field's font.
    func caretBoundaries(in area: CGRect) -> [(offset: Int, x: CGFloat)] {
        let shown = displayedText.string
        let measurer = owningRunLoop?.textMeasurer ?? StandardTextMeasurer()
        let advances = measurer.advances(of: Substring(shown), in: storedFont)
        let origin = lineOrigin(width: advances.reduce(0, +), in: area)
        var boundaries: [(offset: Int, x: CGFloat)] = [(0, origin)]
        var x = origin, offset = 0
        for (character, advance) in zip(content.string, advances) {
            x += advance
            offset += character.utf16.count
            boundaries.append((offset, x))
        }
        return boundaries
    }
}
