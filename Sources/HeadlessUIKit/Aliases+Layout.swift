import HeadlessKit

/// UIKit's name for ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's name for ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
