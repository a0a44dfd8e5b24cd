import Foundation

/// The default content of a cell's style: labels and an image view, made when first asked for,
/// and where the style puts them.
extension TableViewCell {
    /// The cell's main label, made (in ``contentView``) the first time it is asked for.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: style == .value2 ? 15 : 17)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The cell's secondary label, made the first time it is asked for; `nil` for the
    /// ``CellStyle/default`` style, which has none.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : (style == .value2 ? 15 : 17))
        if style == .value1 { label.textColor = .secondaryLabel }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The cell's image view on the leading side, made the first time it is asked for; `nil` for
    /// the ``CellStyle/value2`` style, which has none.
    public var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = ImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The margin between the cell's edges and its default content, and between an image and
    /// the text (chosen: UIKit's cells use their layout margins, 16 points on an iPhone).
    static let contentMargin: CGFloat = 16

    /// The margin above and below the default content when the cell sizes itself (chosen: the
    /// vertical layout margins of UIKit's list content, 11 points).
    static let contentVerticalMargin: CGFloat = 11

    /// Places the default content the cell has made, as its style arranges it (chosen: UIKit
    /// does not document its cells' metrics; these follow the look of its styles).
    func layoutDefaultContent() {
        let bounds = contentView.bounds
        let margin = Self.contentMargin
        let textX = defaultTextX(in: bounds.height)
        let available = max(0, bounds.width - textX - margin)
        let text = storedTextLabel.map { fittingSize(of: $0, width: available) } ?? .zero
        let detail = storedDetailTextLabel.map { fittingSize(of: $0, width: available) } ?? .zero
        switch style {
        case .default:
            storedTextLabel?.frame = CGRect(x: textX, y: 0, width: available, height: bounds.height)
        case .subtitle:
            let top = (bounds.height - text.height - detail.height) / 2
            storedTextLabel?.frame = CGRect(x: textX, y: top, width: available, height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: textX, y: top + text.height, width: available, height: detail.height)
        case .value1:
            storedTextLabel?.frame = CGRect(x: textX, y: (bounds.height - text.height) / 2, width: text.width, height: text.height)
            storedDetailTextLabel?.frame = CGRect(
                x: bounds.width - margin - detail.width, y: (bounds.height - detail.height) / 2,
                width: detail.width, height: detail.height)
        case .value2:
            storedTextLabel?.frame = CGRect(x: textX, y: (bounds.height - text.height) / 2, width: text.width, height: text.height)
            let detailX = textX + text.width + 6
            storedDetailTextLabel?.frame = CGRect(
                x: detailX, y: (bounds.height - detail.height) / 2,
                width: max(0, bounds.width - detailX - margin), height: detail.height)
        }
    }

    /// The height the default content needs in a content view `width` wide: its tallest column
    /// (the labels stacked in the subtitle style) with 11 points above and below, and at least
    /// 44 points; 0 for a cell that made no default content.
    func defaultContentHeight(width: CGFloat) -> CGFloat {
        let image = storedImageView?.image != nil ? storedImageView?.intrinsicContentSize.height ?? 0 : 0
        guard storedTextLabel != nil || storedDetailTextLabel != nil || image > 0 else { return 0 }
        let textX = defaultTextX(in: 0)
        let available = max(0, width - textX - Self.contentMargin)
        let text = storedTextLabel.map { fittingSize(of: $0, width: available).height } ?? 0
        let detail = storedDetailTextLabel.map { fittingSize(of: $0, width: available).height } ?? 0
        let column = style == .subtitle ? text + detail : max(text, detail)
        return max(44, max(column, image) + 2 * Self.contentVerticalMargin)
    }

    /// Places the image view (centred in a content view `height` tall) and returns where the
    /// text starts: after the image and a margin, or at the margin.
    private func defaultTextX(in height: CGFloat) -> CGFloat {
        let margin = Self.contentMargin
        guard let image = storedImageView, image.image != nil else {
            if let image = storedImageView, height > 0 { image.frame = .zero }
            return margin
        }
        let size = image.intrinsicContentSize
        if height > 0 { image.frame = CGRect(x: margin, y: (height - size.height) / 2, width: size.width, height: size.height) }
        return margin + size.width + margin
    }

    /// A label's size no wider than `width`: on one line, or — for a label of several lines —
    /// wrapped at `width`.
    private func fittingSize(of label: Label, width: CGFloat) -> CGSize {
        let size = label.numberOfLines == 1
            ? label.intrinsicContentSize
            : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(max(0, size.width), width), height: max(0, size.height))
    }
}
