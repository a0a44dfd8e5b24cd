import Foundation

/// What an archive sets on a controller, under the Swift names of its properties.
extension ViewControllerBase {
    /// Reads `title`, `modalPresentationStyle` and `additionalSafeAreaInsets` from `coder`.
    func decodeArchivedProperties(from coder: Coder) {
        if let title = coder.decodeString(forKey: "title") { self.title = title }
        if let style = coder.decodeCase(ModalPresentationStyle.self, forKey: "modalPresentationStyle") {
            modalPresentationStyle = style
        }
        if coder.containsValue(forKey: "additionalSafeAreaInsets") {
            additionalSafeAreaInsets = coder.decodeEdgeInsets(forKey: "additionalSafeAreaInsets")
        }
        decodeArchivedPresentationAndItems(from: coder)
        coder.runExtensionDecoders(on: self)
    }
}
