import Foundation

/// What an archive sets on a navigation item, under the Swift names of its properties.
extension NavigationItem {
    /// Reads the item's archived properties, each through its setter.
    func decodeArchivedNavigationItemProperties(from coder: Coder) {
        if let title = coder.decodeString(forKey: "title") { self.title = title }
        if let prompt = coder.decodeString(forKey: "prompt") { self.prompt = prompt }
        if let title = coder.decodeString(forKey: "backButtonTitle") { backButtonTitle = title }
        if let hides = coder.decodeIfPresent("hidesBackButton", coder.decodeBool) { hidesBackButton = hides }
        if let supplements = coder.decodeIfPresent("leftItemsSupplementBackButton", coder.decodeBool) {
            leftItemsSupplementBackButton = supplements
        }
        if let mode = coder.decodeCase(LargeTitleDisplayMode.self, forKey: "largeTitleDisplayMode") { largeTitleDisplayMode = mode }
        if let view = coder.decodeObject(of: ViewNode.self, forKey: "titleView") { titleView = view }
        if let item = coder.decodeObject(of: BarButtonItem.self, forKey: "backBarButtonItem") { backBarButtonItem = item }
        if let items = coder.decodeArrayOfObjects(ofClass: BarButtonItem.self, forKey: "leftBarButtonItems") {
            leftBarButtonItems = items
        }
        if let items = coder.decodeArrayOfObjects(ofClass: BarButtonItem.self, forKey: "rightBarButtonItems") {
            rightBarButtonItems = items
        }
    }
}
