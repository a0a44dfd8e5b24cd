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
        // In device pixels (scale 3). The stack hangs 40 points below the safe area between the
        // layout margins; the title's custom spacing was set before the title was arranged, which
        // UIKit ignores, so every gap is the stack's 12 points. The margins are the root view's:
        // 16 points on each side in a 390-point-wide window, UIKit's systemMinimumLayoutMargins.
        #expect(pixels(login.titleLabel.superview!.frame) == [48, 120, 1074, 627])
        #expect([login.titleLabel, login.userField, login.passwordField, login.logInButton].map { pixels($0.frame) }
            == [[0, 0, 1074, 122], [0, 158, 1074, 132], [0, 326, 1074, 132], [0, 494, 1074, 97]])
    }

    @Test func typingBothFieldsEnablesTheButtonAndReturnMovesOnThenLogsIn() {
        let login = navigation.topViewController as! LoginViewController
        window.typeText("ada")
        #expect(!login.logInButton.isEnabled)
        window.pressReturn()
        #expect(login.passwordField.isFirstResponder)
        window.typeText("secret")
        #expect(login.logInButton.isEnabled)
        #expect(login.passwordField.text == "secret")
        window.pressReturn()                       // textFieldShouldReturn taps the button itself
        #expect(auth.requests == ["ada:secret"])
        #expect(window.firstResponder == nil)      // endEditing(true)
        #expect(!login.logInButton.isEnabled)
        #expect(login.logInButton.currentTitle == "Logging In…")
        #expect(login.spinner.isAnimating)
    }

    @Test func aWrongPasswordFadesTheErrorInOverAThirdOfASecond() {
        let login = navigation.topViewController as! LoginViewController
        window.typeText("ada")
        window.pressReturn()
        window.typeText("wrong")
        window.tap(login.logInButton)
        auth.answer(.failure(.wrongPassword))
        #expect(login.errorLabel.text == "Wrong user name or password.")
        #expect(login.errorLabel.alpha == 1)       // the model value changes at once
        #expect(login.logInButton.isEnabled)
        #expect(login.spinner.isHidden)
        loop.run(for: .milliseconds(150))
        let halfway = login.errorLabel.layer.presentation()!.opacity
        #expect(halfway > 0 && halfway < 1)
        loop.run(for: .milliseconds(200))
        #expect(login.errorLabel.layer.presentation()!.opacity == 1)
        #expect(login.errorLabel.layer.animationKeys() == nil)
    }

    @Test func loggingInReplacesTheLoginScreenWithHomeAndShowsTheBar() {
        let home = logIn()
        #expect(navigation.viewControllers == [home])
        #expect(!navigation.isNavigationBarHidden)
        #expect(home.title == "Home")
        #expect(home.greeting.text == "Hello, Ada!")
        #expect(delegate.coordinator?.token == "token-1")
        #expect(!loop.keyboard.isVisible)
        #expect(home.ring.displayList.isEmpty == false)
    }

    @Test func deletingTheAccountAsksFirstAndThenSignsOut() {
        let home = logIn()
        window.tap(home.deleteButton)
        loop.run(for: .seconds(1))
        let alert = home.presentedViewController as! UIAlertController
        #expect(navigation.presentedViewController === alert)
        #expect(alert.title == "Delete Account?")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.preferredAction === alert.actions[1])
        #expect(alert.actions[1].trigger())
        loop.run(for: .seconds(1))
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.topViewController is LoginViewController)
        #expect(navigation.isNavigationBarHidden)
        #expect(delegate.coordinator?.token == nil)
    }

    @Test func renamingAsksInAnAlertWhoseFieldHasTheKeyboardAndReturnSaves() throws {
        let home = logIn()
        window.tap(try #require(home.navigationItem.rightBarButtonItem))
        loop.run(for: .seconds(1))
        let alert = try #require(home.presentedViewController as? UIAlertController)
        let field = try #require(alert.textFields?.first)
        #expect(alert.textFields?.count == 1 && field.text == "Ada" && field.placeholder == "Name")
        #expect(field.isFirstResponder && loop.keyboard.isVisible)
        window.pressDelete(times: 3)
        window.typeText("Grace")
        window.pressReturn()
        loop.run(for: .seconds(1))
        #expect(navigation.presentedViewController == nil && !loop.keyboard.isVisible)
        #expect(home.userName == "Grace" && home.greeting.text == "Hello, Grace!")
    }

    @Test func cancellingTheRenameKeepsTheName() throws {
        let home = logIn()
        home.askForName()
        loop.run(for: .seconds(1))
        let alert = try #require(home.presentedViewController as? UIAlertController)
        window.typeText("xyz")
        #expect(alert.actions[0].trigger())
        loop.run(for: .seconds(1))
        #expect(home.greeting.text == "Hello, Ada!" && !loop.keyboard.isVisible)
    }

    @Test func settingsArePushedChangedByTheirControlsAndClosedByDone() {
        let home = logIn()
        window.tap(home.settingsButton)
        loop.run(for: .seconds(1))
        let settings = navigation.topViewController as! SettingsViewController
        #expect(settings.title == "Settings")
        #expect(!settings.reminderRow.isHidden)

        window.tap(settings.notificationsSwitch)
        loop.run(for: .seconds(1))
        #expect(delegate.coordinator?.settings.notificationsOn == false)
        #expect(settings.reminderRow.isHidden)

        window.tap(settings.themeControl)          // the middle of three segments
        #expect(delegate.coordinator?.settings.theme == 1)

        window.tap(settings.navigationItem.rightBarButtonItem!)
        loop.run(for: .seconds(1))
        #expect(navigation.topViewController === home)
    }
}

/// A rectangle in device pixels at the screen's scale of 3: Auto Layout rounds frames to pixels,
/// so whole pixels compare exactly where points would differ in their last bit.
private func pixels(_ rect: CGRect) -> [Int] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Int(($0 * 3).rounded()) }
}
