import HeadlessKit

/// UIKit's name for ``StackView``.
public typealias UIStackView = StackView
/// UIKit's name for ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's name for ``SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's name for ``UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
