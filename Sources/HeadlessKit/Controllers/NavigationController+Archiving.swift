import Foundation

/// What an archive sets on a navigation controller, under the Swift names of its properties.
extension NavigationController {
    /// Reads `isNavigationBarHidden` and `navigationBar` — a dictionary of the bar's own keys
    /// (`tintColor`, `backgroundColor`, `isTranslucent`), set on the bar the controller made, as
    /// Interface Builder's "Navigation Bar" inspector does.
    func decodeArchivedNavigationProperties(from coder: Coder) {
        if let hidden = coder.decodeIfPresent("isNavigationBarHidden", coder.decodeBool) { isNavigationBarHidden = hidden }
        guard let bar = coder.nestedCoder(forKey: "navigationBar", describing: "the navigation bar's keys ({\"tintColor\": …})")
        else { return }
        if let color = bar.decodeColor(forKey: "tintColor") { navigationBar.tintColor = color }
        if let color = bar.decodeColor(forKey: "backgroundColor") { navigationBar.backgroundColor = color }
        navigationBar.decodeArchivedNavigationBarProperties(from: bar)
        bar.refuseUnreadKeys(of: navigationBar)
    }
}
