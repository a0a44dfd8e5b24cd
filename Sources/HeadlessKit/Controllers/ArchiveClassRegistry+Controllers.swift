/// HeadlessKit's own archivable controllers and bars.
extension ArchiveClassRegistry {
    /// Every view, controller and bar item class HeadlessKit ships that an archive may name, under its
    /// HeadlessKit name and its UIKit name (`NavigationController` and `UINavigationController`).
    public static let headlessKit: ArchiveClassRegistry = {
        var registry = ArchiveClassRegistry.headlessKitViews
        let classes: [(any ArchiveDecodable.Type, String)] = [
            (ViewControllerBase.self, "UIViewController"), (NavigationController.self, "UINavigationController"),
            (TabBarController.self, "UITabBarController"), (TableViewController.self, "UITableViewController"),
            (CollectionViewController.self, "UICollectionViewController"), (NavigationBar.self, "UINavigationBar"),
            (TabBar.self, "UITabBar"), (NavigationItem.self, "UINavigationItem"),
            (BarButtonItem.self, "UIBarButtonItem"), (TabBarItem.self, "UITabBarItem"),
        ]
        for (type, uiKitName) in classes {
            registry.register(type)
            registry.register(type, as: uiKitName)
        }
        return registry
    }()
}
