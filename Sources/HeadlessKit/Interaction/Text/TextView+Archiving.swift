import Foundation

/// What an archive sets on a text view, under the Swift names of its properties (its scroll
/// view's are read by ``ScrollView``).
extension TextView {
    /// Reads `font`, `textColor`, `textAlignment`, `text`, `isEditable`, `isSelectable`,
    /// `textContainerInset` and the text input traits, each through its setter.
    func decodeArchivedTextViewProperties(from coder: Coder) {
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let alignment = coder.decodeCase(TextAlignment.self, forKey: "textAlignment") { textAlignment = alignment }
        if let text = coder.decodeString(forKey: "text") { self.text = text }
        if let editable = coder.decodeIfPresent("isEditable", coder.decodeBool) { isEditable = editable }
        if let selectable = coder.decodeIfPresent("isSelectable", coder.decodeBool) { isSelectable = selectable }
        if let inset = coder.decodeIfPresent("textContainerInset", coder.decodeEdgeInsets) { textContainerInset = inset }
        if let secure = coder.decodeIfPresent("isSecureTextEntry", coder.decodeBool) { isSecureTextEntry = secure }
        if let type = coder.decodeCase(KeyboardType.self, forKey: "keyboardType") { keyboardType = type }
        if let appearance = coder.decodeCase(KeyboardAppearance.self, forKey: "keyboardAppearance") { keyboardAppearance = appearance }
        if let type = coder.decodeCase(ReturnKeyType.self, forKey: "returnKeyType") { returnKeyType = type }
        if let type = coder.decodeCase(TextAutocapitalizationType.self, forKey: "autocapitalizationType") {
            autocapitalizationType = type
        }
        if let type = coder.decodeCase(TextAutocorrectionType.self, forKey: "autocorrectionType") { autocorrectionType = type }
        if let type = coder.decodeCase(TextSpellCheckingType.self, forKey: "spellCheckingType") { spellCheckingType = type }
        if let type = coder.decodeString(forKey: "textContentType") { textContentType = TextContentType(rawValue: type) }
    }
}
