import Foundation

/// The keyboard's notifications and the keys of their user info — UIKit declares them on
/// `UIResponder`. ``SoftwareKeyboard`` posts them on the application's notification centre with
/// a `nil` object; each user info holds every key below.
extension Responder {
    /// Posted just before the keyboard appears.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted just after the keyboard appeared (after its animation).
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard disappears.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted just after the keyboard disappeared (after its animation).
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes — when it appears, disappears or changes size.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted just after the keyboard's frame changed (after its animation).
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The key of the keyboard's frame, in screen coordinates, before the animation (an
    /// `NSValue`; read it with `cgRectValue`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The key of the keyboard's frame, in screen coordinates, after the animation (an `NSValue`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the animation's duration in seconds (an `NSNumber`; 0.25).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The key of the animation's curve (an `NSNumber`; 7).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The key of whether the keyboard belongs to this app (an `NSNumber`; always `true`, as
    /// HeadlessKit has no other apps on screen).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)` makes it.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds, as UIKit's `cgRectValue` reads it.
    public var cgRectValue: CGRect { rectValue }
}
