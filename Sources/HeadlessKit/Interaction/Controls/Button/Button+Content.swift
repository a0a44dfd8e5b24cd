import Foundation

/// The button's content for each state, and what it shows now.
///
/// UIKit's rule for a state without a value of its own: the value for ``Control/State/normal``
/// (UIButton's `title(for:)` documentation), and for the title colour, when the normal state has
/// none either, the button type's default.
extension Button {
    // MARK: - Per-state content

    /// Sets the title shown in `state` (`nil` removes it, so the state uses the normal title).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        contentDidChange()
    }

    /// The title for `state`: its own, else the normal state's; `nil` when neither is set.
    public func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets the title colour for `state` (`nil` removes it).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        contentDidChange()
    }

    /// The title colour for `state`: its own, else the normal state's, else the button type's
    /// default — white for a custom button; for the others the tint colour, and
    /// ``Color/tertiaryLabel`` when disabled **(chosen: UIKit does not document its disabled colour)**.
    public func titleColor(for state: State) -> Color? {
        if let color = titleColors.value(for: state) { return color }
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .tertiaryLabel : effectiveTintColor
    }

    /// Sets the styled title for `state` (`nil` removes it); a styled title is shown in place of
    /// the plain one.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        contentDidChange()
    }

    /// The styled title for `state`: its own, else the normal state's.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.value(for: state)
    }

    /// Sets the colour of the title's shadow for `state` (`nil` removes it).
    public func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state] = color
        contentDidChange()
    }

    /// The title shadow colour for `state`: its own, else the normal state's.
    public func titleShadowColor(for state: State) -> Color? {
        titleShadowColors.value(for: state)
    }

    /// Sets the image shown in `state` (`nil` removes it).
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        contentDidChange()
    }

    /// The image for `state`: its own, else the normal state's.
    public func image(for state: State) -> Image? {
        images.value(for: state)
    }

    /// Sets the background image for `state` (`nil` removes it), drawn stretched to the bounds.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        contentDidChange()
    }

    /// The background image for `state`: its own, else the normal state's.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages.value(for: state)
    }

    // MARK: - Current content

    /// The title for the current ``Control/state``.
    public var currentTitle: String? { title(for: state) }
    /// The title colour for the current state (never `nil`: the type's default at worst).
    public var currentTitleColor: Color { titleColor(for: state) ?? .white }
    /// The title shadow colour for the current state.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    /// The styled title for the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The image for the current state.
    public var currentImage: Image? { image(for: state) }
    /// The background image for the current state.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The label that shows the title, made on first use. Set its font and line-break mode; its
    /// text, colour and shadow colour are the button's for the current state (set them with
    /// ``setTitle(_:for:)`` and its neighbours).
    public var titleLabel: Label? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = installedTitleLabel()
        contentDidChange()
        return label
    }

    /// The view that shows the image, made on first use.
    public var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let view = installedImageView()
        contentDidChange()
        return view
    }

    // MARK: - Insets (UIKit deprecated them for configurations, which ignore them)

    /// The inset of the whole content (title and image) from the bounds; zero by default. It
    /// counts in the intrinsic size. Ignored by a button with a ``configuration``. A NaN or
    /// infinite inset is refused with a diagnostic, and the old insets kept.
    public var contentEdgeInsets: EdgeInsets {
        get { storedContentEdgeInsets }
        set {
            guard acceptsInsets(newValue, named: "contentEdgeInsets"), newValue != storedContentEdgeInsets else { return }
            storedContentEdgeInsets = newValue
            contentDidChange()
        }
    }

    /// How the title is moved from its place: by half the difference of the left and right insets
    /// and of the top and bottom ones (UIKit's behaviour for centred content). Not in the
    /// intrinsic size; ignored with a ``configuration``; a NaN or infinite inset is refused.
    public var titleEdgeInsets: EdgeInsets {
        get { storedTitleEdgeInsets }
        set {
            guard acceptsInsets(newValue, named: "titleEdgeInsets"), newValue != storedTitleEdgeInsets else { return }
            storedTitleEdgeInsets = newValue
            setNeedsLayout()
        }
    }

    /// How the image is moved from its place, as ``titleEdgeInsets`` moves the title.
    public var imageEdgeInsets: EdgeInsets {
        get { storedImageEdgeInsets }
        set {
            guard acceptsInsets(newValue, named: "imageEdgeInsets"), newValue != storedImageEdgeInsets else { return }
            storedImageEdgeInsets = newValue
            setNeedsLayout()
        }
    }

    /// What the button does; ``Role/normal`` by default. A ``Role/destructive`` button with a
    /// configuration draws in red.
    public var role: Role {
        get { storedRole }
        set {
            guard newValue != storedRole else { return }
            storedRole = newValue
            setNeedsUpdateConfiguration()
            contentDidChange()
        }
    }

    // MARK: - Updating

    /// Asks for ``updateConfiguration()`` before the next layout of the button.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The state changed: the content for the new state is shown, and the configuration updated.
    func stateDidChange() {
        contentDidChange()
        setNeedsUpdateConfiguration()
    }

    /// The content or its look changed: the labels and image view show it now, and the button
    /// lays out and draws again — re-measured only when what it shows changed size.
    func contentDidChange() {
        let before = contentSignature
        applyContent()
        setNeedsLayout()
        setNeedsDisplay()
        if contentSignature != before { invalidateIntrinsicContentSize() }
    }

    /// The title text the button shows now (its styled title's characters, or its title).
    var displayedTitle: String? {
        if let configuration = storedConfiguration {
            if let title = configuration.attributedTitle?.string ?? configuration.title { return title }
        }
        return currentAttributedTitle?.string ?? currentTitle
    }

    private func acceptsInsets(_ insets: EdgeInsets, named name: String) -> Bool {
        guard GeometryFormat.isFinite(insets.top, insets.left, insets.bottom, insets.right) else {
            refuseGeometry("\(name) is not finite (HeadlessKit's check): \(insets). HeadlessKit kept the old insets; "
                + "pass finite numbers.")
            return false
        }
        return true
    }
}
