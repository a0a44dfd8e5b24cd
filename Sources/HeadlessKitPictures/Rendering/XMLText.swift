/// Text as SVG (XML) content and attribute values take it.
package enum XMLText {
    /// `text` with `&`, `<`, `>` and `"` escaped.
    package static func escaped(_ text: String) -> String {
        replacing(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])
    }

    /// `text` with each character `replacements` names replaced by its replacement.
    package nonisolated static func replacing(_ text: String, _ replacements: [Character: String]) -> String {
        var result = ""
        for character in text {
            if let replacement = replacements[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
