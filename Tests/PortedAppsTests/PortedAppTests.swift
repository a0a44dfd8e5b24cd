import HeadlessUIKit
@testable import PortedApps
import Testing

/// A login service a test answers by hand, so each request's outcome comes when the test says.
@MainActor
final class ScriptedAuthService: AuthService {
    private(set) var requests: [String] = []
    private var pending: ((Result<String, LoginError>) -> Void)?

    func logIn(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
        requests.append("\(user):\(password)")
        pending = completion
    }

    func answer(_ result: Result<String, LoginError>) {
        let completion = pending
        pending = nil
        completion?(result)
    }
}

/// The UIKit app in `PortedApps` — a login screen, a home screen with a drawn ring and an alert,
/// a settings screen of stack views and controls, and a coordinator between them — compiled with
/// only its import changed, played through its window as a person would use it.
@MainActor @Suite struct PortedAppTests {
    let auth = ScriptedAuthService()
    let delegate = AppDelegate()
    let app: UIApplication

    init() {
        delegate.auth = auth
        app = UIApplication.create(delegate: delegate)
        app.launch()
        app.runLoop.runUntilIdle()
    }

    var window: UIWindow { delegate.window! }
    var navigation: UINavigationController { window.rootViewController as! UINavigationController }
    var loop: MainRunLoop { app.runLoop }

    private func logIn() -> HomeViewController {
        window.typeText("ada")
        window.pressReturn()
        window.typeText("secret")
        window.pressReturn()
        auth.answer(.success("token-1"))
        loop.run(for: .seconds(1))
        return navigation.topViewController as! HomeViewController
    }

    @Test func theAppOpensOnTheLoginScreenWithTheUserFieldEditing() {
        let login = navigation.topViewController as! LoginViewController
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.isNavigationBarHidden)
        #expect(login.title == "Log In")
        #expect(login.userField.isFirstResponder)
        #expect(loop.keyboard.isVisible)
        #expect(!login.logInButton.isEnabled)
        #expect(login.errorLabel.alpha == 0)
        #expect(login.spinner.isHidden)
        #expect([login.titleLabel.frame, login.userField.frame, login.passwordField.frame, login.logInButton.frame]
            == [])
    }
}
