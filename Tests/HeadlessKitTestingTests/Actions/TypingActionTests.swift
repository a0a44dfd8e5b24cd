import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct TypingActionTests {
    @Test func typingIntoAFieldTapsItToFocusItThenTypes() {
        let host = TestHost(FinderScreenController())
        host.typeText("ada", into: .placeholder("User name"))
        #expect(host.root.name.text == "ada")
        #expect(host.root.name.isFirstResponder)
        #expect(host.trace.actions.map(\.name) == [#"tap placeholder "User name""#, #"type "ada" into placeholder "User name""#])
    }

    @Test func typingIntoAFocusedFieldDoesNotTapItAgain() {
        let host = TestHost(FinderScreenController())
        host.typeText("ada", into: .placeholder("User name"))
        host.typeText(" l", into: .placeholder("User name"))
        #expect(host.root.name.text == "ada l")
        #expect(host.trace.actions.map(\.name).count == 3)
    }

    @Test func clearingAFieldDeletesAllItsText() {
        let host = TestHost(FinderScreenController())
        host.typeText("ada", into: .placeholder("User name"))
        host.clear(.placeholder("User name"))
        #expect(host.root.name.text == "")
    }

    @Test func typingIntoAViewThatTakesNoTextFailsAndTypesNothing() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { host.typeText("ada", into: .text("Welcome")) }
        #expect(failures.map(\.message) == [
            #"Cannot type "ada" into Label "Welcome" (20, 100, 200, 30): it does not take text (it is not a text field or text view)."#,
        ])
        #expect(host.trace.actions.isEmpty)
    }

    @Test func pressingReturnWithNoFieldFocusedFails() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { host.pressReturn() }
        #expect(failures.map(\.message) == [
            "Cannot press return: no first responder takes text. Tap a text field or text view first, or type into one "
                + "with typeText(_:into:).",
        ])
    }
}
