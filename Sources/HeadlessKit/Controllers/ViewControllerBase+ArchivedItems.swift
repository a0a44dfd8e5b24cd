import Foundation

/// What an archive sets on a controller beyond its title and safe area: its bar items and its
/// presentation options, under the Swift names of its properties.
extension ViewControllerBase {
    /// Reads `navigationItem` (an archived ``NavigationItem``), `tabBarItem` (an archived
    /// ``TabBarItem``), `modalTransitionStyle`, `isModalInPresentation`,
    /// `definesPresentationContext`, `preferredContentSize` and
    /// `extendedLayoutIncludesOpaqueBars`, each through its setter.
    func decodeArchivedPresentationAndItems(from coder: Coder) {
        if let item = coder.decodeObject(of: NavigationItem.self, forKey: "navigationItem") { storedNavigationItem = item }
        if let item = coder.decodeObject(of: TabBarItem.self, forKey: "tabBarItem") { tabBarItem = item }
        if let style = coder.decodeCase(ModalTransitionStyle.self, forKey: "modalTransitionStyle") { modalTransitionStyle = style }
        if let modal = coder.decodeIfPresent("isModalInPresentation", coder.decodeBool) { isModalInPresentation = modal }
        if let defines = coder.decodeIfPresent("definesPresentationContext", coder.decodeBool) {
            definesPresentationContext = defines
        }
        if let size = coder.decodeIfPresent("preferredContentSize", coder.decodeCGSize) { preferredContentSize = size }
        if let includes = coder.decodeIfPresent("extendedLayoutIncludesOpaqueBars", coder.decodeBool) {
            extendedLayoutIncludesOpaqueBars = includes
        }
    }
}
