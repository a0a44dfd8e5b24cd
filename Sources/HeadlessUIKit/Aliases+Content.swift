import HeadlessKit

// UIKit's nested names come with their types: `UIButton.Configuration`, `UIButton.ButtonType`,
// `UIButton.Role`, `UIControl.ContentHorizontalAlignment`, `UIControl.ContentVerticalAlignment`
// and `UIView.TintAdjustmentMode` resolve through the aliases below and in Aliases+Views.swift.

/// UIKit's name for ``Label``.
public typealias UILabel = Label
/// UIKit's name for ``ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``Button``.
public typealias UIButton = Button
/// UIKit's name for ``Label/BaselineAdjustment``.
public typealias UIBaselineAdjustment = Label.BaselineAdjustment
/// UIKit's name for ``DirectionalRectEdge``.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
