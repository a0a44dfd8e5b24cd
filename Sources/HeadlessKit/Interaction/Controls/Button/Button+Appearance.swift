import Foundation

/// What the button's title label, subtitle label and image view show for the current state, and
/// the colours a configuration's style gives them.
extension Button {
    /// What decides the button's size, compared before and after a change so the intrinsic size is
    /// invalidated only when it may have changed.
    struct ContentSignature: Equatable {
        var title: String?
        var styledTitle: NSAttributedString?
        var subtitle: String?
        var titleFont: Font?
        var imageSize: CGSize?
        var contentEdgeInsets: EdgeInsets
        var configuration: Configuration?
    }

    var contentSignature: ContentSignature {
        ContentSignature(
            title: storedTitleLabel?.text, styledTitle: storedTitleLabel?.storedAttributedText,
            subtitle: subtitleLabel?.text, titleFont: storedTitleLabel?.font,
            imageSize: storedImageView?.displayedImage?.size, contentEdgeInsets: storedContentEdgeInsets,
            configuration: storedConfiguration)
    }

    /// Shows the current content in the subviews, making and adding them when there is something
    /// to show.
    func applyContent() {
        if let configuration = storedConfiguration {
            applyConfigurationContent(configuration)
        } else {
            applyClassicContent()
        }
    }

    /// The classic look: the state's title (styled or plain, in the state's colour) and image; a
    /// system button's content fades to 0.2 while highlighted **(chosen: UIKit fades it; the
    /// figure is HeadlessKit's)** and tints its images.
    private func applyClassicContent() {
        let styled = currentAttributedTitle
        let title = currentTitle
        if styled != nil || title != nil || storedTitleLabel != nil {
            let label = installedTitleLabel()
            if let styled {
                label.attributedText = styled
            } else {
                label.text = title
                label.textColor = currentTitleColor
            }
            label.shadowColor = currentTitleShadowColor
            label.alpha = fadesContent ? 0.2 : 1
        }
        let image = currentImage
        if image != nil || storedImageView != nil {
            let view = installedImageView()
            var shown = image
            if buttonType != .custom, let image, image.renderingMode == .automatic {
                shown = image.withRenderingMode(.alwaysTemplate)
            }
            view.image = shown
            view.tintColor = buttonType != .custom && !isEnabled ? .tertiaryLabel : nil
            view.alpha = fadesContent ? 0.2 : 1
        }
    }

    /// Whether the content is faded: a system-styled button while highlighted.
    private var fadesContent: Bool { buttonType != .custom && isHighlighted }

    /// A configuration's look: its title and subtitle in the fonts of its size and its foreground
    /// colour, and its image (the state's image when it has none) in its symbol configuration.
    private func applyConfigurationContent(_ configuration: Configuration) {
        let foreground = configurationForeground(configuration)
        let titleText = configuration.title ?? (configuration.attributedTitle == nil ? currentTitle : nil)
        if configuration.attributedTitle != nil || titleText != nil || storedTitleLabel != nil {
            let label = installedTitleLabel()
            label.font = .preferredFont(forTextStyle: configuration.buttonSize.titleTextStyle)
            if let styled = configuration.attributedTitle {
                label.attributedText = styled
            } else {
                label.text = titleText
            }
            label.textColor = foreground
            label.alpha = 1
        }
        if configuration.attributedSubtitle != nil || configuration.subtitle != nil || subtitleLabel != nil {
            let label = installedSubtitleLabel()
            label.font = .preferredFont(forTextStyle: configuration.buttonSize.subtitleTextStyle)
            if let styled = configuration.attributedSubtitle {
                label.attributedText = styled
            } else {
                label.text = configuration.subtitle
            }
            label.textColor = foreground
        }
        let image = configuration.image ?? currentImage
        if image != nil || storedImageView != nil {
            let view = installedImageView()
            view.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
            view.image = image
            view.tintColor = foreground
            view.alpha = 1
        }
    }

    /// The colour a configuration draws its title, subtitle and template images in for the
    /// current state: its base foreground colour, else white on the filled styles and the tint
    /// colour (red for a destructive button) on the others; ``Color/tertiaryLabel`` while disabled,
    /// and at half its alpha while highlighted **(chosen: UIKit does not document these figures)**.
    func configurationForeground(_ configuration: Configuration) -> Color {
        guard isEnabled else { return .tertiaryLabel }
        let base = configuration.baseForegroundColor ?? {
            if configuration.style.isProminent { return .white }
            return storedRole == .destructive ? .systemRed : effectiveTintColor
        }()
        return isHighlighted ? base.withAlphaComponent(base.alpha * 0.5) : base
    }

    /// The colour a configuration fills its background with for the current state, or `nil` for
    /// none: its base background colour, else the tint colour (red for a destructive button) on
    /// the filled styles, the tint colour at 15% on the tinted ones and ``Color/tertiarySystemFill``
    /// on the grey ones; ``Color/quaternarySystemFill`` while disabled **(chosen figures)**.
    func configurationBackground(_ configuration: Configuration) -> Color? {
        let style = configuration.style
        guard style != .plain, style != .borderless else { return configuration.baseBackgroundColor }
        guard isEnabled else { return .quaternarySystemFill }
        if let base = configuration.baseBackgroundColor { return base }
        let accent = storedRole == .destructive ? Color.systemRed : effectiveTintColor
        switch style {
        case .filled, .borderedProminent: return accent
        case .tinted, .borderedTinted: return accent.withAlphaComponent(0.15)
        default: return .tertiarySystemFill
        }
    }

    // MARK: - The subviews

    /// The title label, made and added on first need.
    func installedTitleLabel() -> Label {
        let label: Label
        if let storedTitleLabel {
            label = storedTitleLabel
        } else {
            label = Label()
            label.font = .systemFont(ofSize: 15)
            label.lineBreakMode = .byTruncatingMiddle
            storedTitleLabel = label
        }
        if label.superview !== self { addSubview(label) }
        return label
    }

    private func installedSubtitleLabel() -> Label {
        let label = subtitleLabel ?? Label()
        subtitleLabel = label
        if label.superview !== self { addSubview(label) }
        return label
    }

    func installedImageView() -> ImageView {
        let view = storedImageView ?? ImageView()
        storedImageView = view
        if view.superview !== self { insertSubview(view, at: 0) }
        return view
    }
}

extension Button.Configuration.Style {
    /// Whether the style fills its background with the accent colour and draws white on it.
    var isProminent: Bool { self == .filled || self == .borderedProminent }
}
