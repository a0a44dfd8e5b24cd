import Foundation

/// What an archive sets on bar items, under the Swift names of their properties.
extension BarItem {
    /// Reads `title`, `image`, `isEnabled`, `tag`, `accessibilityIdentifier` and `accessibilityLabel`.
    func decodeArchivedItemProperties(from coder: Coder) {
        if let title = coder.decodeString(forKey: "title") { self.title = title }
        if let image = coder.decodeImage(forKey: "image") { self.image = image }
        if let enabled = coder.decodeIfPresent("isEnabled", coder.decodeBool) { isEnabled = enabled }
        if let tag = coder.decodeIfPresent("tag", coder.decodeInteger) { self.tag = tag }
        if let identifier = coder.decodeString(forKey: "accessibilityIdentifier") { accessibilityIdentifier = identifier }
        if let label = coder.decodeString(forKey: "accessibilityLabel") { accessibilityLabel = label }
    }
}
