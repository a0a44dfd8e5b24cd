import Foundation

/// The text a text field or text view holds and its selection, counted in UTF-16 units as UIKit's
/// text inputs count (`NSRange`), and the edits keys make to them.
struct EditableText {
    /// The text with its attributes.
    private(set) var attributed = NSAttributedString(string: "")
    /// The selection; an empty range is the insertion point. Always inside the text.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// Changes whenever the text changes, so a caller can tell that a delegate changed the text
    /// while it was asked about an edit.
    private(set) var generation = 0

    /// The text as a string.
    var string: String { attributed.string }
    /// The text's length in UTF-16 units.
    var length: Int { attributed.length }
    /// The whole text's range.
    var wholeRange: NSRange { NSRange(location: 0, length: length) }

    /// Replaces the whole text; the insertion point goes to its end, as UIKit's does when a text
    /// input's text is set.
    mutating func setText(_ text: NSAttributedString) {
        attributed = NSAttributedString(attributedString: text)
        selection = NSRange(location: attributed.length, length: 0)
        generation &+= 1
    }

    /// Whether `range` lies inside the text.
    func contains(_ range: NSRange) -> Bool {
        range.location >= 0 && range.length >= 0 && range.location <= length && range.length <= length - range.location
    }

    /// `range` (inside the text) widened to whole characters (grapheme clusters: an emoji with
    /// its modifiers, a letter with its accents); an empty range moves to the start of the
    /// character it falls in. A Swift string cannot be cut inside a character — Foundation's
    /// attributed strings on Linux crash when an edit splits one — so a selection or an edit that
    /// starts or ends inside one takes all of it **(chosen)**.
    func characterAligned(_ range: NSRange) -> NSRange {
        let end = range.location + range.length
        var start = range.location, alignedEnd = end
        var offset = 0
        for character in string {
            let next = offset + character.utf16.count
            if offset < range.location, range.location < next { start = offset }
            if offset < end, end < next { alignedEnd = next }
            if next >= end { break }
            offset = next
        }
        return NSRange(location: start, length: range.length == 0 ? 0 : alignedEnd - start)
    }

    /// Moves the selection (kept inside the text, on whole characters).
    mutating func select(_ range: NSRange) {
        let location = min(max(range.location, 0), length)
        selection = characterAligned(NSRange(location: location, length: min(max(range.length, 0), length - location)))
    }

    /// Replaces `range` (inside the text, widened to whole characters — see
    /// `characterAligned(_:)`) with `string` carrying `attributes`; the insertion point goes after
    /// the inserted text.
    mutating func replace(_ range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]) {
        let range = characterAligned(range)
        let mutable = NSMutableAttributedString(attributedString: attributed)
        mutable.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        attributed = mutable
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        generation &+= 1
    }

    /// What the delete key removes: the selection when there is one, else the whole character
    /// (grapheme cluster: an emoji with its modifiers, a letter with its accents) before the
    /// insertion point; `nil` at the start of the text.
    var rangeDeletedBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let composed = (string as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
        return NSRange(location: composed.location, length: selection.location - composed.location)
    }

    /// The text in `range` (inside the text).
    func substring(in range: NSRange) -> String {
        (string as NSString).substring(with: range)
    }
}
