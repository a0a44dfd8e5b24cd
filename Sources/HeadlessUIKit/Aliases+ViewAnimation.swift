import HeadlessKit

/// UIKit's name for ``PropertyAnimator``.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// UIKit's name for ``ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState
/// UIKit's name for ``ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
