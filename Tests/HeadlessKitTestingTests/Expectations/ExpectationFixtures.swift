import Foundation
import HeadlessKit

/// A controller with a badge it shows on demand: a label added to its view, laid out in the next commit.
@MainActor
final class BadgeController: ViewControllerBase {
    let badge = Label()

    func showBadge() {
        badge.text = "3"
        badge.frame = CGRect(x: 10, y: 60, width: 40, height: 20)
        view.addSubview(badge)
    }
}
