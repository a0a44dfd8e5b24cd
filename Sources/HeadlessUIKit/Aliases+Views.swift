import HeadlessKit

/// UIKit's name for ``ViewNode``.
public typealias UIView = ViewNode
/// UIKit's name for ``Window``.
public typealias UIWindow = Window
/// UIKit's name for ``Color``.
public typealias UIColor = Color
/// UIKit's name for ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for ``RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's name for ``Control``.
public typealias UIControl = Control
/// UIKit's name for ``Action``.
public typealias UIAction = Action
/// UIKit's name for ``ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's name for ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
