import Foundation
import Testing
@testable import HeadlessKit

/// Typing into a text field: the UTF-16 ranges the delegate is asked about, the selection, secure
/// entry, the clear button and the minimal `UITextInput`.
@MainActor
@Suite struct TextFieldTypingTests {
    /// UIKit's ranges are `NSRange`s of UTF-16 units: an emoji with a skin-tone modifier is four
    /// units, and the delete key removes it whole (a composed character sequence).
    @Test func rangesCountUTF16UnitsAndDeleteRemovesWholeEmoji() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.window.typeText("a👍🏽b")
        stage.window.pressDelete(times: 2)
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == [
            "name.shouldChange({0, 0}, \"a\")", "name.shouldChange({1, 0}, \"👍🏽\")", "name.shouldChange({5, 0}, \"b\")",
            "name.shouldChange({5, 1}, \"\")", "name.shouldChange({1, 4}, \"\")",
        ])
        #expect(field.text == "a")
    }

    /// A range given to `replace(_:withText:)` that ends inside a character — in an emoji's
    /// surrogate pair, or before its skin-tone modifier — takes the whole character: the delegate
    /// is asked about the widened range **(chosen**: a Swift string cannot be cut inside a
    /// character).
    @Test func anEditInsideACharacterTakesTheWholeCharacter() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "a👍b👍🏽c"
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        let start = field.beginningOfDocument
        field.replace(field.textRange(from: start, to: field.position(from: start, offset: 2)!)!, withText: "x")
        #expect(field.text == "xb👍🏽c")
        field.replace(field.textRange(from: field.position(from: start, offset: 2)!, to: field.position(from: start, offset: 4)!)!, withText: "y")
        #expect(field.text == "xbyc")
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == [
            "name.shouldChange({0, 3}, \"x\")", "name.shouldChange({2, 4}, \"y\")",
        ])
    }

    /// Typing inserts at the selection and replaces a selected range; the selection follows.
    @Test func typingInsertsAtTheSelection() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "Hello world"
        #expect(field.becomeFirstResponder())
        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: field.position(from: start, offset: 6)!, to: field.position(from: start, offset: 11)!)
        stage.recorder.entries.removeAll()
        stage.window.typeText("Ada")
        #expect(field.text == "Hello Ada")
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == [
            "name.shouldChange({6, 5}, \"A\")", "name.shouldChange({7, 0}, \"d\")", "name.shouldChange({8, 0}, \"a\")",
        ])
        let caret = field.selectedTextRange!
        #expect(caret.isEmpty && field.offset(from: start, to: caret.start) == 9)
    }

    /// UIKit: a secure field draws bullets, and one that begins editing again with text replaces
    /// all of it with the first key — the delegate is asked about the whole range.
    @Test func aSecureFieldTypedIntoAgainReplacesItsText() {
        let stage = TextInputStage()
        let field = stage.field("password")
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        stage.window.typeText("abc")
        #expect(field.resignFirstResponder())
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.window.typeText("xy")
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == [
            "password.shouldChange({0, 3}, \"x\")", "password.shouldChange({1, 0}, \"y\")",
        ])
        #expect(field.text == "xy" && field.displayedText.string == "••")
        #expect(field.resignFirstResponder() && field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        stage.window.pressDelete()
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == ["password.shouldChange({0, 2}, \"\")"])
        #expect(field.text == "")
    }

    /// `clearsOnInsertion`: the next insertion replaces the whole text, and the property turns
    /// `false` again (UIKit's documentation).
    @Test func clearsOnInsertionReplacesTheTextOnceThenTurnsOff() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "old"
        #expect(field.becomeFirstResponder())
        field.clearsOnInsertion = true
        stage.window.typeText("ne")
        #expect(field.text == "ne" && !field.clearsOnInsertion)
    }

    /// The clear button shows while editing (`.whileEditing`) once there is text; tapping it asks
    /// `textFieldShouldClear` and empties the field, announced as an edit without asking about
    /// the characters.
    @Test func theClearButtonAsksTheDelegateThenEmptiesTheField() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.clearButtonMode = .whileEditing
        field.text = "Ada"
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        let button = try! #require(field.subviews.first { $0 is ClearButton })
        #expect(button.frame == CGRect(x: 174, y: 7.5, width: 19, height: 19))
        stage.recorder.entries.removeAll()
        stage.recorder.shouldClear["name"] = false
        stage.window.tap(button)
        #expect(stage.recorder.entries == ["name.shouldClear"])
        stage.recorder.shouldClear["name"] = true
        stage.window.tap(button)
        #expect(stage.recorder.entries == [
            "name.shouldClear", "name.shouldClear", "name.didChangeSelection(0)", "name.editingChanged", "name.textDidChange",
        ])
        #expect(field.text == "" && field.isFirstResponder)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!field.subviews.contains { $0 is ClearButton })
    }

    /// `clearsOnBeginEditing` asks `textFieldShouldClear` as editing begins (UIKit's documentation
    /// of both) and clears before the beginning is announced, announcing no edit **(chosen)**.
    @Test func clearsOnBeginEditingAsksTheDelegateBeforeTheBeginningIsAnnounced() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "old"
        field.clearsOnBeginEditing = true
        #expect(field.becomeFirstResponder())
        #expect(stage.recorder.entries == [
            "name.shouldBeginEditing", "name.shouldClear", "name.didBeginEditing", "name.editingDidBegin",
            "name.textDidBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow",
        ])
        #expect(field.text == "")
    }

    /// A tap on an editing field moves the insertion point to the nearest character boundary.
    @Test func aTapOnAnEditingFieldMovesTheInsertionPoint() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "abcd"
        #expect(field.becomeFirstResponder())
        stage.recorder.entries.removeAll()
        // The rounded-rect field's text starts 7 points in; "ab" is 17.5 points wide at 17 pt.
        stage.window.tap(at: CGPoint(x: 20 + 7 + 18, y: 117))
        #expect(stage.recorder.entries == ["name.touchDown", "name.didChangeSelection(2)", "name.touchCancel"])
    }

    /// The minimal `UITextInput`: positions outside the text are `nil`, offsets and comparisons
    /// count UTF-16 units, and `replace(_:withText:)` edits as typing does.
    @Test func positionsAndRangesFollowUITextInput() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "a👍b"
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 4)
        #expect(field.position(from: end, offset: 1) == nil && field.position(from: start, offset: -1) == nil)
        let emoji = field.textRange(from: field.position(from: start, offset: 1)!, to: field.position(from: start, offset: 3)!)!
        #expect(field.text(in: emoji) == "👍")
        #expect(field.compare(start, to: end) == .orderedAscending && field.compare(end, to: start) == .orderedDescending)
        #expect(field.selectedTextRange == nil && field.markedTextRange == nil)
        field.replace(emoji, withText: "!")
        #expect(field.text == "a!b")
        #expect(stage.recorder.entries == ["name.shouldChange({1, 2}, \"!\")", "name.didChangeSelection(nil)", "name.editingChanged", "name.textDidChange"])
    }

    /// Line breaks in a longer inserted string become spaces (as pasting into a UIKit text field
    /// does); only a lone `"\n"` is the return key.
    @Test func lineBreaksInsideInsertedTextBecomeSpaces() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        field.insertText("one\ntwo")
        #expect(field.text == "one two")
    }

    /// Font, colour and alignment apply to the whole text, and `defaultTextAttributes` reads them.
    @Test func textAttributesApplyToTheWholeText() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Ada"
        field.font = .boldSystemFont(ofSize: 20)
        field.textColor = .systemRed
        field.textAlignment = .center
        let attributes = field.attributedText!.attributes(at: 2, effectiveRange: nil)
        #expect(attributes[.font] as? Font == .boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? Color == .systemRed)
        #expect((attributes[.paragraphStyle] as? ParagraphStyle)?.alignment == .center)
        #expect(field.defaultTextAttributes[.font] as? Font == .boldSystemFont(ofSize: 20))
        #expect(field.typingAttributes == nil)
    }
}
