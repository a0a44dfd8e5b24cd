import Foundation

/// The text field's appearance, overlays, behaviour flags and input traits.
extension TextField {
    // MARK: - Text attributes

    /// The font of the text; the 17-point system font by default. Setting it applies to the whole
    /// text, as UIKit's does.
    public var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            restyleText()
        }
    }

    /// The colour of the text; ``Color/label`` by default. Setting it applies to the whole text.
    public var textColor: Color? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            restyleText()
        }
    }

    /// How the text sits between the field's edges; ``TextAlignment/natural`` by default.
    public var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set {
            storedTextAlignment = newValue
            restyleText()
        }
    }

    /// The attributes the text is given — the font, the text colour and a paragraph style with
    /// the alignment. Setting it takes those three from the dictionary and applies them to the
    /// whole text.
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = MutableParagraphStyle()
            paragraph.alignment = storedTextAlignment
            var attributes: [NSAttributedString.Key: Any] = [.font: storedFont, .paragraphStyle: paragraph]
            if let storedTextColor { attributes[.foregroundColor] = storedTextColor }
            return attributes
        }
        set {
            if let font = newValue[.font] as? Font { storedFont = font }
            storedTextColor = newValue[.foregroundColor] as? Color
            if let paragraph = newValue[.paragraphStyle] as? ParagraphStyle { storedTextAlignment = paragraph.alignment }
            restyleText()
        }
    }

    /// The attributes typed text gets while the field is editing: ``defaultTextAttributes``
    /// unless set; `nil` while the field is not editing, as in UIKit.
    public var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? (storedTypingAttributes ?? defaultTextAttributes) : nil }
        set { storedTypingAttributes = newValue }
    }

    /// Whether the user may change the text's attributes (bold, italic) while editing. Stored
    /// only: HeadlessKit has no edit menu. The default is `false`.
    public var allowsEditingTextAttributes: Bool {
        get { flagStorage.allowsEditingTextAttributes }
        set { flagStorage.allowsEditingTextAttributes = newValue }
    }

    // MARK: - Placeholder

    /// The text shown, in the placeholder colour, while the field has no text.
    public var placeholder: String? {
        get { storedPlaceholder?.string }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            placeholderDidChange()
        }
    }

    /// The placeholder with attributes of its own (over the field's font and the placeholder
    /// colour).
    public var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            placeholderDidChange()
        }
    }

    // MARK: - Border and background

    /// The border the field draws; ``BorderStyle/none`` by default. It sets the intrinsic height
    /// and the text padding too.
    public var borderStyle: BorderStyle {
        get { storedBorderStyle }
        set {
            guard newValue != storedBorderStyle else { return }
            storedBorderStyle = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The image drawn behind the text of an enabled field, in place of the border, if any.
    public var background: Image? {
        get { images.background }
        set {
            images.background = newValue
            setNeedsDisplay()
        }
    }

    /// The image drawn behind the text of a disabled field (when ``background`` is set too).
    public var disabledBackground: Image? {
        get { images.disabledBackground }
        set {
            images.disabledBackground = newValue
            setNeedsDisplay()
        }
    }

    // MARK: - Behaviour

    /// When the clear button shows (only ever while the field has text); ``ViewMode/never`` by
    /// default. A tap on it asks ``TextFieldDelegate/textFieldShouldClear(_:)``, then empties
    /// the field (see <doc:TextInputAndKeyboard>).
    public var clearButtonMode: ViewMode {
        get { overlayModes.clearButton }
        set {
            overlayModes.clearButton = newValue
            overlaysDidChange()
        }
    }

    /// Whether the text is cleared when editing begins (the delegate's
    /// ``TextFieldDelegate/textFieldShouldClear(_:)`` may refuse). The default is `false`.
    public var clearsOnBeginEditing: Bool {
        get { flagStorage.clearsOnBeginEditing }
        set { flagStorage.clearsOnBeginEditing = newValue }
    }

    /// Whether the next text inserted while editing replaces the whole text; it turns `false`
    /// again once it did, as in UIKit. The default is `false`.
    public var clearsOnInsertion: Bool {
        get { flagStorage.clearsOnInsertion }
        set { flagStorage.clearsOnInsertion = newValue }
    }

    /// Whether the text is drawn as bullets (•) and, when the field begins editing with text,
    /// replaced as a whole by the first key typed or deleted, as UIKit's secure fields are. The
    /// default is `false`.
    public var isSecureTextEntry: Bool {
        get { traitValues.isSecureTextEntry }
        set {
            traitValues.isSecureTextEntry = newValue
            if !newValue { replacesTextOnNextKey = false }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the text shrinks, down to ``minimumFontSize``, to fit the field's width while the
    /// field is not editing. The default is `false`.
    public var adjustsFontSizeToFitWidth: Bool {
        get { flagStorage.adjustsFontSizeToFitWidth }
        set {
            flagStorage.adjustsFontSizeToFitWidth = newValue
            setNeedsDisplay()
        }
    }

    /// The smallest size ``adjustsFontSizeToFitWidth`` shrinks the font to; 0 by default. A
    /// negative, NaN or infinite size is refused with a diagnostic and the old size kept.
    public var minimumFontSize: CGFloat {
        get { storedMinimumFontSize }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return refuseGeometry(
                    "minimumFontSize \(GeometryFormat.number(newValue)) is not a finite, non-negative size. "
                        + "HeadlessKit kept \(GeometryFormat.number(storedMinimumFontSize)); pass a size in points.")
            }
            storedMinimumFontSize = newValue
            setNeedsDisplay()
        }
    }

    // MARK: - Overlays

    /// A view shown at the field's left edge, as ``leftViewMode`` says.
    public var leftView: ViewNode? {
        get { storedLeftView }
        set {
            if let old = storedLeftView, old !== newValue, old.superview === self { old.removeFromSuperview() }
            storedLeftView = newValue
            overlaysDidChange()
        }
    }

    /// When the left view shows; ``ViewMode/never`` by default.
    public var leftViewMode: ViewMode {
        get { overlayModes.leftView }
        set {
            overlayModes.leftView = newValue
            overlaysDidChange()
        }
    }

    /// A view shown at the field's right edge, as ``rightViewMode`` says.
    public var rightView: ViewNode? {
        get { storedRightView }
        set {
            if let old = storedRightView, old !== newValue, old.superview === self { old.removeFromSuperview() }
            storedRightView = newValue
            overlaysDidChange()
        }
    }

    /// When the right view shows; ``ViewMode/never`` by default.
    public var rightViewMode: ViewMode {
        get { overlayModes.rightView }
        set {
            overlayModes.rightView = newValue
            overlaysDidChange()
        }
    }

    // MARK: - Input views

    /// A view shown in place of the keyboard while the field is first responder (its height is
    /// the keyboard's). Call ``Responder/reloadInputViews()`` after changing it while editing.
    public var inputView: ViewNode? {
        get { inputViews.inputView }
        set { inputViews.inputView = newValue }
    }

    /// A view shown above the keyboard while the field is first responder; its height adds to
    /// the keyboard's. Call ``Responder/reloadInputViews()`` after changing it while editing.
    public var inputAccessoryView: ViewNode? {
        get { inputViews.accessoryView }
        set { inputViews.accessoryView = newValue }
    }

    // MARK: - Input traits

    /// When the keyboard's shift key turns on by itself; ``TextAutocapitalizationType/sentences``
    /// by default. Stored only.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { traitValues.autocapitalizationType }
        set { traitValues.autocapitalizationType = newValue }
    }

    /// Whether typed words are corrected; ``TextAutocorrectionType/default``. Stored only.
    public var autocorrectionType: TextAutocorrectionType {
        get { traitValues.autocorrectionType }
        set { traitValues.autocorrectionType = newValue }
    }

    /// Whether misspelled words are marked; ``TextSpellCheckingType/default``. Stored only.
    public var spellCheckingType: TextSpellCheckingType {
        get { traitValues.spellCheckingType }
        set { traitValues.spellCheckingType = newValue }
    }

    /// Whether straight quotes become typographic ones; ``TextSmartQuotesType/default``. Stored only.
    public var smartQuotesType: TextSmartQuotesType {
        get { traitValues.smartQuotesType }
        set { traitValues.smartQuotesType = newValue }
    }

    /// Whether double hyphens become dashes; ``TextSmartDashesType/default``. Stored only.
    public var smartDashesType: TextSmartDashesType {
        get { traitValues.smartDashesType }
        set { traitValues.smartDashesType = newValue }
    }

    /// Whether spaces are added or removed around words; ``TextSmartInsertDeleteType/default``.
    /// Stored only.
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { traitValues.smartInsertDeleteType }
        set { traitValues.smartInsertDeleteType = newValue }
    }

    /// The keyboard layout asked for; ``KeyboardType/default``. Stored only.
    public var keyboardType: KeyboardType {
        get { traitValues.keyboardType }
        set { traitValues.keyboardType = newValue }
    }

    /// The keyboard's look; ``KeyboardAppearance/default``. Stored only.
    public var keyboardAppearance: KeyboardAppearance {
        get { traitValues.keyboardAppearance }
        set { traitValues.keyboardAppearance = newValue }
    }

    /// The title of the return key; ``ReturnKeyType/default``. Stored only.
    public var returnKeyType: ReturnKeyType {
        get { traitValues.returnKeyType }
        set { traitValues.returnKeyType = newValue }
    }

    /// Whether the return key is disabled while the field is empty; `false` by default. Stored
    /// only: ``Window/pressReturn()`` always presses it.
    public var enablesReturnKeyAutomatically: Bool {
        get { traitValues.enablesReturnKeyAutomatically }
        set { traitValues.enablesReturnKeyAutomatically = newValue }
    }

    /// What the field holds, for the keyboard's suggestions; `nil` by default. Stored only.
    public var textContentType: TextContentType? {
        get { traitValues.textContentType }
        set { traitValues.textContentType = newValue }
    }
}
