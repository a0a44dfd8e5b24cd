import Foundation

/// The editing session of a text view: beginning and ending it, and its announcements, which
/// wait for the keyboard (UIKit's text-view order: the keyboard's will-notifications come before
/// `textViewDidBeginEditing`, as observed on devices).
extension TextView {
    /// The delegate, when it is a text view's.
    var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// Asks the delegate (an editable text view), becomes first responder and queues the
    /// beginning's announcement behind the keyboard; runs inside the keyboard's responder change.
    func beginEditing() -> Bool {
        guard isEditable else {
            return super.becomeFirstResponder()
        }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window, super.becomeFirstResponder(), isFirstResponder else { return false }
        // A hook of the responder that resigned may have begun this text view's session already.
        guard !isEditingText else { return true }
        editingState.session &+= 1
        isEditingText = true
        content.select(NSRange(location: caretForNextSession ?? content.length, length: 0))
        caretForNextSession = nil
        setNeedsDisplay()
        let session = editingState.session
        window.runLoop.keyboard.afterKeyboard { [weak self] in
            self?.announce { [weak self] in self?.announceBeginning(of: session) }
        }
        return true
    }

    /// Asks the delegate (unless forced), resigns and queues the end's announcement behind the
    /// keyboard; runs inside the keyboard's responder change.
    func endEditing() -> Bool {
        let forced = takeForcedResignation()
        guard isEditingText else { return super.resignFirstResponder() }
        if !forced {
            guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
            guard isFirstResponder else { return true }
        }
        guard let window, super.resignFirstResponder() else { return false }
        let session = editingState.session
        editingState.session &+= 1
        isEditingText = false
        storedTypingAttributes = nil
        setNeedsDisplay()
        window.runLoop.keyboard.afterKeyboard { [weak self] in
            self?.announce { [weak self] in self?.announceEnd(of: session) }
        }
        return true
    }

    /// The session's beginning: the delegate, then the notification. A session whose beginning
    /// was announced is the one whose end is announced, so observers hear them in pairs.
    private func announceBeginning(of session: Int) {
        announcedSession = session
        textViewDelegate?.textViewDidBeginEditing(self)
        postTextNotification(Self.textDidBeginEditingNotification)
    }

    private func announceEnd(of session: Int) {
        guard announcedSession == session else { return }
        announcedSession = nil
        textViewDelegate?.textViewDidEndEditing(self)
        postTextNotification(Self.textDidEndEditingNotification)
    }

    // MARK: - Taps

    /// The text view's tap: one that is not first responder becomes it with the insertion point
    /// at the tapped character boundary (as UIKit's text view places it); one that is editing
    /// moves the insertion point there.
    func editingTapRecognized(_ recognizer: TapGestureRecognizer) {
        let position = closestPosition(to: recognizer.location(in: self)) as? OffsetTextPosition
        guard isFirstResponder else {
            caretForNextSession = position?.offset
            _ = becomeFirstResponder()
            caretForNextSession = nil
            return
        }
        guard isSelectable || isEditable, let position else { return }
        moveSelection(to: NSRange(location: position.offset, length: 0))
    }

    // MARK: - Text set in code

    /// The attributes the text gets: the font, colour and alignment.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = MutableParagraphStyle()
        paragraph.alignment = storedTextAlignment
        var attributes: [NSAttributedString.Key: Any] = [.font: effectiveFont, .paragraphStyle: paragraph]
        if let storedTextColor { attributes[.foregroundColor] = storedTextColor }
        return attributes
    }

    /// The font the text is drawn in when it has none of its own.
    var effectiveFont: Font { storedFont ?? .systemFont(ofSize: 12) }

    func setContent(_ text: NSAttributedString) {
        content.setText(text)
        textLayoutDidChange()
    }

    func restyleText() {
        content.restyle(with: defaultAttributes)
        textLayoutDidChange()
    }

    /// The text, its attributes, the insets or the container changed: the content size, the
    /// intrinsic size (of a self-sizing text view) and the drawing follow.
    func textLayoutDidChange() {
        updateContentSize()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }
}
