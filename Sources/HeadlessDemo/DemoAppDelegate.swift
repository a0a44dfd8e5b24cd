import Foundation
import HeadlessKit

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
