import Foundation

/// One attribute of a view or layout guide, for building constraints — UIKit's `NSLayoutAnchor`.
///
/// The type parameter keeps axes apart at compile time: an x-axis anchor only offers
/// `constraint(equalTo:)` with another ``LayoutXAxisAnchor``, so a leading edge can never be tied
/// to a top edge or a width.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// An inactive constraint `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// An inactive constraint `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// An inactive constraint `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// An inactive constraint that puts this anchor `multiplier` system spacings after `anchor`
    /// (to its right left to right, to its left right to left): `self == anchor + multiplier × 8`.
    ///
    /// The system spacing between two x-axis anchors is UIKit's standard spacing between sibling
    /// views, 8 points (the spacing of a `-` between two views in a visual format).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// An inactive constraint that keeps this anchor at least `multiplier` system spacings after
    /// `anchor`: `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// An inactive constraint that keeps this anchor at most `multiplier` system spacings after
    /// `anchor`: `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

/// A vertical position anchor: top, bottom, centerY, and the baselines.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// An inactive constraint that puts this anchor `multiplier` system spacings below `anchor`.
    ///
    /// Between two baselines the system spacing comes from the views' text (the larger
    /// baseline-to-baseline spacing the two fonts ask for, as UIKit's documentation describes
    /// spacing determined by the fonts); between other anchors, and between views without text,
    /// it is the standard 8 points. The engine resolves it each time it installs the constraint,
    /// so a font change moves it.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// An inactive constraint that keeps this anchor at least `multiplier` system spacings below
    /// `anchor` (the spacing as in ``constraint(equalToSystemSpacingBelow:multiplier:)``).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// An inactive constraint that keeps this anchor at most `multiplier` system spacings below
    /// `anchor` (the spacing as in ``constraint(equalToSystemSpacingBelow:multiplier:)``).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        makeSystemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension LayoutAnchor {
    /// `self relation anchor + multiplier × spacing`, the spacing resolved by the engine.
    func makeSystemSpacing(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat
    ) -> LayoutConstraint {
        let constraint = make(relation, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.standardSpacing)
        // A non-finite multiplier makes a non-finite constant, refused on activation as UIKit refuses it.
        constraint.systemSpacingMultiplier = multiplier.isFinite ? multiplier : nil
        return constraint
    }
}

/// A size anchor: width or height, which can also equal a constant or a multiple of another size.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// An inactive constraint `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    /// An inactive constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// An inactive constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// An inactive constraint `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive constraint `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// An inactive constraint `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors of views and layout guides.
@MainActor
public protocol LayoutAnchorProviding: AnyObject {
    /// The leading edge.
    var leadingAnchor: LayoutXAxisAnchor { get }
    /// The trailing edge.
    var trailingAnchor: LayoutXAxisAnchor { get }
    /// The left edge.
    var leftAnchor: LayoutXAxisAnchor { get }
    /// The right edge.
    var rightAnchor: LayoutXAxisAnchor { get }
    /// The top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The width.
    var widthAnchor: LayoutDimension { get }
    /// The height.
    var heightAnchor: LayoutDimension { get }
    /// The horizontal center.
    var centerXAnchor: LayoutXAxisAnchor { get }
    /// The vertical center.
    var centerYAnchor: LayoutYAxisAnchor { get }
}

extension LayoutAnchorProviding {
    /// The leading edge: the left edge, or the right edge where the view holding the constraint
    /// (the items' closest common ancestor) lays out right to left
    /// (``ViewNode/effectiveUserInterfaceLayoutDirection``).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right edge, the left edge right to left.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
}

extension ViewNode: LayoutAnchorProviding {}

extension ViewNode {
    /// The baseline of the view's first line of text — of ``forFirstBaselineLayout``'s; the
    /// bottom edge of a view without text, as in UIKit.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The baseline of the view's last line of text — of ``forLastBaselineLayout``'s; the bottom
    /// edge of a view without text.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
