import Foundation

/// What an archive sets on a tab bar item beyond its bar item's properties.
extension TabBarItem {
    /// Reads `selectedImage`, `badgeValue` and `badgeColor`.
    func decodeArchivedTabItemProperties(from coder: Coder) {
        if let image = coder.decodeImage(forKey: "selectedImage") { selectedImage = image }
        if let badge = coder.decodeString(forKey: "badgeValue") { badgeValue = badge }
        if let color = coder.decodeColor(forKey: "badgeColor") { badgeColor = color }
    }
}
