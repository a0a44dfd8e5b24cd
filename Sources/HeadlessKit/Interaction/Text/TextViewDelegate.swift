import Foundation

/// The object a ``TextView`` asks before editing begins, ends or changes the text, and tells
/// when it did — HeadlessKit's `UITextViewDelegate`. It inherits ``ScrollViewDelegate``: set it
/// as the text view's ``ScrollView/delegate``.
///
/// Every method has a default that answers as UIKit does for a delegate that does not implement
/// it. The calls come in UIKit's order (see <doc:TextInputAndKeyboard>):
/// ``textViewShouldBeginEditing(_:)`` → the text view becomes first responder → the keyboard's
/// will-notifications → ``textViewDidBeginEditing(_:)`` → per edit
/// ``textView(_:shouldChangeTextIn:replacementText:)``, ``textViewDidChangeSelection(_:)``,
/// ``textViewDidChange(_:)`` → ``textViewShouldEndEditing(_:)`` → resigned → the keyboard →
/// ``textViewDidEndEditing(_:)``. A text view that is selectable but not editable becomes first
/// responder without any of the editing calls.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether `textView` may begin editing; `false` keeps it from becoming first responder.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// `textView` began editing (after the keyboard's will-notifications).
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether `textView` may stop editing; `false` keeps it first responder. Not asked when the
    /// resignation is forced (`endEditing(true)`, the text view leaving its window).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// `textView` stopped editing (after the keyboard's will-notifications).
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typing may replace the text in `range` (UTF-16 units) with `text` (empty for a
    /// deletion, `"\n"` for the return key); `false` leaves the text as it is.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing changed the text (not sent when the text is set in code).
    func textViewDidChange(_ textView: TextView)
    /// The selection (or the insertion point) moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

/// The defaults: every question answered `true`, nothing done for the rest.
extension TextViewDelegate {
    /// Returns `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Returns `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Returns `true`.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
