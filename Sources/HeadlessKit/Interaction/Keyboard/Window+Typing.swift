import Foundation

/// Simulating a person's typing — HeadlessKit's own helpers, which UIKit does not have: keys
/// pressed on the keyboard reach the window's first responder through UIKit's `UIKeyInput`
/// methods, as the system keyboard's do.
///
/// Each helper types synchronously, inside the call, without driving the run loop **(chosen)**:
/// a keystroke's effects — delegate calls, control events, text notifications — happen at once,
/// as they would in the turn of a real key press; what they set going (a keyboard animation, a
/// layout) waits for the loop. An app that is not in the foreground gets no keys, as it gets no
/// touches. The keys go to the first responder whether or not the software keyboard is shown
/// (a hardware keyboard types too).
extension Window {
    /// Types `text` into the window's first responder, one ``KeyInput/insertText(_:)`` per
    /// character, as the keyboard's keys do — a `"\n"` is the return key.
    ///
    /// With no first responder that takes text (a ``KeyInput``), nothing is typed and a
    /// ``Diagnostic/Kind/noTextInputResponder`` diagnostic is reported. The first responder may
    /// change while typing (a return key that moves to the next field): each character goes to
    /// the first responder of the moment, and typing stops when there is none.
    public func typeText(_ text: String) {
        guard let input = keyInputForTyping("typeText(\(String(reflecting: text)))") else { return }
        var target = input
        for character in text {
            target.insertText(String(character))
            guard let next = firstResponder as? any KeyInput else { return }
            target = next
        }
    }

    /// Presses the return key: ``KeyInput/insertText(_:)`` with `"\n"` on the first responder —
    /// a text field then asks its delegate's `textFieldShouldReturn(_:)`, a text view inserts a
    /// line break. Reported like ``typeText(_:)`` when nothing takes text.
    public func pressReturn() {
        keyInputForTyping("pressReturn()")?.insertText("\n")
    }

    /// Presses the delete key `times` times: ``KeyInput/deleteBackward()`` on the first
    /// responder. Reported like ``typeText(_:)`` when nothing takes text.
    public func pressDelete(times: Int = 1) {
        guard let input = keyInputForTyping("pressDelete(times: \(times))") else { return }
        for _ in 0..<max(times, 0) { input.deleteBackward() }
    }

    /// The first responder keys go to, or `nil` — reported unless the app is in the background.
    private func keyInputForTyping(_ call: String) -> (any KeyInput)? {
        guard (runLoop.owner as? any TextInputHost)?.isInForeground ?? true, !runLoop.isFrozen else { return nil }
        if let input = firstResponder as? any KeyInput { return input }
        let holder = firstResponder.map { " (the first responder is \($0), which does not take text)" } ?? ""
        reportMisuse(Diagnostic(
            kind: .noTextInputResponder,
            message: "\(call) found no first responder that takes text in \(self)\(holder). Nothing was typed; make a "
                + "text field or text view first responder (tap it, or call becomeFirstResponder()) before typing.",
            objects: [self]))
        return nil
    }
}
