import HeadlessKit

/// UIKit's name for ``ViewControllerBase``.
public typealias UIViewController = ViewControllerBase
/// UIKit's name for ``NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's name for ``TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's name for ``TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's name for ``ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's name for ``TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
