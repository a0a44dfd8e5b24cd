import Foundation

/// The object a ``TextField`` asks before editing begins, ends, changes the text or returns, and
/// tells when it did — HeadlessKit's `UITextFieldDelegate`.
///
/// Every method has a default that answers as UIKit does for a delegate that does not implement
/// it (`true` to every question, nothing for the rest), so a conforming type implements only what
/// it needs. The calls come in UIKit's documented order (see <doc:TextInputAndKeyboard>):
/// ``textFieldShouldBeginEditing(_:)`` → the field becomes first responder →
/// ``textFieldDidBeginEditing(_:)`` → per edit
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` then
/// ``textFieldDidChangeSelection(_:)`` → ``textFieldShouldReturn(_:)`` on the return key →
/// ``textFieldShouldEndEditing(_:)`` → the field resigns → ``textFieldDidEndEditing(_:reason:)``.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether `textField` may begin editing; `false` keeps it from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// `textField` became first responder and began editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether `textField` may stop editing; `false` keeps it first responder. Not asked when the
    /// resignation is forced (`endEditing(true)`, the field leaving its window).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// `textField` resigned first responder and stopped editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// `textField` resigned first responder and stopped editing, for `reason` — what the field
    /// calls; the default calls ``textFieldDidEndEditing(_:)``, so UIKit's rule holds: this one is
    /// called in preference when the delegate implements it.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether typing may replace the characters in `range` (UTF-16 units of the current text)
    /// with `string` (empty for a deletion); `false` leaves the text as it is.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (or the insertion point) of `textField` moved.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the text may be cleared — by the clear button, or as editing begins with
    /// ``TextField/clearsOnBeginEditing``.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key may act: with `true` the field sends
    /// ``Control/Event/editingDidEndOnExit`` (and resigns when an action is registered for it).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

/// The defaults: every question answered `true`, nothing done for the rest.
extension TextFieldDelegate {
    /// Returns `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Returns `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Returns `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
