import Foundation

/// A responder that takes typed text — UIKit's `UIKeyInput`.
///
/// A first responder that conforms is what the software keyboard appears for (see
/// <doc:TextInputAndKeyboard>), and what ``Window/typeText(_:)``, ``Window/pressReturn()`` and
/// ``Window/pressDelete(times:)`` type into. ``TextField`` and ``TextView`` conform; a custom view that
/// takes keys conforms and returns `true` from ``Responder/canBecomeFirstResponder``.
@MainActor
public protocol KeyInput: TextInputTraits {
    /// Whether the input holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection), as a key press does.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection), as the delete key does.
    func deleteBackward()
}
