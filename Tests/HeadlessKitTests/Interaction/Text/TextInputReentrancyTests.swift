import Foundation
import Testing
@testable import HeadlessKit

/// Hooks that re-enter: delegates and observers that resign, move focus, remove the field or
/// change its text from inside a callback. State never breaks, and observers hear a session's
/// beginning before its end (**(chosen)**: an end asked for inside the beginning's
/// announcements is announced after them).
@MainActor
@Suite struct TextInputReentrancyTests {
    /// A delegate that resigns from `textFieldDidBeginEditing`: the beginning is announced in
    /// full, then the end; the keyboard, which never had a text input to show for, posts nothing.
    @Test func resigningInsideDidBeginAnnouncesTheEndAfterTheBeginning() {
        let stage = TextInputStage()
        let field = stage.field("name")
        stage.recorder.hooks["name.didBeginEditing"] = { #expect(field.resignFirstResponder()) }
        #expect(field.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "name.shouldBeginEditing", "name.didBeginEditing", "name.shouldEndEditing", "name.editingDidBegin",
            "name.textDidBeginEditing", "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
        ])
        #expect(!field.isFirstResponder && !field.isEditing && !stage.loop.keyboard.isVisible)
    }

    /// The "Next" pattern: `textFieldShouldReturn` makes the next field first responder; the
    /// keyboard stays, and the first field — no longer first responder — does not resign again.
    @Test func shouldReturnMovingFocusToTheNextField() {
        let stage = TextInputStage()
        let first = stage.field("first"), second = stage.field("second", y: 200)
        stage.recorder.hooks["first.shouldReturn"] = { #expect(second.becomeFirstResponder()) }
        #expect(first.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.window.typeText("a\nb")
        #expect(stage.recorder.entries == [
            "first.shouldChange({0, 0}, \"a\")", "first.didChangeSelection(1)", "first.editingChanged", "first.textDidChange",
            "first.shouldReturn", "second.shouldBeginEditing", "first.shouldEndEditing", "first.didEndEditing(committed)",
            "first.editingDidEnd", "first.textDidEndEditing", "second.didBeginEditing", "second.editingDidBegin",
            "second.textDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow", "first.editingDidEndOnExit",
            "second.shouldChange({0, 0}, \"b\")", "second.didChangeSelection(1)", "second.editingChanged", "second.textDidChange",
        ])
        #expect(first.text == "a" && second.text == "b" && second.isFirstResponder)
    }

    /// A field that takes first responder back from its own `textFieldDidEndEditing`, while
    /// another field is becoming first responder: the later request stands (**(chosen)**), so
    /// the other field refuses and the first one is editing and first responder — never editing
    /// without being first responder.
    @Test func aFieldRetakingFocusInsideDidEndKeepsItFromTheFieldTakingOver() {
        let stage = TextInputStage()
        let first = stage.field("first"), second = stage.field("second", y: 200)
        #expect(first.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.recorder.hooks["first.didEndEditing(committed)"] = { #expect(first.becomeFirstResponder()) }
        #expect(!second.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "second.shouldBeginEditing", "first.shouldEndEditing", "first.didEndEditing(committed)", "first.shouldBeginEditing",
            "first.editingDidEnd", "first.textDidEndEditing", "first.didBeginEditing", "first.editingDidBegin",
            "first.textDidBeginEditing",
        ])
        #expect(first.isEditing && first.isFirstResponder && stage.window.firstResponder === first)
        #expect(!second.isEditing && !second.isFirstResponder)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.loop.keyboard.isVisible)
    }

    /// A delegate that removes the field from `textFieldDidBeginEditing`: the field leaves
    /// without being asked, its announcements complete in order, and the keyboard stays hidden.
    @Test func removingTheFieldInsideDidBegin() {
        let stage = TextInputStage()
        let field = stage.field("name")
        stage.recorder.hooks["name.didBeginEditing"] = { field.removeFromSuperview() }
        #expect(field.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "name.shouldBeginEditing", "name.didBeginEditing", "name.editingDidBegin", "name.textDidBeginEditing",
            "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
        ])
        #expect(field.window == nil && stage.window.firstResponder == nil && !stage.loop.keyboard.isVisible)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.loop.keyboard.isAnimating)
    }

    /// An observer of `keyboardWillShow` that ends editing: the keyboard's notifications are not
    /// interleaved — the show's will-notifications finish, its did-notifications come, then the
    /// hide's.
    @Test func anObserverEndingEditingInsideTheKeyboardsWillShow() {
        let stage = TextInputStage()
        let field = stage.field("name")
        stage.recorder.hooks["keyboardWillChangeFrame"] = { _ = stage.window.endEditing(true) }
        #expect(field.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "name.shouldBeginEditing", "name.didBeginEditing", "name.editingDidBegin", "name.textDidBeginEditing",
            "keyboardWillChangeFrame", "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
            "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow", "keyboardWillChangeFrame", "keyboardWillHide",
        ])
        #expect(!stage.loop.keyboard.isVisible)
    }

    /// A text view that ends editing from `textViewDidBeginEditing`: its end is announced after
    /// its beginning, behind the keyboard as its announcements always are.
    @Test func aTextViewEndingInsideDidBegin() {
        let stage = TextInputStage()
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.window.addSubview(textView)
        stage.recorder.watch(textView, as: "notes")
        stage.recorder.hooks["notes.didBeginEditing"] = { #expect(textView.resignFirstResponder()) }
        #expect(textView.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "notes.shouldBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow", "notes.didBeginEditing",
            "notes.shouldEndEditing", "notes.textDidBeginEditing", "keyboardDidChangeFrame", "keyboardDidShow",
            "keyboardWillChangeFrame", "keyboardWillHide", "notes.didEndEditing", "notes.textDidEndEditing",
        ])
    }

    /// A delegate that sets the field's text inside `shouldChangeCharactersIn` and answers
    /// `false` formats the text, as intended; answering `true` makes the range stale: the typed
    /// text is dropped and reported (UIKit would apply it to text it no longer describes).
    @Test func settingTheTextInsideShouldChange() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        stage.recorder.shouldChange["name"] = false
        stage.recorder.hooks["name.shouldChange({0, 0}, \"5\")"] = { field.text = "$5" }
        stage.window.typeText("5")
        #expect(field.text == "$5" && stage.app.diagnostics.collected.isEmpty)
        stage.recorder.shouldChange["name"] = true
        stage.recorder.hooks["name.shouldChange({2, 0}, \"0\")"] = { field.text = "$50" }
        stage.recorder.entries.removeAll()
        stage.window.typeText("0")
        #expect(field.text == "$50")
        #expect(stage.recorder.entries == ["name.shouldChange({2, 0}, \"0\")"])
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidTextRange])
        #expect(stage.app.diagnostics.collected.first?.message.hasPrefix("textField(_:shouldChangeCharactersIn:replacementString:) changed the text") == true)
    }
}
