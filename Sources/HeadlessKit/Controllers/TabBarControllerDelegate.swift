/// Methods a tab bar controller's delegate implements — UIKit's `UITabBarControllerDelegate`;
/// every method is a requirement with a default. Both are asked only for user taps, never for
/// selection made in code (contract §5).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool
    /// A tap selected `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {}
}
