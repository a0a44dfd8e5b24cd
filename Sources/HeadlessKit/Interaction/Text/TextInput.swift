import Foundation

/// A responder whose text can be read, selected and edited by position — a minimal UIKit
/// `UITextInput`: the selection, the document's ends, moving and comparing positions, and
/// reading and replacing ranges.
///
/// HeadlessKit has no marked text (no input method composes characters), so
/// ``markedTextRange`` is always `nil`; it has no geometry queries beyond
/// ``closestPosition(to:)``. Offsets count UTF-16 code units, as UIKit's do.
@MainActor
public protocol TextInput: KeyInput {
    /// The selection, or the insertion point as an empty range; `nil` when the input is not
    /// being edited. Setting it moves the selection.
    var selectedTextRange: TextRange? { get set }
    /// The text an input method is composing; always `nil` in HeadlessKit.
    var markedTextRange: TextRange? { get }
    /// The position before the first character.
    var beginningOfDocument: TextPosition { get }
    /// The position after the last character.
    var endOfDocument: TextPosition { get }
    /// The text in `range`, or `nil` for a range outside the text.
    func text(in range: TextRange) -> String?
    /// Replaces the text in `range` with `text`, as an edit (see the conforming type).
    func replace(_ range: TextRange, withText text: String)
    /// The range between two positions, or `nil` when either is outside the text.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` UTF-16 units from `position`, or `nil` when it would be outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// How many UTF-16 units lie from `from` to `toPosition` (negative when it is before).
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// How `position` is ordered relative to `other`.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// The position nearest to `point`, in the input's coordinates.
    func closestPosition(to point: CGPoint) -> TextPosition?
}
