/// Methods a standalone navigation bar's delegate implements — UIKit's `UINavigationBarDelegate`;
/// every method is a requirement with a default. A navigation controller's own bar has the
/// navigation controller as its delegate, which cannot be replaced.
@MainActor
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed; asked by ``NavigationBar/pushItem(_:animated:)``.
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether the top item `item` may be popped; asked by ``NavigationBar/popItem(animated:)``
    /// and by a tap on the back button.
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    /// Returns `true`.
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    /// Returns `true`.
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}
