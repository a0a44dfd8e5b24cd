import Foundation

/// A one-line editable text control — HeadlessKit's `UITextField`.
///
/// A tap on an enabled field makes it first responder (asking its ``delegate``), the software
/// keyboard appears (``SoftwareKeyboard``), and keys typed — by ``Window/typeText(_:)``, or
/// through ``insertText(_:)`` and ``deleteBackward()`` — edit the text at the selection. The
/// field tells its delegate, its targets (the editing ``Control/Event``s) and the application's
/// notification centre of each step in UIKit's order:
///
/// ```swift
/// let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
/// field.borderStyle = .roundedRect
/// field.placeholder = "Name"
/// field.delegate = self
/// field.addTarget(self, action: NameController.nameChanged, for: .editingChanged)
/// window.addSubview(field)
/// window.tap(field)              // shouldBegin → didBegin → .editingDidBegin → the keyboard shows
/// window.typeText("Ada")         // per key: shouldChangeCharactersIn → .editingChanged
/// window.pressReturn()           // textFieldShouldReturn → .editingDidEndOnExit
/// ```
///
/// The whole order, the keyboard's notifications and what HeadlessKit leaves out (no
/// autocorrection, no marked text, no selection handles) are in <doc:TextInputAndKeyboard>.
open class TextField: Control {
    /// The object asked before and told after each editing step; held weakly.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is editing: from just after it became first responder until just
    /// before its delegate hears that editing ended.
    public internal(set) var isEditing = false

    // MARK: - Stored state

    var content = EditableText()
    var storedPlaceholder: NSAttributedString?
    var storedFont = Font.systemFont(ofSize: 17)
    var storedTextColor: Color? = .label
    var storedTextAlignment = TextAlignment.natural
    var storedBorderStyle = BorderStyle.none
    var storedMinimumFontSize: CGFloat = 0
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    var storedLeftView: ViewNode?
    var storedRightView: ViewNode?
    var traitValues = TextInputTraitValues()
    var flagStorage = TextFieldFlags()
    var images = TextFieldImages()
    var overlayModes = TextFieldOverlayModes()
    var inputViews = TextInputViews()
    /// A secure field that begins editing with text replaces all of it on the first key, as
    /// UIKit's does.
    var replacesTextOnNextKey = false
    var editingState = TextEditingState()
    /// The clear button, made when first shown.
    var madeClearButton: ClearButton?
    /// The tap that begins editing, attached to the field.
    private(set) var editingTap: TapGestureRecognizer!
    /// Told when the return key was accepted (the delegate allowed it and
    /// ``Control/Event/editingDidEndOnExit`` was sent) — set by a view above that acts on return,
    /// as an alert chooses its preferred action; `nil` for a field of the app's own.
    var returnKeyAccepted: (@MainActor () -> Void)?

