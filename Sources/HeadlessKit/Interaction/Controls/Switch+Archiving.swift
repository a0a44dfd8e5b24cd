import Foundation

/// What an archive sets on a switch, under the Swift names of its properties.
extension Switch {
    /// Reads `isOn`, `onTintColor`, `thumbTintColor`, `onImage`, `offImage`, `title` and
    /// `preferredStyle`, each through its setter.
    func decodeArchivedSwitchProperties(from coder: Coder) {
        if let on = coder.decodeIfPresent("isOn", coder.decodeBool) { isOn = on }
        if let color = coder.decodeColor(forKey: "onTintColor") { onTintColor = color }
        if let color = coder.decodeColor(forKey: "thumbTintColor") { thumbTintColor = color }
        if let image = coder.decodeImage(forKey: "onImage") { onImage = image }
        if let image = coder.decodeImage(forKey: "offImage") { offImage = image }
        if let title = coder.decodeString(forKey: "title") { self.title = title }
        if let style = coder.decodeCase(Style.self, forKey: "preferredStyle") { preferredStyle = style }
    }
}
