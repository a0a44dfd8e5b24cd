import Foundation
import Testing
@testable import HeadlessKit

/// Misuse of the text inputs: ranges outside the text (UIKit raises NSRangeException), refused
/// before anything changes, each with one diagnostic and nothing announced.
@MainActor
@Suite struct TextInputMisuseTests {
    /// `replace(_:withText:)` and `selectedTextRange` with a range beyond a field's text, or made
    /// of another text input's positions, are refused.
    @Test func rangesOutsideAFieldsTextAreRefused() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "abc"
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        let before = stage.window.recursiveDescription()
        let beyond = TextRange.utf16(NSRange(location: 2, length: 5))
        let foreign = TextRange(start: TextPosition(), end: TextPosition())
        field.replace(beyond, withText: "x")
        field.replace(foreign, withText: "x")
        field.selectedTextRange = beyond
        #expect(field.text == "abc" && field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
        #expect(stage.window.recursiveDescription() == before)
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidTextRange, .invalidTextRange, .invalidTextRange])
        #expect(stage.app.diagnostics.collected.allSatisfy { $0.message.hasPrefix("*** -[NSBigMutableString replaceCharactersInRange:withString:]: Range or index out of bounds") })
        #expect(stage.recorder.entries.isEmpty)
        #expect(field.text(in: beyond) == nil && field.textRange(from: field.beginningOfDocument, to: TextPosition()) == nil)
    }

    /// A text view's `replace(_:withText:)` and `selectedTextRange` outside its text are refused.
    @Test func rangesOutsideATextViewsTextAreRefused() {
        let stage = TextInputStage()
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.window.addSubview(textView)
        stage.recorder.watch(textView, as: "notes")
        textView.text = "abc"
        #expect(stage.loop.runUntilIdle() == .idle)
        let before = stage.window.recursiveDescription()
        textView.replace(TextRange.utf16(NSRange(location: 4, length: 0)), withText: "x")
        textView.selectedTextRange = TextRange(start: TextPosition(), end: TextPosition())
        #expect(textView.text == "abc" && stage.window.recursiveDescription() == before)
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidTextRange, .invalidTextRange])
        #expect(stage.recorder.entries.isEmpty)
    }
}
