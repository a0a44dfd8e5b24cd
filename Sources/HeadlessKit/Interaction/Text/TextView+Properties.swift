import Foundation

/// The text view's appearance, behaviour flags, input views and input traits.
extension TextView {
    /// Posted, with the text view as its object, after a text view began editing and told its
    /// delegate.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted, with the text view as its object, after typing changed its text.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted, with the text view as its object, after a text view stopped editing and told its
    /// delegate.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: - Text attributes

    /// The font of the text; `nil` (the default) draws in the 12-point system font, as UIKit's
    /// text view does. Setting it applies to the whole text.
    public var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue
            restyleText()
        }
    }

    /// The colour of the text; `nil` (the default) draws in ``Color/label``. Setting it applies
    /// to the whole text.
    public var textColor: Color? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            restyleText()
        }
    }

    /// How the lines sit between the text container's edges; ``TextAlignment/natural`` by default.
    public var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set {
            storedTextAlignment = newValue
            restyleText()
        }
    }

    /// The attributes typed text gets: those at the insertion point's left (the text's defaults
    /// in an empty text view) unless set.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let storedTypingAttributes { return storedTypingAttributes }
            let location = content.selection.location
            guard content.length > 0 else { return defaultAttributes }
            return content.attributed.attributes(at: max(location - 1, 0), effectiveRange: nil)
        }
        set { storedTypingAttributes = newValue }
    }

    /// Whether the user may change the text's attributes while editing. Stored only. The default
    /// is `false`.
    public var allowsEditingTextAttributes: Bool {
        get { flagStorage.allowsEditingTextAttributes }
        set { flagStorage.allowsEditingTextAttributes = newValue }
    }

    // MARK: - Behaviour

    /// Whether the text can be edited; `true` by default. Turning it off while the text view is
    /// editing ends the editing without asking the delegate (**(chosen)**, as for a disabled
    /// text field).
    public var isEditable: Bool {
        get { flagStorage.isEditable }
        set {
            guard newValue != flagStorage.isEditable else { return }
            flagStorage.isEditable = newValue
            if !newValue, isEditingText { forceResignFirstResponder() }
        }
    }

    /// Whether the text can be selected (and the text view become first responder when it is
    /// not editable); `true` by default.
    public var isSelectable: Bool {
        get { flagStorage.isSelectable }
        set { flagStorage.isSelectable = newValue }
    }

    /// Whether the next text inserted while editing replaces the whole text; it turns `false`
    /// again once it did. The default is `false`.
    public var clearsOnInsertion: Bool {
        get { flagStorage.clearsOnInsertion }
        set { flagStorage.clearsOnInsertion = newValue }
    }

    /// The space between the text view's edges and its text container: 8 points at the top and
    /// bottom, none at the sides, as UIKit's. Non-finite insets are refused with a diagnostic.
    public var textContainerInset: EdgeInsets {
        get { storedTextContainerInset }
        set {
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                return refuseScrollValue(
                    "textContainerInset is not finite: \(newValue). HeadlessKit kept \(storedTextContainerInset); "
                        + "pass finite insets.")
            }
            guard newValue != storedTextContainerInset else { return }
            storedTextContainerInset = newValue
            textLayoutDidChange()
        }
    }

    /// The kinds of data shown as links. Stored only: HeadlessKit detects nothing. None by default.
    public var dataDetectorTypes: DataDetectorTypes {
        get { storedDataDetectorTypes }
        set { storedDataDetectorTypes = newValue }
    }

    // MARK: - Input views

    /// A view shown in place of the keyboard while the text view is editing.
    public var inputView: ViewNode? {
        get { inputViews.inputView }
        set { inputViews.inputView = newValue }
    }

    /// A view shown above the keyboard while the text view is editing; its height adds to the
    /// keyboard's.
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

    /// Whether the return key is disabled while the text view is empty; `false`. Stored only.
    public var enablesReturnKeyAutomatically: Bool {
        get { traitValues.enablesReturnKeyAutomatically }
        set { traitValues.enablesReturnKeyAutomatically = newValue }
    }

    /// Whether the text is hidden as it is typed. Stored only: a text view draws its text. The
    /// default is `false`.
    public var isSecureTextEntry: Bool {
        get { traitValues.isSecureTextEntry }
        set { traitValues.isSecureTextEntry = newValue }
    }

    /// What the text view holds, for the keyboard's suggestions; `nil` by default. Stored only.
    public var textContentType: TextContentType? {
        get { traitValues.textContentType }
        set { traitValues.textContentType = newValue }
    }
}
