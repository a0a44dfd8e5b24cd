import Foundation

/// What an archive sets on a text field, under the Swift names of its properties.
extension TextField {
    /// Reads the field's text and style — `font`, `textColor`, `textAlignment`, `text`,
    /// `placeholder`, `borderStyle`, `background`, `disabledBackground`, `clearButtonMode`,
    /// `clearsOnBeginEditing`, `adjustsFontSizeToFitWidth`, `minimumFontSize` — and its text
    /// input traits, each through its setter.
    func decodeArchivedTextFieldProperties(from coder: Coder) {
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let alignment = coder.decodeCase(TextAlignment.self, forKey: "textAlignment") { textAlignment = alignment }
        if let text = coder.decodeString(forKey: "text") { self.text = text }
        if let placeholder = coder.decodeString(forKey: "placeholder") { self.placeholder = placeholder }
        if let style = coder.decodeCase(BorderStyle.self, forKey: "borderStyle") { borderStyle = style }
        if let image = coder.decodeImage(forKey: "background") { background = image }
        if let image = coder.decodeImage(forKey: "disabledBackground") { disabledBackground = image }
        if let mode = coder.decodeCase(ViewMode.self, forKey: "clearButtonMode") { clearButtonMode = mode }
        if let clears = coder.decodeIfPresent("clearsOnBeginEditing", coder.decodeBool) { clearsOnBeginEditing = clears }
        if let adjusts = coder.decodeIfPresent("adjustsFontSizeToFitWidth", coder.decodeBool) { adjustsFontSizeToFitWidth = adjusts }
        if let size = coder.decodeIfPresent("minimumFontSize", coder.decodeDouble) { minimumFontSize = size }
        if let secure = coder.decodeIfPresent("isSecureTextEntry", coder.decodeBool) { isSecureTextEntry = secure }
        if let type = coder.decodeCase(KeyboardType.self, forKey: "keyboardType") { keyboardType = type }
        if let appearance = coder.decodeCase(KeyboardAppearance.self, forKey: "keyboardAppearance") { keyboardAppearance = appearance }
        if let type = coder.decodeCase(ReturnKeyType.self, forKey: "returnKeyType") { returnKeyType = type }
        if let enables = coder.decodeIfPresent("enablesReturnKeyAutomatically", coder.decodeBool) {
            enablesReturnKeyAutomatically = enables
        }
        if let type = coder.decodeCase(TextAutocapitalizationType.self, forKey: "autocapitalizationType") {
            autocapitalizationType = type
        }
        if let type = coder.decodeCase(TextAutocorrectionType.self, forKey: "autocorrectionType") { autocorrectionType = type }
        if let type = coder.decodeCase(TextSpellCheckingType.self, forKey: "spellCheckingType") { spellCheckingType = type }
        if let type = coder.decodeString(forKey: "textContentType") { textContentType = TextContentType(rawValue: type) }
    }
}
