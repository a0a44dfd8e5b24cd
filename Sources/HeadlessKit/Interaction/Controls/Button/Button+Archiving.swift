import Foundation

/// What an archive sets on a button, under the Swift names of its properties.
extension Button {
    /// Reads `buttonType` (the button then set up as ``init(type:)`` sets it up: a symbol kind
    /// shows its symbol), the per-state `title`, `titleColor`, `titleShadowColor`, `image` and
    /// `backgroundImage` (`{"normal": …, "highlighted": …}`), `contentEdgeInsets`,
    /// `titleEdgeInsets`, `imageEdgeInsets`, `role` and `changesSelectionAsPrimaryAction`.
    func decodeArchivedButtonProperties(from coder: Coder) {
        if let type = coder.decodeCase(ButtonType.self, forKey: "buttonType") {
            buttonType = type
            if let symbol = type.symbolName { images[.normal] = Image(systemName: symbol) }
            contentDidChange()
        }
        for (state, title) in Control.decodeArchivedStateValues(forKey: "title", from: coder, { $0.decodeString(forKey: $1) }) {
            setTitle(title, for: state)
        }
        for (state, color) in Control.decodeArchivedStateValues(forKey: "titleColor", from: coder, { $0.decodeColor(forKey: $1) }) {
            setTitleColor(color, for: state)
        }
        for (state, color) in Control.decodeArchivedStateValues(forKey: "titleShadowColor", from: coder,
                                                                 { $0.decodeColor(forKey: $1) }) {
            setTitleShadowColor(color, for: state)
        }
        for (state, image) in Control.decodeArchivedStateValues(forKey: "image", from: coder, { $0.decodeImage(forKey: $1) }) {
            setImage(image, for: state)
        }
        for (state, image) in Control.decodeArchivedStateValues(forKey: "backgroundImage", from: coder,
                                                                 { $0.decodeImage(forKey: $1) }) {
            setBackgroundImage(image, for: state)
        }
        if let insets = coder.decodeIfPresent("contentEdgeInsets", coder.decodeEdgeInsets) { contentEdgeInsets = insets }
        if let insets = coder.decodeIfPresent("titleEdgeInsets", coder.decodeEdgeInsets) { titleEdgeInsets = insets }
        if let insets = coder.decodeIfPresent("imageEdgeInsets", coder.decodeEdgeInsets) { imageEdgeInsets = insets }
        if let role = coder.decodeCase(Role.self, forKey: "role") { self.role = role }
        if let changes = coder.decodeIfPresent("changesSelectionAsPrimaryAction", coder.decodeBool) {
            changesSelectionAsPrimaryAction = changes
        }
    }
}
