import Foundation

/// What an archive sets on a label, under the Swift names of its properties.
extension Label {
    /// Reads `text`, `textColor`, `font`, `textAlignment`, `numberOfLines`, `lineBreakMode`,
    /// `isEnabled`, `isHighlighted`, `highlightedTextColor`, `adjustsFontSizeToFitWidth`,
    /// `minimumScaleFactor`, `baselineAdjustment`, `allowsDefaultTighteningForTruncation`,
    /// `adjustsFontForContentSizeCategory`, `preferredMaxLayoutWidth`, `shadowColor` and
    /// `shadowOffset`, each through its setter.
    func decodeArchivedLabelProperties(from coder: Coder) {
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        if let alignment = coder.decodeCase(TextAlignment.self, forKey: "textAlignment") { textAlignment = alignment }
        if let mode = coder.decodeCase(LineBreakMode.self, forKey: "lineBreakMode") { lineBreakMode = mode }
        if let lines = coder.decodeIfPresent("numberOfLines", coder.decodeInteger) { numberOfLines = lines }
        if let text = coder.decodeString(forKey: "text") { self.text = text }
        if let enabled = coder.decodeIfPresent("isEnabled", coder.decodeBool) { isEnabled = enabled }
        if let color = coder.decodeColor(forKey: "highlightedTextColor") { highlightedTextColor = color }
        if let highlighted = coder.decodeIfPresent("isHighlighted", coder.decodeBool) { isHighlighted = highlighted }
        if let adjusts = coder.decodeIfPresent("adjustsFontSizeToFitWidth", coder.decodeBool) { adjustsFontSizeToFitWidth = adjusts }
        if let factor = coder.decodeIfPresent("minimumScaleFactor", coder.decodeDouble) { minimumScaleFactor = factor }
        if let adjustment = coder.decodeCase(BaselineAdjustment.self, forKey: "baselineAdjustment") { baselineAdjustment = adjustment }
        if let tightens = coder.decodeIfPresent("allowsDefaultTighteningForTruncation", coder.decodeBool) {
            allowsDefaultTighteningForTruncation = tightens
        }
        if let adjusts = coder.decodeIfPresent("adjustsFontForContentSizeCategory", coder.decodeBool) {
            adjustsFontForContentSizeCategory = adjusts
        }
        if let width = coder.decodeIfPresent("preferredMaxLayoutWidth", coder.decodeDouble) { preferredMaxLayoutWidth = width }
        if let color = coder.decodeColor(forKey: "shadowColor") { shadowColor = color }
        if let offset = coder.decodeIfPresent("shadowOffset", coder.decodeCGSize) { shadowOffset = offset }
    }
}
