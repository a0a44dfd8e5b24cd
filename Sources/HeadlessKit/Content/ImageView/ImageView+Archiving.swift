import Foundation

/// What an archive sets on an image view, under the Swift names of its properties.
extension ImageView {
    /// Reads `image`, `highlightedImage` and `isHighlighted` (images by file name in the
    /// archive's bundle, or `{"systemName": …}`), each through its setter.
    func decodeArchivedImageViewProperties(from coder: Coder) {
        if let image = coder.decodeImage(forKey: "image") { self.image = image }
        if let image = coder.decodeImage(forKey: "highlightedImage") { highlightedImage = image }
        if let highlighted = coder.decodeIfPresent("isHighlighted", coder.decodeBool) { isHighlighted = highlighted }
    }
}
