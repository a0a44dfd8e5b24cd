import Foundation
import HeadlessKit

/// A view sized by its text: what fix (c)'s two badges have in common.
@MainActor protocol Badge: ViewNode {
    /// The text the badge shows.
    var text: String { get set }
}

extension SelfInvalidatingBadge: Badge {}
extension BadgeView: Badge {}

/// A window holding a bar of badges in a row, placed by Auto Layout from their intrinsic sizes.
@MainActor struct BadgeBar {
    let loop = MainRunLoop()
    let window: Window
    let badges: [any Badge]

    init(_ makeBadge: () -> any Badge, count: Int = 5) {
        window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let bar = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        window.addSubview(bar)
        var badges: [any Badge] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let badge = makeBadge()
            badge.text = "\(index)"
            badge.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(badge)
            constraints += [
                badge.leftAnchor.constraint(equalTo: badges.last?.rightAnchor ?? bar.leftAnchor, constant: 8),
                badge.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            ]
            badges.append(badge)
        }
        LayoutConstraint.activate(constraints)
        self.badges = badges
    }

    /// Changes the first badge's text between a short count and a longer one.
    func toggleUnreadCount() {
        badges[0].text = badges[0].text == "3" ? "12" : "3"
    }
}
