import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing
import XCTest

/// The login screen of the *Testing Your UI* article, written as an app would write it.
@MainActor
final class LoginViewController: ViewControllerBase {
    let emailField = TextField()
    let passwordField = TextField()
    let logInButton = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        logInButton.setTitle("Log In", for: .normal)
        logInButton.isEnabled = false
        for (row, field) in [emailField, passwordField].enumerated() {
            field.borderStyle = .roundedRect
            field.frame = CGRect(x: 20, y: 140 + CGFloat(row) * 56, width: 350, height: 44)
            field.addTarget(self, action: LoginViewController.fieldsChanged, for: .editingChanged)
            view.addSubview(field)
        }
        logInButton.frame = CGRect(x: 20, y: 260, width: 350, height: 44)
        logInButton.addTarget(self, action: LoginViewController.logIn, for: .touchUpInside)
        view.addSubview(logInButton)
    }

    func fieldsChanged() {
        logInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func logIn() {
        navigationController?.pushViewController(InboxViewController(), animated: true)
    }
}

/// The screen logging in leads to.
@MainActor
final class InboxViewController: ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
    }
}

/// The article's test, line for line: type, tap, expect the navigation, snapshot.
@MainActor @Suite struct TestingYourUIArticleTests {
    @Test func loggingInShowsTheInbox() {
        let host = TestHost(NavigationController(rootViewController: LoginViewController()))
        host.expectSnapshot(.png, named: "login")
        host.typeText("ada@example.com", into: .placeholder("Email"))
        host.typeText("secret", into: .placeholder("Password"))
        host.tap(Button.self, .text("Log In"))
        #expect(host.root.topViewController?.title == "Inbox")
        host.expectTraceContains(["InboxViewController.viewDidAppear(true)"])
        host.expectSnapshot(.text, named: "inbox")
        host.expectTimelineSnapshot(only: [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    }
}

/// The same test under XCTest. swift-corelibs-xctest cannot run `@MainActor` test methods, so
/// the method hops onto the main actor, where XCTest already runs it.
final class TestingYourUIArticleXCTests: XCTestCase {
    func testLoggingInShowsTheInbox() {
        MainActor.assumeIsolated {
            let host = TestHost(NavigationController(rootViewController: LoginViewController()))
            host.typeText("ada@example.com", into: .placeholder("Email"))
            host.typeText("secret", into: .placeholder("Password"))
            host.tap(Button.self, .text("Log In"))
            XCTAssertEqual(host.root.topViewController?.title, "Inbox")
            host.expectTraceContains(["InboxViewController.viewDidAppear(true)"])
        }
    }
}
