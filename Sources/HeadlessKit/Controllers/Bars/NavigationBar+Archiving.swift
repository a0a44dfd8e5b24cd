import Foundation

/// What an archive sets on a navigation bar, under the Swift names of its properties.
extension NavigationBar {
    /// Reads `isTranslucent`; the bar's colours are its view's (`tintColor`, `backgroundColor`).
    func decodeArchivedNavigationBarProperties(from coder: Coder) {
        if let translucent = coder.decodeIfPresent("isTranslucent", coder.decodeBool) { isTranslucent = translucent }
    }
}
