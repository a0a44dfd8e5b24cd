import Foundation

/// A scrollable, multi-line, editable text view — HeadlessKit's `UITextView`.
///
/// Its text is laid out with ``TextLayout`` in its width less the ``textContainerInset`` and the
/// container's ``TextContainer/lineFragmentPadding``; the layout's height sets the
/// ``ScrollView/contentSize``. With ``ScrollView/isScrollEnabled`` `false` the text view sizes
/// itself: its intrinsic height is its text's, so under Auto Layout it grows as text is typed, as
/// UIKit's self-sizing text view does.
///
/// Editing works as for ``TextField`` — a tap or ``becomeFirstResponder()`` begins it, keys edit
/// at the selection — with UIKit's text-view order: the keyboard's will-notifications come
/// *before* ``TextViewDelegate/textViewDidBeginEditing(_:)`` (see <doc:TextInputAndKeyboard>).
/// The ``ScrollView/delegate`` is asked and told when it is a ``TextViewDelegate``.
///
/// ```swift
/// let notes = TextView()
/// notes.isScrollEnabled = false              // grows with its text
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.delegate = self                      // a TextViewDelegate
/// notes.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(notes)
/// LayoutConstraint.activate([
///     notes.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///     notes.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
///     notes.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
/// ])
/// ```
open class TextView: ScrollView {
    /// The container the text is laid out in.
    public let textContainer = TextContainer()

    // MARK: - Stored state

    var content = EditableText()
    var storedFont: Font?
    var storedTextColor: Color?
    var storedTextAlignment = TextAlignment.natural
    var storedTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    var traitValues = TextInputTraitValues()
    var inputViews = TextInputViews()
    var flagStorage = TextViewFlags()
    var storedDataDetectorTypes = DataDetectorTypes()
    /// Whether an editing session is under way (the text view is first responder and editable).
    package internal(set) var isEditingText = false
    var editingState = TextEditingState()
    /// The session whose beginning was announced and whose end has not been yet.
    var announcedSession: Int?
    /// The insertion point a tap asked for, used when the session it starts begins.
    var caretForNextSession: Int?
    /// The width the intrinsic height was last measured for; a layout at another width measures
    /// again (the self-sizing text view's second pass).
    var intrinsicMeasuredWidth: CGFloat?
    /// The tap that begins editing (or moves the insertion point), attached to the text view.
    private(set) var editingTap: TapGestureRecognizer!

    /// Creates an empty, editable, scrollable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpEditing()
    }

    /// Creates the text view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        setUpEditing()
        decodeArchivedTextViewProperties(from: coder)
    }

    private func setUpEditing() {
        textContainer.textView = self
        editingTap = TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.editingTapRecognized(recognizer) }
        }
        addGestureRecognizer(editingTap)
        updateContentSize()
    }

    // MARK: - Text

    /// The text; an empty text view reads `""`. Setting it replaces the text in the text view's
    /// font, colour and alignment and puts the insertion point at its end, announcing nothing.
    /// Overrides call `super`.
    open var text: String! {
        get { content.string }
        set { setContent(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The text with its attributes. Setting it works as setting ``text`` does. Overrides call `super`.
    open var attributedText: NSAttributedString! {
        get { content.attributed }
        set { setContent(newValue ?? NSAttributedString(string: "")) }
    }

    // MARK: - First responder

    /// Whether the text view can become first responder: while it is editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder. An editable text view asks
    /// ``TextViewDelegate/textViewShouldBeginEditing(_:)`` (`false` refuses), becomes first
    /// responder; the keyboard shows; then the delegate hears
    /// ``TextViewDelegate/textViewDidBeginEditing(_:)`` and ``textDidBeginEditingNotification``
    /// is posted. A selectable one only becomes first responder. Overrides call `super`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, let window else { return false }
        return window.runLoop.keyboard.performResponderChange { beginEditing() }
    }

    /// Resigns first responder. An editing text view asks
    /// ``TextViewDelegate/textViewShouldEndEditing(_:)`` (`false` keeps it first responder),
    /// resigns; the keyboard hides; then the delegate hears
    /// ``TextViewDelegate/textViewDidEndEditing(_:)`` and ``textDidEndEditingNotification`` is
    /// posted. Overrides call `super`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return super.resignFirstResponder() }
        return window.runLoop.keyboard.performResponderChange { endEditing() }
    }

    override func forceResignFirstResponder() {
        resignWithoutAsking()
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether the text view holds any text.
    open var hasText: Bool { content.length > 0 }

    /// Types `text` at the selection (`"\n"` inserts a line break): asks
    /// ``TextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``, changes the text,
    /// then tells ``TextViewDelegate/textViewDidChangeSelection(_:)`` and
    /// ``TextViewDelegate/textViewDidChange(_:)`` and posts ``textDidChangeNotification``. A
    /// text view that is not editable ignores it. Overrides call `super`.
    open func insertText(_ text: String) {
        let range = clearsOnInsertion && isEditingText ? content.wholeRange : editingSelection
        edit(range, replacement: text)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the insertion point, as
    /// ``insertText(_:)`` edits. Overrides call `super`.
    open func deleteBackward() {
        guard let range = content.rangeDeletedBackward else { return }
        edit(range, replacement: "")
    }

    // MARK: - Layout

    /// Lays out the subviews, then sizes the content to the text at the current width; a
    /// self-sizing text view (``ScrollView/isScrollEnabled`` `false`) whose width changed since
    /// its intrinsic height was measured measures it again. Overrides call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        if !isScrollEnabled, let measured = intrinsicMeasuredWidth, abs(measured - bounds.width) > 1e-9 {
            invalidateIntrinsicContentSize()
        }
    }

    /// No intrinsic size while the text view scrolls; otherwise no intrinsic width (the
    /// constraints give it) and the height of its text at its current width (unwrapped while it
    /// has no width yet), with the text container insets. Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let width = bounds.width
        intrinsicMeasuredWidth = width
        return CGSize(width: Self.noIntrinsicMetric, height: contentHeight(forWidth: width))
    }

    /// The size the text view needs at the width of `size` (its text's height with the insets).
    /// Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: contentHeight(forWidth: width))
    }

    /// Draws the text at the text container inset and padding, then the insertion point while
    /// editing. Overrides call `super` to keep the standard drawing.
    open override func draw(_ rect: CGRect) {
        drawText()
    }

    override func isScrollEnabledDidChange() {
        invalidateIntrinsicContentSize()
    }
}

extension TextView: TextInput, KeyboardClient, TextEditingView {
    var wantsSoftwareKeyboard: Bool { isEditingText }
    var keyboardInputView: ViewNode? { inputView }
    var keyboardInputAccessoryView: ViewNode? { inputAccessoryView }
}

/// A text view's yes-or-no settings.
struct TextViewFlags {
    var isEditable = true
    var isSelectable = true
    var allowsEditingTextAttributes = false
    var clearsOnInsertion = false
}
