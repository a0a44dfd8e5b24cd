import HeadlessKitTesting
import HeadlessUIKit
@testable import PortedApps
import Testing

/// A login service the test answers by hand, so each request's outcome comes when the test says.
@MainActor final class ScriptedAuthService: AuthService {
    private(set) var requests: [String] = []
    var answer: ((Result<String, LoginError>) -> Void)?
    func logIn(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
        requests.append("\(user):\(password)")
        answer = completion
    }
}

/// The UIKit app in `PortedApps` — login, a home screen with alerts, settings, and a coordinator
/// between them — compiled with only its import changed, played as a person would use it.
@MainActor @Suite struct PortedAppTests {
    let auth = ScriptedAuthService()
    let host: TestHost<UINavigationController>
    var coordinator: AppCoordinator? { (host.app.delegate as? AppDelegate)?.coordinator }

    init() {
        let (delegate, auth) = (AppDelegate(), auth)
        delegate.auth = auth
        host = TestHost(launching: { delegate }, root: UINavigationController.self)
    }

    private func enter(password: String) {
        host.typeText("ada", into: .placeholder("User name"))
        host.pressReturn()                                  // moves on to the password field
        host.typeText(password, into: .placeholder("Password"))
        host.tap(UIButton.self, .text("Log In"), settle: false)
    }

    private func logIn() {
        enter(password: "secret")
        auth.answer?(.success("token-1"))
        host.settle()
    }

    @Test func theAppOpensOnTheLoginScreenWithTheUserFieldEditing() {
        #expect(host.only(.placeholder("User name"))?.isFirstResponder == true && host.loop.keyboard.isVisible)
        host.expectSnapshot(.text)                          // frames, the disabled button, the hidden spinner
    }

    @Test func aWrongPasswordFadesTheErrorInOverAThirdOfASecond() {
        enter(password: "wrong")
        auth.answer?(.failure(.wrongPassword))
        host.advance(by: .milliseconds(150))
        let error = host.only(UILabel.self, .text("Wrong user name or password."))
        #expect((0.1..<0.9).contains(error?.layer.presentation()?.opacity ?? 0))
        host.settle()
        #expect(error?.layer.presentation()?.opacity == 1 && auth.requests == ["ada:wrong"])
    }

    @Test func loggingInShowsHomeAndDeletingTheAccountAsksFirstThenSignsOut() {
        logIn()
        host.expectSnapshot(.text, named: "home")           // the greeting, the ring, the bar's Rename
        host.tap(.text("Delete Account"))
        host.expectSnapshot(.text, named: "alert")          // the question and its two actions
        host.tapAlertAction(titled: "Delete")
        #expect(host.root.topViewController is LoginViewController && coordinator?.token == nil)
    }

    @Test func renamingAsksInAnAlertWhoseReturnSavesAndWhoseCancelKeeps() {
        logIn()
        host.tap(.text("Rename"))
        host.clear(.placeholder("Name"))
        host.typeText("Grace", into: .placeholder("Name"))
        host.pressReturn()
        host.tap(.text("Rename"))
        host.typeText("xyz", into: .placeholder("Name"))
        host.tapAlertAction(titled: "Cancel")
        #expect(host.exists(.text("Hello, Grace!")) && !host.loop.keyboard.isVisible)
    }

    @Test func settingsArePushedChangedByTheirControlsAndClosedByDone() {
        logIn()
        host.tap(.text("Settings"))
        // Hiding the reminder row breaks its `height >= 44` against the stack's hiding constraint:
        // UIKit logs the same unsatisfiable constraints for this code.
        host.expectDiagnostic(.unsatisfiableConstraints) { host.tap(.type(UISwitch.self)) }
        host.tap(.text("Light"))
        #expect(coordinator?.settings.notificationsOn == false && coordinator?.settings.theme == 1)
        host.tap(.text("Done"))
        #expect(host.root.topViewController?.title == "Home" && !host.exists(.text("Remind me")))
    }
}
