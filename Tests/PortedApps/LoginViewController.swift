import HeadlessUIKit

protocol AuthService: AnyObject {
    func logIn(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void)
}

enum LoginError: Error, Equatable {
    case wrongPassword
    case offline

    var message: String {
        switch self {
        case .wrongPassword: return "Wrong user name or password."
        case .offline: return "You appear to be offline."
        }
    }
}

protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didLogInWithToken token: String)
}

/// A classic login screen: two text fields, a button enabled once both are filled, an error label
/// that fades in, a spinner while the request runs, and a bottom constraint that follows the keyboard.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: LoginViewControllerDelegate?
    private let auth: AuthService

    let titleLabel = UILabel()
    let userField = UITextField()
    let passwordField = UITextField()
    let logInButton = UIButton(type: .system)
    let errorLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    private let stack = UIStackView()
    private let gradient = CAGradientLayer()
    private var bottomConstraint: NSLayoutConstraint!

    init(auth: AuthService) {
        self.auth = auth
        super.init(nibName: nil, bundle: nil)
        title = "Log In"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.insertSublayer(gradient, at: 0)

        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "login.title"

        userField.placeholder = "User name"
        userField.borderStyle = .roundedRect
        userField.autocapitalizationType = .none
        userField.returnKeyType = .next
        userField.delegate = self
        userField.accessibilityIdentifier = "login.user"

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        passwordField.accessibilityIdentifier = "login.password"

        for field in [userField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }

        logInButton.setTitle("Log In", for: .normal)
        logInButton.setTitle("Logging In…", for: .disabled)
        logInButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        logInButton.isEnabled = false
        logInButton.addAction(UIAction { [weak self] _ in self?.logInTapped() }, for: .touchUpInside)
        logInButton.accessibilityIdentifier = "login.button"

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.alpha = 0

        spinner.hidesWhenStopped = true

        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        [titleLabel, userField, passwordField, logInButton, errorLabel, spinner].forEach(stack.addArrangedSubview)
        view.addSubview(stack)

        bottomConstraint = view.keyboardLayoutGuide.topAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 20)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bottomConstraint,
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradient.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userField.becomeFirstResponder()
    }

    private func textChanged() {
        logInButton.isEnabled = !(userField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === userField {
            passwordField.becomeFirstResponder()
        } else if logInButton.isEnabled {
            logInTapped()
        }
        return false
    }

    private func logInTapped() {
        view.endEditing(true)
        logInButton.isEnabled = false
        spinner.startAnimating()
        UIView.animate(withDuration: 0.2) { self.errorLabel.alpha = 0 }
        auth.logIn(user: userField.text ?? "", password: passwordField.text ?? "") { [weak self] result in
            guard let self else { return }
            self.spinner.stopAnimating()
            switch result {
            case .success(let token):
                self.delegate?.loginViewController(self, didLogInWithToken: token)
            case .failure(let error):
                self.errorLabel.text = error.message
                self.logInButton.isEnabled = true
                UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
                    self.errorLabel.alpha = 1
                }
            }
        }
    }
}
