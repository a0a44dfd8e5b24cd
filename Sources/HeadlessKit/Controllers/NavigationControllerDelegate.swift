/// Methods a navigation controller's delegate implements — UIKit's
/// `UINavigationControllerDelegate`; every method is a requirement with a default.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A push or pop is about to show `viewController`, after the appearance will-callbacks.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool)
    /// A push or pop showed `viewController`, after the did-callbacks.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool) {}
}