    /// Creates an empty field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpEditing()
    }

    /// Creates the field from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        setUpEditing()
        decodeArchivedTextFieldProperties(from: coder)
    }

    private func setUpEditing() {
        // UIKit's text interaction recognizes a tap as the finger lifts: the field becomes first
        // responder then, and the control's tracking of that finger is cancelled.
        editingTap = TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.editingTapRecognized(recognizer) }
        }
        addGestureRecognizer(editingTap)
        // (chosen) A superview's single-tap recognizer fails on a tap that hits the field, so the
        // common "tap the background to dismiss the keyboard" recognizer leaves the field working,
        // as it does in UIKit.
        defaultActionIsSingleTap = true
        isOpaque = false
    }

    // MARK: - Text

    /// The text; reading it never gives `nil` (an empty field reads `""`, as UIKit's does).
    ///
    /// Setting it replaces the text with `text` in the field's ``defaultTextAttributes`` and puts
    /// the insertion point at its end; it sends no editing event, delegate call or notification
    /// (those are for typing). Overrides call `super`.
    open var text: String? {
        get { content.string }
        set { setContent(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
    }

    /// The text with its attributes; reading it never gives `nil`. Setting it works as setting
    /// ``text`` does. Overrides call `super`.
    open var attributedText: NSAttributedString? {
        get { content.attributed }
        set { setContent(newValue ?? NSAttributedString(string: "")) }
    }

    // MARK: - First responder

    /// Whether the field can become first responder: `true` while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate's ``TextFieldDelegate/textFieldShouldBeginEditing(_:)``
    /// (`false` refuses), becomes first responder (the current one resigning first), then tells
    /// the delegate ``TextFieldDelegate/textFieldDidBeginEditing(_:)``, sends
    /// ``Control/Event/editingDidBegin`` and posts ``textDidBeginEditingNotification``; the
    /// keyboard follows after them.
    ///
    /// Returns `true` when the field is (or already was) first responder. A disabled field, or
    /// one in no window, refuses without asking the delegate. Overrides call `super`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, let window else { return false }
        return window.runLoop.keyboard.performResponderChange { beginEditing() }
    }

    /// Ends editing: asks the delegate's ``TextFieldDelegate/textFieldShouldEndEditing(_:)``
    /// (`false` keeps the field first responder), resigns, then tells the delegate
    /// ``TextFieldDelegate/textFieldDidEndEditing(_:reason:)``, sends
    /// ``Control/Event/editingDidEnd`` and posts ``textDidEndEditingNotification``; the keyboard
    /// follows after them.
    ///
    /// A field that is not first responder answers `true` and does nothing. Overrides call `super`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return super.resignFirstResponder() }
        return window.runLoop.keyboard.performResponderChange { endEditing() }
    }

    override func forceResignFirstResponder() {
        resignWithoutAsking()
    }

    /// Whether the field is enabled. Disabling a field that is editing ends its editing without
    /// asking the delegate (**(chosen)**: a disabled field cannot edit). Overrides call `super`.
    open override var isEnabled: Bool {
        didSet {
            editingTap.isEnabled = isEnabled
            if !isEnabled, isFirstResponder { forceResignFirstResponder() }
            setNeedsDisplay()
        }
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether the field holds any text.
    open var hasText: Bool { content.length > 0 }

    /// Types `text` at the selection, as the keyboard does: `"\n"` is the return key (see
    /// ``TextFieldDelegate/textFieldShouldReturn(_:)``); anything else asks the delegate's
    /// ``TextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` with the
    /// UTF-16 range it replaces, then changes the text, tells
    /// ``TextFieldDelegate/textFieldDidChangeSelection(_:)``, sends
    /// ``Control/Event/editingChanged`` and posts ``textDidChangeNotification``.
    ///
    /// Line breaks inside a longer string become spaces, as pasting into a UIKit text field does.
    /// A field that is not editing inserts at the end of its text. Overrides call `super`.
    open func insertText(_ text: String) {
        if text == "\n" { return pressReturnKey() }
        let typed = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        let range = replacesTextOnNextKey || clearsOnInsertion ? content.wholeRange : editingSelection
        edit(range, replacement: typed)
    }

    /// Deletes backward, as the delete key does: the selection, else the character before the
    /// insertion point (a whole grapheme cluster, so an emoji with its modifiers goes at once),
    /// through the same delegate question and announcements as ``insertText(_:)``. Nothing
    /// happens at the start of the text. Overrides call `super`.
    open func deleteBackward() {
        if replacesTextOnNextKey {
            return edit(content.wholeRange, replacement: "")
        }
        guard let range = content.rangeDeletedBackward else { return }
        edit(range, replacement: "")
    }

    // MARK: - Rectangles

    /// The rectangle the border is drawn in; the default returns `bounds`. Override to draw the
    /// border elsewhere; `super` need not be called. Called by ``draw(_:)``.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// The rectangle the text is drawn in while the field is not editing: the bounds inset by
    /// the border style's padding and by the overlays shown (left view, clear button, right
    /// view). Override to move the text; `super` need not be called. Called by ``draw(_:)`` and
    /// for the intrinsic size.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        standardTextRect(forBounds: bounds, editing: false)
    }

    /// The rectangle the text is drawn in while the field is editing; the default insets as
    /// ``textRect(forBounds:)`` does, for the overlays shown while editing. Override to move the
    /// edited text; `super` need not be called. Called by ``draw(_:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        standardTextRect(forBounds: bounds, editing: true)
    }

    /// The rectangle the placeholder is drawn in; the default returns
    /// ``textRect(forBounds:)``. Override to move the placeholder; `super` need not be called.
    /// Called by ``draw(_:)`` while the field has no text.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The rectangle of the clear button: 19 × 19 points, vertically centred, inside the right
    /// padding (and left of a right view that shows). Override to move it; `super` need not be
    /// called. Called when the field lays out its subviews.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        standardClearButtonRect(forBounds: bounds)
    }

    /// The rectangle of the left view: its size, at the left edge, vertically centred. Override
    /// to move it; `super` need not be called. Called when the field lays out its subviews.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        standardSideViewRect(storedLeftView, forBounds: bounds, atLeft: true)
    }

    /// The rectangle of the right view: its size, at the right edge, vertically centred.
    /// Override to move it; `super` need not be called. Called when the field lays out its
    /// subviews.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        standardSideViewRect(storedRightView, forBounds: bounds, atLeft: false)
    }

    // MARK: - Drawing

    /// Draws the text (as bullets for ``isSecureTextEntry``) in `rect`, on one line, vertically
    /// centred, in the field's attributes, shrunk to ``minimumFontSize`` when
    /// ``adjustsFontSizeToFitWidth`` asks for it and the field is not editing. Override to draw
    /// the text differently; call `super` to draw it as usual. Called by ``draw(_:)``.
    open func drawText(in rect: CGRect) {
        drawLine(displayedText, in: rect, shrinks: adjustsFontSizeToFitWidth && !isEditing)
    }

    /// Draws the placeholder in `rect`, on one line, vertically centred, in the placeholder
    /// colour. Override to draw it differently; call `super` to draw it as usual. Called by
    /// ``draw(_:)`` while the field has no text.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder = displayedPlaceholder else { return }
        drawLine(placeholder, in: rect, shrinks: false)
    }

    /// Draws the field: its background image (or its border), then the text in
    /// ``textRect(forBounds:)`` (``editingRect(forBounds:)`` while editing) — or the placeholder
    /// in ``placeholderRect(forBounds:)`` when there is no text — then the insertion point while
    /// editing. Overrides call `super` to keep the standard drawing.
    open override func draw(_ rect: CGRect) {
        drawField()
    }

    // MARK: - Layout

    /// Places the overlays: shows or hides the left view, the right view and the clear button
    /// for their modes, and gives them their rectangles. Overrides call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlays()
    }

    /// The field's natural size: the text's (or the placeholder's) width with the padding and
    /// overlays, and the height of one line of the font with the border style's padding (34 for
    /// a rounded-rect field in the 17-point system font). Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        standardIntrinsicContentSize
    }

    /// Returns the intrinsic content size. Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        standardIntrinsicContentSize
    }
}

extension TextField: KeyInput, KeyboardClient, TextEditingView {
    var wantsSoftwareKeyboard: Bool { true }
    var keyboardInputView: ViewNode? { inputView }
    var keyboardInputAccessoryView: ViewNode? { inputAccessoryView }
}
