/// Methods a standalone tab bar's delegate implements — UIKit's `UITabBarDelegate`. A tab bar
/// controller's own bar reports to its controller, whose delegate is a
/// ``TabBarControllerDelegate``.
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// A tap selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
