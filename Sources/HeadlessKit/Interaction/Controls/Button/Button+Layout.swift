import Foundation

/// Where the button puts its image and title, how big it wants to be, and what it draws behind them.
extension Button {
    /// The intrinsic size of a button showing nothing: 30 × 34 points, the figure UIKit's empty
    /// buttons report **(chosen: HeadlessKit takes it as UIKit's, which does not document it)**.
    static let emptyContentSize = CGSize(width: 30, height: 34)

    /// The space UIKit leaves above and below a classic button's title: 6 points each, so a
    /// 15-point title (18 points high at scale 3) makes a 30-point button.
    static let classicTitlePadding: CGFloat = 6

    /// The title label's size, or zero when it shows nothing.
    private var titleSize: CGSize {
        guard let label = storedTitleLabel, label.hasText else { return .zero }
        return label.intrinsicContentSize
    }

    private var subtitleSize: CGSize {
        guard let label = subtitleLabel, label.hasText else { return .zero }
        return label.intrinsicContentSize
    }

    private var imageSize: CGSize {
        storedImageView?.displayedImage?.size ?? .zero
    }

    // MARK: - Size

    /// The size that fits the content, as ``intrinsicContentSize`` reports it.
    func contentFittingSize() -> CGSize {
        if let configuration = storedConfiguration {
            let content = configurationContentSize(configuration)
            let insets = configuration.contentInsets
            return CGSize(width: content.width + insets.leading + insets.trailing,
                          height: content.height + insets.top + insets.bottom)
        }
        let title = titleSize, image = imageSize
        let insets = storedContentEdgeInsets
        var content: CGSize
        if title == .zero && image == .zero {
            content = Self.emptyContentSize
        } else {
            let titleHeight = title.height > 0 ? title.height + 2 * Self.classicTitlePadding : 0
            content = CGSize(width: image.width + title.width, height: max(image.height, titleHeight))
        }
        content.width += insets.left + insets.right
        content.height += insets.top + insets.bottom
        return content
    }

    /// A configuration's content: the image and the title block (title over subtitle, with the
    /// title padding between them), beside or above each other with the image padding between.
    private func configurationContentSize(_ configuration: Configuration) -> CGSize {
        let block = titleBlockSize(configuration)
        let image = imageSize
        let padding = block != .zero && image != .zero ? configuration.imagePadding : 0
        if configuration.imagePlacement.isVertical {
            return CGSize(width: max(image.width, block.width), height: image.height + padding + block.height)
        }
        return CGSize(width: image.width + padding + block.width, height: max(image.height, block.height))
    }

    private func titleBlockSize(_ configuration: Configuration) -> CGSize {
        let title = titleSize, subtitle = subtitleSize
        guard subtitle != .zero else { return title }
        let padding = title != .zero ? configuration.titlePadding : 0
        return CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
    }

    // MARK: - Layout

    /// Places the image view and labels in the bounds.
    func layOutContent() {
        if let configuration = storedConfiguration {
            layOutConfiguration(configuration)
        } else {
            layOutClassic()
        }
    }

    /// The classic layout: the image then the title, as one row placed in the content rectangle
    /// (the bounds inset by ``contentEdgeInsets``) by the content alignments; the title shortened
    /// to the room left; each then moved by its edge insets.
    private func layOutClassic() {
        let content = bounds.inset(by: storedContentEdgeInsets)
        let image = imageSize
        var title = titleSize
        title.width = min(title.width, max(0, content.width - image.width))
        title.height = min(title.height, max(0, content.height))
        let row = rowOrigin(width: image.width + title.width, in: content)
        if contentHorizontalAlignment == .fill { title.width = max(0, content.width - image.width) }
        if let view = storedImageView {
            view.frame = onPixels(moved(CGRect(x: row, y: verticalOrigin(height: image.height, in: content),
                                               width: image.width, height: image.height), by: storedImageEdgeInsets))
        }
        if let label = storedTitleLabel {
            label.frame = onPixels(moved(CGRect(x: row + image.width, y: verticalOrigin(height: title.height, in: content),
                                                width: title.width, height: title.height), by: storedTitleEdgeInsets))
        }
    }

