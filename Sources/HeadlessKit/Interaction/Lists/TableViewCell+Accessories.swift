import Foundation

/// A cell's anatomy around its content: the background views behind the content view, the
/// accessory at the trailing edge, and the inset of the separator below it.
///
/// The subviews of a cell, back to front: ``TableViewCell/backgroundView``, then
/// ``TableViewCell/selectedBackgroundView`` while the cell is selected or highlighted, then
/// ``TableViewCell/contentView``, then ``TableViewCell/accessoryView``.
extension TableViewCell {
    /// A view shown behind the cell's content, filling the cell; `nil` by default. Setting it
    /// replaces the previous one in the cell.
    public var backgroundView: ViewNode? {
        get { anatomy.backgroundView }
        set {
            guard newValue !== anatomy.backgroundView else { return }
            if let old = anatomy.backgroundView, old.superview === self { old.removeFromSuperview() }
            anatomy.backgroundView = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown behind the content (in front of ``backgroundView``) while the cell is
    /// selected or highlighted, filling the cell; `nil` by default (chosen: UIKit's cells draw
    /// their default selection through a background configuration since iOS 14). It is a subview
    /// only while shown.
    public var selectedBackgroundView: ViewNode? {
        get { anatomy.selectedBackgroundView }
        set {
            guard newValue !== anatomy.selectedBackgroundView else { return }
            if let old = anatomy.selectedBackgroundView, old.superview === self { old.removeFromSuperview() }
            anatomy.selectedBackgroundView = newValue
            updateSelectedBackgroundView()
        }
    }

    /// A view shown at the cell's trailing edge instead of the ``accessoryType``'s mark, centred
    /// vertically 16 points from the edge; `nil` by default. The content view ends 16 points
    /// before it (chosen).
    public var accessoryView: ViewNode? {
        get { anatomy.accessoryView }
        set {
            guard newValue !== anatomy.accessoryView else { return }
            if let old = anatomy.accessoryView, old.superview === self { old.removeFromSuperview() }
            anatomy.accessoryView = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// The insets of the separator below the cell, from the cell's edges; HeadlessKit draws no
    /// separators. Until set, the table's ``TableView/separatorInset`` (16 points on the left by
    /// default, as UIKit's on an iPhone). Non-finite insets are refused with a diagnostic.
    public var separatorInset: EdgeInsets {
        get { anatomy.customSeparatorInset ?? anatomy.inheritedSeparatorInset }
        set {
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                return refuseGeometry(
                    "separatorInset " + GeometryFormat.bracketed([newValue.top, newValue.left, newValue.bottom, newValue.right])
                        + " is not finite (HeadlessKit's check). HeadlessKit kept the cell's inset; pass finite insets.")
            }
            anatomy.customSeparatorInset = newValue
        }
    }

    // MARK: - Internals

    /// The separator inset of the table showing the cell, used until the cell's own is set.
    var inheritedSeparatorInset: EdgeInsets {
        get { anatomy.inheritedSeparatorInset }
        set { anatomy.inheritedSeparatorInset = newValue }
    }

    /// The width the accessory takes at the trailing edge, including its margins.
    var accessoryWidth: CGFloat {
        if let view = anatomy.accessoryView { return view.frame.width + 2 * Self.accessoryMargin }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 38
        case .checkmark: return 40
        case .detailButton: return 48
        case .detailDisclosureButton: return 72
        }
    }

    /// The content view's frame in a cell of `size`: the full height, the width less the
    /// accessory's (the accessory on the right; chosen: HeadlessKit lays cells out left to right).
    func contentViewFrame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: 0, width: max(0, size.width - accessoryWidth), height: size.height)
    }

    /// Places the background views over the whole cell, the accessory view and the content view.
    func layoutAnatomy() {
        let bounds = storedBounds
        for view in [anatomy.backgroundView, anatomy.selectedBackgroundView] {
            if let view, view.superview === self, view.frame != bounds { view.frame = bounds }
        }
        if let accessory = anatomy.accessoryView, accessory.superview === self {
            let size = accessory.frame.size
            let frame = CGRect(
                x: bounds.width - Self.accessoryMargin - size.width, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
            if accessory.frame != frame { accessory.frame = frame }
        }
        let content = contentViewFrame(in: bounds.size)
        if contentView.frame != content { contentView.frame = content }
    }

    /// Shows the selected background view while the cell is selected or highlighted, behind
    /// the content view; removes it otherwise.
    func updateSelectedBackgroundView() {
        guard let view = anatomy.selectedBackgroundView else { return }
        let shows = storedIsSelected || storedIsHighlighted
        if shows, view.superview !== self {
            insertSubview(view, belowSubview: contentView)
            view.frame = storedBounds
        } else if !shows, view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// The margin on each side of an accessory view (chosen, as the cells' content margin).
    static let accessoryMargin: CGFloat = 16
}

/// The views and values around a cell's content, stored out of the cell's body.
struct CellAnatomy {
    var backgroundView: ViewNode?
    var selectedBackgroundView: ViewNode?
    var accessoryView: ViewNode?
    /// The separator inset set on the cell, if any.
    var customSeparatorInset: EdgeInsets?
    /// The separator inset of the table showing the cell.
    var inheritedSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
