import Foundation

/// What an archive sets on a bar button item beyond its bar item's properties.
extension BarButtonItem {
    /// Reads `width`, `tintColor` and `customView`.
    func decodeArchivedButtonItemProperties(from coder: Coder) {
        if let width = coder.decodeIfPresent("width", coder.decodeDouble) { self.width = width }
        if let color = coder.decodeColor(forKey: "tintColor") { tintColor = color }
        if let view = coder.decodeObject(of: ViewNode.self, forKey: "customView") { customView = view }
    }
}