    /// A configuration's layout: the image and the title block placed in the bounds inset by its
    /// content insets, the image on the side its placement names, the title and subtitle aligned
    /// by its title alignment.
    private func layOutConfiguration(_ configuration: Configuration) {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let content = bounds.inset(by: configuration.contentInsets.edgeInsets(rightToLeft: rightToLeft))
        let total = configurationContentSize(configuration)
        let image = imageSize
        let block = titleBlockSize(configuration)
        let padding = block != .zero && image != .zero ? configuration.imagePadding : 0
        let origin = CGPoint(x: rowOrigin(width: min(total.width, content.width), in: content),
                             y: verticalOrigin(height: min(total.height, content.height), in: content))
        var imageFrame = CGRect(origin: origin, size: image)
        var blockFrame = CGRect(origin: origin, size: CGSize(width: min(block.width, max(0, content.width - (configuration.imagePlacement.isVertical ? 0 : image.width + padding))), height: block.height))
        let placement = configuration.imagePlacement
        let imageFirst = placement == .top || (placement == .leading) != rightToLeft
        if placement.isVertical {
            imageFrame.origin.x = origin.x + (total.width - image.width) / 2
            blockFrame.origin.x = origin.x + (total.width - blockFrame.width) / 2
            if imageFirst { blockFrame.origin.y += image.height + padding } else { imageFrame.origin.y += block.height + padding }
        } else {
            imageFrame.origin.y = origin.y + (total.height - image.height) / 2
            blockFrame.origin.y = origin.y + (total.height - block.height) / 2
            if imageFirst { blockFrame.origin.x += image.width + padding } else { imageFrame.origin.x += blockFrame.width + padding }
        }
        storedImageView?.frame = onPixels(imageFrame)
        let alignment = resolvedTitleAlignment(configuration, rightToLeft: rightToLeft)
        var y = blockFrame.minY
        for (label, size) in [(storedTitleLabel, titleSize), (subtitleLabel, subtitleSize)] {
            guard let label else { continue }
            let width = min(size.width, blockFrame.width)
            let x: CGFloat = switch alignment {
            case .left: blockFrame.minX
            case .right: blockFrame.maxX - width
            default: blockFrame.minX + (blockFrame.width - width) / 2
            }
            label.frame = onPixels(CGRect(x: x, y: y, width: width, height: size.height))
            if size != .zero { y += size.height + configuration.titlePadding }
        }
    }

    /// The title alignment as a physical one: `.left`, `.right` or `.center`.
    private func resolvedTitleAlignment(_ configuration: Configuration, rightToLeft: Bool) -> TextAlignment {
        switch configuration.titleAlignment {
        case .automatic: configuration.imagePlacement.isVertical ? .center : (rightToLeft ? .right : .left)
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .center: .center
        }
    }

    /// Where a row of `width` starts in `content`, by the horizontal content alignment.
    private func rowOrigin(width: CGFloat, in content: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: content.minX
        case .right: content.maxX - width
        default: content.minX + (content.width - width) / 2
        }
    }

    /// Where something `height` high starts in `content`, by the vertical content alignment.
    private func verticalOrigin(height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - height
        case .center: content.minY + (content.height - height) / 2
        }
    }

    /// `rect` with its edges on the nearest pixels of the button's screen, as UIKit places a
    /// button's title and image.
    private func onPixels(_ rect: CGRect) -> CGRect {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : Screen.defaultScale
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }

    /// `rect` moved by half the difference of opposite insets, as UIKit moves centred content.
    private func moved(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }

    // MARK: - Drawing

    /// Records the configuration's background (a rounded rectangle of its background colour), or
    /// the current background image stretched to the bounds.
    func drawBackground() {
        guard let context = GraphicsContext.current else { return }
        if let configuration = storedConfiguration {
            guard let color = configurationBackground(configuration) else { return }
            let radius = cornerRadius(configuration)
            if radius <= 0 {
                context.fill(bounds, with: color)
            } else {
                context.saveStateQuietly()
                context.setFillColor(color)
                BezierPath(roundedRect: bounds, cornerRadius: radius).fill()
                context.restoreStateQuietly()
            }
        } else if let background = currentBackgroundImage {
            background.draw(in: bounds)
        }
    }

    /// The corner radius of a configuration's background in the current bounds.
    func cornerRadius(_ configuration: Configuration) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: 0
        case .dynamic: configuration.buttonSize.dynamicCornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: bounds.height / 2
        }
    }
}

extension DirectionalRectEdge {
    /// Whether an image placed on this edge sits above or below the title.
    var isVertical: Bool { self == .top || self == .bottom }
}
