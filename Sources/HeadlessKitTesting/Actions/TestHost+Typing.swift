import Foundation
import HeadlessKit

/// A person's typing into the text fields and text views finders find: a tap to focus the
/// field, as a person's finger does, then keys.
extension TestHost {
    /// Taps the one visible text field or text view `finder` matches (unless it is already first
    /// responder), then types `text` into it a character at a time, as the keyboard's keys do.
    public func typeText(
        _ text: String, into finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let verb = "type \(String(reflecting: text)) into"
        guard let (window, _) = focus(verb, finder, at: site) else { return }
        trace.recordAction("\(verb) \(finder)") {
            app.withCurrent { window.typeText(text) }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
    }

    /// Taps the one visible text field or text view `finder` matches (unless it is already first
    /// responder), then deletes all its text, as a person selecting it all and pressing delete.
    public func clear(
        _ finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (window, field) = focus("clear", finder, at: site) else { return }
        trace.recordAction("clear \(finder)") {
            app.withCurrent {
                if let input = field as? any TextInput,
                   let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument), !all.isEmpty {
                    input.selectedTextRange = all
                    window.pressDelete()
                }
            }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
    }

    /// Presses the return key on the keyboard: the key window's first responder takes a `"\n"`
    /// (a text field asks its delegate's `textFieldShouldReturn(_:)`). Fails the test, pressing
    /// nothing, when no first responder takes text.
    public func pressReturn(
        settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let window = app.keyWindow ?? self.window
        guard window.firstResponder is any KeyInput else {
            let holder = window.firstResponder.map { " (the first responder is \($0), which does not take text)" } ?? ""
            TestFailures.record(
                "Cannot press return: no first responder takes text\(holder). Tap a text field or text view first, "
                    + "or type into one with typeText(_:into:).", at: site)
            return
        }
        trace.recordAction("press return") {
            app.withCurrent { window.pressReturn() }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
    }

    /// Makes the one view `finder` matches first responder by tapping it, unless it already is;
    /// returns its window and the view, or `nil` after failing the test with why it cannot.
    private func focus(_ verb: String, _ finder: Finder, at site: CallSite) -> (Window, ViewNode)? {
        let screen = screenIndex()
        let found = screen.search(finder, as: ViewNode.self, at: site)
        if let problem = found.problem(expectingOne: true) {
            TestFailures.record("Cannot \(verb): \(problem)", at: site)
            return nil
        }
        let view = found.all[0]
        guard view is any KeyInput else {
            TestFailures.record(
                "Cannot \(verb) \(screen.describe(view)): it does not take text (it is not a text field or text view).",
                at: site)
            return nil
        }
        if view.isFirstResponder, let window = view.window { return (window, view) }
        guard let (window, _, point) = touchPoint(verb, view, in: screen, at: site) else { return nil }
        trace.recordAction("tap \(finder)") {
            app.withCurrent { window.tap(at: point) }
            settle(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
        guard view.isFirstResponder else {
            TestFailures.record(
                "Cannot \(verb) \(screen.describe(view)): tapping it did not make it first responder (its delegate "
                    + "may refuse to begin editing, or it is not enabled). Nothing was typed.", at: site)
            return nil
        }
        return (window, view)
    }
}
