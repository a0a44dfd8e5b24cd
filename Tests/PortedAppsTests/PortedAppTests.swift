import HeadlessKitTesting
import HeadlessUIKit
@testable import PortedApps
import Testing

/// A login service the test answers by hand, so each request's outcome comes when the test says.
@MainActor final class ScriptedAuthService: AuthService {
    private(set) var requests: [String] = [], answer: ((Result<String, LoginError>) -> Void)?
    func logIn(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
        (requests, answer) = (requests + ["\(user):\(password)"], completion)
    }
}

/// The UIKit app in `PortedApps` played as a person would use it; text snapshots pin each screen's frames and states.
@MainActor @Suite(.testHosts) struct PortedAppTests {
    let auth = ScriptedAuthService(), host: TestHost<UINavigationController>
    var coordinator: AppCoordinator? { (host.app.delegate as? AppDelegate)?.coordinator }

    init() {
        let (delegate, auth) = (AppDelegate(), auth)
        delegate.auth = auth
        host = TestHost(launching: { delegate }, root: UINavigationController.self)
    }

    @Test func theLoginScreenMovesOnWithReturnLogsInAndFadesAWrongPasswordsErrorInOverAThirdOfASecond() {
        host.expectSnapshot(.text, named: "login")          // the bar hidden; frames, the disabled button, the user field editing
        host.typeText("ada\n", into: .placeholder("User name"))  // return moves on to the password field
        #expect(host.only(.placeholder("Password"))?.isFirstResponder == true && host.root.viewControllers.count == 1)
        host.typeText("wrong\n", into: .placeholder("Password"))  // return taps the button, enabled with both fields filled
        #expect(auth.requests == ["ada:wrong"] && host.window.firstResponder == nil)
        host.expectSnapshot(.text, named: "logging-in")     // "Logging In…" on the disabled button, the spinner shown
        auth.answer?(.failure(.wrongPassword))
        host.advance(by: .milliseconds(150))
        let error = host.only(UILabel.self, .text("Wrong user name or password."))
        #expect(error?.alpha == 1 && (0.1..<0.9).contains(error?.layer.presentation()?.opacity ?? 0))
        host.expectSnapshot(.text, named: "wrong")          // the error, the button enabled again, the spinner hidden
        #expect(error?.layer.presentation()?.opacity == 1 && error?.layer.animationKeys() == nil)
    }

    @Test func homeRenamesInAnAlertChangesSettingsAndDeletesTheAccountAfterAskingWhichSignsOut() {
        host.typeText("ada\nsecret\n", into: .placeholder("User name"))  // return, the password, return to log in
        auth.answer?(.success("token-1"))
        host.expectSnapshot(.text, named: "home")           // home the only controller: the greeting, the ring, the bar's Rename
        #expect(coordinator?.token == "token-1" && host.root.viewControllers.count == 1)   // the keyboard gone (snapshot)
        #expect(host.only(ProgressRingView.self)?.displayList.isEmpty == false)
        host.tap(.text("Rename"))
        #expect(host.only(UITextField.self, .placeholder("Name"))?.isFirstResponder == true && host.loop.keyboard.isVisible)
        host.clear(.text("Ada"))                            // the field holds the name
        host.typeText("Grace\n", into: .placeholder("Name"))  // return saves, as the preferred action
        #expect(host.exists(.text("Hello, Grace!")) && !host.loop.keyboard.isVisible && host.root.presentedViewController == nil)
        host.tap(.text("Rename"))
        host.typeText("xyz", into: .text("Grace"))          // the field holds the saved name
        host.tapAlertAction(titled: "Cancel")
        #expect(host.exists(.text("Hello, Grace!")) && !host.loop.keyboard.isVisible && host.root.presentedViewController == nil)
        host.tap(.text("Settings"))
        #expect(host.root.topViewController?.title == "Settings" && host.exists(.text("Remind me")))
        // Hiding the reminder row breaks its `height >= 44` against the stack's hiding constraint: UIKit logs the same.
        host.expectDiagnostic(.unsatisfiableConstraints) { host.tap(.type(UISwitch.self)) }
        host.tap(.text("Light"))                            // the middle of three segments
        #expect(coordinator?.settings == Settings(notificationsOn: false, theme: 1) && !host.exists(.text("Remind me")))
        host.tap(.text("Done"))
        host.tap(.text("Delete Account"))                   // on home again, after the pop
        host.expectSnapshot(.text, named: "alert")          // the question and its two actions
        #expect((host.root.presentedViewController as? UIAlertController)?.preferredAction?.title == "Delete")
        host.tapAlertAction(titled: "Delete")
        #expect(coordinator?.token == nil)
        host.expectSnapshot(.text, named: "signed-out")     // the login screen again, its bar hidden, nothing presented
    }
}
