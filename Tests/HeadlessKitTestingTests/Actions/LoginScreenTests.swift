import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// A small login screen as an app would write it: two fields, a button that enables when both
/// are filled, and a push of the home screen on tap.
@MainActor
final class LoginController: ViewControllerBase {
    private let user = TextField()
    private let password = TextField()
    private let logIn = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log In"
        view.backgroundColor = .white
        user.placeholder = "User name"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        logIn.setTitle("Log In", for: .normal)
        logIn.isEnabled = false
        for (index, view) in [user, password, logIn].enumerated() {
            view.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: 350, height: 44)
            self.view.addSubview(view)
        }
        for field in [user, password] {
            field.addAction(Action { [unowned self] _ in
                logIn.isEnabled = !(user.text ?? "").isEmpty && !(password.text ?? "").isEmpty
            }, for: .editingChanged)
        }
        logIn.addAction(Action { [unowned self] _ in
            let home = ViewControllerBase()
            home.title = "Welcome, \(user.text ?? "")"
            navigationController?.pushViewController(home, animated: true)
        }, for: .touchUpInside)
    }
}

@MainActor @Suite struct LoginScreenTests {
    @Test func loggingInPushesTheWelcomeScreen() {
        let host = TestHost(NavigationController(rootViewController: LoginController()))
        #expect(host.only(Button.self, .text("Log In"))?.isEnabled == false)
        host.typeText("ada", into: .placeholder("User name"))
        host.typeText("secret", into: .placeholder("Password"))
        host.tap(Button.self, .text("Log In"))
        #expect(host.find(.text("Welcome, ada")).exists)
    }
}
