import HeadlessUIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

/// The classic coordinator: it owns the navigation controller and decides which screen follows
/// which. Log in → home; home's "Delete account" asks in an alert; settings is pushed and can sign
/// out through an action sheet.
final class AppCoordinator: Coordinator, LoginViewControllerDelegate, HomeViewControllerDelegate,
    SettingsViewControllerDelegate
{
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    private let auth: AuthService
    private(set) var settings = Settings()
    private(set) var token: String?

    init(navigationController: UINavigationController, auth: AuthService) {
        self.navigationController = navigationController
        self.auth = auth
    }

    func start() {
        let login = LoginViewController(auth: auth)
        login.delegate = self
        navigationController.setViewControllers([login], animated: false)
        navigationController.setNavigationBarHidden(true, animated: false)
    }

    func loginViewController(_ controller: LoginViewController, didLogInWithToken token: String) {
        self.token = token
        let home = HomeViewController(userName: "Ada")
        home.delegate = self
        navigationController.setNavigationBarHidden(false, animated: true)
        navigationController.setViewControllers([home], animated: true)
    }

    func homeViewControllerDidTapSettings(_ controller: HomeViewController) {
        let settingsScreen = SettingsViewController(settings: settings)
        settingsScreen.delegate = self
        navigationController.pushViewController(settingsScreen, animated: true)
    }

    func homeViewControllerDidTapDeleteAccount(_ controller: HomeViewController) {
        let alert = UIAlertController(
            title: "Delete Account?",
            message: "This removes your notes from every device.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.signOut() }
        alert.addAction(delete)
        alert.preferredAction = delete
        controller.present(alert, animated: true)
    }

    func settingsViewController(_ controller: SettingsViewController, didChange settings: Settings) {
        self.settings = settings
    }

    func settingsViewControllerDidRequestSignOut(_ controller: SettingsViewController) {
        signOut()
    }

    func settingsViewControllerDidFinish(_ controller: SettingsViewController) {
        navigationController.popViewController(animated: true)
    }

    private func signOut() {
        token = nil
        start()
    }
}

protocol HomeViewControllerDelegate: AnyObject {
    func homeViewControllerDidTapSettings(_ controller: HomeViewController)
    func homeViewControllerDidTapDeleteAccount(_ controller: HomeViewController)
}

/// The home screen: a greeting, a ring showing progress drawn in `draw(_:)`, two buttons, and a
/// Rename bar button that asks for the name in an alert with a text field.
final class HomeViewController: UIViewController {
    weak var delegate: HomeViewControllerDelegate?
    private(set) var userName: String
    let greeting = UILabel()
    let ring = ProgressRingView()
    let settingsButton = UIButton(type: .system)
    let deleteButton = UIButton(type: .system)

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
        title = "Home"
        greeting.text = "Hello, \(userName)!"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Rename", primaryAction: UIAction { [weak self] _ in
            self?.askForName()
        })
        greeting.font = .preferredFont(forTextStyle: .title2)
        greeting.translatesAutoresizingMaskIntoConstraints = false
        ring.translatesAutoresizingMaskIntoConstraints = false
        ring.progress = 0.25

        settingsButton.setTitle("Settings", for: .normal)
        settingsButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.homeViewControllerDidTapSettings(self)
        }, for: .touchUpInside)
        deleteButton.setTitle("Delete Account", for: .normal)
        deleteButton.setTitleColor(.systemRed, for: .normal)
        deleteButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.homeViewControllerDidTapDeleteAccount(self)
        }, for: .touchUpInside)

        let buttons = UIStackView(arrangedSubviews: [settingsButton, deleteButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        buttons.translatesAutoresizingMaskIntoConstraints = false

        [greeting, ring, buttons].forEach(view.addSubview)
        NSLayoutConstraint.activate([
            greeting.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            greeting.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ring.topAnchor.constraint(equalToSystemSpacingBelow: greeting.bottomAnchor, multiplier: 3),
            ring.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ring.widthAnchor.constraint(equalToConstant: 120),
            ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
            buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}

extension HomeViewController {
    /// Asks for a new name in an alert with a text field; Save (or the return key) keeps a
    /// non-empty name.
    func askForName() {
        let alert = UIAlertController(title: "Your Name", message: "How should the app greet you?", preferredStyle: .alert)
        alert.addTextField { [userName] field in
            field.text = userName
            field.placeholder = "Name"
            field.autocapitalizationType = .words
            field.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self.userName = name
            self.greeting.text = "Hello, \(name)!"
        }
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}

/// A ring drawn with Core Graphics: a grey track and a tinted arc for the progress.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var lineWidth: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let inset = bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        context.setLineWidth(lineWidth)
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.strokeEllipse(in: inset)

        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let arc = UIBezierPath(
            arcCenter: center, radius: inset.width / 2,
            startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        tintColor.setStroke()
        arc.stroke()
    }
}

/// The app delegate of the pre-scene template: it makes the window in code.
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    /// Tests replace the service before launch; the app would talk to a server.
    var auth: AuthService = OfflineAuthService()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigation, auth: auth)
        coordinator.start()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        return true
    }
}

final class OfflineAuthService: AuthService {
    func logIn(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
        completion(.failure(.offline))
    }
}
