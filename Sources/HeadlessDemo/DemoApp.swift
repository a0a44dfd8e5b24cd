import Foundation
import HeadlessKit

/// The demo's main screen: a controller whose view holds a custom subview, placed by constraints
/// as a storyboard scene would place it.
final class MainViewController: ViewControllerBase {
    let badge = BadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 120),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// A custom subview that draws a little badge.
final class BadgeView: ViewNode {
    override func draw(_ rect: CGRect) {
        GraphicsContext.current?.fill(bounds, with: .blue)
        GraphicsContext.current?.draw("HeadlessKit", at: CGPoint(x: 8, y: 12), with: .white)
    }
}

/// A plain screen for the navigation and modal scenarios.
final class DetailViewController: ViewControllerBase {}

/// The screen presented modally ("Sub" in the trace).
final class ModalViewController: ViewControllerBase {}


/// The demo's app delegate: a window with a navigation controller over the main screen.
final class DemoAppDelegate: Responder, AppDelegateProtocol {
    var window: Window?
    let main = MainViewController()
    lazy var navigation = NavigationController(rootViewController: main)

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        let window = Window(application: application)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
