import Foundation

/// A place in a text input's text — UIKit's `UITextPosition`.
///
/// ``TextField`` and ``TextView`` hand out positions of their own; compare and move them through
/// the text input that made them (``TextInput/offset(from:to:)``,
/// ``TextInput/position(from:offset:)``). Subclass it for a custom ``TextInput``.
open class TextPosition {
    /// Creates a position; subclasses say where it is.
    public init() {}
}

/// A stretch of a text input's text between two positions — UIKit's `UITextRange`.
///
/// Subclass it for a custom ``TextInput``; the ranges ``TextField`` and ``TextView`` hand out
/// are their own.
open class TextRange {
    /// Where the range starts.
    public let start: TextPosition
    /// Where the range ends.
    public let end: TextPosition

    /// Creates a range from `start` to `end`.
    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the range holds no characters. The default compares the positions of HeadlessKit's
    /// text inputs (else whether `start` and `end` are one object); subclasses override it.
    open var isEmpty: Bool {
        if let start = start as? OffsetTextPosition, let end = end as? OffsetTextPosition {
            return start.offset == end.offset
        }
        return start === end
    }
}

/// A position of ``TextField`` and ``TextView``: a UTF-16 offset into the text, as UIKit's
/// text inputs count (`NSString` indices).
final class OffsetTextPosition: TextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }
}

extension TextRange {
    /// The range as UTF-16 offsets, when both ends are HeadlessKit's positions; lower first.
    var utf16Range: NSRange? {
        guard let start = start as? OffsetTextPosition, let end = end as? OffsetTextPosition else { return nil }
        let lower = min(start.offset, end.offset)
        return NSRange(location: lower, length: max(start.offset, end.offset) - lower)
    }

    /// A range of HeadlessKit's positions covering `range`.
    static func utf16(_ range: NSRange) -> TextRange {
        TextRange(start: OffsetTextPosition(range.location), end: OffsetTextPosition(range.location + range.length))
    }
}
