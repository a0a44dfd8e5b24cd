import Foundation
import Testing
@testable import HeadlessKit

/// The text view: UITextViewDelegate's flow with the keyboard's notifications before
/// `textViewDidBeginEditing` (device observations), its content size from its text, and the
/// self-sizing text view under Auto Layout.
@MainActor
@Suite struct TextViewTests {
    func stage() -> (TextInputStage, TextView) {
        let stage = TextInputStage()
        let textView = TextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        stage.window.addSubview(textView)
        stage.recorder.watch(textView, as: "notes")
        return (stage, textView)
    }

    /// Tap, type (a line break included), resign: the keyboard's will-notifications come before
    /// `textViewDidBeginEditing` and before `textViewDidEndEditing`; each edit asks, then tells the
    /// selection and the change.
    @Test func tapTypeAndResignFollowUIKitsTextViewOrder() {
        let (stage, textView) = stage()
        stage.window.tap(textView)
        #expect(stage.recorder.entries == [
            "notes.shouldBeginEditing", "keyboardWillChangeFrame", "keyboardWillShow", "notes.didBeginEditing",
            "notes.textDidBeginEditing",
        ])
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.window.typeText("a\n")
        #expect(stage.recorder.entries == [
            "notes.shouldChange({0, 0}, \"a\")", "notes.didChangeSelection(1)", "notes.didChange", "notes.textDidChange",
            "notes.shouldChange({1, 0}, \"\\n\")", "notes.didChangeSelection(2)", "notes.didChange", "notes.textDidChange",
        ])
        stage.recorder.entries.removeAll()
        #expect(textView.resignFirstResponder())
        #expect(stage.recorder.entries == [
            "notes.shouldEndEditing", "keyboardWillChangeFrame", "keyboardWillHide", "notes.didEndEditing",
            "notes.textDidEndEditing",
        ])
        #expect(textView.text == "a\n")
    }

    /// `textViewShouldBeginEditing` `false` refuses; `textViewShouldEndEditing` `false` keeps the
    /// first responder; `shouldChangeTextIn` `false` keeps the text.
    @Test func theDelegatesQuestionsCanRefuse() {
        let (stage, textView) = stage()
        stage.recorder.shouldBegin["notes"] = false
        #expect(textView.becomeFirstResponder() == false)
        stage.recorder.shouldBegin["notes"] = true
        #expect(textView.becomeFirstResponder())
        stage.recorder.shouldChange["notes"] = false
        stage.recorder.shouldEnd["notes"] = false
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        stage.window.typeText("x")
        #expect(textView.resignFirstResponder() == false)
        #expect(stage.recorder.entries == ["notes.shouldChange({0, 0}, \"x\")", "notes.shouldEndEditing"])
        #expect(textView.text == "" && textView.isFirstResponder)
    }

    /// A selectable text view that is not editable becomes first responder for selection only:
    /// no editing calls, no keyboard, and typing changes nothing.
    @Test func aSelectableTextViewIsNotEdited() {
        let (stage, textView) = stage()
        textView.text = "Read only"
        textView.isEditable = false
        #expect(textView.becomeFirstResponder())
        stage.window.typeText("x")
        #expect(stage.recorder.entries.isEmpty && !stage.loop.keyboard.isVisible)
        #expect(textView.text == "Read only" && textView.isFirstResponder)
        textView.isSelectable = false
        #expect(textView.resignFirstResponder() && !textView.canBecomeFirstResponder)
    }

    /// UIKit's defaults: an 8-point top and bottom text container inset and a 5-point line
    /// fragment padding; the content is as tall as the text (rounded up) with the insets, plus a
    /// line for the insertion point after a final line break.
    @Test func theContentSizeComesFromTheText() {
        let (stage, textView) = stage()
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.size == CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(textView.contentSize == CGSize(width: 300, height: 37))
        textView.text = "one"
        #expect(textView.contentSize == CGSize(width: 300, height: 37))
        textView.text = "one\ntwo\n"
        #expect(textView.contentSize == CGSize(width: 300, height: 77))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(textView.displayList.map(\.description) == [
            "glyphRun \"one\" .SFUI-Regular 17pt at (5 24.19) rgba(0, 0, 0, 1) bounds (5 8; 25.5 20.29)",
            "glyphRun \"two\" .SFUI-Regular 17pt at (5 44.47) rgba(0, 0, 0, 1) bounds (5 28.29; 31.45 20.29)",
        ])
    }

    /// UIKit's self-sizing text view: with scrolling off it has no intrinsic width and its text's
    /// height; pinned to its superview's sides it takes their width and grows as lines are typed
    /// — exact frames after each commit.
    @Test func aSelfSizingTextViewGrowsUnderAutoLayout() {
        let stage = TextInputStage()
        let textView = TextView()
        textView.font = .systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(textView)
        LayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        ])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(textView.frame == CGRect(x: 16, y: 100, width: 358, height: 37))
        #expect(textView.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: 37))
        #expect(textView.becomeFirstResponder())
        stage.window.typeText("first\nsecond")
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(textView.frame == CGRect(x: 16, y: 100, width: 358, height: 57))
        textView.text = String(repeating: "word ", count: 30)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(textView.frame.height == 16 + textView.textLayout(forWidth: 358).usedSize.height.rounded(.up))
        #expect(textView.textLayout(forWidth: 358).lineCount > 1)
        #expect(stage.app.diagnostics.collected.isEmpty)
    }

    /// `selectedRange` moves the selection (telling the delegate) and typing replaces it; a
    /// range outside the text is refused with a diagnostic and nothing changes.
    @Test func theSelectedRangeIsWhereTypingGoes() {
        let (stage, textView) = stage()
        textView.text = "Hello world"
        #expect(textView.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        textView.selectedRange = NSRange(location: 0, length: 5)
        stage.window.typeText("Hi")
        #expect(textView.text == "Hi world" && textView.selectedRange == NSRange(location: 2, length: 0))
        textView.selectedRange = NSRange(location: 40, length: 1)
        textView.scrollRangeToVisible(NSRange(location: 3, length: 30))
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidTextRange, .invalidTextRange])
        #expect(stage.recorder.entries.first == "notes.didChangeSelection(0)")
    }

    /// A selection that starts or ends inside a character — in an emoji's surrogate pair, or
    /// between an emoji and its skin-tone modifier — takes the whole character, and a caret inside
    /// one moves to its start, so typing leaves no half character behind **(chosen**: a Swift
    /// string cannot be cut inside a character).
    @Test func aSelectionInsideACharacterTakesTheWholeCharacter() {
        let (stage, textView) = stage()
        textView.text = "a👍🏽b"
        #expect(textView.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        textView.selectedRange = NSRange(location: 2, length: 2)
        #expect(textView.selectedRange == NSRange(location: 1, length: 4))
        textView.selectedRange = NSRange(location: 1, length: 2)
        #expect(textView.selectedRange == NSRange(location: 1, length: 4))
        textView.selectedRange = NSRange(location: 3, length: 0)
        #expect(textView.selectedRange == NSRange(location: 1, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 2)
        stage.window.pressReturn()
        #expect(textView.text == "a\nb" && textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(stage.recorder.entries.filter { $0.contains("shouldChange") } == ["notes.shouldChange({1, 4}, \"\\n\")"])
    }

    /// `scrollRangeToVisible(_:)` scrolls the least needed to show the range's lines.
    @Test func scrollRangeToVisibleShowsTheRangesLines() {
        let (stage, textView) = stage()
        textView.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        #expect(stage.loop.runUntilIdle() == .idle)
        let last = (textView.text as NSString).range(of: "line 30")
        textView.scrollRangeToVisible(last)
        let lineHeight = Font.systemFont(ofSize: 17).lineHeight
        #expect(textView.contentOffset == CGPoint(x: 0, y: 8 + 30 * lineHeight - 200))
    }

    /// A non-finite text container inset or line fragment padding is refused; the old one stays.
    @Test func nonFiniteInsetsAreRefused() {
        let (stage, textView) = stage()
        let before = stage.window.recursiveDescription()
        textView.textContainerInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        textView.textContainer.lineFragmentPadding = -.infinity
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(stage.window.recursiveDescription() == before)
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    }
}
