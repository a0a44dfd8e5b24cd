import Foundation

/// A control that runs an action when tapped, showing a title and an image — HeadlessKit's
/// `UIButton`.
///
/// A button keeps a title, title colour, styled title, image, background image and title shadow
/// colour for each ``Control/State``; a state without its own value uses the normal state's, as
/// UIKit documents. It shows the current ones in a ``titleLabel`` and an ``imageView``, made when
/// first needed and laid out by the button. Lifting a finger inside it sends
/// ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered`` together, and a
/// single-tap recognizer of another view does not take its tap.
///
/// A button styled by a ``Configuration`` (``Button/init(configuration:primaryAction:)``) lays out
/// its title, subtitle and image with the configuration's insets and padding, and draws the
/// configuration's background; see <doc:LabelsButtonsAndImages> for the figures.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Send", for: .normal)
/// button.setTitle("Sending…", for: .disabled)
/// button.addAction(Action { _ in send() }, for: .touchUpInside)
/// window.tap(button)
/// ```
@MainActor
open class Button: Control {
    /// The kinds of button UIKit makes — `UIButton.ButtonType`, with its raw values.
    public enum ButtonType: Int, Hashable, Sendable, CaseIterable {
        /// No styling: white title by default, no tint.
        case custom = 0
        /// A standard button: its title in the tint colour, faded while highlighted.
        case system = 1
        /// An info symbol (UIKit draws the same symbol for the three info kinds).
        case detailDisclosure = 2
        /// An info symbol for dark content.
        case infoLight = 3
        /// An info symbol for light content.
        case infoDark = 4
        /// A plus symbol, for adding a contact.
        case contactAdd = 5
        /// A close symbol, in grey.
        case close = 7
    }

    /// What a button does, which may style it — `UIButton.Role`, with its raw values.
    public enum Role: Int, Hashable, Sendable, CaseIterable {
        /// No particular role.
        case normal = 0
        /// The primary action of its context.
        case primary = 1
        /// Cancels the action of its context.
        case cancel = 2
        /// Deletes or destroys: a configuration draws it in red.
        case destructive = 3
    }

    /// The button's kind, fixed when it is made (``ButtonType/custom`` for ``init(frame:)``).
    public internal(set) var buttonType = ButtonType.custom

    // MARK: - Stored state (the API is in the Button+… files)

    /// The per-state content.
    var titles = ControlStateValues<String>()
    var attributedTitles = ControlStateValues<NSAttributedString>()
    var titleColors = ControlStateValues<Color>()
    var titleShadowColors = ControlStateValues<Color>()
    var images = ControlStateValues<Image>()
    var backgroundImages = ControlStateValues<Image>()
    var storedTitleLabel: Label?
    var storedImageView: ImageView?
    /// The label of a configuration's subtitle.
    var subtitleLabel: Label?
    var storedContentEdgeInsets = EdgeInsets.zero
    var storedTitleEdgeInsets = EdgeInsets.zero
    var storedImageEdgeInsets = EdgeInsets.zero
    var storedConfiguration: Configuration?
    /// Whether ``updateConfiguration()`` is due before the next layout.
    var needsConfigurationUpdate = false
    var storedRole = Role.normal

    /// Whether a tap toggles ``Control/isSelected`` before the primary action is sent (default `false`).
    public var changesSelectionAsPrimaryAction = false

    /// Runs whenever the button updates its configuration (a state change, or
    /// ``setNeedsUpdateConfiguration()``), after ``updateConfiguration()``'s own work — UIKit's
    /// `configurationUpdateHandler`. Setting it schedules an update.
    public var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Creates a ``ButtonType/custom`` button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A button's default action is a single tap, and lifting inside is its primary action.
        defaultActionIsSingleTap = true
        sendsPrimaryActionOnTouchUpInside = true
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        defaultActionIsSingleTap = true
        sendsPrimaryActionOnTouchUpInside = true
        decodeArchivedButtonProperties(from: coder)
    }

    /// Creates a ``ButtonType/custom`` button with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a button of `buttonType`, with a zero frame; the symbol kinds show their symbol.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let symbol = buttonType.symbolName { images[.normal] = Image(systemName: symbol) }
        contentDidChange()
    }

    /// Creates a button of `buttonType` that runs `primaryAction` (when given) for
    /// ``Control/Event/primaryActionTriggered``, titled with the action's title when it has one.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a ``ButtonType/system`` button styled by `configuration`, running `primaryAction`
    /// (when given) for ``Control/Event/primaryActionTriggered``.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    // MARK: - State

    /// Whether the button is enabled; a change updates what it shows. Overrides call `super`.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// Whether the button is selected; a change updates what it shows. Overrides call `super`.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the button is highlighted (a finger is down inside it); a change updates what it
    /// shows. Overrides call `super`.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    // MARK: - Override points

    /// Updates the button's look for its current state and configuration.
    ///
    /// The default applies the ``configuration`` (its styling for the state is applied when the
    /// button draws), then runs ``configurationUpdateHandler``. Override to change the
    /// configuration for the state; call `super` to keep the handler. Called before the layout of
    /// a button marked by ``setNeedsUpdateConfiguration()`` — which a state change, a new
    /// configuration or a new handler does — never directly.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Lays out the title label and image view for the current content and state (after a due
    /// ``updateConfiguration()``); overrides call `super` first.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        super.layoutSubviews()
        layOutContent()
    }

    /// The size that fits the content: for a configuration, its content with its insets; else the
    /// title and image side by side with ``contentEdgeInsets`` (see <doc:LabelsButtonsAndImages>).
    /// Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        contentFittingSize()
    }

    /// The content's size (as ``intrinsicContentSize``), whatever size is offered. Overrides need
    /// not call `super`. Called by ``ViewNode/sizeToFit()``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentFittingSize()
    }

    /// Draws the background: the current background image stretched to the bounds, or a
    /// configuration's background shape. Overrides that draw more call `super`. Called by the
    /// display pass; never call it directly.
    open override func draw(_ rect: CGRect) {
        drawBackground()
    }

    // MARK: - Framework hooks

    override func primaryActionWillTrigger() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    override func effectiveTintDidChange() {
        // The system look and configurations draw in the tint colour.
        contentDidChange()
    }

    override func environmentTraitsDidChange(from previous: TraitCollection) {
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { setNeedsDisplay() }
        if traitCollection.displayScale != previous.displayScale { contentDidChange() }
    }

    // MARK: - Accessibility

    /// Buttons are accessibility elements unless made otherwise (UIKit's default).
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The current title unless a label is set.
    open override var accessibilityLabel: String? {
        get { extras?.accessibility?.labelText ?? displayedTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// ``AccessibilityTraits/button``, with ``AccessibilityTraits/notEnabled`` while disabled and
    /// ``AccessibilityTraits/selected`` while selected, unless traits are set.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            if let traits = extras?.accessibility?.traitSet { return traits }
            var traits = AccessibilityTraits.button
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
}

extension Button.ButtonType {
    /// The symbol a symbol kind shows (UIKit shows "info.circle" for the three info kinds).
    var symbolName: String? {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system: nil
        }
    }
}
