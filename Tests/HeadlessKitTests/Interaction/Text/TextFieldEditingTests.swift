import Foundation
import Testing
@testable import HeadlessKit

/// A text field's editing session: UITextFieldDelegate's documented flow, the editing control
/// events around it (their places **(chosen)**: after the delegate, before the notification), and
/// the keyboard's notifications after the field's announcements (three independent device
/// observations; Apple's overview lists them earlier).
@MainActor
@Suite struct TextFieldEditingTests {
    /// UITextFieldDelegate's flow, end to end, with the frames of the keyboard on a 390 × 844
    /// screen and its did-notifications 0.25 s after the will-notifications.
    @Test func tapTypeReturnAndResignFollowUIKitsOrder() {
        let stage = TextInputStage()
        stage.recorder.logsKeyboardFrames = true
        let field = stage.field("name")
        let (window, loop, recorder) = (stage.window, stage.loop, stage.recorder)

        window.tap(field)
        #expect(recorder.entries == [
            "name.touchDown", "name.shouldBeginEditing", "name.didBeginEditing", "name.editingDidBegin",
            "name.textDidBeginEditing",
            "keyboardWillChangeFrame (0, 844, 390, 336) → (0, 508, 390, 336)",
            "keyboardWillShow (0, 844, 390, 336) → (0, 508, 390, 336)",
            "name.touchCancel",
        ])
        recorder.entries.removeAll()
        let shownAt = loop.now
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.entries == [
            "keyboardDidChangeFrame (0, 844, 390, 336) → (0, 508, 390, 336)",
            "keyboardDidShow (0, 844, 390, 336) → (0, 508, 390, 336)",
        ])
        #expect(loop.now - shownAt <= .milliseconds(250))
        recorder.entries.removeAll()

        window.typeText("Ab")
        #expect(recorder.entries == [
            "name.shouldChange({0, 0}, \"A\")", "name.didChangeSelection(1)", "name.editingChanged", "name.textDidChange",
            "name.shouldChange({1, 0}, \"b\")", "name.didChangeSelection(2)", "name.editingChanged", "name.textDidChange",
        ])
        recorder.entries.removeAll()

        // The recorder registered an action for editingDidEndOnExit: the field resigns after it.
        window.pressReturn()
        #expect(recorder.entries == [
            "name.shouldReturn", "name.editingDidEndOnExit", "name.shouldEndEditing", "name.didEndEditing(committed)",
            "name.editingDidEnd", "name.textDidEndEditing",
            "keyboardWillChangeFrame (0, 508, 390, 336) → (0, 844, 390, 336)",
            "keyboardWillHide (0, 508, 390, 336) → (0, 844, 390, 336)",
        ])
        recorder.entries.removeAll()
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.entries == [
            "keyboardDidChangeFrame (0, 508, 390, 336) → (0, 844, 390, 336)",
            "keyboardDidHide (0, 508, 390, 336) → (0, 844, 390, 336)",
        ])
        #expect(field.text == "Ab" && !field.isEditing && !field.isFirstResponder)
        #expect(stage.app.diagnostics.collected.isEmpty)
    }

    /// UITextFieldDelegate: `textFieldShouldBeginEditing` returning `false` keeps the field from
    /// editing — it never becomes first responder, and no keyboard appears.
    @Test func shouldBeginEditingFalseKeepsTheFieldFromEditing() {
        let stage = TextInputStage()
        let field = stage.field("name")
        stage.recorder.shouldBegin["name"] = false
        stage.window.tap(field)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.recorder.entries == ["name.touchDown", "name.shouldBeginEditing", "name.touchCancel"])
        #expect(!field.isFirstResponder && !field.isEditing && !stage.loop.keyboard.isVisible)
        #expect(field.becomeFirstResponder() == false)
    }

    /// UITextFieldDelegate: `textField(_:shouldChangeCharactersIn:replacementString:)` returning
    /// `false` leaves the text as it was, with nothing announced.
    @Test func shouldChangeFalseLeavesTheText() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "Hi"
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.recorder.shouldChange["name"] = false
        stage.window.typeText("!")
        stage.window.pressDelete()
        #expect(stage.recorder.entries == ["name.shouldChange({2, 0}, \"!\")", "name.shouldChange({1, 1}, \"\")"])
        #expect(field.text == "Hi")
    }

    /// UITextFieldDelegate: `textFieldShouldReturn` returning `false` ignores the return key.
    @Test func shouldReturnFalseIgnoresTheReturnKey() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.recorder.shouldReturn["name"] = false
        stage.window.pressReturn()
        #expect(stage.recorder.entries == ["name.shouldReturn"])
        #expect(field.isFirstResponder && field.text == "")
    }

    /// UIKit: without an action for `.editingDidEndOnExit` the return key sends that event and
    /// the field keeps editing; the text gets no line break.
    @Test func returnWithoutAnExitActionKeepsEditing() {
        let stage = TextInputStage()
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        stage.window.addSubview(field)
        stage.recorder.name(field, "plain")
        field.delegate = stage.recorder
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.window.pressReturn()
        #expect(stage.recorder.entries == ["plain.shouldReturn"])
        #expect(field.isFirstResponder && field.text == "")
    }

    /// UITextFieldDelegate: `textFieldShouldEndEditing` returning `false` keeps the field first
    /// responder — another field cannot take the status either.
    @Test func shouldEndEditingFalseKeepsFirstResponder() {
        let stage = TextInputStage()
        let first = stage.field("first"), second = stage.field("second", y: 200)
        #expect(first.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.recorder.shouldEnd["first"] = false
        #expect(first.resignFirstResponder() == false)
        #expect(second.becomeFirstResponder() == false)
        #expect(stage.recorder.entries == ["first.shouldEndEditing", "second.shouldBeginEditing", "first.shouldEndEditing"])
        #expect(first.isFirstResponder && first.isEditing && !second.isEditing && stage.loop.keyboard.isVisible)
    }

    /// UIView's `endEditing(_:)`: with `force` "the text field is never even asked; it is forced
    /// to resign" — and still hears that editing ended.
    @Test func endEditingWithForceResignsWithoutAskingTheDelegate() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.recorder.shouldEnd["name"] = false
        #expect(stage.window.endEditing(false) == false)
        #expect(stage.window.endEditing(true))
        #expect(stage.recorder.entries == [
            "name.shouldEndEditing",
            "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
            "keyboardWillChangeFrame", "keyboardWillHide",
        ])
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    /// UITextFieldDelegate: did-end "may be called if forced even if shouldEndEditing returns NO
    /// (e.g. view removed from window)" — the field ends editing before `willMove(toWindow:)`.
    @Test func removingAnEditingFieldEndsEditingWithoutAsking() {
        final class MovingField: TextField {
            var onWillMove: (() -> Void)?
            override func willMove(toWindow newWindow: Window?) { onWillMove?() }
        }
        let stage = TextInputStage()
        let field = MovingField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        stage.window.addSubview(field)
        stage.recorder.watch(field, as: "name")
        field.onWillMove = { stage.recorder.add("name.willMove(toWindow:)") }
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.recorder.shouldEnd["name"] = false
        field.removeFromSuperview()
        #expect(stage.recorder.entries == [
            "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
            "keyboardWillChangeFrame", "keyboardWillHide", "name.willMove(toWindow:)",
        ])
        #expect(stage.window.firstResponder == nil && !stage.loop.keyboard.isVisible)
    }

    /// A disabled field cannot become first responder (UIKit's `canBecomeFirstResponder`);
    /// disabling one that edits ends its editing without asking **(chosen)**.
    @Test func aDisabledFieldCannotEditAndDisablingEndsEditing() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.isEnabled = false
        #expect(field.becomeFirstResponder() == false)
        stage.window.tap(field)
        #expect(stage.recorder.entries.isEmpty)
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.recorder.shouldEnd["name"] = false
        field.isEnabled = false
        #expect(stage.recorder.entries == [
            "name.didEndEditing(committed)", "name.editingDidEnd", "name.textDidEndEditing",
            "keyboardWillChangeFrame", "keyboardWillHide",
        ])
    }

    /// Moving focus between two fields: the first ends, the second begins, and the keyboard stays
    /// — no hide; as observed on devices, the visible keyboard posts its frame change together
    /// with a will-show (Apple's overview names only the frame change).
    @Test func movingFocusBetweenFieldsKeepsTheKeyboard() {
        let stage = TextInputStage()
        stage.recorder.logsKeyboardFrames = true
        let first = stage.field("first"), second = stage.field("second", y: 200)
        #expect(first.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.window.tap(second)
        #expect(stage.recorder.entries == [
            "second.touchDown", "second.shouldBeginEditing", "first.shouldEndEditing", "first.didEndEditing(committed)",
            "first.editingDidEnd", "first.textDidEndEditing", "second.didBeginEditing", "second.editingDidBegin",
            "second.textDidBeginEditing",
            "keyboardWillChangeFrame (0, 508, 390, 336) → (0, 508, 390, 336)",
            "keyboardWillShow (0, 508, 390, 336) → (0, 508, 390, 336)",
            "second.touchCancel",
        ])
        stage.recorder.entries.removeAll()
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.recorder.entries == [
            "keyboardDidChangeFrame (0, 508, 390, 336) → (0, 508, 390, 336)",
            "keyboardDidShow (0, 508, 390, 336) → (0, 508, 390, 336)",
        ])
    }

    /// Setting the text in code announces nothing (UIKit sends `.editingChanged` and the
    /// notification only for typing); reading an emptied field gives `""`, never `nil`.
    @Test func textSetInCodeAnnouncesNothingAndNeverReadsNil() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        field.text = "Set"
        field.attributedText = NSAttributedString(string: "Attributed")
        field.text = nil
        #expect(stage.recorder.entries.isEmpty)
        #expect(field.text == "" && field.attributedText?.string == "" && !field.hasText)
    }
}
