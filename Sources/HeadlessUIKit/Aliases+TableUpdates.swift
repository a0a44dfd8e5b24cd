import HeadlessKit

/// UIKit's name for ``ContextualAction``.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for ``SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
