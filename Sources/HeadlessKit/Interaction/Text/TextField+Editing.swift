import Foundation

/// The editing session: beginning and ending it, the return key, the clear button, and the
/// announcements each step makes.
///
/// Order (UITextFieldDelegate's documented flow; the control events' places **(chosen)**, after
/// the delegate and before the notification, as commonly logged on devices):
/// `textFieldShouldBeginEditing` → first responder → `textFieldDidBeginEditing` →
/// `.editingDidBegin` → `textDidBeginEditingNotification` → (the keyboard) … `textFieldShouldReturn`
/// → `.editingDidEndOnExit` … `textFieldShouldEndEditing` → resigned → `textFieldDidEndEditing`
/// → `.editingDidEnd` → `textDidEndEditingNotification` → (the keyboard).
extension TextField {
    /// Asks the delegate, becomes first responder and announces the beginning; runs inside the
    /// keyboard's responder change.
    func beginEditing() -> Bool {
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // The delegate may have disabled the field, moved it out of its window or focused it.
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, super.becomeFirstResponder(), isFirstResponder else { return false }
        // A hook of the responder that resigned may have begun this field's session already.
        guard !isEditing else { return true }
        editingState.session &+= 1
        isEditing = true
        content.select(NSRange(location: content.length, length: 0))
        // Queued first, so that an end requested from here on (the should-clear hook, the
        // did-begin hook) is announced after the beginning.
        editingState.announcements.append { [weak self] in self?.announceBeginning() }
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true, isEditing {
            // Cleared before the session is announced, so no edit is announced for it (chosen).
            setContent(NSAttributedString(string: "", attributes: defaultTextAttributes))
        }
        replacesTextOnNextKey = isEditing && isSecureTextEntry && hasText
        editingAppearanceDidChange()
        drainAnnouncements()
        return true
    }

    /// Asks the delegate (unless forced), resigns and announces the end; runs inside the
    /// keyboard's responder change.
    func endEditing() -> Bool {
        if !takeForcedResignation() {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
            // The delegate may have ended editing itself.
            guard isFirstResponder else { return true }
        }
        guard super.resignFirstResponder() else { return false }
        editingState.session &+= 1
        isEditing = false
        replacesTextOnNextKey = false
        storedTypingAttributes = nil
        editingAppearanceDidChange()
        announce { [weak self] in self?.announceEnd() }
        return true
    }

    private func announceBeginning() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        postTextNotification(Self.textDidBeginEditingNotification)
    }

    private func announceEnd() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        postTextNotification(Self.textDidEndEditingNotification)
    }

    // MARK: - The return key

    /// The return key: asks ``TextFieldDelegate/textFieldShouldReturn(_:)``; with `true`, sends
    /// ``Control/Event/editingDidEndOnExit`` and — as UIKit does when an action is registered
    /// for that event — resigns first responder; then tells the view above that acts on return,
    /// if any (an alert's field chooses the alert's preferred action).
    func pressReturnKey() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder {
            _ = resignFirstResponder()
        }
        returnKeyAccepted?()
    }

    // MARK: - The clear button

    /// The clear button was tapped: the field begins editing if it was not (**(chosen)**: clearing
    /// is an edit, and edits belong to an editing session), asks
    /// ``TextFieldDelegate/textFieldShouldClear(_:)``, and with `true` empties the text,
    /// announcing the change as typing does (without asking about the characters, as UIKit).
    func clearButtonTapped() {
        guard isEnabled, hasText else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        guard hasText, delegate?.textFieldShouldClear(self) ?? true, hasText else { return }
        replacesTextOnNextKey = false
        content.replace(content.wholeRange, with: "", attributes: typingAttributes ?? defaultTextAttributes)
        announceEdit()
    }

    // MARK: - Taps

    /// The field's tap: an enabled field that is not editing becomes first responder (the
    /// insertion point at the end of the text, as UIKit's first tap puts it); one that is
    /// editing moves the insertion point to the character boundary nearest the finger.
    func editingTapRecognized(_ recognizer: TapGestureRecognizer) {
        guard isEnabled else { return }
        guard isEditing else {
            _ = becomeFirstResponder()
            return
        }
        guard let position = closestPosition(to: recognizer.location(in: self)) as? OffsetTextPosition else { return }
        moveSelection(to: NSRange(location: position.offset, length: 0))
    }

    // MARK: - Text set in code

    /// Replaces the whole text without announcing an edit; the insertion point goes to the end.
    func setContent(_ text: NSAttributedString) {
        content.setText(text)
        replacesTextOnNextKey = false
        textDidChange()
    }

    /// Gives the whole text the default attributes again (after the font, colour or alignment
    /// changed), keeping the selection.
    func restyleText() {
        content.restyle(with: defaultTextAttributes)
        textDidChange()
    }

    /// The text changed: the size, the overlays (the clear button shows only with text) and the
    /// drawing follow.
    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func placeholderDidChange() {
        if !hasText { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    func overlaysDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Editing began or ended: the overlays (while-editing modes), the text rectangle and the
    /// insertion point change.
    func editingAppearanceDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
