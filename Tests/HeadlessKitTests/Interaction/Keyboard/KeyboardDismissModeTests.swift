import Foundation
import Testing
@testable import HeadlessKit

/// `UIScrollView.keyboardDismissMode`: dragging the scroll view resigns the window's first
/// responder — as a drag begins (`.onDrag`), or as it ends over the keyboard (`.interactive`).
@MainActor
@Suite struct KeyboardDismissModeTests {
    func stage(_ mode: ScrollView.KeyboardDismissMode) -> (TextInputStage, ScrollView, TextField) {
        let stage = TextInputStage()
        let scrollView = ScrollView(frame: stage.window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.keyboardDismissMode = mode
        stage.window.addSubview(scrollView)
        stage.recorder.name(scrollView, "scroll")
        scrollView.delegate = stage.recorder
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        scrollView.addSubview(field)
        stage.recorder.watch(field, as: "name")
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        return (stage, scrollView, field)
    }

    /// `.onDrag`: the first responder is asked to resign as the drag begins, after the scroll
    /// view's delegate heard `scrollViewWillBeginDragging` **(chosen)**.
    @Test func onDragResignsTheFirstResponderAsADragBegins() {
        let (stage, _, field) = stage(.onDrag)
        stage.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        // The drag lasts 0.4 s: the keyboard's did-notifications come before the finger lifts.
        #expect(stage.recorder.entries == [
            "scroll.willBeginDragging", "name.shouldEndEditing", "name.didEndEditing(committed)", "name.editingDidEnd",
            "name.textDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame",
            "keyboardDidHide", "scroll.didEndDragging",
        ])
        #expect(!field.isFirstResponder)
    }

    /// `.interactive`: a drag that ends with the finger over the keyboard resigns; one that ends
    /// above it does not.
    @Test func interactiveResignsWhenTheDragEndsOverTheKeyboard() {
        let (stage, _, field) = stage(.interactive)
        stage.window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
        #expect(stage.recorder.entries == ["scroll.willBeginDragging", "scroll.didEndDragging"])
        #expect(field.isFirstResponder)
        stage.recorder.entries.removeAll()
        stage.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600))
        #expect(stage.recorder.entries == [
            "scroll.willBeginDragging", "name.shouldEndEditing", "name.didEndEditing(committed)", "name.editingDidEnd",
            "name.textDidEndEditing", "keyboardWillChangeFrame", "keyboardWillHide", "scroll.didEndDragging",
        ])
    }

    /// `.none` (the default) leaves the keyboard; a delegate that refuses keeps it under `.onDrag`.
    @Test func noneLeavesTheKeyboardAndARefusalKeepsIt() {
        let (stage, scrollView, field) = stage(.none)
        stage.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .onDrag
        stage.recorder.shouldEnd["name"] = false
        stage.recorder.entries.removeAll()
        stage.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        #expect(stage.recorder.entries == ["scroll.willBeginDragging", "name.shouldEndEditing", "scroll.didEndDragging"])
        #expect(field.isFirstResponder && stage.loop.keyboard.isVisible)
    }
}
