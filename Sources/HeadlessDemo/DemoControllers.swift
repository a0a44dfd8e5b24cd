import Foundation
import HeadlessKit

/// The demo's main screen: a controller whose view holds a custom subview (seed S4).
final class MainViewController: ViewControllerBase {
    let badge = BadgeView(frame: CGRect(x: 20, y: 100, width: 120, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
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

/// The screen presented modally ("Sub" in seeds S5 and S6).
final class ModalViewController: ViewControllerBase {}
