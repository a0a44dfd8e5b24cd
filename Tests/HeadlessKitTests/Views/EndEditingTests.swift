import Foundation
import Testing
@testable import HeadlessKit

/// `endEditing(_:)`: the first responder in a view's subtree resigns, asked or forced — UIView's
/// documented rule ("causes the view, or one of its embedded text fields, to resign the first
/// responder status"; with `force`, "regardless of whether it wants to do so").
@MainActor
@Suite struct EndEditingTests {
    final class Field: ViewNode {
        var canResign = true
        var resignAnswer = true
        var resignations = 0
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { canResign }
        override func resignFirstResponder() -> Bool {
            resignations += 1
            guard resignAnswer else { return false }
            return super.resignFirstResponder()
        }
    }

    func stage() -> (Window, ViewNode, Field) {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        let form = ViewNode(frame: window.bounds)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(form)
        form.addSubview(field)
        return (window, form, field)
    }

    @Test func theFirstResponderInTheSubtreeResigns() {
        let (window, form, field) = stage()
        #expect(field.becomeFirstResponder())
        #expect(form.endEditing(false))
        #expect(window.firstResponder == nil && field.resignations == 1)
    }

    @Test func aFirstResponderOutsideTheSubtreeStays() {
        let (window, form, field) = stage()
        let other = ViewNode()
        window.addSubview(other)
        #expect(field.becomeFirstResponder())
        #expect(other.endEditing(true))
        #expect(window.firstResponder === field && field.resignations == 0)
        _ = form
    }

    @Test func withoutForceAResponderThatRefusesKeepsTheStatus() {
        let (window, form, field) = stage()
        #expect(field.becomeFirstResponder())
        field.canResign = false
        #expect(!form.endEditing(false))
        #expect(window.firstResponder === field && field.resignations == 0)
        field.canResign = true
        field.resignAnswer = false
        #expect(!form.endEditing(false))
        #expect(window.firstResponder === field && field.resignations == 1)
    }

    @Test func forceResignsEvenAResponderThatRefuses() {
        let (window, form, field) = stage()
        #expect(field.becomeFirstResponder())
        field.canResign = false
        field.resignAnswer = false
        #expect(form.endEditing(true))
        #expect(window.firstResponder == nil && !field.isFirstResponder && field.resignations == 1)
    }

    /// (chosen) With no first responder in the subtree there is nothing to resign: `true`.
    @Test func withNothingToResignItAnswersTrue() {
        let (_, form, _) = stage()
        #expect(form.endEditing(false))
    }
}
